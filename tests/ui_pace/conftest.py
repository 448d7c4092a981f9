"""The UI tests' fixtures (no NO_COLOR, fine-grained Pilot waits) apply here too."""

from __future__ import annotations

from ui.conftest import _fast_pilot, _no_color_env

__all__ = ["_fast_pilot", "_no_color_env"]
