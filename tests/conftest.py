"""Shared pytest set-up: the source checkout and `tests/support.py` import without installing."""

from __future__ import annotations

import sys
from pathlib import Path

_TESTS = Path(__file__).resolve().parent
for _path in (str(_TESTS.parent), str(_TESTS)):
    if _path not in sys.path:
        sys.path.insert(0, _path)
