"""Find the seed of "Learn to play" (`voxpopuli_tui.coach.guided.GUIDED_SEED`).

For each seed, the guided game (3 players, the learner at seat 0 first, Coliseums at random, two
`GuidedComputer` Normal seats) is played to its end with the learner following the guide
(`coach.advice.suggest`, Hard with a fixed number of sampled worlds); the script records the
lessons met, the learner's decisions with a real choice, the turns, and the time of each
suggestion. A seed qualifies when every lesson is met, the learner had at least one card window
with a card to play, and the decisions fit `DECISION_BUDGET`; among those, the fewest decisions
win (then the lowest seed).

    PYTHONPATH=. python benchmarks/find_tutorial_seed.py 0 40          # seeds 0..39
    PYTHONPATH=. python benchmarks/find_tutorial_seed.py 0 40 --random 5  # + random learners

With `--random N`, each qualifying seed is also played by N random learners (random legal
choices), who must reach the end; the lessons they meet are counted.

How GUIDED_SEED = 25 was found (seeds 0–39, GUIDE_ITERATIONS = 4, after the computers' Normal
began placing its Stars by the learned evaluation and the cards' rules moved into hooks, which
changed every game's course; the earlier choice, seed 9, then took 80 decisions): 4 seeds
qualified (1: 55, 2: 54, 6: 58, 25: 39 decisions); most seeds go over the budget in card windows
where the learner holds a playable card. Seed 25 takes 13 turns; every lesson comes up (cards at
the learner's 4th decision, Boos at the 8th, Applause and Stars at the 12th, the end at the
38th), with 8 card windows and 3 Stars placements. Suggestion time on a quiet machine: median
0.009 s, 95th percentile 0.02 s. A change to the computers' play or to the rules' order of
events changes the course: `tests/coach/test_guided.py` then fails, and this search is run
again.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Sequence

from voxpopuli_tui.coach.advice import suggest
from voxpopuli_tui.coach.guided import DECISION_BUDGET, new_guided_game, play_guided
from voxpopuli_tui.coach.lessons import LessonId
from voxpopuli_tui.engine.actions import FREE_TYPES, Action
from voxpopuli_tui.engine.views import SeatView


def guided(seed: int) -> dict[str, object]:
    """One seed played by the guide's suggestions."""
    times: list[float] = []

    def learner(view: SeatView, legal: Sequence[Action]) -> Action:
        t = time.perf_counter()
        s = suggest(view, legal)
        times.append(time.perf_counter() - t)
        return s.action

    start = time.perf_counter()
    run = play_guided(learner, new_guided_game(seed))
    times.sort()
    missing = sorted(lid.value for lid in set(LessonId) - run.seen)
    out = run.outcome
    return {
        "seed": seed,
        "decisions": run.decisions,
        "turns": run.turns,
        "over": run.over,
        # the learner's share of the win (a joint win of k counts 1/k)
        "won": round(1 / len(out.winners), 3) if out and 0 in out.winners else 0.0,
        "missing": missing,
        # a card window where the learner could play (R13), not only a card seen played
        "ok": run.over
        and not missing
        and run.decisions <= DECISION_BUDGET
        and run.kinds["window"] >= 1,
        "kinds": dict(run.kinds),
        "lessons": [(lid.value, at) for lid, at in run.lessons],
        "suggest_p50": round(statistics.median(times), 3) if times else 0.0,
        "suggest_p95": round(times[int(0.95 * (len(times) - 1))], 3) if times else 0.0,
        "suggest_max": round(times[-1], 3) if times else 0.0,
        "seconds": round(time.perf_counter() - start, 1),
    }


def random_learner(seed: int, rng_seed: int) -> dict[str, object]:
    """One seed played by a learner who picks a random main-line legal action."""
    rng = random.Random(rng_seed)

    def learner(view: SeatView, legal: Sequence[Action]) -> Action:
        main = [a for a in legal if a.type not in FREE_TYPES]
        return rng.choice(main or list(legal))

    run = play_guided(learner, new_guided_game(seed))
    return {
        "seed": seed,
        "random": rng_seed,
        "over": run.over,
        "decisions": run.decisions,
        "lessons": len(run.seen),
        "missing": sorted(lid.value for lid in set(LessonId) - run.seen),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("start", type=int)
    parser.add_argument("stop", type=int)
    parser.add_argument("--random", type=int, default=0, help="random learners per good seed")
    args = parser.parse_args()
    good: list[dict[str, object]] = []
    for seed in range(args.start, args.stop):
        result = guided(seed)
        print(json.dumps(result), flush=True)
        if result["ok"]:
            good.append(result)
            for r in range(args.random):
                print(json.dumps(random_learner(seed, r)), flush=True)
    if good:
        best = min(good, key=lambda r: (int(str(r["decisions"])), int(str(r["seed"]))))
        print(json.dumps({"best": best["seed"], "decisions": best["decisions"]}))
    else:
        print(json.dumps({"best": None}))


if __name__ == "__main__":
    main()
