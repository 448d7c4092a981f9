"""The UI tests' fixtures (no NO_COLOR, fine-grained Pilot waits) apply here too."""

from ui.conftest import _fast_pilot, _no_color_env  # noqa: F401
