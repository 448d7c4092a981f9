"""Undo: never past a barrier; undo then redo gives the same state."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.support.games import advance_until, new_game, pending_kind, random_chooser, step
from voxpopuli_tui.engine import Action, Game
from voxpopuli_tui.engine.undo import START, redo, undo, undo_limit

Play = Callable[..., Game]
SECRET_OR_CARD = {"vote", "star", "play", "give-card"}


def _traced(game: Game) -> list[tuple[Action, bool]]:
    """Replay `game`, telling for each action whether it was harmless to take back: no secret
    input or card, no random draw (the generator untouched), no deck change, no private line,
    no reveal, not the end of the game. Independent of the engine's barrier marks."""
    fresh = Game.new(game.ruleset)
    out = []
    for action in game.history:
        rng, deck = fresh.rng.getstate(), list(fresh.state.deck)
        events = fresh.apply(action)
        harmless = (
            action.type not in SECRET_OR_CARD
            and fresh.rng.getstate() == rng
            and fresh.state.deck == deck
            and all(e.seats is None and e.kind not in ("reveal", "end") for e in events)
        )
        out.append((action, harmless))
    return out


@pytest.mark.parametrize(("players", "seed"), [(3, 21), (4, 22), (5, 23), (6, 24)])
def test_never_crosses_a_barrier_and_redo_restores(players: int, seed: int, play: Play) -> None:
    done = play(players, seed, target=5)
    trace = _traced(done)
    n = len(trace)
    for k in range(0, n + 1, 3):
        game = play(players, seed, target=5, steps=k)
        limit, reason = undo_limit(game)
        assert all(harmless for _, harmless in trace[k - limit : k])
        assert limit == k or not trace[k - limit - 1][1]
        assert reason and (limit < k or reason == START)
        if limit:
            back = undo(game, limit)
            assert back.history == game.history[:-limit]
            assert back.to_json() == play(players, seed, target=5, steps=k - limit).to_json()
            assert redo(back, game.history[-limit:]).to_json() == game.to_json()
        with pytest.raises(ValueError, match="cannot take back"):
            undo(game, limit + 1)


def test_a_vote_is_a_barrier() -> None:
    game = new_game(4, seed=3, use_cards=False)
    advance_until(game, pending_kind("vote"), random_chooser(3))
    step(game, random_chooser(4))
    assert game.history[-1].type == "vote"
    assert undo_limit(game) == (0, "a vote was sealed")


def test_public_placements_can_be_taken_back() -> None:
    game = new_game(3, seed=1, use_cards=False)
    advance_until(game, pending_kind("gladiator"), random_chooser(1))
    limit, _ = undo_limit(game)
    assert limit >= 2  # at least the designation and the Supporter
    back = undo(game)
    assert back.history == game.history[:-1]
    assert undo(game, 0) is game


def test_start_of_the_game_and_a_game_without_marks() -> None:
    game = new_game(3, seed=0, coliseum_placement="players")
    assert undo_limit(game) == (0, START)
    step(game, random_chooser(0))
    assert undo_limit(game) == (1, START)
    clone = Game.from_json(game.to_json())
    clone.history = list(game.history)  # history set by hand: marks are rebuilt by replaying
    assert undo_limit(clone) == (1, START)
    assert undo(clone).to_json() == Game.new(game.ruleset).to_json()
