"""Determinism: same ruleset, seed and actions give the same state; JSON and replay round trips."""

from __future__ import annotations

import pytest

from tests.support.games import new_game, random_chooser, step
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.engine.state import GameState


def play(players: int, seed: int, cards: bool, steps: int = 10_000) -> Game:
    game = new_game(players, seed=seed, use_cards=cards)
    choose = random_chooser(seed)
    for _ in range(steps):
        if game.is_over:
            break
        step(game, choose)
    return game


@pytest.mark.parametrize(("players", "seed", "cards"), [(3, 4, False), (5, 8, True)])
def test_same_seed_and_actions_give_the_same_state(players: int, seed: int, cards: bool) -> None:
    a = play(players, seed, cards)
    b = Game.new(a.ruleset)
    for action in a.history:
        b.apply(action)
    assert a.state.to_json() == b.state.to_json()
    assert a.to_json() == b.to_json()
    assert play(players, seed, cards).to_json() == a.to_json()


def test_state_json_round_trip_at_every_step() -> None:
    for players, seed, cards in ((3, 1, False), (4, 2, True), (6, 3, False)):
        game = new_game(players, seed=seed, use_cards=cards)
        choose = random_chooser(seed)
        while not game.is_over:
            text = game.state.to_json()
            assert GameState.from_json(text).to_json() == text
            assert GameState.from_json(text) == game.state
            step(game, choose)
        text = game.state.to_json()
        assert GameState.from_json(text).to_json() == text


def test_replay_equals_the_original() -> None:
    for players, seed, cards in ((3, 5, False), (4, 6, True), (6, 7, True)):
        game = play(players, seed, cards)
        assert game.is_over
        again = Game.replay(game.ruleset, game.history)
        assert again.to_json() == game.to_json()
        assert again.history == game.history


def test_saved_game_continues_identically() -> None:
    game = play(4, 9, True, steps=150)
    saved = game.to_json()
    restored = Game.from_json(saved)
    assert restored.to_json() == saved
    choose_a, choose_b = random_chooser(99), random_chooser(99)
    for _ in range(300):
        if game.is_over:
            break
        step(game, choose_a)
        step(restored, choose_b)
    assert restored.state.to_json() == game.state.to_json()


def test_different_seeds_differ() -> None:
    rs = [Ruleset.default(4, seed=s, use_cards=False) for s in (1, 2)]
    assert Game.new(rs[0]).state.to_json() != Game.new(rs[1]).state.to_json()
