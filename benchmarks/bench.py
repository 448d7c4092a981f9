"""Engine benchmark: random-bot games per second and actions per second on one core.

Usage: python benchmarks/bench.py [--games N] [--players P] [--seed S]
Runs the base game (R32, no cards) and the game with cards, without invariant checks
(the `voxpopuli sim` command checks them), and prints one line per configuration.
"""

from __future__ import annotations

import argparse
import json
import platform

from voxpopuli_tui.engine.sim import simulate


def main() -> None:
    """Run both configurations and print the figures."""
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    results = {}
    for label, cards in (("base", False), ("cards", True)):
        r = simulate(args.games, args.players, args.seed, cards=cards, check=False).as_dict()
        results[label] = {
            k: r[k]
            for k in (
                "games",
                "seconds",
                "games_per_second",
                "actions_per_second",
                "mean_actions_per_game",
            )
        }
    ratio = results["cards"]["actions_per_second"] / results["base"]["actions_per_second"]
    if args.json:
        print(json.dumps({"python": platform.python_version(), **results, "ratio": ratio}))
        return
    print(f"python {platform.python_version()}, {args.players} players, {args.games} games")
    for label, r in results.items():
        print(
            f"{label:<6} {r['games_per_second']:>8} games/s {r['actions_per_second']:>9} actions/s"
            f"  {r['mean_actions_per_game']:>7} actions/game  ({r['seconds']} s)"
        )
    print(f"cards/base actions per second: {ratio:.0%}")


if __name__ == "__main__":
    main()
