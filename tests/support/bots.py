"""Games brought to an interesting moment for the bots tests."""

from __future__ import annotations

import random

from tests.support.games import MomentMissed, advance_until
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

    def choice(game: Game) -> bool:
        return (len(game.history) >= steps
                and forced(game.legal_actions(game.to_act()[0])) is None)

    try:
        advance_until(game, lambda g: not g.is_over and choice(g),
                      lambda _g, seat, legal: bots[seat].pick(legal), limit=100_000)
    except MomentMissed:
        raise LookupError("the game ended before a real choice") from None
    return game, game.to_act()[0]


def rng_for(seed: int) -> random.Random:
    """A seeded random source for perturbations."""
    return random.Random(seed ^ 0x5EED)
