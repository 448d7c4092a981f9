"""The app's tests (every folder under tests/app): colours on, quick Pilot."""

from __future__ import annotations

from tests.support.pilot import _fast_pilot, _no_color_env

__all__ = ["_fast_pilot", "_no_color_env"]
