"""Static look-ups for drawing: club marks and colours, district names and colours, glyphs.

Every cue drawn from here pairs a colour with a mark or a word, so the table stays readable in
a 16-colour terminal and under `NO_COLOR`.
"""

from __future__ import annotations

from functools import cache

from rich.text import Text
from textual.color import Color

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.assets import load_clubs, load_map
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.palette import PALETTE
from voxpopuli_tui.ui.words.game_words import politician as politician_name

#: The districts' names as the map asset spells them, for the catalogue (« les quartiers »).
DISTRICT_NAMES = (N_("Gaulish"), N_("Egyptian"), N_("Greek"), N_("Babylonian"), N_("Palatine"),
                  N_("Subura"))

#: Glyphs shared by the widgets (each also has a word in a legend or a header).
ACTIVE = "▶"  # whose turn it is
TO_ACT = "!"  # must or may act now
DEAD = "†"
LOVER = "♥"
DESIGNATED = "»"
EMPTY = "·"
#: Where undo stops, in the log and the history (a glyph every terminal font has: WGL4).
UNDO_STOP = "■"


@cache
def _club_asset(club: str) -> tuple[str, str, str]:
    for c in load_clubs():
        if c.id == club:
            return c.mark, c.colour, c.name
    return "?", "white", club


def club_info(club: str) -> tuple[str, str, str]:
    """(mark, colour, name) of a club id; the colour is the current theme's."""
    mark_, hue, name = _club_asset(club)
    return mark_, PALETTE.get(club, hue), name


def mark(view: SeatView, seat: int) -> str:
    return club_info(view.clubs[seat])[0]


def colour(view: SeatView, seat: int) -> str:
    return club_info(view.clubs[seat])[1]


def piece(view: SeatView, seat: int, value: int | None = None) -> Text:
    """A piece drawn as its club mark (never colour alone) and optionally its value."""
    text = mark(view, seat) + ("" if value is None else str(value))
    return Text(text, style=f"bold {colour(view, seat)}")


def who(view: SeatView, seat: int) -> Text:
    """A player's name with their club mark."""
    return Text(f"{view.names[seat]} [{mark(view, seat)}]", style=colour(view, seat))


@cache
def _districts() -> tuple[tuple[str, str], ...]:
    return tuple((d.name, d.colour) for d in load_map().districts)


def districts() -> tuple[tuple[str, str], ...]:
    """(name, colour) per district id, the name in the language spoken."""
    return tuple((_(name), hue) for name, hue in _districts())


def short(politician: int) -> str:
    """Three letters of a politician's name, as on a Coliseum."""
    return politician_name(politician)[:3]


@cache
def tint(colour_hex: str, base: str, amount: float = 0.4) -> str:
    """`colour_hex` mixed into the `base` background: a cell background that keeps text legible."""
    return Color.parse(base).blend(Color.parse(colour_hex), amount).hex


@cache
def lighter(colour_hex: str, amount: float = 0.3) -> str:
    """A brighter shade of a district colour, for its name on a dark background."""
    return Color.parse(colour_hex).lighten(amount).hex
