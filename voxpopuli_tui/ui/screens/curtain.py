"""The curtain: a full, opaque screen that names the next player and shows nothing private."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class CurtainScreen(Screen[bool]):
    """Dismissed with True when the named player confirms, False if cancelled (optional)."""

    CSS_PATH = "curtain.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "confirm", "I am the one"),
        Binding("escape", "cancel", "Back", show=False),
    ]

    def __init__(
        self, name: str, purpose: str, cancellable: bool = False, back: str = "the table"
    ) -> None:
        super().__init__()
        self.player = name
        self.purpose = purpose
        self.cancellable = cancellable
        #: where Esc goes back to (said on the curtain when it is cancellable)
        self.back = back

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(
                f"Pass the keyboard to {self.player}\n\n"
                f"{self.player}: {self.purpose}.\n"
                "Press Enter when only you can see the screen."
                + (f"\n(Esc: back to {self.back})" if self.cancellable else ""),
                id="curtain-text",
            )

    def action_confirm(self) -> None:
        self.dismiss(True)

    def action_cancel(self) -> None:
        if self.cancellable:
            self.dismiss(False)
