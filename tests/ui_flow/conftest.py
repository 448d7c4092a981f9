"""The UI tests' fixtures (colours on, quick Pilot) apply here too."""

from __future__ import annotations

from tests.ui.conftest import _fast_pilot, _no_color_env

__all__ = ["_fast_pilot", "_no_color_env"]
