"""Players in seat order: turn, money, hand size, pieces left, decoys, eliminated; a computer
seat's name carries its level ("Titus · Hard")."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual.geometry import Size

from voxpopuli_tui.engine import SeatView

from ..style import ACTIVE, TO_ACT, club_info, colour, who
from .view_widget import ViewWidget

NAME_MAX = 20
LEGEND = f"{ACTIVE} turn  {TO_ACT} to act"
#: the legend's words for the level after a computer seat's name
COMPUTER_LEGEND = "  · level: computer"


class PlayersPanel(ViewWidget):
    """Draws the public facts of each seat; the club names only where they fit."""

    DEFAULT_CSS = "PlayersPanel { height: auto; text-wrap: nowrap; text-overflow: ellipsis; }"

    def __init__(
        self, levels: Mapping[int, str] | None = None, *, id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id, classes=classes)
        #: the level label of each computer seat (not a game fact: who plays the seat)
        self.levels = dict(levels or {})

    def draw(self, view: SeatView, width: int) -> Text:
        return render_players(view, width or 120, self.levels)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + (len(self._view.players) if self._view is not None else 0)


def render_players(
    view: SeatView, width: int = 120, levels: Mapping[int, str] | None = None
) -> Text:
    to_act = set(view.pending.seats) if view.pending is not None else set()
    values = sorted({v for pl in view.players for v, _ in pl.club_pieces})
    levels = levels or {}
    names = [who(view, pl.seat) for pl in view.players]
    for pl, n in zip(view.players, names, strict=True):
        n.truncate(NAME_MAX, overflow="ellipsis")
        if pl.seat in levels:
            n.append(f" · {levels[pl.seat]}", style="italic")
    legend = LEGEND + (COMPUTER_LEGEND if levels else "")
    name_w = max(len("Player"), *(n.cell_len for n in names)) + 2
    clubs = [club_info(c)[2] for c in view.clubs]
    club_w = max(len(c) for c in clubs) + 2
    values_w = len("Left ") + 2 * len(values)
    rest = 3 + name_w + 7 + 6 + values_w + 8 + 12 + len(legend) + 3
    if rest + club_w > width:
        club_w = 0

    out = Text()

    def heading(word: str, width: int = 0, right: bool = False) -> None:
        pad = " " * max(0, width - len(word))
        if right:
            out.append(pad)
        out.append(word, style="bold underline")
        if not right:
            out.append(pad)

    out.append("   ")
    heading("Player", name_w)
    if club_w:
        heading("Club", club_w)
    heading("Money", 5, right=True)
    out.append("  ")
    heading("Hand", 4, right=True)
    out.append("  ")
    heading("Left " + " ".join(str(v) for v in values))
    out.append("  ")
    heading("Decoys")
    out.append("  ")
    heading("Eliminated")
    out.append(f"   {legend}\n", style="dim")
    for pl, name, club in zip(view.players, names, clubs, strict=True):
        s = pl.seat
        active = s == view.active
        out.append(ACTIVE if active else " ", style="bold reverse" if active else "")
        out.append(TO_ACT if s in to_act else " ", style="bold yellow")
        out.append(" ")
        name.style = f"bold {colour(view, s)}" if active else colour(view, s)
        out.append_text(name)
        out.append(" " * (name_w - name.cell_len))
        if club_w:
            out.append(f"{club:<{club_w}}", style="dim")
        out.append(f"{pl.money:>4}s", style="bold")
        out.append(f"  {pl.hand_size:>4}  ")
        counts = dict(pl.club_pieces)
        out.append("     ")
        for i, v in enumerate(values):
            left = counts.get(v, 0)
            out.append(f"{left:>{len(str(v))}}" if left else f"{'·':>{len(str(v))}}",
                       style="" if left else "grey42")
            if i < len(values) - 1:
                out.append(" ")
        out.append(f"  {pl.decoys:>6}  ")
        gone = " ".join(map(str, sorted(pl.eliminated))) or "—"
        out.append(gone, style="dim" if pl.eliminated else "grey42")
        out.append("\n")
    out.rstrip()
    return out
