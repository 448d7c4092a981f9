"""The curtain tests keep the real key guard time (they are marked `guarded`); the app's
fixtures (colours on, quick Pilot) come from tests/app/conftest.py."""

from __future__ import annotations

from pathlib import Path

import pytest

_HERE = Path(__file__).resolve().parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A conftest's hook sees every collected item: mark only this folder's.
    for item in items:
        if _HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.guarded)
