"""Seat PINs in the app (issue 16 item 4): chosen behind each seat's curtain before the game
starts, kept in the save (every change saved at once), restored on resume, and the public
lines of wrong tries drawn in the table's log.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from .pins import SeatPins

if TYPE_CHECKING:
    from voxpopuli_tui.engine import SeatView
    from voxpopuli_tui.saves import LoadedSave

    from .app import VoxPopuliApp
    from .table import Table

#: What the curtain before PIN entry says.
CHOOSE = "choose a PIN for your curtain (or none)"


def attach(app: VoxPopuliApp, table: Table, pins: SeatPins | None) -> None:
    """`pins` are the table's: written with every save, and saved as soon as they change."""
    app.pins = pins
    if table.saver is not None:
        table.saver.pin_state = pins.saved if pins is not None else None
    if pins is not None:

        def changed() -> None:  # a lock-out must survive a quit that follows at once
            table.autosave()
            app.warn_save()

        pins.on_change = changed


def start_pins(app: VoxPopuliApp, table: Table, on: bool) -> None:
    """A new game: with PINs on, each human seat in turn chooses its PIN (or none) behind
    its own curtain; then the game starts (`advance`)."""
    from .screens.pin_entry import PinEntryScreen

    if not on:
        attach(app, table, None)
        return
    pins = SeatPins()
    attach(app, table, pins)
    seats = table.humans()

    def ask(i: int) -> None:
        if i >= len(seats):
            app.advance()
            return
        seat = seats[i]

        def entry() -> PinEntryScreen:
            return PinEntryScreen(table.name(seat), lambda pin: pins.set_pin(seat, pin))

        app.hand_off(seat, CHOOSE, entry, lambda _: ask(i + 1), cancellable=False)

    ask(0)


def resume_pins(app: VoxPopuliApp, loaded: LoadedSave, table: Table) -> None:
    """A resumed game keeps its PINs, their lock-outs and their public lines."""
    has = bool(loaded.pins or loaded.pin_log)
    attach(app, table, SeatPins.from_save(loaded.pins, loaded.pin_log) if has else None)


def with_notes(view: SeatView, pins: SeatPins | None) -> SeatView:
    """The view with the PIN lines in its log, each where it happened (public lines: no PIN,
    just who and how many tries)."""
    if pins is None or not pins.notes:
        return view
    from voxpopuli_tui.engine.views import EventView

    notes = sorted(pins.notes, key=lambda n: n.after)
    merged: list[EventView] = []
    i = 0
    for event in view.log:
        while i < len(notes) and notes[i].after <= event.seq:
            merged.append(EventView(-1 - i, notes[i].turn, "pin", notes[i].text, False))
            i += 1
        merged.append(event)
    for j in range(i, len(notes)):
        merged.append(EventView(-1 - j, notes[j].turn, "pin", notes[j].text, False))
    return dataclasses.replace(view, log=tuple(merged))
