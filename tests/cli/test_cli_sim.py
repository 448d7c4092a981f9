"""`voxpopuli sim --bots … [--rotate] [--think] [--json]`."""

from __future__ import annotations

import json
import shlex

import pytest

from voxpopuli_tui.cli import main


def run(command: str) -> int:
    """`voxpopuli <command>`, as a shell would split it."""
    return main(shlex.split(command))


TODAY_KEYS = {
    "games",
    "players",
    "seed",
    "cards",
    "seconds",
    "games_per_second",
    "actions_per_second",
    "actions",
    "mean_actions_per_game",
    "invariant_violations",
    "violation_examples",
    "emperors",
    "wins_by_seat",
    "card_plays",
}


def test_json_keeps_todays_keys_and_adds_bots(capsys: pytest.CaptureFixture[str]) -> None:
    code = run("sim --players 3 --bots normal,random,easy --rotate --games 1 --seed 4 --json")
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) >= TODAY_KEYS
    assert data["games"] == 3  # one seed, once per rotation
    assert set(data["bots"]) == {"normal", "random", "easy"}
    for stats in data["bots"].values():
        assert stats["seats"] == 3
        assert set(stats) == {"seats", "wins", "win_rate", "mean_score", "decision_seconds"}
        assert set(stats["decision_seconds"]) == {"p50", "p95", "max"}
        assert stats["win_rate"] == pytest.approx(stats["wins"] / stats["seats"], abs=1e-3)
    assert sum(s["wins"] for s in data["bots"].values()) == pytest.approx(3)


def test_plain_output_has_a_level_table_with_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("sim --players 3 --bots hard,normal,normal --think 0.001 --games 1") == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith(("hard", "normal"))]
    assert len(rows) == 2 and all("[" in r and "%" in r for r in rows)


@pytest.mark.parametrize(
    "bots",
    ["normal,wizard,random", "normal,random", "normal,random,random,random"],
)
def test_wrong_level_or_count_is_one_line_and_status_2(
    bots: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["sim", "--players", "3", "--bots", bots, "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "--bots" in err


def test_think_must_be_positive(capsys: pytest.CaptureFixture[str]) -> None:
    assert run("sim --players 3 --bots hard,normal,normal --think 0 --games 1") == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
