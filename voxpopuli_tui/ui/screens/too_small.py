"""Shown while the terminal is smaller than 100×30; nothing of the game is lost meanwhile."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from voxpopuli_tui.i18n import _

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
            _("Please make the window at least {width}×{height}.").format(
                width=MIN_WIDTH, height=MIN_HEIGHT) + "\n"
            + _("The game waits: nothing is lost."),
            id="too-small",
        )
