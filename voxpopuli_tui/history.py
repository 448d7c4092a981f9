"""The game's history for the UI: a seat's visible log grouped by turn, filters, private journal.

Everything here reads a `SeatView` (R27), so a seat only ever sees what it may know.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from .engine.views import EventView, SeatView

Turns = list[tuple[int, list[str]]]
EventTurns = list[tuple[int, list[EventView]]]


def events_by_turn(view: SeatView, keep: Callable[[EventView], bool] | None = None) -> EventTurns:
    """The view's log events (those `keep` accepts) grouped by turn, in order; turn 0 is setup."""
    groups: EventTurns = []
    for event in view.log:
        if keep is not None and not keep(event):
            continue
        if groups and groups[-1][0] == event.turn:
            groups[-1][1].append(event)
        else:
            groups.append((event.turn, [event]))
    return groups


def _texts(groups: EventTurns) -> Turns:
    return [(turn, [e.text for e in events]) for turn, events in groups]


def history_by_turn(view: SeatView, player: str | None = None) -> Turns:
    """`[(turn, [event texts])]` as this seat may see it; `player` keeps lines naming them."""
    keep = None if player is None else mentions(player)
    return _texts(events_by_turn(view, keep))


def mentions(player: str) -> Callable[[EventView], bool]:
    """A filter: the event's text names `player` (a whole word, any case)."""
    pattern = re.compile(rf"(?<!\w){re.escape(player)}(?!\w)", re.IGNORECASE)
    return lambda event: pattern.search(event.text) is not None


def filter_player(groups: Turns, player: str) -> Turns:
    """Keep only lines naming `player`; turns left empty are dropped."""
    pattern = re.compile(rf"(?<!\w){re.escape(player)}(?!\w)", re.IGNORECASE)
    out: Turns = []
    for turn, lines in groups:
        kept = [line for line in lines if pattern.search(line)]
        if kept:
            out.append((turn, kept))
    return out


def private_journal(view: SeatView) -> Turns:
    """The seat's private events (cards drawn, own votes and Stars, card gifts), by turn."""
    return _texts(events_by_turn(view, lambda e: e.private))


def last_lines(view: SeatView, count: int = 10) -> list[str]:
    """The most recent `count` visible lines, oldest first (for a compact log panel)."""
    return [e.text for e in view.log[-count:]] if count > 0 else []


def turn_titles(groups: Iterable[tuple[int, object]]) -> list[str]:
    """Headings for turn groups: "Setup" for turn 0, else "Turn N"."""
    return ["Setup" if turn == 0 else f"Turn {turn}" for turn, _ in groups]
