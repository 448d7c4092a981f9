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
#: Marks a seat the computer plays (a word, not a glyph some fonts lack).
COMPUTER = "cpu"
LEGEND = f"{ACTIVE} turn  {TO_ACT} to act"
#: the legend's words for the level after a computer seat's name
COMPUTER_LEGEND = "  · level: computer"


class PlayersPanel(ViewWidget):
    """Draws the public facts of each seat; the club names only where they fit."""

    DEFAULT_CSS = "PlayersPanel { height: auto; text-wrap: nowrap; text-overflow: ellipsis; }"

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._computers: Mapping[int, str] = {}

    def show(self, view: SeatView, computers: Mapping[int, str] | None = None) -> None:
        """`computers`: seat → a short label (a level; "" for `COMPUTER`) of computer seats."""
        if computers is not None:
            self._computers = dict(computers)
        super().show(view)

    def draw(self, view: SeatView, width: int) -> Text:
        return render_players(view, width or 120, self._computers)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + (len(self._view.players) if self._view is not None else 0)


def render_players(view: SeatView, width: int = 120,
                   computers: Mapping[int, str] | None = None) -> Text:
    """One row per seat; the club names, the legend and long headings only where they fit.

    `computers` marks the seats a computer plays with their label (`COMPUTER` if empty)."""
    bots = computers or {}
    to_act = set(view.pending.seats) if view.pending is not None else set()
    values = sorted({v for pl in view.players for v, _ in pl.club_pieces})
    names = [who(view, pl.seat) for pl in view.players]
    for n in names:
        n.truncate(NAME_MAX, overflow="ellipsis")
    tags = [Text(f" · {bots[pl.seat] or COMPUTER}" if pl.seat in bots else "", style="dim italic")
            for pl in view.players]
    name_w = max(len("Player"), *(n.cell_len + t.cell_len for n, t in zip(names, tags,
                                                                          strict=True))) + 1
    clubs = [club_info(c)[2] for c in view.clubs]
    club_w = max(len(c) for c in clubs) + 1
    # Long headings where they fit, short ones in a side column (a 100-column terminal).
    left_word, decoy_word, gone_word = "Left ", "Decoys", "Eliminated"
    values_w = len(left_word) + 2 * len(values) - 1
    core = 3 + name_w + 5 + 1 + 4 + 2 + values_w + 1 + len(decoy_word) + 1
    if core + len(gone_word) > width:
        left_word, decoy_word, gone_word = "", "Dec", "Out"
        values_w = 2 * len(values) - 1
        core = 3 + name_w + 5 + 1 + 4 + 1 + values_w + 1 + len(decoy_word) + 1
    rest = core + len(gone_word) + 3 + len(LEGEND)
    legend = rest <= width
    if not legend or rest + club_w > width:
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
    out.append(" ")
    heading("Hand", 4, right=True)
    out.append(" " if not left_word else "  ")
    heading(left_word + " ".join(str(v) for v in values))
    out.append(" ")
    heading(decoy_word)
    out.append(" ")
    heading(gone_word)
    if legend:
        out.append(f"   {LEGEND}", style="dim")
    out.append("\n")
    for pl, name, tag, club in zip(view.players, names, tags, clubs, strict=True):
        s = pl.seat
        active = s == view.active
        out.append(ACTIVE if active else " ", style="bold reverse" if active else "")
        out.append(TO_ACT if s in to_act else " ", style="bold yellow")
        out.append(" ")
        name.style = f"bold {colour(view, s)}" if active else colour(view, s)
        out.append_text(name)
        out.append_text(tag)
        out.append(" " * (name_w - name.cell_len - tag.cell_len))
        if club_w:
            out.append(f"{club:<{club_w}}", style="dim")
        out.append(f"{pl.money:>4}s", style="bold")
        out.append(f" {pl.hand_size:>4}" + (" " if not left_word else "  "))
        counts = dict(pl.club_pieces)
        out.append(" " * len(left_word))
        for i, v in enumerate(values):
            left = counts.get(v, 0)
            out.append(f"{left:>{len(str(v))}}" if left else f"{'·':>{len(str(v))}}",
                       style="" if left else "grey42")
            if i < len(values) - 1:
                out.append(" ")
        out.append(f" {pl.decoys:>{len(decoy_word)}} ")
        gone = " ".join(map(str, sorted(pl.eliminated))) or "—"
        out.append(gone, style="dim" if pl.eliminated else "grey42")
        out.append("\n")
    out.rstrip()
    return out
