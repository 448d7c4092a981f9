"""The table a host starts: what the command line says, and what the TV's New game form may
change before the game starts (how many people and computers, the Popularity that ends it,
the event cards, the seed)."""

from __future__ import annotations

from dataclasses import dataclass

from voxpopuli_tui.engine.ruleset import MAX_PLAYERS, MIN_PLAYERS, Ruleset

#: the most Popularity the New game form offers to end the game at (the command line: any)
MAX_FORM_TARGET = 10
#: the Popularity that ends a game when nobody says otherwise (R28), as the ruleset has it
DEFAULT_TARGET: int = Ruleset.model_fields["popularity_target"].default
#: the seeds a page may ask for
MAX_SEED = 2**31 - 1


@dataclass(frozen=True)
class NewTable:
    """A table to start: how many people, how many of them the computer plays, and the
    options New game may set (None: as the command line says)."""

    players: int
    computers: int = 0
    target: int | None = None
    cards: bool | None = None
    seed: int | None = None


def from_form(asked: dict[str, object]) -> NewTable | None:
    """The form's table, or None when a field is missing, of the wrong type or out of bounds
    (a page's message is never trusted)."""
    players, computers = asked.get("players"), asked.get("computers", 0)
    target, cards, seed = asked.get("target"), asked.get("cards", True), asked.get("seed")
    if type(players) is not int or type(computers) is not int or type(cards) is not bool:
        return None
    if not (MIN_PLAYERS <= players <= MAX_PLAYERS and 0 <= computers < players):
        return None
    if target is not None and (type(target) is not int or not 1 <= target <= MAX_FORM_TARGET):
        return None
    if seed is not None and (type(seed) is not int or not 0 <= seed <= MAX_SEED):
        return None
    return NewTable(players, computers, target, cards, seed)
