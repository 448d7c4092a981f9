"""Key to redrawn screen in a real terminal, the app against the smallest Textual app.

Usage: python benchmarks/bench_terminal.py [--keys N] [--size COLSxROWS]

The programs run in a pseudo-terminal (pexpect) of the same size, one after the other in the
same run, and get the same keys: Down and Up in turn (`--kind menu`: `h` and Escape in turn,
the menu rebuilt each time; `--kind decision`: `u` and Ctrl+Y in turn, a decision taken back
and taken again, the whole table redrawn from the game each time). The app is a 6-player game
with cards played by random bots until late (turn 30, `bench_ui.late_game`), loaded from a
save; the references are two Textual apps: the smallest (one line that changes on each key)
and a whole-screen one (every cell of the screen changes on each key: what the table's
redraw is to be compared with). For each key:
the time from writing the key to the last byte the program writes for it (the output is over
when nothing more comes for `QUIET` seconds). Reported: p50, p95 and their ratio.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

#: No output for this long: the frame is finished.
QUIET = 0.3
#: Key pairs pressed in turn: the menu's highlight moving, or the menu rebuilt (`h` opens
#: "Whose hand?", Escape goes back).
KEYS = {"arrows": ("\x1b[B", "\x1b[A"), "menu": ("h", "\x1b"), "decision": ("u", "\x19")}

MINIMAL = """
from textual.app import App
from textual.widgets import Static
class Minimal(App[None]):
    BINDINGS = [("down,h,u", "move(1)"), ("up,escape,ctrl+y", "move(-1)")]
    n = 0
    def compose(self):
        yield Static("Hello from a minimal app: 0", id="line")
    def action_move(self, step: int) -> None:
        self.n += step
        self.query_one("#line", Static).update(f"Hello from a minimal app: {self.n}")
Minimal().run()
"""

WHOLE_SCREEN = """
from textual.app import App
from textual.widgets import Static
class Whole(App[None]):
    CSS = "Static { width: 1fr; height: 1fr; }"
    BINDINGS = [("down,h,u", "move(1)"), ("up,escape,ctrl+y", "move(-1)")]
    n = 0
    def compose(self):
        yield Static(self.page(), id="page")
    def page(self) -> str:
        w, h = self.size.width or 120, self.size.height or 40
        return "\\n".join("Whole screen %d " % self.n + "%c" % (65 + (self.n + r) % 26) * (w - 20)
                         for r in range(h))
    def action_move(self, step: int) -> None:
        self.n += step
        self.query_one("#page", Static).update(self.page())
Whole().run()
"""


def _drain(child, quiet: float) -> float | None:  # type: ignore[no-untyped-def]
    """Read until `quiet` seconds pass with no output; the time of the last byte (None: none)."""
    import pexpect

    last = None
    while True:
        try:
            child.read_nonblocking(1 << 16, timeout=quiet)
            last = time.perf_counter()
        except pexpect.TIMEOUT:
            return last


def measure(argv: list[str], ready: str, keys: int, size: tuple[int, int],
            env: dict[str, str], prelude: str = "", kind: str = "arrows") -> list[float]:
    """Milliseconds from each key to the last byte written for it; `prelude`: text to wait
    for before Enter is pressed (the curtain of a resumed game, past its guard time)."""
    import pexpect

    child = pexpect.spawn(argv[0], argv[1:], env=env, dimensions=(size[1], size[0]),
                          encoding="utf-8", codec_errors="replace", timeout=60)
    samples: list[float] = []
    try:
        if prelude:
            child.expect_exact(prelude)
            _drain(child, 1.0)
            child.send("\r")
        child.expect_exact(ready)
        _drain(child, 1.0)
        for i in range(keys):
            t0 = time.perf_counter()
            child.send(KEYS[kind][i % 2])
            last = _drain(child, QUIET)
            if last is not None:
                samples.append((last - t0) * 1000)
    finally:
        child.sendcontrol("q")
        child.close(force=True)
    return samples


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[max(0, int(len(ordered) * 0.95) - 1)]


def main() -> None:
    from bench_ui import late_game

    from voxpopuli_tui.saves import write_save

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--keys", type=int, default=60)
    p.add_argument("--size", default="120x40")
    p.add_argument("--kind", choices=sorted(KEYS), default="arrows")
    args = p.parse_args()
    size = tuple(int(n) for n in args.size.split("x"))
    home = tempfile.mkdtemp()
    env = {**os.environ, "TERM": "xterm-256color", "COLORTERM": "truecolor",
           "XDG_CONFIG_HOME": os.path.join(home, "config"),
           "XDG_DATA_HOME": os.path.join(home, "data")}
    env.pop("NO_COLOR", None)
    save = write_save(home, late_game())
    script = os.path.join(home, "minimal.py")
    Path(script).write_text(MINIMAL, encoding="utf-8")
    beside = Path(sys.executable).with_name("voxpopuli")
    app = measure([str(beside), "--load", str(save)], "TURN", args.keys,
                  size, env, prelude="Press Enter", kind=args.kind)  # type: ignore[arg-type]
    minimal = measure([sys.executable, script], "Hello from a minimal app", args.keys,
                      size, env, kind=args.kind)  # type: ignore[arg-type]
    whole_script = os.path.join(home, "whole.py")
    Path(whole_script).write_text(WHOLE_SCREEN, encoding="utf-8")
    whole = measure([sys.executable, whole_script], "Whole screen", args.keys,
                    size, env, kind=args.kind)  # type: ignore[arg-type]
    for name, s in (("app", app), ("minimal", minimal), ("whole", whole)):
        print(f"{name:8} {len(s)} keys: p50 {statistics.median(s):.1f} ms, "
              f"p95 {_p95(s):.1f} ms, max {max(s):.1f} ms")
    for name, ref in (("minimal", minimal), ("whole screen", whole)):
        print(f"against the {name} app: ratio p95 {_p95(app) / _p95(ref):.2f}, "
              f"p50 {statistics.median(app) / statistics.median(ref):.2f}")
    print("goal: a decision key (--kind decision) within 1.5x of the whole-screen app")


if __name__ == "__main__":
    main()
