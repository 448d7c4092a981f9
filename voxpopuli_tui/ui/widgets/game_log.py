"""The log visible to a view (third person on public screens), newest at the bottom.

Long lines wrap under their text; the turn number shows where a turn starts; players' names
take their club colour (the text itself never depends on it).
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.console import Console
from rich.text import Text
from textual.widget import Widget

from voxpopuli_tui.engine import POLITICIANS, SeatView

from ..style import colour
from ..wording import tidy

BARRIER = "  ⟂ undo stops here"


class GameLog(Widget):
    """Draws as many of the last lines of a view's log as fit, newest at the bottom."""

    DEFAULT_CSS = "GameLog { height: 1fr; overflow: hidden; text-wrap: nowrap; }"

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._view: SeatView | None = None
        self._marks: frozenset[int] = frozenset()
        self._lines = 40

    def show(self, view: SeatView, lines: int = 40, marks: Iterable[int] = ()) -> None:
        """`marks`: log positions undo cannot go back past (marked "⟂ undo stops here")."""
        self._view = view
        self._lines = lines
        self._marks = frozenset(marks)
        self.refresh()

    def render(self) -> Text:
        if self._view is None:
            return Text()
        width, height = self.content_size
        return render_log(self._view, width or 80, height or self._lines, self._marks)


def render_log(view: SeatView, width: int, height: int, marks: Iterable[int] = ()) -> Text:
    barriers = set(marks)
    events = view.log[-height:]
    turn_w = len(f"T{events[-1].turn}") + 1 if events else 3
    console = Console(width=width, color_system=None, legacy_windows=False)
    rows: list[tuple[int, bool, Text]] = []  # (turn, continuation, text)
    for event in events:
        text = Text(tidy(event.text), style="italic" if event.private else "")
        for seat, name in enumerate(view.names):
            text.highlight_words([name], style=colour(view, seat), case_sensitive=True)
        text.highlight_words(POLITICIANS, style="bold", case_sensitive=True)
        if event.seq in barriers:
            text.append(BARRIER, style="dim")
        parts = list(text.wrap(console, max(10, width - turn_w))) or [Text()]
        rows.extend((event.turn, i > 0, part) for i, part in enumerate(parts))
    out: list[Text] = []
    shown: int | None = None
    for turn, continuation, part in rows[-height:]:
        new = shown is None or (turn != shown and not continuation)
        shown = turn
        line = Text()
        line.append(f"{'T' + str(turn) if new else '':<{turn_w}}", style="bold cyan")
        line.append_text(part)
        out.append(line)
    return Text("\n").join(out)
