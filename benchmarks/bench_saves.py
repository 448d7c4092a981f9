"""Save benchmark: durable save time per action over a whole game, and load + replay time.

Usage: python benchmarks/bench_saves.py [--players P] [--seed S] [--loads N] [--dir DIR]
Plays one random-bot game with cards, saving durably (temp file, fsync, replace, fsync of the
folder) after every action, then loads the finished save N times. Goals: save p95 < 5 ms,
load + replay < 150 ms. `--dir` chooses the folder (its disk decides the fsync cost).
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import tempfile
import time
from pathlib import Path

from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.saves import Autosaver, list_saves, load_save


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _play_and_save(players: int, seed: int, folder: Path) -> tuple[Path, list[float], Game]:
    ruleset = Ruleset.default(players, seed=seed, use_cards=True, coliseum_placement="random")
    game = Game.new(ruleset)
    rng = random.Random(seed)
    saver = Autosaver(folder)
    times: list[float] = []
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(rng.choice(game.moves(seat)))
        start = time.perf_counter()
        path = saver.save(game)
        times.append(time.perf_counter() - start)
    return path, times, game


def main() -> None:
    """Run both measurements and print the figures."""
    p = argparse.ArgumentParser()
    p.add_argument("--players", type=int, default=6)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--loads", type=int, default=20)
    p.add_argument("--dir", type=Path, default=None)
    args = p.parse_args()
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        folder = Path(tmp)
        path, times, game = _play_and_save(args.players, args.seed, folder)
        ms = [t * 1000 for t in times]
        loads = []
        for _ in range(args.loads):
            start = time.perf_counter()
            loaded = load_save(path)
            loads.append((time.perf_counter() - start) * 1000)
        assert loaded.game.to_json() == game.to_json()
        start = time.perf_counter()
        list_saves(folder)
        listing = (time.perf_counter() - start) * 1000
        size = path.stat().st_size
    print(
        f"python {platform.python_version()}, {args.players} players with cards, seed {args.seed}"
    )
    print(
        f"durable save per action: {len(ms)} saves, p50 {_percentile(ms, 0.5):.2f} ms, "
        f"p95 {_percentile(ms, 0.95):.2f} ms, max {max(ms):.2f} ms (goal p95 < 5 ms); "
        f"final file {size / 1024:.1f} KiB"
    )
    played = sum(a.type == "play" for a in game.history)
    print(
        f"load + replay of the finished game ({len(game.history)} actions, turn "
        f"{game.state.turn}, {played} cards played): "
        f"median {statistics.median(loads):.1f} ms, "
        f"max {max(loads):.1f} ms over {args.loads} loads (goal < 150 ms)"
    )
    print(f"list_saves (1 file, checked, no replay): {listing:.2f} ms")


if __name__ == "__main__":
    main()
