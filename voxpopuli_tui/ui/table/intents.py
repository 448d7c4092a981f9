"""What the table's screen asks the controller (intents) and what the controller answers (`Next`):
small frozen values, so the app routes by type and nobody calls "advance" by hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Action, SeatView
from voxpopuli_tui.engine.actions import is_free
from voxpopuli_tui.ui.table.purpose import Purpose

if TYPE_CHECKING:
    from voxpopuli_tui.ui.table.fold import Choice, Folded


# ---------------------------------------------------------------------- what comes next
@dataclass(frozen=True, slots=True)
class HandOff:
    """The keyboard goes to `seat`, behind its curtain, for `purpose`."""

    seat: int
    purpose: Purpose
    #: the seat may back out at its curtain (not for a secret input the game waits on)
    cancellable: bool = True


@dataclass(frozen=True, slots=True)
class Reveal:
    """The secret votes were revealed at log position `start`: everyone reads the result."""

    start: int


@dataclass(frozen=True, slots=True)
class OpenVote:
    """R33: `seat` votes or pledges in the open (`guard`: a computer's card brought it up)."""

    seat: int
    guard: bool


@dataclass(frozen=True, slots=True)
class ComputerMove:
    """A computer seat owes `turn`: it thinks (off the UI thread), then `computer_played`."""

    turn: ComputerTurn


@dataclass(frozen=True, slots=True)
class End:
    """The game is over."""


@dataclass(frozen=True, slots=True)
class AtTable:
    """Back to the table: it shows the pending decision (`error`: why the intent failed)."""

    error: str = ""


Next = HandOff | Reveal | OpenVote | ComputerMove | End | AtTable


# ---------------------------------------------------------------------- intents from the table
@dataclass(frozen=True, slots=True)
class Resume:
    """The table is (back) on top: what comes now?"""


@dataclass(frozen=True, slots=True)
class Choose:
    """A choice of the decision the table shows (its folded card windows pass first)."""

    folded: Folded
    choice: Choice


@dataclass(frozen=True, slots=True)
class PassWindow:
    """Continue at a card window: every seat still to act passes."""


@dataclass(frozen=True, slots=True)
class Act:
    """An action chosen in public: a gift of money, a decoy bought, a contribution."""

    action: Action


@dataclass(frozen=True, slots=True)
class Look:
    """A seat asks for the keyboard: its hand, a card to play or give, its news."""

    seat: int
    purpose: Purpose


@dataclass(frozen=True, slots=True)
class Undo:
    """Take back the last public action(s)."""


@dataclass(frozen=True, slots=True)
class Redo:
    """Play again what the last undo took back."""


Intent = Resume | Choose | PassWindow | Act | Look | Undo | Redo


@dataclass(frozen=True, slots=True)
class Notice:
    """A public banner: what everyone may read about the action just taken."""

    title: str
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ComputerTurn:
    """One decision a computer seat owes: what it may see and choose, and when it was asked.

    A thread may read `view` and `legal` (immutable); `token` tells whether the game has moved
    on (an action, an undo) since, so a late answer is dropped instead of applied."""

    seat: int
    view: SeatView
    legal: tuple[Action, ...]
    token: tuple[int, int]

    @property
    def fallback(self) -> Action:
        """What the seat plays if its bot fails: the first action of the pending decision."""
        return next((a for a in self.legal if not is_free(a)), self.legal[0])
