"""Card windows at the table: whether one is open, whether it passes by itself (no human can
use it) or waits in a computer's turn for the humans, and passing it (every seat still to act
passes).

A mixin of `TableController`, which holds the game; the windows folded into the decision that
follows are `fold`'s, their passes before a choice `TableController.carry_out`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Pass
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.intents import AtTable, Next

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from voxpopuli_tui.engine import Action, Game
    from voxpopuli_tui.ui.table.intents import ComputerTurn


class CardWindows:
    """The open card window, if any, as the table sees it."""

    game: Game
    computer: frozenset[int]

    if TYPE_CHECKING:
        @property
        def kind(self) -> str | None: ...
        def apply(self, action: Action) -> bool: ...
        def batch(self) -> AbstractContextManager[None]: ...
        def next(self) -> Next: ...
        def computer_turn(self) -> ComputerTurn | None: ...
        def to_act_humans(self) -> list[int]: ...
        def card_plays(self, seat: int) -> list[Action]: ...

    def is_window(self) -> bool:
        return self.kind == Decision.WINDOW

    def continue_window(self) -> None:
        """Enter in a window: every seat still to act passes (computers then act in turn)."""
        with self.batch():
            for seat in list(self.game.to_act()):
                if self.kind != Decision.WINDOW:
                    break
                if seat in self.game.to_act():
                    self.apply(Pass(seat=seat))

    def computer_window(self) -> bool:
        """A card window of a computer's turn where only humans are left to pass or play (one
        of them can: a window nobody can use has passed at once, `idle_window`)."""
        if not self.is_window() or self.computer_turn() is not None:
            return False
        active = self.game.active
        return active in self.computer and bool(self.to_act_humans())

    def idle_window(self) -> bool:
        """A card window no human can use: no computer owes it, no human to
        act holds a card playable in it. It passes at once, as at a table where nobody speaks
        up; one a human can use stops (in a computer's turn: the pace, `computer_window`)."""
        if not self.is_window() or self.computer_turn() is not None:
            return False
        return not any(self.card_plays(s) for s in self.to_act_humans())

    def pass_window(self) -> Next:
        """Continue at a card window: every seat still to act passes."""
        if not self.is_window():
            return AtTable(_("no card window is open"))
        self.continue_window()
        return self.next()

    def window_passes(self) -> Next:
        """A computer's card window left to humans passes on by itself."""
        self.continue_window()
        return self.next()
