"""Fuzz `Game.apply`: at least 100,000 legal, near-legal and malformed attempts
over many seeded games, each judged as refused, accepted or corrupted (`tests/engine/api_fuzz.py`).

Usage: python benchmarks/bench_fuzz_api.py [--attempts N] [--per-game K] [--seed S]

Corrupted counts every attempt that raised anything but the engine's typed error, changed the
game when refused, was refused though legal, or was accepted though malformed or illegal. The
goal is 0.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # the checkout, for `tests`

from tests.engine.api_fuzz import Tally, fuzz_game


def main() -> None:
    """Run the attempts and print the tally."""
    p = argparse.ArgumentParser()
    p.add_argument("--attempts", type=int, default=100_000)
    p.add_argument("--per-game", type=int, default=1500)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    rng = random.Random(args.seed)
    total = Tally()
    games = 0
    start = time.process_time()
    while total.attempts < args.attempts:
        players = 3 + games % 4
        want = min(args.per_game, args.attempts - total.attempts)
        total.add(fuzz_game(players, args.seed + games, rng, want, skip=rng.randrange(0, 400)))
        games += 1
    cpu = time.process_time() - start
    print(
        f"{total.attempts} attempts on {games} games (3-6 players) in {cpu:.0f} s CPU: "
        f"{total.refused} refused, {total.accepted} accepted, {total.corrupted} corrupted"
    )
    for failure in total.failures:
        print(f"  {failure}")
    sys.exit(1 if total.corrupted else 0)


if __name__ == "__main__":
    main()
