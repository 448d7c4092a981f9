"""The popularity board: politicians in precedence order, track, markers, arenas, slots.

One line per politician when the board is wide, two when it is narrow. Slots show how many
pieces each club put in (public); their values only at the end or under R31, and the viewer's
own values only on that viewer's private screen.
"""

from __future__ import annotations

from rich.text import Text

from voxpopuli_tui.engine import POLITICIANS, SeatView

from ..style import DEAD, LOVER, mark, piece
from .view_widget import ViewWidget

TRACK = 10
NAME = 11
#: Where the Gladiators start on a wide board (after name, track, number and markers).
ARENA_COL = NAME + TRACK + 14
#: From this width on, a politician fits on one line.
WIDE = 76
#: Terminal heights: below SHORT a narrow board drops its heading; from ROOMY on rows get air.
SHORT, ROOMY = 36, 46
LEGEND = f"{DEAD} dead  {LOVER} lover"


class PopularityBoard(ViewWidget):
    """Draws popularity, markers, Gladiators and slot contents of a `SeatView`."""

    DEFAULT_CSS = """
    PopularityBoard { width: 1fr; height: auto; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def draw(self, view: SeatView, width: int) -> Text:
        return render_board(view, width or WIDE, self._roomy())

    def _roomy(self) -> bool | None:
        """True on a tall terminal (air between rows), None on a short one (no heading)."""
        height = self.app.size.height
        return True if height >= ROOMY else None if height < SHORT else False


def render_board(view: SeatView, width: int = WIDE, roomy: bool | None = False) -> Text:
    """`roomy`: a blank line between wide rows; None: no heading on a narrow board."""
    wide = width >= WIDE
    arenas = [_arena(view, p) for p in range(len(POLITICIANS))]
    column = max(len("Gladiators"), *(a.cell_len for a in arenas))
    out = Text()
    if not wide and roomy is None:
        for p, name in enumerate(POLITICIANS):
            _narrow(out, _head(view, p, name), arenas[p], _slot(view, p))
        out.rstrip()
        return out
    out.append(f"{'Politician':<{NAME}}", style="bold")
    out.append(f"{'1   5   10':<{TRACK}}", style="dim")
    if wide:
        out.append(" " * (ARENA_COL - NAME - TRACK))
        out.append(f"{'Gladiators':<{column}}", style="bold")
        out.append(" │ ", style="dim")
        out.append("Slot", style="bold")
        out.append(" (values)" if view.over or view.no_bluff else " (pieces per club)",
                   style="dim")
    else:
        out.append(f"  {LEGEND}", style="dim")
    out.append("\n")
    for p, name in enumerate(POLITICIANS):
        head = _head(view, p, name)
        arena, slot = arenas[p], _slot(view, p)
        if wide:
            head.append(" " * max(1, ARENA_COL - head.cell_len))
            head.append_text(arena)
            head.append(" " * (column - arena.cell_len))
            head.append(" │ ", style="dim")
            head.append_text(slot)
            out.append_text(head)
            out.append("\n\n" if roomy and p < len(POLITICIANS) - 1 else "\n")
        else:
            _narrow(out, head, arena, slot)
    if wide:
        out.append(LEGEND + "  MATCH this turn's arena", style="dim")
    out.rstrip()
    return out


def _narrow(out: Text, head: Text, arena: Text, slot: Text) -> None:
    out.append_text(head)
    out.append("\n  ")
    out.append("arena ", style="dim")
    out.append_text(arena)
    out.append(" │ slot ", style="dim")
    out.append_text(slot)
    out.append("\n")


def _head(view: SeatView, p: int, name: str) -> Text:
    pop = view.popularity[p]
    filled = min(pop, TRACK)
    dead = view.dead[p]
    out = Text(f"{name:<{NAME}}", style="bold strike dim" if dead else "bold")
    track = "dim" if dead else "bold green" if pop >= view.target else "cyan"
    out.append("█" * filled, style=track)
    out.append("·" * (TRACK - filled), style="grey42")
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
