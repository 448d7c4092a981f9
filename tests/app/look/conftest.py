"""The look tests share the UI tests' quick Pilot; NO_COLOR is set per test."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _fast_pilot(monkeypatch: pytest.MonkeyPatch) -> None:
    import textual._wait as wait

    monkeypatch.setattr(wait, "SLEEP_GRANULARITY", 0.002)
    monkeypatch.setattr(wait, "SLEEP_IDLE", 0.0002)
