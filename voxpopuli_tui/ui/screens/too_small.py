"""Shown while the terminal is smaller than 100×30; nothing of the game is lost meanwhile."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

MIN_WIDTH = 100
MIN_HEIGHT = 30


class TooSmallScreen(Screen[None]):
    """Opaque; popped by the app when the window is large enough again."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; background: $background; }
    TooSmallScreen Static { width: auto; text-align: center; }
    """

    def compose(self) -> ComposeResult:
        yield Static(
            f"Please make the window at least {MIN_WIDTH}×{MIN_HEIGHT}.\n"
            "The game waits: nothing is lost.",
            id="too-small",
        )
