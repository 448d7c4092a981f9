"""The curtain tests keep the real key guard time (they are marked `guarded`)."""

from __future__ import annotations

import pytest
from ui.conftest import _fast_pilot, _no_color_env

__all__ = ["_fast_pilot", "_no_color_env"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "ui_curtain" in str(item.fspath):
            item.add_marker(pytest.mark.guarded)
