"""the learned evaluation's weights ship and load, and the search plays legal moves,
reproducibly for a seed and a number of rounds."""

from __future__ import annotations

import json
import random

import pytest

from tests.support.bots import game_at_choice
from voxpopuli_tui.engine.assets import read_json
from voxpopuli_tui.engine.bots import HardBot, forced
from voxpopuli_tui.engine.bots.evaluation import WEIGHTS_FILE, learned_value, load_weights
from voxpopuli_tui.engine.bots.features import FEATURES, seat_features
from voxpopuli_tui.engine.bots.rollout import FastPolicy, playout
from voxpopuli_tui.engine.bots.search import (
    DEFAULT_THINK,
    DEPTH_TURNS,
    MAX_DEPTH_TURNS,
    SearchBot,
    depth_for,
)
from voxpopuli_tui.engine.clone import clone_game
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.ruleset import Ruleset
from voxpopuli_tui.engine.views import view_for


def test_the_weights_file_names_every_feature_and_says_how_it_was_made() -> None:
    data = read_json(WEIGHTS_FILE)
    assert list(data["weights"]) == list(FEATURES)
    assert "train_eval.py" in data["recipe"] and "--seed" in data["recipe"]
    weights = load_weights()
    assert len(weights.values) == len(FEATURES)
    assert any(w != 0 for w in weights.values)


def test_a_weights_file_with_other_names_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from voxpopuli_tui.engine.bots import evaluation
    from voxpopuli_tui.engine.errors import AssetError

    bad = {"weights": {"not_a_feature": 1.0}}
    monkeypatch.setattr(evaluation, "read_json", lambda name: json.loads(json.dumps(bad)))
    evaluation.load_weights.cache_clear()
    try:
        with pytest.raises(AssetError):
            evaluation.load_weights()
    finally:
        evaluation.load_weights.cache_clear()


@pytest.mark.parametrize("players", [3, 4, 6])
def test_win_chances_of_the_seats_add_up_to_one(players: int) -> None:
    game, _ = game_at_choice(players, 11, 200)
    total = sum(learned_value(game, s) for s in range(players))
    assert total == pytest.approx(1.0)
    assert len(seat_features(game, 0)) == players
    assert all(len(row) == len(FEATURES) for row in seat_features(game, 0))


def test_a_finished_game_is_scored_by_its_outcome() -> None:
    game = Game.new(Ruleset.default(4, seed=5, use_cards=True))
    playout(game, FastPolicy(random.Random(5)), None)
    assert game.is_over
    values = [learned_value(game, s) for s in range(4)]
    assert sum(values) == pytest.approx(1.0)
    assert set(values) <= {0.0, 1.0, 0.5, 1 / 3, 0.25}


def test_the_fast_playout_stops_at_the_cut() -> None:
    game, _ = game_at_choice(4, 3, 120)
    world = clone_game(game, history=False)
    stop = world.state.turn + 1
    playout(world, FastPolicy(random.Random(1)), stop)
    assert world.is_over or world.state.turn == stop


def test_the_search_plays_a_whole_game_with_legal_moves_for_a_budget_of_rounds() -> None:
    game = Game.new(Ruleset.default(4, seed=9, use_cards=True))
    bots = [SearchBot(s, iterations=1, candidates=3) for s in range(4)]
    rounds = []
    while not game.is_over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        action = forced(legal) or bots[seat].choose(view_for(game, seat), legal)
        assert action in legal
        rounds.append(bots[seat].last_rounds)
        game.apply(action)
    assert game.is_over and max(rounds) == 1


def test_the_search_is_reproducible_for_a_seed_and_a_number_of_rounds() -> None:
    game, seat = game_at_choice(4, 21, 260)
    legal = game.legal_actions(seat)
    picks = {HardBot(3, iterations=4).choose(view_for(game, seat), legal) for _ in range(2)}
    assert len(picks) == 1
    bot = HardBot(3, iterations=4)
    bot.choose(view_for(game, seat), legal)
    assert bot.last_rounds in (0, 4)  # 0: Normal kept a single candidate


def test_a_larger_budget_buys_depth_not_only_rounds() -> None:
    assert depth_for(0.05) == depth_for(DEFAULT_THINK) == DEPTH_TURNS == 3
    assert [depth_for(t) for t in (0.4, 1.0, 2.0, 60.0)] == [4, 5, 6, MAX_DEPTH_TURNS]
    assert HardBot(1, think=1.0).depth_turns == 5
    assert HardBot(1, think=1.0, depth_turns=2).depth_turns == 2
    # A fixed number of rounds (tests, measurements) keeps the default depth, whatever the clock.
    assert HardBot(1, think=60, iterations=2).depth_turns == DEPTH_TURNS
