"""What a secret input's private screen works with: one seat's own
view, its legal moves and a way to submit one; never the table or the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from voxpopuli_tui.engine import view_for
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.ui.table.hint_rules import hints_on, took_hint
from voxpopuli_tui.ui.table.notes import with_table_notes
from voxpopuli_tui.ui.table.reveal_note import reveal_unshown

if TYPE_CHECKING:
    from voxpopuli_tui.engine import Action, SeatView
    from voxpopuli_tui.ui.table.controller import TableController

class PrivateInput:
    """What a secret input's private screen may touch: one seat's own view,
    its legal moves, and a way to submit one; never the table or the game."""

    def __init__(self, table: TableController, seat: int) -> None:
        self._table = table
        self.seat = seat
        self.names: tuple[str, ...] = tuple(table.game.names)
        self.club = table.game.ruleset.players[seat].club
        #: the private screen's refusal line: why the last choice was refused ("" when it
        #: was not); the screen's own, never written into the table
        self.error = ""

    @property
    def name(self) -> str:
        return self.names[self.seat]

    @property
    def kind(self) -> Decision | None:
        kind = self._table.kind
        return Decision(kind) if kind is not None else None

    def view(self) -> SeatView:
        return self._table.view(self.seat)

    def logged(self) -> SeatView:
        """The seat's view with the table's public notes in its log (the voting order)."""

        return with_table_notes(self.view(), self._table.table_notes)

    def moves(self) -> list[Action]:
        """The pending decision's legal actions for this seat (no gifts or purchases)."""
        return self._table.main_actions(self.seat)

    def may(self, action: Action) -> bool:
        return action in self._table.game.legal_actions(self.seat)

    def submit(self, action: Action) -> bool:
        """Apply the seat's choice (False: refused, `error` says why)."""
        done = self._table.apply(action)
        self.error = "" if done else self._table.error
        return done

    @property
    def solo(self) -> bool:
        """One human against computers: nobody else is at the screen."""
        return self._table.keyboard.solo

    @property
    def moment(self) -> tuple[int, int]:
        return self._table.moment

    def advice(self) -> tuple[SeatView, list[Action]] | None:
        """The hint's inputs (None: hints are off): the seat's view with its information set,
        built here on the UI thread, and its moves. A hint taken at a hot seat is said."""

        if not hints_on(self._table):
            return None
        took_hint(self._table, self.seat)
        return view_for(self._table.game, self.seat), self.moves()

    def still_placing(self) -> bool:
        """R21: the seat has Stars left to place (the screen stays) — unless the vote just
        sealed revealed the votes: that reveal comes first, the Stars after it (R20)."""

        return (self.seat in self._table.game.to_act() and self.kind == Decision.STARS
                and not reveal_unshown(self._table))
