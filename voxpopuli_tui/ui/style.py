"""Static look-ups for drawing: club marks and colours, district names and colours."""

from __future__ import annotations

from functools import cache

from rich.text import Text

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.assets import load_clubs, load_map


@cache
def club_info(club: str) -> tuple[str, str, str]:
    """(mark, colour, name) of a club id."""
    for c in load_clubs():
        if c.id == club:
            return c.mark, c.colour, c.name
    return "?", "white", club


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
def districts() -> tuple[tuple[str, str], ...]:
    """(name, colour) per district id."""
    return tuple((d.name, d.colour) for d in load_map().districts)
