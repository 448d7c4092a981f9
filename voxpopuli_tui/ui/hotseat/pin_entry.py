"""A seat chooses its PIN, behind its own curtain, before the game starts.

The digits are never drawn (dots only), the PIN is typed twice, and Esc leaves the seat without
one. The PIN goes straight to `on_pin` (which keeps only its hash) and is never the screen's
result, so it never travels further.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Static

from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.hotseat.handoff import HandOffScreen
from voxpopuli_tui.ui.hotseat.pin_digits import PIN_LENGTH, with_digit

if TYPE_CHECKING:
    from textual.events import Key


class PinEntryScreen(HandOffScreen, Screen[bool | None]):
    """Dismissed True once a PIN was chosen (typed twice alike), None for no PIN."""

    DEFAULT_CSS = """
    PinEntryScreen { background: $background; }
    PinEntryScreen #pin-box { width: 64; height: auto; border: heavy $accent; padding: 1 2; }
    PinEntryScreen #pin-title { text-style: bold; margin-bottom: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "confirm", N_("Confirm"), id="pin.confirm"),
        Binding("escape", "no_pin", N_("No PIN"), id="pin.no_pin"),
        Binding("backspace", "rub_out", N_("Rub out"), show=False, id="pin.rub_out"),
    ]

    def __init__(self, name: str, on_pin: Callable[[str], None]) -> None:
        super().__init__()
        self.player = name
        self.on_pin = on_pin
        self.typed = ""
        self.first = ""

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="pin-box"):
            title = _("{name}: a PIN for your curtain").format(name=self.player)
            yield Static(Text(title), id="pin-title")
            yield Static(Text(self._hint()), id="pin-hint")

    def _hint(self, problem: str = "") -> str:
        dots = "•" * len(self.typed) + "_" * (PIN_LENGTH - len(self.typed))
        ask = (_("Type it again") if self.first
               else _("Choose {count} digits").format(count=PIN_LENGTH))
        lines = [problem] if problem else []
        lines += [
            _("{ask}: {dots}  then Enter").format(ask=ask, dots=dots),
            _("From now on your curtain opens only with it."),
            _("(Esc: no PIN for this seat)"),
        ]
        return "\n".join(lines)

    def _say(self, problem: str = "") -> None:
        self.query_one("#pin-hint", Static).update(Text(self._hint(problem)))

    def on_key(self, event: Key) -> None:
        typed = with_digit(self.typed, event.character)
        if typed is not None:
            event.stop()
            self.typed = typed
            self._say()

    def action_rub_out(self) -> None:
        self.typed = self.typed[:-1]
        self._say()

    def action_confirm(self) -> None:
        typed, self.typed = self.typed, ""
        if len(typed) != PIN_LENGTH:
            self._say(_("A PIN has {count} digits.").format(count=PIN_LENGTH))
        elif not self.first:
            self.first = typed
            self._say()
        elif typed == self.first:
            self.first = ""
            self.on_pin(typed)
            self.hand_back(True)
        else:
            self.first = ""
            self._say(_("The two PINs differ: choose one again."))

    def action_no_pin(self) -> None:
        self.hand_back(None)
