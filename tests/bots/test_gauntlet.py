"""The gauntlet's outside opponents (benchmarks/gauntlet) play legal moves to the end of a game
and read only their seat's view: the tournament runner and the loss table keep working."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.bots import game_at_choice
from voxpopuli_tui.engine.views import view_for

from .test_no_peeking import perturb_secrets

GAUNTLET_DIR = Path(__file__).resolve().parents[2] / "benchmarks" / "gauntlet"


@pytest.fixture(scope="module")
def run_module():  # type: ignore[no-untyped-def]
    # The gauntlet is a folder of scripts importing each other by bare name (`import common`):
    # pytest's own path fixture puts it first for this module and takes it out after.
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(GAUNTLET_DIR))
        import run

        yield run


@pytest.mark.parametrize(
    "opponent", ["rule", "organiser", "hoarder", "cards", "voter", "rule_mixed"]
)
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


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 6),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 500),
    noise=st.integers(0, 10_000),
)
def test_every_opponent_chooses_the_same_when_only_secrets_differ(
    players: int, seed: int, steps: int, noise: int
) -> None:
    """Fair play (R27) for the gauntlet, the voter included: an opponent reads only its seat's
    information set, so secrets it cannot know change none of its choices."""
    with pytest.MonkeyPatch.context() as patch:
        patch.syspath_prepend(str(GAUNTLET_DIR))
        import run
    game, seat = game_at_choice(players, seed, steps)
    twin = perturb_secrets(game, seat, random.Random(noise))
    legal = game.legal_actions(seat)
    for name in [*run.GAUNTLET, *run.EXTRA]:
        make = run.factory(name)
        assert make(seed).choose(view_for(game, seat), legal) == make(seed).choose(
            view_for(twin, seat), legal
        ), name


@pytest.mark.parametrize(("seed", "steps"), [(7, 120), (10, 80), (34, 120)])
def test_the_safe_hard_keeps_to_the_guides_safe_moves(run_module, seed: int, steps: int) -> None:  # type: ignore[no-untyped-def]
    # Positions where the guide rules a move out (a lost match, a stalling draw): `hard_safe`
    # chooses among the rest, as a player following the guide's safety would.
    from voxpopuli_tui.coach.safety import safe_choices

    game, seat = game_at_choice(4, seed, steps)
    legal = game.legal_actions(seat)
    view = view_for(game, seat)
    safe = safe_choices(view, legal)
    assert len(safe) < len(legal)
    assert run_module.factory("hard_safe@0.01")(seed).choose(view, legal) in safe


def test_the_loss_table_accounts_for_the_focal_seats_pieces(run_module) -> None:  # type: ignore[no-untyped-def]
    import losses

    seats = [run_module.factory("normal")] + [run_module.factory("rule")] * 3
    records = [losses.record_game(seats[r:] + seats[:r], 5, (4 - r) % 4) for r in range(2)]
    for rec in records:
        # Every Star comes from a Gladiator applauded (R21 b): converted value = Stars placed.
        assert rec["gladiators_converted"] == rec["focal_stars_total"]
        assert rec["focal_score"] <= rec["focal_stars_total"]
        assert (rec["share"] > 0) == (rec["focal_score"] >= rec["rival_score"])
        assert rec["emperor"] != "-" and rec["turns"] >= 1
    table = losses.summary(records)
    assert table["games"] == 2 and sum(table["emperors"].values()) == 2
    lo, hi = table["win_rate_95"]
    assert 0.0 <= lo <= table["win_rate"] <= hi <= 1.0
    row = losses.markdown_row(
        {"focal": "normal", "opponent": "rule", **table, "load_start": "1", "load_end": "2"}
    )
    assert row.startswith("| normal vs 3 rule | 2 |") and row.count("|") == 13


def test_the_voter_never_organises_and_rides_the_crowd(run_module) -> None:  # type: ignore[no-untyped-def]
    from voxpopuli_tui.engine.actions import AnnounceMatch, NoMatch, PlaceStar
    from voxpopuli_tui.engine.position import position

    # Seat 0 could stage a match in Pompey's arena where it carries the vote (R18): it does not.
    game = position(
        3,
        at="match",
        coliseums={
            "Pompey": "B2",
            "Crassus": "G2",
            "Caesar": "C4",
            "Antony": "G4",
            "Octavian": "C6",
            "Brutus": "G6",
        },
        supporters={"A1": (0, 5), "B1": (0, 4), "A2": (1, 1)},
        gladiators={"Pompey": [(0, 5)]},
        stars={"Caesar": [(1, 3), (2, 2), (2, 4)]},
        hands={0: [], 1: [], 2: []},
        money=10,
    )
    legal = game.legal_actions(0)
    assert any(isinstance(a, AnnounceMatch) for a in legal)
    voter = run_module.factory("voter")(1)
    assert isinstance(voter.choose(view_for(game, 0), legal), NoMatch)
    # Its Stars follow the crowd it reads from the public pieces: Caesar's compartment.
    assert voter.favourite(game) == 2
    assert not any(isinstance(a, PlaceStar) for a in legal)


def test_runs_of_a_match_up_pool_by_their_games_not_their_rates(
    run_module, tmp_path: Path  # type: ignore[no-untyped-def]
) -> None:
    import pool

    one = tmp_path / "one.json"
    two = tmp_path / "two.json"
    # run.py writes a list of match-ups, losses.py one object with its records.
    one.write_text('[{"focal": "hard", "opponent": "normal", "games": 60, "wins": 30.0}]')
    two.write_text('{"focal": "hard", "opponent": "normal", "games": 20, "wins": 2.0,'
                   ' "records": []}')
    pooled = pool.pool([one, two])
    assert list(pooled) == [("hard", "normal")]
    assert pool.total(pooled[("hard", "normal")]) == (80, 32.0)  # 40 %; the mean rate: 30 %
    # One way of printing a rate for run.py, losses.py and pool.py alike.
    assert pool.rate_text(0.4, (0.2975, 0.5)) == "40.0 % [29.8–50.0]"

    bad = tmp_path / "bad.json"
    bad.write_text('{"games": 3}')
    with pytest.raises(SystemExit):
        pool.pool([bad])


def test_a_mixed_table_reports_each_player_over_its_seat_games(run_module) -> None:  # type: ignore[no-untyped-def]
    rows = run_module.table(["rule", "random", "random"], 1, 7, True, 0.0)
    # Three rotations of one seed: "rule" sits once at each seat, "random" twice at each.
    assert [(r["focal"], r["games"], r["tables"]) for r in rows] == [
        ("rule", 3, 3), ("random", 6, 3)
    ]
    # Every game is won by someone (a joint win shared): the wins add up to the games.
    assert sum(r["wins"] for r in rows) == pytest.approx(3, abs=0.02)
    assert all(r["opponent"] == "table rule,random,random" for r in rows)
    # One table, one clock: its rows share the time and the load read at its end.
    assert len({(r["seconds"], r["load_start"], r["load_end"]) for r in rows}) == 1
    assert "rule 3 seat-games of 3 games" in run_module.table_line(rows[0])


def _record(share: float, top: str, emperor: str = "Pompey", score: int = 10) -> dict[str, object]:
    import losses

    rec: dict[str, object] = dict.fromkeys(losses.NUMERIC, 0)
    rec.update(share=share, emperor=emperor, focal_top_politician=top, focal_score=score,
               focal_backed_emperor=True, tie_break="none")
    return rec


def test_the_losses_split_by_cause_and_pool_across_runs(run_module, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import losses

    one = [_record(1.0, "Pompey", score=18), _record(0.0, "Crassus", score=2),
           _record(0.0, "Pompey", score=12)]
    two = [_record(0.0, "-", score=0), _record(0.5, "Pompey", score=15)]
    table = losses.summary(one)
    # Every lost game is in exactly one of the two causes.
    assert table["lost_wrong_politician"]["games"] == 1
    assert table["lost_beaten_with_him"]["games"] == 1
    assert table["lost_beaten_with_him"]["focal_score"] == 12
    assert "backed the wrong politician: 1" in losses.causes_line(table)

    paths = []
    for i, records in enumerate((one, two)):
        path = tmp_path / f"run{i}.json"
        path.write_text(json.dumps({"focal": "hard", "opponent": "normal", "load_start": "1",
                                    "load_end": str(i), "records": records}))
        paths.append(path)
    pooled = losses.pooled(paths)
    assert pooled["games"] == 5 and pooled["wins"] == 1.5
    # No Star at all counts as backing the wrong politician.
    assert pooled["lost_wrong_politician"]["games"] == 2
    assert pooled["load_end"] == "1"

    other = tmp_path / "other.json"
    other.write_text(json.dumps({"focal": "normal", "opponent": "rule", "load_start": "1",
                                 "load_end": "1", "records": two}))
    with pytest.raises(SystemExit):
        losses.pooled([paths[0], other])
