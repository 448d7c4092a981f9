"""Helpers for the Forum and show-of-hands card tests: scripted dice, a known map, votes."""

from __future__ import annotations

import random
from typing import cast

from tests.support.games import advance_until, give_card, pending_kind
from voxpopuli_tui.engine import Game, HandsVote, Pass, PlayCard, Pledge
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.cards.registry import why_not_playable
from voxpopuli_tui.engine.constants import POLITICIAN_INDEX
from voxpopuli_tui.engine.position import Moment, position

POMPEY, CRASSUS, CAESAR, ANTONY, OCTAVIAN, BRUTUS = (
    POLITICIAN_INDEX[n] for n in ("Pompey", "Crassus", "Caesar", "Antony", "Octavian", "Brutus")
)

#: One Coliseum per district: D1 (Gaulish), H2 (Egyptian), A3 (Greek), H4 (Babylonian),
#: A6 (Palatine), H6 (Subura).
COLISEUMS = {POMPEY: 3, CRASSUS: 15, CAESAR: 16, ANTONY: 31, OCTAVIAN: 40, BRUTUS: 47}


def space(name: str) -> int:
    """`B3` -> its index (8 columns)."""
    return (int(name[1:]) - 1) * 8 + ord(name[0]) - 65


class ScriptedDie(random.Random):
    """A random source whose die rolls are scripted (R8)."""

    def __init__(self, *rolls: int) -> None:
        super().__init__(0)
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        return self.rolls.pop(0)


def start(players: int = 4, seed: int = 1, window: str = "forum-start",
          supporters: dict[str, tuple[int, int]] | None = None, **described: object) -> Game:
    """A game at turn 1 (seat 0 active) in the given Forum window, on the known map with the
    Supporters named ({space: (seat, value)}, none by default), arenas empty, and whatever else
    `position` builds as described (`money`, `eliminated`, `on_table`…).

    The first two windows are `position` moments; the last one (Phase 3) is reached by playing
    on from the Forum window after the Gladiator (passing, no match announced)."""
    first = "forum-mid" if window == "forum-end" else window
    game = position(players, seed=seed, at=cast(Moment, first),
                    coliseums={p: space_name(s) for p, s in COLISEUMS.items()},
                    supporters=supporters or {}, gladiators={}, **described)
    if window != first:
        advance_until(game, pending_kind("window", window))
    return game


def reason(game: Game, seat: int, card: str) -> str | None:
    """Why `seat` may not play `card` in the open window now (None: playable)."""
    give_card(game, seat, card)
    p = game.state.pending
    return why_not_playable(game, seat, card, None if p is None else p.window)


def plays(game: Game, seat: int, card: str) -> list[PlayCard]:
    """The legal plays of `card` by `seat` now."""
    give_card(game, seat, card)
    return [a for a in game.legal_actions(seat) if isinstance(a, PlayCard) and a.card == card]


def play(game: Game, seat: int, card: str, **targets: int) -> None:
    """Give `card` to `seat` and play it (it must be legal)."""
    give_card(game, seat, card)
    action = PlayCard(seat=seat, card=card, **targets)
    assert action in game.legal_actions(seat), (action, reason(game, seat, card))
    game.apply(action)


def pass_window(game: Game, window: str | None = None) -> None:
    """Every seat passes until the open window (of that kind) closes."""
    while True:
        p = game.state.pending
        if p is None or p.kind != "window" or (window is not None and p.window != window):
            return
        seat = game.to_act()[0]
        game.apply(Pass(seat=seat))


def roll(game: Game, *rolls: int) -> None:
    """Script the next die rolls."""
    game.rng = ScriptedDie(*rolls)


def hands(game: Game, choices: dict[int, str]) -> None:
    """Answer show-of-hands prompts (seat -> for / against / a name) until a seat is not listed."""
    while game.state.pending is not None and game.state.pending.kind == "hands":
        seat = game.state.pending.seats[0]
        if seat not in choices:
            return
        game.apply(HandsVote(seat=seat, choice=choices[seat]))


def pledges(game: Game, amounts: dict[int, int]) -> None:
    """Answer KEPT WOMAN pledge prompts until a seat is not listed."""
    while game.state.pending is not None and game.state.pending.kind == "pledge":
        seat = game.state.pending.seats[0]
        if seat not in amounts:
            return
        game.apply(Pledge(seat=seat, amount=amounts[seat]))


def texts(game: Game) -> list[str]:
    """Public log lines."""
    return [e.text for e in game.state.log if e.seats is None]
