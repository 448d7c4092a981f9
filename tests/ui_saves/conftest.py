"""Fixtures for the saves UI tests: the same fast pilot and colour set-up as tests/ui."""

from __future__ import annotations

from ui.conftest import _fast_pilot, _no_color_env

__all__ = ["_fast_pilot", "_no_color_env"]
