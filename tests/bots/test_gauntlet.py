"""The gauntlet's outside opponents (benchmarks/gauntlet, issue 18) play legal moves to the end
of a game and read only their seat's view: the tournament runner keeps working."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

GAUNTLET_DIR = Path(__file__).resolve().parents[2] / "benchmarks" / "gauntlet"


@pytest.fixture(scope="module")
def run_module():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(GAUNTLET_DIR))
    try:
        import run

        yield run
    finally:
        sys.path.remove(str(GAUNTLET_DIR))


@pytest.mark.parametrize("opponent", ["rule", "organiser", "hoarder", "cards", "rule_mixed"])
def test_each_opponent_plays_whole_games_with_legal_moves(run_module, opponent: str) -> None:  # type: ignore[no-untyped-def]
    # `Game.apply` raises on an illegal action; the bots raise if they pick one themselves.
    times: list[float] = []
    share, score = run_module.play(
        [run_module.factory("normal")] + [run_module.factory(opponent)] * 3, 5, True, times, 0
    )
    assert 0.0 <= share <= 1.0 and score >= 0
    assert times  # Normal really decided


def test_a_match_up_reports_a_wilson_interval_and_think_times(run_module) -> None:  # type: ignore[no-untyped-def]
    result = run_module.match_up("rule", "random", 3, 1, 7, True, 0.0)
    assert result["games"] == 3
    lo, hi = result["win_rate_95"]
    assert 0.0 <= lo <= result["win_rate"] <= hi <= 1.0
    assert result["think_p50"] <= result["think_p95"] <= result["think_max"]
