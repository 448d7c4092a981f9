"""Decisions: forced ones are instant, Easy mixes Normal and chance, bots pick among `legal`."""

from __future__ import annotations

import dataclasses

import pytest

from tests.support.bots import game_at_choice
from voxpopuli_tui.engine.bots import EasyBot, HardBot, Level, NormalBot, forced, make_bot
from voxpopuli_tui.engine.bots.random_bot import RandomBot
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.ruleset import Ruleset
from voxpopuli_tui.engine.views import view_for


def _boom() -> object:
    raise AssertionError("a forced decision must not build the information set")


def _forced_moment() -> tuple[Game, int]:
    game = Game.new(Ruleset.default(4, seed=8, use_cards=True))
    bot = RandomBot(8)
    while True:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        main = [a for a in legal if a.type == "pass"]
        if main and forced(legal) is not None and len(legal) > 1:
            return game, seat
        game.apply(bot.pick(legal))


@pytest.mark.parametrize("level", [Level.EASY, Level.NORMAL, Level.HARD])
def test_a_decision_with_one_real_choice_is_taken_at_once(level: Level) -> None:
    game, seat = _forced_moment()
    legal = game.legal_actions(seat)
    view = dataclasses.replace(view_for(game, seat), information=_boom)
    assert make_bot(level, 1).choose(view, legal) == forced(legal)


def test_easy_without_chance_is_normal_and_with_only_chance_is_random() -> None:
    for steps in (120, 260, 400):
        game, seat = game_at_choice(4, steps, steps)
        legal = game.legal_actions(seat)
        view = view_for(game, seat)
        assert EasyBot(3, share=0.0).choose(view, legal) == NormalBot(4).choose(view, legal)
        main = [a for a in legal if a.type not in ("give-money", "give-card", "buy-decoys")]
        picks = {str(EasyBot(s, share=1.0).choose(view, legal)) for s in range(30)}
        assert picks <= {str(a) for a in main} and len(picks) > 1


def test_every_level_returns_one_of_the_legal_actions() -> None:
    for steps in (50, 200, 350, 500):
        game, seat = game_at_choice(5, steps, steps)
        legal = game.legal_actions(seat)
        view = view_for(game, seat)
        for bot in (NormalBot(1), EasyBot(1), HardBot(1, iterations=1), RandomBot(1)):
            assert bot.choose(view, legal) in legal


def test_random_play_draws_as_random_choice_does() -> None:
    """The Random level's pick is `random.Random.choice` over the main-line moves, draw for
    draw (it calls the draw `choice` makes directly)."""
    import random

    bot, twin = RandomBot(5, free_budget=0), random.Random(5)
    for size in (1, 2, 3, 7, 64, 1000) * 20:
        moves = list(range(size))
        assert bot.pick_split(moves, list) == twin.choice(moves)
