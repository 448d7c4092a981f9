"""Engine cost in machine instructions: `voxpopuli sim`'s games counted by valgrind (callgrind),
minus the same process playing no game (start-up and imports); the interpreter's teardown
is left out of both.

A count of instructions hardly moves with the machine's load, where every timing on a shared
machine does (python-chess itself moves by half from one run to the next there), so two
versions of the engine compare by it to a fraction of a percent. It is not a speed: memory and
caches are not in it. Needs `valgrind` on the PATH.

Usage: python benchmarks/bench_instructions.py [--games N] [--players P] [--seed S]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PLAY = (
    "import sys\n"
    "from voxpopuli_tui.engine.sim import simulate\n"
    "r = simulate(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), cards=True, check=True)\n"
    "print(r.actions, flush=True)\n"
    "import os; os._exit(0)\n"  # no teardown: its last full collection is not the games' work
)


def instructions(games: int, players: int, seed: int) -> tuple[int, int]:
    """(instructions, actions) of one process that plays `games` seeded Random games."""
    env = {**os.environ, "PYTHONHASHSEED": "0", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
         sys.executable, "-c", PLAY, str(games), str(players), str(seed)],
        capture_output=True, text=True, env=env, check=True,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise SystemExit("valgrind printed no instruction count")
    return int(found.group(1)), int(done.stdout.strip() or 0)


def main() -> None:
    """Count a run with games and one without; print the games' instructions per action."""
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed")
    instructions(0, args.players, args.seed)  # compiles what changed, so both runs import alike
    base, _ = instructions(0, args.players, args.seed)
    total, actions = instructions(args.games, args.players, args.seed)
    games = total - base
    print(f"{args.games} games, {actions} actions: {games:,} instructions, "
          f"{games / max(actions, 1):,.0f} an action")


if __name__ == "__main__":
    main()
