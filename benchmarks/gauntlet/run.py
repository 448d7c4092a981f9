"""Seat-rotated tournaments between the shipped levels and the gauntlet's outside opponents.

    python benchmarks/gauntlet/run.py normal rule --seeds 25           # Normal vs 3 rule bots
    python benchmarks/gauntlet/run.py hard@0.05 normal --seeds 25      # Hard (0.05 s) vs 3 Normal
    python benchmarks/gauntlet/run.py hard all --minutes 30 --json out.json

Every seed is played once per rotation of [focal, opponent × (players − 1)], so the focal player
sits at every seat; 4 players and cards by default. Prints the focal player's win rate with its
95 % Wilson interval (a joint win of k counts 1/k), games, mean score, the time of its decisions
with a real choice (p50/p95/max) and the machine's load (`uptime`) at the start and the end.
Players: random, easy, normal, hard (hard@SECONDS for a think budget, hard#N for N sampled
worlds, hard_safe@SECONDS for Hard kept to the guide's safe moves), old_hard@SECONDS (the
former Hard), guide (a player who follows every hint of the guide), and the gauntlet: rule,
organiser, hoarder, cards, voter (and rule_mixed, rule bots that spread over the politicians);
`all` runs the focal player against each of the five gauntlet opponents in turn.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
for _p in (str(ROOT), str(HERE)):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from card_bot import CardBot  # noqa: E402
from hoarder import HoarderBot  # noqa: E402
from organiser import OrganiserBot  # noqa: E402
from pool import rate_text  # noqa: E402
from rule_bot import RuleBot  # noqa: E402
from voter import VoterBot  # noqa: E402

from voxpopuli_tui.engine.actions import Action  # noqa: E402
from voxpopuli_tui.engine.bots import Bot, Level, forced, make_bot  # noqa: E402
from voxpopuli_tui.engine.bots.search import DEFAULT_THINK  # noqa: E402
from voxpopuli_tui.engine.game import Game  # noqa: E402
from voxpopuli_tui.engine.ruleset import Ruleset  # noqa: E402
from voxpopuli_tui.engine.scoring import compute_outcome  # noqa: E402
from voxpopuli_tui.engine.sim import wilson  # noqa: E402
from voxpopuli_tui.engine.views import SeatView, view_for  # noqa: E402

GAUNTLET: dict[str, Callable[[int], Bot]] = {
    "rule": RuleBot,
    "organiser": OrganiserBot,
    "hoarder": HoarderBot,
    "cards": CardBot,
    "voter": VoterBot,
}
#: Extra opponents, not in `all`: rule bots that spread over the politicians.
EXTRA: dict[str, Callable[[int], Bot]] = {"rule_mixed": lambda seed: RuleBot(seed, mixed=True)}
ACTION_CAP = 200_000


class GuideFollower:
    """A player who takes every suggestion of the guide and the hint (`coach.advice.suggest`)."""

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        from voxpopuli_tui.coach.advice import suggest

        return suggest(view, legal).action


class SafeHard:
    """Hard choosing among the moves the guide calls safe (`coach.safety.safe_choices`)."""

    def __init__(self, seed: int, think: float) -> None:
        from voxpopuli_tui.engine.bots import HardBot

        self.bot = HardBot(seed, think)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        from voxpopuli_tui.coach.safety import safe_choices

        return self.bot.choose(view, safe_choices(view, legal))


def hard_variant(name: str) -> dict[str, Any] | None:
    """The HardBot arguments of a variant's name: `hard_plain` (no coalition race), `hard_dD`
    (D turns of look-ahead), `hard_cC` (C candidates), `hard_priorP` (Normal's prior P)."""
    if name == "hard_plain":
        return {"join": False}
    for prefix, knob, kind in (("hard_prior", "prior", float), ("hard_d", "depth_turns", int),
                               ("hard_c", "candidates", int)):
        if name.startswith(prefix) and name != prefix:
            return {knob: kind(name.removeprefix(prefix))}
    return None


def factory(spec: str) -> Callable[[int], Bot]:
    """A seeded bot maker for `spec` (a gauntlet name, a level, hard@think or hard#iterations)."""
    if spec in GAUNTLET:
        return GAUNTLET[spec]
    if spec in EXTRA:
        return EXTRA[spec]
    if "#" in spec:
        from voxpopuli_tui.engine.bots import HardBot

        iters = int(spec.split("#", 1)[1])
        return lambda seed: HardBot(seed, think=60.0, iterations=iters)
    if spec == "guide":  # a player who follows every hint (`i`): the guide's suggestion
        return lambda seed: GuideFollower()
    if spec == "normal_plain":  # Normal without racing a coalition (`bots.coalition`)
        from voxpopuli_tui.engine.bots import NormalBot

        return lambda seed: NormalBot(seed, join=False)
    if spec == "normal_hand":  # Normal with its former hand-made Star placement
        from voxpopuli_tui.engine.bots import NormalBot

        return lambda seed: NormalBot(seed, learned_stars=False)
    name, _, think = spec.partition("@")
    variant = hard_variant(name)
    if variant is not None:  # Hard with one knob turned (`hard_variant`)
        from voxpopuli_tui.engine.bots import HardBot

        budget = float(think) if think else DEFAULT_THINK
        return lambda seed: HardBot(seed, budget, **variant)
    if name == "hard_safe":
        return lambda seed: SafeHard(seed, float(think) if think else DEFAULT_THINK)
    if name == "old_hard":
        from old_hard import HardBot as OldHard

        return lambda seed: OldHard(seed, float(think) if think else 0.2)
    level = Level(name)
    budget = float(think) if think else None
    return lambda seed: make_bot(level, seed, budget)


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def next_action(game: Game, bots: Sequence[Bot], focal: int, times: list[float] | None) -> Action:
    """The next action of the seat to act: forced, or its bot's choice from its own view; the
    focal seat's think time goes to `times`."""
    seat = game.to_act()[0]
    legal = game.legal_actions(seat)
    action = forced(legal)
    if action is None:
        start = time.perf_counter()
        action = bots[seat].choose(view_for(game, seat), legal)
        if seat == focal and times is not None:
            times.append(time.perf_counter() - start)
    return action


def play(
    seats: list[Callable[[int], Bot]], seed: int, cards: bool, times: list[float], focal: int
) -> tuple[float, int]:
    """One game; returns the focal seat's share of the win and its score."""
    game = Game.new(Ruleset.default(len(seats), seed=seed, use_cards=cards))
    bots = [make(seed * 7919 + s) for s, make in enumerate(seats)]
    for _ in range(ACTION_CAP):
        if game.is_over:
            break
        game.apply(next_action(game, bots, focal, times))
    out = compute_outcome(game.state)
    share = 1 / len(out.winners) if focal in out.winners else 0.0
    return share, out.scores[focal]


def quantile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(q * len(s) + 0.999999) - 1))]


def match_up(
    focal: str, opponent: str, players: int, seeds: int, seed: int, cards: bool, minutes: float
) -> dict[str, object]:
    """Focal vs players−1 opponents, seat-rotated, until `seeds` seeds or `minutes` pass."""
    makers = [factory(focal)] + [factory(opponent)] * (players - 1)
    start = time.perf_counter()
    load_start = load()
    wins = 0.0
    scores: list[int] = []
    times: list[float] = []
    for i in range(seeds):
        for r in range(players):
            seats = makers[r:] + makers[:r]  # the focal player sits at seat (players − r) % n
            share, score = play(seats, seed + i, cards, times, (players - r) % players)
            wins += share
            scores.append(score)
        if minutes and time.perf_counter() - start > minutes * 60:
            break
    games = len(scores)
    lo, hi = wilson(wins, games)
    return {
        "focal": focal,
        "opponent": opponent,
        "players": players,
        "games": games,
        "wins": round(wins, 2),
        "win_rate": round(wins / games, 4),
        "win_rate_95": [round(lo, 4), round(hi, 4)],
        "mean_score": round(statistics.fmean(scores), 2),
        "decisions": len(times),
        "think_p50": round(quantile(times, 0.5), 4),
        "think_p95": round(quantile(times, 0.95), 4),
        "think_max": round(max(times, default=0.0), 4),
        "seconds": round(time.perf_counter() - start, 1),
        "load_start": load_start,
        "load_end": load(),
    }


def play_all(seats: list[Callable[[int], Bot]], seed: int, cards: bool) -> list[float]:
    """One game; every seat's share of the win."""
    game = Game.new(Ruleset.default(len(seats), seed=seed, use_cards=cards))
    bots = [make(seed * 7919 + s) for s, make in enumerate(seats)]
    for _ in range(ACTION_CAP):
        if game.is_over:
            break
        game.apply(next_action(game, bots, -1, None))
    out = compute_outcome(game.state)
    return [1 / len(out.winners) if s in out.winners else 0.0 for s in range(len(seats))]


def table(
    specs: list[str], seeds: int, seed: int, cards: bool, minutes: float
) -> list[dict[str, object]]:
    """A mixed table, seat-rotated: each distinct spec's win rate over its seat-games (`games`
    counts the spec's seat-games; `opponent` names the whole table, so `pool.py` adds up runs of
    the same table)."""
    makers = [factory(s) for s in specs]
    n = len(specs)
    start = time.perf_counter()
    load_start = load()
    wins = dict.fromkeys(specs, 0.0)
    seat_games = dict.fromkeys(specs, 0)
    games = 0
    for i in range(seeds):
        for r in range(n):
            order = list(range(r, n)) + list(range(r))  # seat k holds specs[order[k]]
            shares = play_all([makers[j] for j in order], seed + i, cards)
            games += 1
            for k, j in enumerate(order):
                wins[specs[j]] += shares[k]
                seat_games[specs[j]] += 1
        if minutes and time.perf_counter() - start > minutes * 60:
            break
    seconds = round(time.perf_counter() - start, 1)
    load_end = load()  # one reading for the whole table, shared by its rows
    out: list[dict[str, object]] = []
    for spec in wins:
        lo, hi = wilson(wins[spec], seat_games[spec])
        out.append({
            "focal": spec, "opponent": "table " + ",".join(specs), "tables": games,
            "games": seat_games[spec], "wins": round(wins[spec], 2),
            "win_rate": round(wins[spec] / seat_games[spec], 4),
            "win_rate_95": [round(lo, 4), round(hi, 4)],
            "seconds": seconds, "load_start": load_start, "load_end": load_end,
        })
    return out


def table_line(r: dict[str, object]) -> str:
    """One line of a mixed table's result."""
    return (
        f"{r['opponent']}: {r['focal']} {r['games']} seat-games of {r['tables']} games, "
        f"win {rate_text(r['win_rate'], r['win_rate_95'])}, "  # type: ignore[arg-type]
        f"load {r['load_start']} → {r['load_end']}, {r['seconds']:.0f} s"
    )


def line(r: dict[str, object]) -> str:
    return (
        f"{r['focal']} vs {r['players'] - 1}×{r['opponent']}: {r['games']} games, "  # type: ignore[operator]
        f"win {rate_text(r['win_rate'], r['win_rate_95'])}, "  # type: ignore[arg-type]
        f"mean score {r['mean_score']}, think p50 {r['think_p50']} s p95 {r['think_p95']} s "
        f"max {r['think_max']} s, load {r['load_start']} → {r['load_end']}, {r['seconds']} s"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("focal")
    ap.add_argument(
        "opponent", nargs="?", default="", help="a player spec, or `all` for every opponent"
    )
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seeds", type=int, default=25, help="seeds, each played once per rotation")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--minutes", type=float, default=0.0, help="stop a match-up after this long")
    ap.add_argument("--no-cards", action="store_true")
    ap.add_argument("--json", type=Path)
    ap.add_argument(
        "--table", action="store_true", help="FOCAL is a comma list of every seat (mixed table)"
    )
    args = ap.parse_args()
    if args.table:
        rows = table(args.focal.split(","), args.seeds, args.seed, not args.no_cards, args.minutes)
        for row in rows:
            print(table_line(row), flush=True)
        if args.json:
            args.json.write_text(json.dumps(rows, indent=1), encoding="utf-8")
        return
    opponents = list(GAUNTLET) if args.opponent == "all" else [args.opponent]
    results = []
    for opp in opponents:
        r = match_up(
            args.focal, opp, args.players, args.seeds, args.seed, not args.no_cards, args.minutes
        )
        print(line(r), flush=True)
        results.append(r)
        if args.json:
            args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
