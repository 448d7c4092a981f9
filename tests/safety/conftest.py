"""Fixtures for the safety tests: the UI tests' quick Pilot and colour set-up."""

from __future__ import annotations

from ui.conftest import _fast_pilot, _no_color_env

__all__ = ["_fast_pilot", "_no_color_env"]
