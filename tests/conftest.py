"""Shared pytest set-up: the source checkout and `tests/support.py` import without installing."""

from __future__ import annotations

import sys
from pathlib import Path

_TESTS = Path(__file__).resolve().parent
for _path in (str(_TESTS.parent), str(_TESTS)):
    if _path not in sys.path:
        sys.path.insert(0, _path)


import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _no_key_guard(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot types one key at a time and waits for the screen: the curtain's key guard time
    is tested on its own (tests/ui_curtain, tests/tmux), elsewhere it would only slow tests."""
    if "guarded" in request.keywords:
        return
    try:
        from voxpopuli_tui.ui import handoff
    except ImportError:  # pragma: no cover - the engine-only checkout
        return
    monkeypatch.setattr(handoff, "GUARD_SECONDS", 0.0)


@pytest.fixture(autouse=True)
def _true_colour_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests draw as in a true-colour terminal whatever TERM the runner has (an unset or plain
    `xterm` TERM means 16 colours, where the app starts in its ANSI theme: tested on its own)."""
    monkeypatch.setenv("COLORTERM", "truecolor")


@pytest.fixture(autouse=True)
def _no_window_count(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Forum window of a computer's turn counts seconds down before it passes (R13): the
    count is tested on its own (`counted`), elsewhere it would only slow whole games."""
    if "counted" in request.keywords:
        return
    try:
        from voxpopuli_tui.ui import window_wait
    except ImportError:  # pragma: no cover - the engine-only checkout
        return
    monkeypatch.setattr(window_wait, "COUNT_SECONDS", 0)
