"""The Textual tests' set-up: colours on whatever the runner's NO_COLOR, and a quick Pilot.

Conftest files of the folders that drive the app import these autouse fixtures."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_color_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)


@pytest.fixture(autouse=True)
def _fast_pilot(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot waits for CPU idle in 20 ms slices; finer slices keep full games quick."""
    import textual._wait as wait

    monkeypatch.setattr(wait, "SLEEP_GRANULARITY", 0.002)
    monkeypatch.setattr(wait, "SLEEP_IDLE", 0.0002)
