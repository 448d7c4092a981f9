"""Players as club cards: whose turn (`▶`), who is to act (`!`), money, hand size, pieces left by
value, decoys and eliminated pieces; a computer seat carries its level ("Titus · Hard").

With the room, each seat is a two-line card; in a narrow side, one row a seat under a heading.
Every cue is a mark or a word as well as a colour.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from rich.text import Text
from textual.geometry import Size

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.views import PlayerView
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.style import ACTIVE, TO_ACT, club_info, colour, mark, who
from voxpopuli_tui.ui.widgets.view_widget import ViewWidget

NAME_MAX = 20
#: Marks a seat the computer plays (a word, not a glyph some fonts lack).
COMPUTER = N_("cpu")
LEGEND = N_("{active} turn  {to_act} to act")
#: the legend's words for the level after a computer seat's name
COMPUTER_LEGEND = N_("  · level: computer")


def legend_words() -> str:
    """The marks before each name, in the language spoken ("▶ turn  ! to act")."""
    return _(LEGEND).format(active=ACTIVE, to_act=TO_ACT)


#: Cards from this width and terminal height on; one row a seat below.
CARD_WIDTH, CARD_HEIGHT = 56, 40


class PlayersPanel(ViewWidget):
    """Draws the public facts of each seat."""

    DEFAULT_CSS = "PlayersPanel { height: auto; text-wrap: nowrap; text-overflow: ellipsis; }"

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._computers: Mapping[int, str] = {}

    def show(self, view: SeatView, computers: Mapping[int, str] | None = None) -> None:
        """`computers`: seat → a short label (a level; "" for `COMPUTER`) of computer seats."""
        if computers is not None:
            self._computers = dict(computers)
        super().show(view)

    def slice_of(self, view: SeatView) -> object:
        return (view.players, view.active, view.clubs,
                view.pending.seats if view.pending is not None else (),
                tuple(sorted(self._computers.items())))

    def _cards(self, width: int) -> bool:
        return width >= CARD_WIDTH and self.app.size.height >= CARD_HEIGHT

    def draw(self, view: SeatView, width: int) -> Text:
        width = width or 120
        if self._cards(width):
            return render_cards(view, width, self._computers)
        return render_players(view, width, self._computers)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        seats = len(self._view.players) if self._view is not None else 0
        return 2 * seats + 1 if self._cards(width) else 1 + seats


def _left(view: SeatView, pl: PlayerView, short: bool = False) -> str:
    """Pieces left in the club by value: `R1×3 R2×3 R5×1` (`short`: `1×3 2×3 5×1`, the card
    being the club's already; none: `—`)."""
    m = "" if short else mark(view, pl.seat)
    return " ".join(f"{m}{v}×{n}" for v, n in pl.club_pieces if n) or "—"


def _facts(view: SeatView, pl: PlayerView, hue: str, width: int) -> Text:
    """`▌10s · hand 1 · decoys 3 · left R1×3 R2×3 · out 2 5`, shorter wording as the room asks
    (never a fact cut off)."""
    for short in (0, 1, 2):
        facts = Text("   ")
        facts.append("▌", style=hue)
        facts.append(f"{pl.money}s", style="bold")
        words = ((_(" · hand "), _(" · decoys "), _(" · left ")) if short < 2 else
                 (_(" h"), _(" d"), " "))
        facts.append(f"{words[0]}{pl.hand_size}{words[1]}{pl.decoys}{words[2]}")
        facts.append(_left(view, pl, short=short > 0), style=hue)
        if pl.eliminated:
            facts.append(" · out " + " ".join(map(str, sorted(pl.eliminated))), style="dim")
        if facts.cell_len <= width:
            return facts
    facts.truncate(width, overflow="ellipsis")
    return facts


def render_cards(view: SeatView, width: int = 64,
                 computers: Mapping[int, str] | None = None) -> Text:
    """A two-line card per seat: `▶! Livia [R]  Legio Rossa · Hard` then money, hand, decoys,
    pieces left and eliminated values."""
    bots = computers or {}
    to_act = set(view.pending.seats) if view.pending is not None else set()
    out = Text()
    for pl in view.players:
        s = pl.seat
        hue = colour(view, s)
        active = s == view.active
        line = Text()
        line.append(ACTIVE if active else " ", style="bold reverse" if active else "")
        line.append(TO_ACT if s in to_act else " ", style="bold yellow")
        line.append(" ")
        name = who(view, s)
        name.truncate(NAME_MAX, overflow="ellipsis")
        name.stylize(f"bold {hue}" + (" reverse" if active else ""))
        line.append_text(name)
        line.append(f"  {club_info(pl.club)[2]}", style="dim")
        if s in bots:
            line.append(f" · {bots[s] or _(COMPUTER)}", style="dim italic")
        if active:
            line.append(_("  turn"), style="bold")
        out.append_text(line)
        out.append("\n")
        out.append_text(_facts(view, pl, hue, width))
        out.append("\n")
    out.append(_("{legend}  (the marks before each name)").format(legend=legend_words()),
               style="dim")  # "!" explained
    return out


@dataclass(frozen=True, slots=True)
class _Columns:
    """The table's columns as the width allows: names (cut to `NAME_MAX`) and the computer
    tags after them, the clubs, the piece values, each column's width and heading words."""

    names: list[Text]
    seat_tags: list[Text]
    clubs: list[str]
    values: list[int]
    name_w: int
    club_w: int
    left_word: str
    decoy_word: str
    gone_word: str
    legend: bool


def render_players(view: SeatView, width: int = 120,
                   computers: Mapping[int, str] | None = None) -> Text:
    """One row per seat under a heading; the club names, the legend and long headings only
    where they fit, a computer's level by its initial when the full word does not.

    `computers` marks the seats a computer plays with their label (`COMPUTER` if empty)."""
    bots = computers or {}
    to_act = set(view.pending.seats) if view.pending is not None else set()
    cols = _columns(view, width, bots)
    out = _headings(cols)
    for pl, name, tag, club in zip(view.players, cols.names, cols.seat_tags, cols.clubs,
                                   strict=True):
        out.append_text(_seat_row(view, pl, name, tag, club, cols, to_act))
    out.rstrip()
    return out


def _columns(view: SeatView, width: int, bots: Mapping[int, str]) -> _Columns:
    """Which columns and headings fit in `width`: long headings, then short ones, then the
    computer levels by their initial; the legend and the club names only with room left."""
    values = sorted({v for pl in view.players for v, _ in pl.club_pieces})
    names = [who(view, pl.seat) for pl in view.players]
    for n in names:
        n.truncate(NAME_MAX, overflow="ellipsis")

    def tags(short: bool) -> list[Text]:
        out = []
        for pl in view.players:
            word = (bots[pl.seat] or _(COMPUTER)) if pl.seat in bots else ""
            if short and word:
                word = word[0]
            out.append(Text(f" · {word}" if word else "", style="dim italic"))
        return out

    def name_width(tags: list[Text]) -> int:
        return max(len(_("Player")), *(n.cell_len + t.cell_len
                                    for n, t in zip(names, tags, strict=True))) + 1

    clubs = [club_info(c)[2] for c in view.clubs]
    club_w = max(len(c) for c in clubs) + 1
    # Long headings where they fit, short ones in a side column.
    left_word, decoy_word, gone_word = _("Left "), _("Decoys"), _("Eliminated")
    seat_tags = tags(False)
    name_w = name_width(seat_tags)
    values_w = len(left_word) + 2 * len(values) - 1
    core = 3 + name_w + 5 + 1 + 4 + 2 + values_w + 1 + len(decoy_word) + 1
    if core + len(gone_word) > width:
        left_word, decoy_word, gone_word = "", _("Dec"), ""
        values_w = 2 * len(values) - 1
        core = 3 + name_w + 5 + 1 + 4 + 1 + values_w + 1 + len(decoy_word)
        if core > width:  # the levels by their initial before any name is cut
            seat_tags = tags(True)
            name_w = name_width(seat_tags)
    rest = core + len(gone_word) + 3 + len(legend_words())
    legend = rest <= width
    if not legend or rest + club_w > width:
        club_w = 0
    return _Columns(names, seat_tags, clubs, values, name_w, club_w,
                    left_word, decoy_word, gone_word, legend)


def _headings(cols: _Columns) -> Text:
    """The heading row (and the legend after it when it fits)."""
    name_w, club_w, values = cols.name_w, cols.club_w, cols.values
    left_word, decoy_word, gone_word = cols.left_word, cols.decoy_word, cols.gone_word
    out = Text()

    def heading(word: str, width: int = 0, right: bool = False) -> None:
        pad = " " * max(0, width - len(word))
        if right:
            out.append(pad)
        out.append(word, style="bold underline")
        if not right:
            out.append(pad)

    out.append("   ")
    heading(_("Player"), name_w)
    if club_w:
        heading(_("Club"), club_w)
    heading(_("Money"), 5, right=True)
    out.append(" ")
    heading(_("Hand"), 4, right=True)
    out.append(" " if not left_word else "  ")
    heading(left_word + " ".join(str(v) for v in values))
    out.append(" ")
    heading(decoy_word)
    if gone_word:
        out.append(" ")
        heading(gone_word)
    if cols.legend:
        out.append(f"   {legend_words()}", style="dim")
    out.append("\n")
    return out


def _seat_row(view: SeatView, pl: PlayerView, name: Text, tag: Text, club: str,
              cols: _Columns, to_act: set[int]) -> Text:
    """One seat's row: the turn and to-act marks, name and level, club, money, hand, pieces
    left by value, decoys and eliminated values."""
    name_w, club_w, values = cols.name_w, cols.club_w, cols.values
    left_word, decoy_word, gone_word = cols.left_word, cols.decoy_word, cols.gone_word
    out = Text()
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
    out.append(f" {pl.decoys:>{len(decoy_word)}}")
    if gone_word:
        gone = " ".join(map(str, sorted(pl.eliminated))) or "—"
        out.append(" ")
        out.append(gone, style="dim" if pl.eliminated else "grey42")
    out.append("\n")
    return out
