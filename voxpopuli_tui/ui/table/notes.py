"""Public lines the table adds to its log, not engine events: the voting order when a vote starts
(`vote_order`), "<name> took a hint" at a hot-seat table (`hint_flow`). Kept with the table for
the session (not in the save); every view drawn gets them merged where they were said.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

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


class Line(Protocol):
    """A public line of the table's log that is not an engine event (a `TableNote`, a saved
    `PinNote`): said after `after` engine events, in turn `turn`."""

    @property
    def after(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def text(self) -> str: ...


def merged_lines(view: SeatView, lines: Sequence[Line], first_seq: int,
                 words: Callable[[str], str] = str) -> SeatView:
    """The view with `lines` in its log, each where it was said, numbered down from
    `first_seq` (below every engine event's) and worded by `words`."""
    if not lines:
        return view
    ordered = sorted(lines, key=lambda n: n.after)
    merged: list[EventView] = []
    i = 0
    for event in view.log:
        while i < len(ordered) and ordered[i].after <= event.seq:
            merged.append(_line(ordered[i], first_seq - i, words))
            i += 1
        merged.append(event)
    merged.extend(_line(ordered[j], first_seq - j, words) for j in range(i, len(ordered)))
    return dataclasses.replace(view, log=tuple(merged))


def _line(line: Line, seq: int, words: Callable[[str], str]) -> EventView:
    return EventView(seq, line.turn, EventKind.TABLE, words(line.text), False)


def with_table_notes(view: SeatView, notes: Sequence[TableNote]) -> SeatView:
    """The view with the table's notes in its log, each where it was said."""
    return merged_lines(view, notes, FIRST_SEQ)
