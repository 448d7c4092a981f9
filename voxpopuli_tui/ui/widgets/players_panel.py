"""Players in seat order: turn, money, hand size, pieces left, decoys, eliminated."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import SeatView

from ..style import who


class PlayersPanel(Static):
    """Draws the public facts of each seat."""

    DEFAULT_CSS = "PlayersPanel { height: auto; }"

    def show(self, view: SeatView) -> None:
        self.update(render_players(view))


def render_players(view: SeatView) -> Text:
    out = Text()
    to_act = set(view.pending.seats) if view.pending is not None else set()
    for pl in view.players:
        s = pl.seat
        out.append(">" if s == view.active else " ", style="bold")
        out.append("!" if s in to_act else " ", style="bold yellow")
        out.append_text(who(view, s))
        out.append(f"  {pl.money:>2}s  hand {pl.hand_size}  pieces ")
        left = " ".join(f"{v}x{n}" for v, n in pl.club_pieces if n) or "none"
        out.append(left)
        out.append(f"  decoys {pl.decoys}")
        if pl.eliminated:
            out.append(f"  out: {','.join(map(str, pl.eliminated))}", style="dim")
        out.append("\n")
    out.append(" > active player   ! must or may act now", style="dim")
    return out
