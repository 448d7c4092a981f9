"""The public log of a seeded 4-player base game is exactly the checked-in transcript.

If the engine's output changes on purpose: ``python -m tests.engine.golden.regenerate`` (from
the repository root), review the diff.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"


def _regenerate_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("golden_regenerate", GOLDEN_DIR / "regenerate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_golden_public_transcript_of_a_base_game() -> None:
    module = _regenerate_module()
    expected = module.GOLDEN.read_text(encoding="utf-8")
    actual = module.transcript()
    assert actual.splitlines() == expected.splitlines()
    assert actual == expected
    lines = expected.splitlines()
    assert lines[0] == "Marcus is the first player."
    assert lines[-1].endswith("wins the game.") or "joint winners" in lines[-1]
