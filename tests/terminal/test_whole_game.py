"""Pace with computers in a real terminal: a game of two humans and two computers played to its end
in tmux (`benchmarks/bench_keys_tmux.py`): a curtain only when the keyboard passes between the
humans, never a private screen without one when the other may hold the keyboard, and the reveal
of a computer's match never waits for a key. About three minutes on a loaded two-core machine;
the six-human game is run by the same script (see its docstring)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from .test_real_terminal import pytestmark

__all__ = ["pytestmark"]

SCRIPT = Path(__file__).parents[2] / "benchmarks" / "bench_keys_tmux.py"


def test_two_humans_two_computers_play_to_the_end_R19_R27(capsys) -> None:  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_keys_tmux", SCRIPT)
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    status = bench.main(["--players", "4", "--computers", "1,3", "--seed", "3",
                         "--minutes", "9"])
    out = capsys.readouterr().out
    assert status == 0, out
    assert " ended after " in out and "reveals shown" in out
