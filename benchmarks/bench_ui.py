"""App benchmarks: cold start, key press to finished frame, memory after a whole game.

Usage: python benchmarks/bench_ui.py [--runs N] [--keys N]

1. Cold start, measured as a player starts the game: the `voxpopuli` command spawned in a
   pseudo-terminal (120x40, pexpect), timed until the title menu is written; the same for a
   minimal Textual app script; alternating, median of N runs each; ratio.
2. Key latency: a 6-player game with cards played by random bots until late (turn 30), then the
   app at 120x40: for each key press, the time from sending the key to the last frame written.
3. Memory: a 6-player game with cards played to its end screen by six computer seats in the app
   (headless); resident memory of the process at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import statistics
import subprocess
import sys
import time

MINIMAL = """
from textual.app import App
from textual.widgets import Static
class Minimal(App[None]):
    def compose(self):
        yield Static("Hello from a minimal app")
Minimal().run()
"""
#: Size of the pseudo-terminal (rows, columns).
PTY_SIZE = (40, 120)
TIMEOUT = 30.0


def _spawn_until(argv: list[str], text: str, env: dict[str, str]) -> float:
    """Seconds from starting `argv` in a pseudo-terminal until `text` is in its output."""
    import pexpect

    t0 = time.perf_counter()
    child = pexpect.spawn(argv[0], argv[1:], env=env, dimensions=PTY_SIZE, encoding="utf-8",
                          codec_errors="replace", timeout=TIMEOUT)
    try:
        child.expect_exact(text)
        elapsed = time.perf_counter() - t0
    finally:
        child.sendcontrol("q")
        with contextlib.suppress(pexpect.TIMEOUT):
            child.expect(pexpect.EOF, timeout=5)
        child.close(force=True)
    return elapsed


def _command() -> list[str]:
    """The `voxpopuli` command installed beside this interpreter (as a player runs it)."""
    import shutil
    from pathlib import Path

    beside = Path(sys.executable).with_name("voxpopuli")
    found = str(beside) if beside.exists() else shutil.which("voxpopuli")
    if found is None:
        raise SystemExit("the voxpopuli command is not installed (pip install -e .)")
    return [found]


def cold_start(runs: int) -> dict[str, float]:
    """Median time from starting each program in a pseudo-terminal to its first screen.

    The game: the `voxpopuli` command, until its title menu ("New game") is written, with
    empty config and data folders (a first start; no saves to list). The reference: a minimal
    Textual app script, until its text is written. Alternating, median of `runs` each."""
    import os
    import tempfile

    home = tempfile.mkdtemp()
    env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": str(PTY_SIZE[1]),
           "LINES": str(PTY_SIZE[0]), "XDG_CONFIG_HOME": os.path.join(home, "config"),
           "XDG_DATA_HOME": os.path.join(home, "data")}
    env.pop("NO_COLOR", None)
    script = os.path.join(home, "minimal.py")
    with open(script, "w", encoding="utf-8") as f:
        f.write(MINIMAL)
    times: dict[str, list[float]] = {"app": [], "minimal": []}
    for _ in range(runs):
        times["minimal"].append(_spawn_until([sys.executable, script],
                                             "Hello from a minimal app", env))
        times["app"].append(_spawn_until(_command(), "New game", env))
    app = statistics.median(times["app"])
    minimal = statistics.median(times["minimal"])
    return {"app_ms": app * 1000, "minimal_ms": minimal * 1000, "ratio": app / minimal}


PRIVATE = ("PrivateScreen", "HandScreen", "OpenVoteScreen")


def late_game(players: int = 6, turn: int = 30, seed: int = 4):  # type: ignore[no-untyped-def]
    """A seeded game with cards advanced by random bots to a late public window."""
    from voxpopuli_tui.engine import Game, Ruleset

    game = Game.new(Ruleset.default(players, seed=seed))
    rng = random.Random(seed)
    while not game.is_over:
        p = game.state.pending
        if game.state.turn >= turn and p is not None and p.kind == "window":
            return game
        seat = game.to_act()[0]
        game.apply(rng.choice(game.moves(seat)))
    raise RuntimeError("the game ended before the late position; choose another seed")


async def key_latency(keys: int) -> dict[str, float]:
    """Time from each key press to the last frame written for it."""
    from voxpopuli_tui.ui.app import create_app
    from voxpopuli_tui.ui.screens.end import EndScreen
    from voxpopuli_tui.ui.screens.main import MainScreen

    app = create_app(game=late_game())
    frames: list[float] = []
    original = app._display

    def display(screen, renderable):  # type: ignore[no-untyped-def]
        original(screen, renderable)
        frames.append(time.perf_counter())

    app._display = display  # type: ignore[method-assign]
    samples: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(keys):
            screen = app.screen
            if isinstance(screen, EndScreen):
                break
            key = "enter"
            on_menu = isinstance(screen, MainScreen) and not screen.table.is_window()
            if on_menu or type(screen).__name__ in PRIVATE:
                key = "1"
            frames.clear()
            t0 = time.perf_counter()
            await pilot.press(key)
            await pilot.pause()
            if frames:
                samples.append(frames[-1] - t0)
    samples.sort()
    return {
        "presses": len(samples),
        "p50_ms": statistics.median(samples) * 1000,
        "p95_ms": samples[int(len(samples) * 0.95) - 1] * 1000,
        "max_ms": samples[-1] * 1000,
    }


MEMORY = """
import resource
from voxpopuli_tui.engine import Ruleset
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.end import EndScreen
app = create_app(ruleset=Ruleset.default(6, seed=8, coliseum_placement="random"),
                 computer=range(6))
async def play(pilot):
    for _ in range(100000):
        if isinstance(app.screen, EndScreen):
            break
        await pilot.press("enter")
    app.exit()
app.run(headless=True, size=(120, 40), auto_pilot=play)
rss = [l for l in open("/proc/self/status") if l.startswith("VmRSS")][0].split()[1]
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(int(rss) / 1024, peak / 1024, len(app.table.game.history) if app.table else -1)
"""


def memory() -> dict[str, float]:
    """Resident memory after a whole 6-player game played in the app."""
    out = subprocess.run(
        [sys.executable, "-c", MEMORY], check=True, capture_output=True, text=True
    ).stdout.split()
    return {"rss_mb": float(out[0]), "peak_mb": float(out[1]), "actions": float(out[2])}


def main() -> None:
    """Run the three measurements and print them."""
    p = argparse.ArgumentParser()
    p.add_argument("--runs", type=int, default=7)
    p.add_argument("--keys", type=int, default=300)
    args = p.parse_args()
    cold = cold_start(args.runs)
    print(
        f"cold start: app {cold['app_ms']:.0f} ms, minimal Textual app "
        f"{cold['minimal_ms']:.0f} ms, ratio {cold['ratio']:.2f} (goal <= 1.3)"
    )
    lat = asyncio.run(key_latency(args.keys))
    print(
        f"key to frame, 6-player late game: {lat['presses']:.0f} presses, "
        f"p50 {lat['p50_ms']:.1f} ms, p95 {lat['p95_ms']:.1f} ms, max {lat['max_ms']:.1f} ms "
        f"(goal p95 < 50 ms)"
    )
    mem = memory()
    print(
        f"memory after a whole 6-player game ({mem['actions']:.0f} actions): "
        f"RSS {mem['rss_mb']:.1f} MB, peak {mem['peak_mb']:.1f} MB (goal < 80 MB)"
    )


if __name__ == "__main__":
    main()
