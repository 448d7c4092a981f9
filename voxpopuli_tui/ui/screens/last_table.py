"""The last table started from the New game screen, kept in the preferences and offered there
next time: the number of players, each seat's name, club and who plays it, the first player,
the Coliseums, the options. Each value is checked as it is offered again (a file written by
hand or by another version gives what it can: a bad value keeps the screen's default).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from textual.widgets import Checkbox, Input, Select

from voxpopuli_tui.ui.look.prefs import Prefs

if TYPE_CHECKING:
    from textual.screen import Screen

#: the New game's tick boxes kept with the table
BOXES = ("cards", "hands", "bluff", "pins", "hints")
#: its lists kept with the table (besides the seats')
LISTS = ("first", "coliseum")


def last_table(prefs: Prefs) -> dict[str, Any]:
    """The table the preferences remember (empty: none yet)."""
    table = prefs.table
    return table if isinstance(table, dict) else {}


def table_of(screen: Screen[Any]) -> dict[str, Any]:
    """What the New game screen shows now, as the preferences keep it."""
    count = int(str(screen.query_one("#count", Select).value))
    seats = [
        {
            "name": screen.query_one(f"#name-{i}", Input).value,
            "club": screen.query_one(f"#club-{i}", Select).value,
            "plays": screen.query_one(f"#plays-{i}", Select).value,
        }
        for i in range(count)
    ]
    data: dict[str, Any] = {"players": count, "seats": seats}
    data.update({key: screen.query_one(f"#{key}", Select).value for key in LISTS})
    data.update({key: screen.query_one(f"#{key}", Checkbox).value for key in BOXES})
    data["hints_touched"] = bool(getattr(screen, "_hints_touched", False))
    return data


def _set_select(screen: Screen[Any], selector: str, value: object) -> None:
    select = screen.query_one(selector, Select)
    if any(value == v and type(value) is type(v) for _, v in select._options):
        select.value = value


def offer(screen: Screen[Any], table: dict[str, Any]) -> bool:
    """Fill the New game screen with a remembered table (each bad value left alone); True when
    the player had ticked Hints themselves (the seats no longer set it)."""
    if not table:
        return False
    _set_select(screen, "#count", table.get("players"))
    seats = table.get("seats")
    for i, seat in enumerate(seats if isinstance(seats, list) else []):
        if not isinstance(seat, dict) or not screen.query(f"#name-{i}"):
            continue
        name = seat.get("name")
        if isinstance(name, str) and name.strip():
            screen.query_one(f"#name-{i}", Input).value = name[:16]
        _set_select(screen, f"#club-{i}", seat.get("club"))
        _set_select(screen, f"#plays-{i}", seat.get("plays"))
    for key in LISTS:
        _set_select(screen, f"#{key}", table.get(key))
    for key in BOXES:
        value = table.get(key)
        if isinstance(value, bool) and (key != "hints" or table.get("hints_touched") is True):
            screen.query_one(f"#{key}", Checkbox).value = value
    return table.get("hints_touched") is True and isinstance(table.get("hints"), bool)


def remember(prefs: Prefs, table: dict[str, Any]) -> Prefs:
    """The preferences with `table` kept as the last one started (the app saves them)."""
    return replace(prefs, table=table)
