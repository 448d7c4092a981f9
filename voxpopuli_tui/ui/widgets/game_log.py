"""The log visible to a view (third person on public screens), newest at the bottom.

Long lines wrap under their text; the turn number shows where a turn starts; players' names
take their club colour (the text itself never depends on it).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from rich.console import Console
from rich.text import Text
from textual.widget import Widget

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.style import UNDO_STOP, colour
from voxpopuli_tui.ui.table.log_words import line_words
from voxpopuli_tui.ui.words.game_words import politicians

#: the line under the last event undo can reach
BARRIER = N_("undo stops here")


class GameLog(Widget):
    """Draws as many of the last lines of a view's log as fit, newest at the bottom."""

    DEFAULT_CSS = "GameLog { height: 1fr; overflow: hidden; text-wrap: nowrap; }"

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._view: SeatView | None = None
        self._marks: frozenset[int] = frozenset()
        self._lines = 40
        self._drawn: object = None

    def show(self, view: SeatView, lines: int = 40, marks: Iterable[int] = ()) -> None:
        """`marks`: log positions undo cannot go back past (marked "■ undo stops here").
        Nothing is redrawn when the log, its names and the marks are the ones drawn."""
        drawn = (view.log, view.names, view.clubs, lines, frozenset(marks))
        self._view = view
        if drawn == self._drawn:
            return
        self._drawn = drawn
        self._lines = lines
        self._marks = frozenset(marks)
        self.refresh()

    def render(self) -> Text:
        if self._view is None:
            return Text()
        width, height = self.content_size
        return render_log(self._view, width or 80, height or self._lines, self._marks)


@lru_cache(maxsize=4096)
def _wrapped(text: str, private: bool, names: tuple[tuple[str, str], ...],
             width: int) -> tuple[Text, ...]:
    """One event's lines, names in their club colours (kept: a key redraws the whole log)."""
    out = Text(text, style="italic" if private else "")
    for name, hue in names:
        out.highlight_words([name], style=hue, case_sensitive=True)
    out.highlight_words(politicians(), style="bold", case_sensitive=True)
    console = Console(width=width, color_system=None, legacy_windows=False)
    return tuple(out.wrap(console, width)) or (Text(),)


def render_log(view: SeatView, width: int, height: int, marks: Iterable[int] = ()) -> Text:
    """The last lines that fit; when the last undo mark is out of view, the first line says
    where undo stops."""
    barriers = set(marks)
    events = view.log[-height:]
    turn_w = len(f"T{events[-1].turn}") + 1 if events else 3
    names = tuple((name, colour(view, seat)) for seat, name in enumerate(view.names))
    rows: list[tuple[int, bool, Text]] = []  # (turn, continuation, text)
    marked = -1  # the row of the last marked event drawn
    for event in events:
        parts = _wrapped(line_words(event, view.names), event.private, names,
                         max(10, width - turn_w))
        rows.extend((event.turn, i > 0, part) for i, part in enumerate(parts))
        if event.seq in barriers:  # a line of its own: the words never wrap apart
            rows.append((event.turn, True, Text(f"{UNDO_STOP} {_(BARRIER)}", style="dim")))
            marked = len(rows) - 1
    out: list[Text] = []
    last_mark = max((e for e in view.log if e.seq in barriers), key=lambda e: e.seq,
                    default=None)
    visible = rows[-height:]
    if last_mark is not None and marked < len(rows) - height and height > 1:
        line = Text(_("{mark} undo stops here: after T{turn}").format(
            mark=UNDO_STOP, turn=last_mark.turn) + " ", style="dim")
        line.append(line_words(last_mark, view.names), style="dim italic")
        line.truncate(width, overflow="ellipsis")
        out.append(line)
        visible = rows[-(height - 1):]
    while len(visible) > 1 and visible[0][1]:
        visible = visible[1:]  # the tail of an event cut off at the top reads as nonsense
    shown: int | None = None
    for turn, continuation, part in visible:
        new = shown is None or (turn != shown and not continuation)
        shown = turn
        line = Text()
        line.append(f"{'T' + str(turn) if new else '':<{turn_w}}", style="bold cyan")
        line.append_text(part)
        out.append(line)
    return Text("\n").join(out)
