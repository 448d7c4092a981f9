"""Public lines the table adds to its log, not engine events: the voting order when a vote starts
(`vote_order`), "<name> took a hint" at a hot-seat table (`hint_flow`). Kept with the table for
the session (not in the save); every view drawn gets them merged where they were said.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.events import EventKind
from voxpopuli_tui.engine.views import EventView

#: the notes' log positions, below the PIN notes' (`pins.with_notes`: -1, -2, …)
FIRST_SEQ = -10_000


@dataclass(frozen=True, slots=True)
class TableNote:
    """A public line the table adds to its log after position `after` (not an engine event)."""

    after: int
    turn: int
    text: str


def with_table_notes(view: SeatView, notes: Sequence[TableNote]) -> SeatView:
    """The view with the table's notes in its log, each where it was said."""
    if not notes:
        return view

    ordered = sorted(notes, key=lambda n: n.after)
    merged: list[EventView] = []
    i = 0
    for event in view.log:
        while i < len(ordered) and ordered[i].after <= event.seq:
            note = ordered[i]
            merged.append(EventView(FIRST_SEQ - i, note.turn, EventKind.TABLE, note.text, False))
            i += 1
        merged.append(event)
    for j in range(i, len(ordered)):
        note = ordered[j]
        merged.append(EventView(FIRST_SEQ - j, note.turn, EventKind.TABLE, note.text, False))
    return dataclasses.replace(view, log=tuple(merged))
