"""Seat PINs in the app: chosen behind each seat's curtain before the game
starts, kept in the save (every change saved at once), restored on resume, and the public
lines of wrong tries drawn in the table's log.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from voxpopuli_tui.ui.hotseat.pin_entry import PinEntryScreen
from voxpopuli_tui.ui.table.pins import SeatPins
from voxpopuli_tui.ui.table.purpose import Purpose

if TYPE_CHECKING:
    from textual.screen import Screen

    from voxpopuli_tui.saves import LoadedSave
    from voxpopuli_tui.ui.table.controller import TableController as Table


class PinHost(Protocol):
    """What this needs of the app (`VoxPopuliApp`)."""

    pins: SeatPins | None

    def warn_save(self) -> None: ...
    def advance(self) -> None: ...
    def hand_off(self, seat: int, purpose: Purpose, private: Callable[[], Screen[Any]],
                 done: Callable[[Any], None], cancellable: bool = True,
                 back: str = "") -> None: ...



def attach(app: PinHost, table: Table, pins: SeatPins | None) -> None:
    """`pins` are the table's: written with every save, and saved as soon as they change."""
    app.pins = table.pins = pins
    if table.saver is not None:
        table.saver.pin_state = pins.saved if pins is not None else None
    if pins is not None:
        def changed() -> None:  # a lock-out must survive a quit that follows at once
            table.autosave()
            app.warn_save()

        pins.on_change = changed


def start_pins(app: PinHost, table: Table, on: bool) -> None:
    """A new game: with PINs on, each human seat in turn chooses its PIN (or none) behind
    its own curtain; then the game starts (`advance`)."""

    if not on:
        attach(app, table, None)
        return
    pins = SeatPins()
    attach(app, table, pins)
    seats = table.humans()
    if not seats:  # computers only: the table starts as it always does
        return

    def ask(i: int) -> None:
        if i >= len(seats):
            app.advance()
            return
        seat = seats[i]

        def entry() -> PinEntryScreen:
            return PinEntryScreen(table.name(seat), lambda pin: pins.set_pin(seat, pin))

        app.hand_off(seat, Purpose.PIN, entry, lambda _: ask(i + 1), cancellable=False)

    ask(0)


def resume_pins(app: PinHost, loaded: LoadedSave, table: Table) -> None:
    """A resumed game keeps its PINs, their lock-outs and their public lines."""
    has = bool(loaded.pins or loaded.pin_log)
    attach(app, table, SeatPins.from_save(loaded.pins, loaded.pin_log) if has else None)
