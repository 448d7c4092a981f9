"""The safety tests drive the app too: colours on, quick Pilot."""

from __future__ import annotations

from tests.support.pilot import _fast_pilot, _no_color_env

__all__ = ["_fast_pilot", "_no_color_env"]
