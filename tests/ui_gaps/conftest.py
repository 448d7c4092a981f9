"""Fixtures for the gap tests: the fast pilot of tests/ui; the card scenes of tests/cards."""

from __future__ import annotations

import sys
from pathlib import Path

from ui.conftest import _fast_pilot, _no_color_env

for _dir in ("cards", "ui_cards"):
    _path = str(Path(__file__).resolve().parent.parent / _dir)
    if _path not in sys.path:
        sys.path.append(_path)

__all__ = ["_fast_pilot", "_no_color_env"]
