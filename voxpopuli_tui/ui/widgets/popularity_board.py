"""The popularity board: politicians in precedence order, track, markers, arenas, slots."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import POLITICIANS, SeatView

from ..style import piece

TRACK = 10


class PopularityBoard(Static):
    """Draws popularity, markers, Gladiators and slot contents of a `SeatView`."""

    DEFAULT_CSS = "PopularityBoard { width: 1fr; height: auto; }"

    def show(self, view: SeatView) -> None:
        self.update(render_board(view))


def render_board(view: SeatView) -> Text:
    out = Text()
    for p, name in enumerate(POLITICIANS):
        pop = view.popularity[p]
        filled = min(pop, TRACK)
        out.append(f"{name:<9}", style="bold")
        out.append("#" * filled + "." * (TRACK - filled) + ("+" if pop > TRACK else " "))
        out.append(f" {pop:>2}")
        if view.dead[p]:
            out.append(" DEAD", style="bold red")
        if view.lover == p:
            out.append(" LOVER", style="bold magenta")
        if view.match is not None and view.match.arena == p:
            out.append(" MATCH", style="bold yellow")
        out.append("\n   arena: ")
        arena = view.arenas[p]
        if not arena:
            out.append("-", style="dim")
        for seat, value in arena:
            out.append_text(piece(view, seat, value))
            out.append(" ")
        slot = view.slots[p]
        out.append("  slot: ")
        if slot.shown:
            for seat, value in slot.shown:
                out.append_text(piece(view, seat, value) if value else piece(view, seat))
                out.append("" if value else "(decoy)")
                out.append(" ")
        elif any(slot.counts):
            for seat, count in enumerate(slot.counts):
                if count:
                    out.append_text(piece(view, seat))
                    out.append(f"x{count} ")
        else:
            out.append("-", style="dim")
        if slot.own:
            out.append("  yours: ")
            out.append(" ".join(f"★{v}" if v else "◊decoy" for v in slot.own), style="bold")
        out.append("\n")
    return out
