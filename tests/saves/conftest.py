"""Fixtures for the save, undo and history tests: seeded random games, finished or not."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest

from tests.support.games import new_game, random_chooser, step
from voxpopuli_tui.engine import Action, Game

Play = Callable[..., Game]


@cache
def _finished_log(players: int, seed: int, target: int) -> tuple[Game, tuple[Action, ...]]:
    game = new_game(players, seed=seed, use_cards=True, popularity_target=target)
    choose = random_chooser(seed)
    while not game.is_over:
        step(game, choose)
    return game, tuple(game.history)


@pytest.fixture
def play() -> Play:
    """`play(players, seed, target=10, steps=None)`: a random game with cards, run to the end
    (or for `steps` actions); a fresh `Game` each call."""

    def run(players: int, seed: int, target: int = 10, steps: int | None = None) -> Game:
        done, actions = _finished_log(players, seed, target)
        if steps is not None:
            actions = actions[:steps]
        return Game.replay(done.ruleset, actions)

    return run


@pytest.fixture
def finished(play: Play) -> Game:
    """A finished 6-player game with cards."""
    return play(6, 11)
