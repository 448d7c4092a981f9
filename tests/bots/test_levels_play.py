"""Every level plays whole 3–6 player games with cards: no invariant violated, nothing illegal."""

from __future__ import annotations

import pytest

from voxpopuli_tui.engine.bots import EasyBot, HardBot, Level, NormalBot, RandomBot, make_bot
from voxpopuli_tui.engine.sim import simulate

TABLES = [
    [Level.NORMAL, Level.EASY, Level.RANDOM],
    [Level.HARD, Level.NORMAL, Level.EASY, Level.RANDOM],
    [Level.NORMAL, Level.NORMAL, Level.EASY, Level.RANDOM, Level.NORMAL],
    [Level.EASY, Level.NORMAL, Level.RANDOM, Level.NORMAL, Level.HARD, Level.EASY],
]


@pytest.mark.parametrize("levels", TABLES, ids=lambda ls: f"{len(ls)}p")
def test_whole_games_with_cards_keep_every_invariant(levels: list[Level]) -> None:
    # Hard at a tiny budget: one sampled world per decision keeps the test fast.
    report = simulate(1, len(levels), 40 + len(levels), cards=True, bots=levels, think=0.001)
    data = report.as_dict()
    assert data["invariant_violations"] == 0, data["violation_examples"]
    assert sum(s["seats"] for s in data["bots"].values()) == len(levels)
    # An illegal action would have raised inside `Game.apply`; every seat really decided.
    for level in {lv.value for lv in levels} - {"random"}:
        assert report.levels[level].decisions


def test_make_bot_builds_each_level() -> None:
    kinds = {
        Level.RANDOM: RandomBot,
        Level.EASY: EasyBot,
        Level.NORMAL: NormalBot,
        Level.HARD: HardBot,
    }
    for level, cls in kinds.items():
        assert isinstance(make_bot(level, 1), cls)
    hard = make_bot(Level.HARD, 1, think=0.3)
    assert isinstance(hard, HardBot) and hard.think == 0.3
    assert [lv.value for lv in Level] == ["random", "easy", "normal", "hard"]


def test_normal_beats_random_in_a_small_rotated_match() -> None:
    """A smoke check of strength (the real figures are in benchmarks/bench_bots.py)."""
    levels = [Level.NORMAL, Level.RANDOM, Level.RANDOM]
    report = simulate(2, 3, 7, bots=levels, rotate=True)
    assert report.levels["normal"].wins > report.levels["random"].wins


@pytest.mark.parametrize("option", ["hands_in_play", "no_bluff"])
def test_r30_r31_options_are_played_too(option: str) -> None:
    from voxpopuli_tui.engine.invariants import check_invariants
    from voxpopuli_tui.engine.ruleset import Ruleset
    from voxpopuli_tui.engine.sim import play_game

    ruleset = Ruleset.default(4, seed=3, use_cards=True, **{option: True})
    levels = [Level.HARD, Level.NORMAL, Level.EASY, Level.NORMAL]
    game, _ = play_game(ruleset, levels, 3, think=0.001)
    assert game.is_over and check_invariants(game) == []
