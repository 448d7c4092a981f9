"""The curtain: a full, opaque screen that names the next player and shows nothing private."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

#: What comes up when a curtain is lifted: a fresh private screen and its result callback.
Then = Callable[[], "tuple[Screen[Any], Callable[[Any], None] | None] | None"]


class CurtainScreen(Screen[bool]):
    """Dismissed with True when the named player confirms, False if cancelled (optional).

    With `then`, confirming calls it (only now, so nothing private exists before) and the
    private screen it returns takes the curtain's place at once: the screen below is not
    resumed and redrawn in between. If `then` returns None the curtain is dismissed with True.
    """

    CSS_PATH = "curtain.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "confirm", "I am the one"),
        Binding("escape", "cancel", "Back", show=False),
    ]

    def __init__(
        self,
        name: str,
        purpose: str,
        cancellable: bool = False,
        back: str = "the table",
        then: Then | None = None,
    ) -> None:
        super().__init__()
        self.then = then
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
                markup=False,
            )

    def action_confirm(self) -> None:
        follow = self.then() if self.then is not None else None
        if follow is None:
            self.dismiss(True)
            return
        screen, callback = follow
        app = self.app
        # Replace the curtain with the private screen; the curtain's own result callback is
        # dropped (switch_screen pops it) and the private screen gets the caller's callback.
        app.switch_screen(screen)
        screen._pop_result_callback()
        screen._push_result_callback(app, callback)

    def action_cancel(self) -> None:
        if self.cancellable:
            self.dismiss(False)
