"""One source of legality, asked two ways: the hot paths that list moves test a rule as a yes
or no (`held_values`, `announceable`, the shared Star table), and must say yes exactly where the
rule's refusal (the reason `explain` and the interface show) says nothing, at every decision of
long seeded games: R4 (a piece of that value in the club), R18 and C-DREAM_TEAM (a match type
the seat may announce), R5 and R21 (b) (a Star, with or without one decoy)."""

from __future__ import annotations

import random

import pytest

from tests.support.games import new_game
from voxpopuli_tui.engine.actions import FREE_TYPES, PlaceStar
from voxpopuli_tui.engine.constants import POLITICIANS, MatchType
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.match import ORDINARY, announceable, price_refusal
from voxpopuli_tui.engine.stars import decoy_refusal, decoy_slot_refusal, star_refusal
from voxpopuli_tui.engine.turn import held_values, piece_refusal


def _stars_by_refusals(game: Game, seat: int) -> set[tuple[int, int, int | None]]:
    """Every (value, slot, decoy slot) no refusal stands against, tried one by one."""
    out: set[tuple[int, int, int | None]] = set()
    slots = range(len(POLITICIANS))
    for value in range(1, 10):
        if star_refusal(game, seat, value) is not None:
            continue
        for pol in slots:
            out.add((value, pol, None))
            for d in slots:
                if decoy_slot_refusal(pol, d) is None and decoy_refusal(game, seat) is None:
                    out.add((value, pol, d))
    return out


@pytest.mark.parametrize(("players", "seed"), [(3, 21), (4, 22), (5, 23), (6, 24)])
def test_the_fast_yes_is_the_refusals_none(players: int, seed: int) -> None:
    game = new_game(players, seed=seed, use_cards=True)
    rng = random.Random(seed)
    kinds = (*ORDINARY, MatchType.STAR)
    stars = 0
    while not game.is_over:
        for seat in range(players):
            club = game.state.players[seat].club
            assert held_values(game, seat) == tuple(
                v for v in club if piece_refusal(game, seat, v) is None
            )
            assert announceable(game, seat) == [
                k for k in kinds if price_refusal(game, seat, k) is None
            ]
        seat = game.to_act()[0]
        if game.pending_kind == Decision.STARS:
            stars += 1
            listed = {
                (a.value, a.politician, a.decoy)
                for a in game.moves(seat)
                if isinstance(a, PlaceStar)
            }
            assert listed == _stars_by_refusals(game, seat)
        game.apply(rng.choice([a for a in game.legal_actions(seat) if a.type not in FREE_TYPES]))
    assert stars > 0
