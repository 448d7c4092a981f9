"""Strength and think time of the computer levels, and the speed of a game copy.

Seat-rotated tournaments with cards: every seed is played once per rotation of the levels, so
each level sits at each seat. Each line reports the first level's win rate with its 95 % Wilson
interval, the games played, and every level's decision time (p50/p95/max, decisions with a real
choice). Run one tournament per process to use both cores, e.g.::

    python benchmarks/bench_bots.py normal-random-4p --seeds 100
    python benchmarks/bench_bots.py hard-normal-4p --seeds 50 --json out.json
    python benchmarks/bench_bots.py clone

Goals (4 players): Normal vs 3 Random ≥ 90 % (≥ 400 games); Random vs 3 Normal ≤ 2 %;
Hard (default budget) vs 3 Normal ≥ 40 % (≥ 200 games); Hard --think 0.05 vs 3 Normal ≥ 35 %.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from voxpopuli_tui.engine.bots import Level, RandomBot, forced  # noqa: E402
from voxpopuli_tui.engine.clone import clone_game  # noqa: E402
from voxpopuli_tui.engine.game import Game  # noqa: E402
from voxpopuli_tui.engine.ruleset import Ruleset  # noqa: E402
from voxpopuli_tui.engine.sim import LevelStats, simulate  # noqa: E402

#: name -> (levels, Hard's think budget or None for the default)
TOURNAMENTS: dict[str, tuple[str, float | None]] = {}
for _p in (3, 4, 6):
    _rest = _p - 1
    TOURNAMENTS[f"normal-random-{_p}p"] = ("normal" + ",random" * _rest, None)
    TOURNAMENTS[f"random-normal-{_p}p"] = ("random" + ",normal" * _rest, None)
    TOURNAMENTS[f"easy-random-{_p}p"] = ("easy" + ",random" * _rest, None)
    TOURNAMENTS[f"hard-normal-{_p}p"] = ("hard" + ",normal" * _rest, None)
    TOURNAMENTS[f"hard005-normal-{_p}p"] = ("hard" + ",normal" * _rest, 0.05)


def run_tournament(
    name: str,
    seeds: int,
    seed: int,
    think: float | None,
    partial: Path | None = None,
) -> dict[str, object]:
    """Play one tournament, a seed at a time, and summarise it.

    With `partial`, the summary so far is written there after every seed, so a long run that
    must stop early still leaves its figures.
    """
    text, default_think = TOURNAMENTS[name]
    budget = think if think is not None else default_think
    levels = [Level(w) for w in text.split(",")]
    start = time.perf_counter()
    stats: dict[str, LevelStats] = {}
    games = 0
    result: dict[str, object] = {}
    for i in range(seeds):
        report = simulate(
            1,
            len(levels),
            seed + i,
            cards=True,
            check=False,
            bots=levels,
            rotate=True,
            think=budget,
        )
        games += report.games
        for level, s in report.levels.items():
            acc = stats.setdefault(level, LevelStats())
            acc.seats += s.seats
            acc.wins += s.wins
            acc.scores.extend(s.scores)
            acc.decisions.extend(s.decisions)
        result = _summary(name, text, budget, games, time.perf_counter() - start, stats, levels)
        if partial is not None:
            partial.write_text(json.dumps(result, indent=1), encoding="utf-8")
        if (i + 1) % 5 == 0:
            print(f"  {games} games, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return result


def _summary(
    name: str,
    text: str,
    think: float | None,
    games: int,
    seconds: float,
    stats: dict[str, LevelStats],
    levels: list[Level],
) -> dict[str, object]:
    focal = stats[levels[0].value]
    lo, hi = focal.win_interval()
    return {
        "tournament": name,
        "levels": text,
        "think": think,
        "games": games,
        "seconds": round(seconds, 1),
        "focal": levels[0].value,
        "win_rate": round(focal.wins / focal.seats, 4),
        "win_rate_95": [round(lo, 4), round(hi, 4)],
        "bots": {level: s.as_dict() for level, s in stats.items()},
    }


def clone_timing(repeats: int = 2000) -> dict[str, float]:
    """`clone_game` against the JSON round trip on a 6-player mid-game state with cards."""
    game = Game.new(Ruleset.default(6, seed=3, use_cards=True))
    bots = [RandomBot(s) for s in range(6)]
    while game.state.turn < 20:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        game.apply(forced(legal) or bots[seat].pick(legal))
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        clone_game(game)
        times.append(time.perf_counter() - t)
    json_times = []
    for _ in range(repeats // 10):
        t = time.perf_counter()
        Game.from_json(game.to_json())
        json_times.append(time.perf_counter() - t)
    return {
        "log_events": len(game.state.log),
        "clone_ms_median": round(statistics.median(times) * 1000, 4),
        "clone_ms_p95": round(sorted(times)[int(0.95 * len(times))] * 1000, 4),
        "json_round_trip_ms_median": round(statistics.median(json_times) * 1000, 4),
    }


def main() -> None:
    """Command line: one tournament (or `clone`) per run."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("which", choices=[*TOURNAMENTS, "clone"])
    p.add_argument("--seeds", type=int, default=25, help="seeds, each played once per rotation")
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--think", type=float, help="override Hard's budget")
    p.add_argument("--json", metavar="PATH", help="also write the result here")
    args = p.parse_args()
    if args.which == "clone":
        result: dict[str, object] = dict(clone_timing())
    else:
        partial = Path(args.json) if args.json else None
        result = run_tournament(args.which, args.seeds, args.seed, args.think, partial)
        lo, hi = result["win_rate_95"]  # type: ignore[misc]
        print(
            f"{result['tournament']}: {result['focal']} wins {result['win_rate']:.1%} "
            f"[{lo:.1%}–{hi:.1%}] over {result['games']} games ({result['seconds']} s)"
        )
        for level, stats in result["bots"].items():  # type: ignore[attr-defined]
            t = stats["decision_seconds"]
            print(
                f"  {level:<7} seats {stats['seats']:>4}  win {stats['win_rate']:.1%}  "
                f"mean score {stats['mean_score']:.2f}  decision p50 {t['p50']:.4f} s  "
                f"p95 {t['p95']:.4f} s  max {t['max']:.3f} s"
            )
    print(json.dumps(result))
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
