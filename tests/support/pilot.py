"""The Textual tests' set-up (colours on whatever the runner's NO_COLOR, a quick Pilot) and
the one wait on the app's state.

Conftest files of the folders that drive the app import these autouse fixtures."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from textual.pilot import Pilot


@pytest.fixture(autouse=True)
def _no_color_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)


@pytest.fixture(autouse=True)
def _fast_pilot(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot waits for CPU idle in 20 ms slices; finer slices keep full games quick."""
    import textual._wait as wait

    monkeypatch.setattr(wait, "SLEEP_GRANULARITY", 0.002)
    monkeypatch.setattr(wait, "SLEEP_IDLE", 0.0002)


async def wait_until(pilot: Pilot[None], done: Callable[[], bool], what: str = "the app",
                     seconds: float = 30.0) -> None:
    """Let the app run (its timers and workers do the work) until `done()` holds. The wait is
    on the app's state; the clock only bounds a failing test, generously for a busy machine."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise AssertionError(f"{what}: nothing happened in {seconds} s")
        await pilot.pause(0.01)
