"""Games brought to an interesting moment for the bots tests."""

from __future__ import annotations

import random

from voxpopuli_tui.engine.bots import RandomBot, forced
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.ruleset import Ruleset


def game_at_choice(players: int, seed: int, steps: int, cards: bool = True) -> tuple[Game, int]:
    """A random game after about `steps` actions, stopped where a seat has a real choice.

    A game that ends sooner is played again and stopped earlier.
    """
    while True:
        try:
            return _play_to(players, seed, steps, cards)
        except LookupError:
            steps //= 2


def _play_to(players: int, seed: int, steps: int, cards: bool) -> tuple[Game, int]:
    game = Game.new(Ruleset.default(players, seed=seed, use_cards=cards))
    bots = [RandomBot(seed * 31 + s) for s in range(players)]
    count = 0
    while not game.is_over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        if count >= steps and forced(legal) is None:
            return game, seat
        game.apply(bots[seat].pick(legal))
        count += 1
    raise LookupError("the game ended before a real choice")


def rng_for(seed: int) -> random.Random:
    """A seeded random source for perturbations."""
    return random.Random(seed ^ 0x5EED)
