"""The popularity board: politicians in precedence order, track, markers, arenas, slots.

One line per politician when the board is wide, two when it is narrow. Slots show how many
pieces each club put in (public); their values only at the end or under R31, and the viewer's
own values only on that viewer's private screen.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size

from voxpopuli_tui.engine import POLITICIANS, SeatView

from ..style import DEAD, LOVER, mark, piece
from .view_widget import ViewWidget

TRACK = 10
NAME = 11
#: Columns after the track: the number, the markers and MATCH.
MARKERS = 14
#: From this width on, a politician fits on one line; from BIG on, a point is two cells wide.
WIDE, BIG = 76, 90
#: Blank lines at most between two politicians when the board has the height.
MAX_GAP = 2
LEGEND = f"{DEAD} dead  {LOVER} lover"


class PopularityBoard(ViewWidget):
    """Draws popularity, markers, Gladiators and slot contents of a `SeatView`.

    Given more height than it needs (`height: 1fr`), it spreads its rows; given less, a narrow
    board drops its heading first."""

    DEFAULT_CSS = """
    PopularityBoard { width: 1fr; height: auto; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def draw(self, view: SeatView, width: int) -> Text:
        return render_board(view, width or WIDE, self.content_size.height)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if self._view is None:
            return 1
        return render_board(self._view, width).plain.count("\n") + 1


def render_board(view: SeatView, width: int = WIDE, height: int = 0) -> Text:
    """The board in `width` columns; `height` > 0: spread the rows over that many lines."""
    wide = width >= WIDE
    scale = 2 if width >= BIG else 1
    rows = len(POLITICIANS)
    per_row = 1 if wide else 2
    needed = 1 + rows * per_row + (1 if wide else 0)
    gap = 0
    if height > needed:
        gap = min(MAX_GAP, (height - needed) // (rows - 1))
    heading = not (height and height < needed and not wide)
    arenas = [_arena(view, p) for p in range(rows)]
    column = max(len("Gladiators"), *(a.cell_len for a in arenas))
    arena_col = NAME + TRACK * scale + MARKERS
    out = Text()
    if heading:
        out.append(f"{'Politician':<{NAME}}", style="bold")
        out.append(_scale_marks(scale), style="dim")
        if wide:
            out.append(" " * (arena_col - NAME - TRACK * scale))
            out.append(f"{'Gladiators':<{column}}", style="bold")
            out.append(" │ ", style="dim")
            out.append("Slot", style="bold")
            out.append(" (values)" if view.over or view.no_bluff else " (pieces per club)",
                       style="dim")
        else:
            out.append(f"  {LEGEND}", style="dim")
        out.append("\n" * (1 + min(gap, 1)))
    for p, name in enumerate(POLITICIANS):
        head = _head(view, p, name, scale)
        arena, slot = arenas[p], _slot(view, p)
        if wide:
            head.append(" " * max(1, arena_col - head.cell_len))
            head.append_text(arena)
            head.append(" " * (column - arena.cell_len))
            head.append(" │ ", style="dim")
            head.append_text(slot)
            out.append_text(head)
            out.append("\n")
        else:
            _narrow(out, head, arena, slot)
        if p < rows - 1:
            out.append("\n" * gap)
    if wide:
        out.append("\n" * min(gap, 1))
        out.append(LEGEND + "  MATCH this turn's arena", style="dim")
    out.rstrip()
    return out


def _scale_marks(scale: int) -> str:
    """"1", "5" and "10" above their points of the track."""
    marks = [" "] * (TRACK * scale)
    for point in (1, 5, 10):
        start = (point - 1) * scale - (len(str(point)) - 1 if scale == 1 else 0)
        for i, ch in enumerate(str(point)):
            marks[start + i] = ch
    return "".join(marks)


def _narrow(out: Text, head: Text, arena: Text, slot: Text) -> None:
    out.append_text(head)
    out.append("\n  ")
    out.append("arena ", style="dim")
    out.append_text(arena)
    out.append(" │ slot ", style="dim")
    out.append_text(slot)
    out.append("\n")


def _head(view: SeatView, p: int, name: str, scale: int = 1) -> Text:
    pop = view.popularity[p]
    filled = min(pop, TRACK)
    dead = view.dead[p]
    out = Text(f"{name:<{NAME}}", style="bold strike dim" if dead else "bold")
    track = "dim" if dead else "bold green" if pop >= view.target else "cyan"
    out.append("█" * filled * scale, style=track)
    out.append(("·" + " " * (scale - 1)) * (TRACK - filled), style="grey42")
    out.append("+" if pop > TRACK else " ", style="bold")
    out.append(f"{pop:>2}", style="bold")
    if dead:
        out.append(f" {DEAD}", style="bold red")
    if view.lover == p:
        out.append(f" {LOVER}", style="bold magenta")
    if view.match is not None and view.match.arena == p:
        out.append(" ")
        out.append("MATCH", style="bold reverse yellow")
    return out


def _arena(view: SeatView, p: int) -> Text:
    arena = view.arenas[p]
    if not arena:
        return Text("—", style="grey42")
    return Text(" ").join(piece(view, seat, value) for seat, value in arena)


def _slot(view: SeatView, p: int) -> Text:
    slot = view.slots[p]
    parts: list[Text] = []
    if slot.shown:
        for seat, value in slot.shown:
            parts.append(piece(view, seat, value) if value else piece(view, seat).append("d"))
    else:
        for seat, count in enumerate(slot.counts):
            if count:
                parts.append(Text(f"{mark(view, seat)}×{count}", style=piece(view, seat).style))
    out = Text(" ").join(parts) if parts else Text("—", style="grey42")
    if slot.own and not slot.shown:
        out.append("  yours ", style="dim")
        out.append(" ".join(f"★{v}" if v else "◊decoy" for v in slot.own), style="bold")
    return out
