"""`clone_game`: an independent copy that shares only immutable parts."""

from __future__ import annotations

from tests.support.bots import game_at_choice
from voxpopuli_tui.engine.clone import clone_game
from voxpopuli_tui.engine.game import Game


def test_clone_equals_the_original_and_plays_on_alone() -> None:
    game, _ = game_at_choice(6, 5, 400)
    before = game.to_json()
    copy = clone_game(game)
    assert copy.state == game.state
    assert copy.history == game.history
    assert copy.rng.getstate() == game.rng.getstate()
    for _ in range(200):
        if copy.is_over:
            break
        s = copy.to_act()[0]
        copy.apply(copy.legal_actions(s)[-1])
    assert game.to_json() == before  # the original did not move
    replayed = Game.replay(game.ruleset, copy.history)
    assert replayed.to_json() == copy.to_json()  # the copy is a real continuation of the game


def test_clone_shares_immutable_values_and_copies_containers() -> None:
    game, _ = game_at_choice(4, 9, 300)
    copy = clone_game(game)
    assert copy.ruleset is game.ruleset
    assert all(a is b for a, b in zip(copy.history, game.history, strict=True))
    assert copy.state.players[0] is not game.state.players[0]
    assert copy.state.players[0].hand is not game.state.players[0].hand
    assert copy.state.slots is not game.state.slots
    assert clone_game(game, history=False).history == []
