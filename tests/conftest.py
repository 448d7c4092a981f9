"""Shared pytest set-up for every test: no key guard, true colour, no window count.

`tests` is a package from the repository root (rootdir-relative packages with `__init__.py`),
so the shared helpers import as `tests.support.…` with no change of `sys.path`."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _no_key_guard(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot types one key at a time and waits for the screen: the curtain's key guard time
    is tested on its own (tests/app/curtain, tests/terminal), elsewhere it would only slow tests."""
    if "guarded" in request.keywords:
        return
    try:
        from voxpopuli_tui.ui.hotseat import handoff
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
        from voxpopuli_tui.ui.workers import card_windows as window_wait
    except ImportError:  # pragma: no cover - the engine-only checkout
        return
    monkeypatch.setattr(window_wait, "COUNT_SECONDS", 0)
