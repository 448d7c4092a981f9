""""Since your last turn": the public events since a human seat last acted, at
most six lines, on its curtain (hot seat) or at the start of its turn (a table of one human).

Only the public log is read (`TableController.public`): the curtain is drawn before the seat
has confirmed who is at the keyboard, so nothing private may be in it (R27).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from voxpopuli_tui.engine.actions import Pass
from voxpopuli_tui.i18n import N_
from voxpopuli_tui.ui.table.log_words import line_words

if TYPE_CHECKING:
    from voxpopuli_tui.engine import Action, Game, SeatView

#: At most this many lines (the last ones); the full history is on `l`.
MAX_LINES = 6
FULL_HISTORY = N_("l at the table: the full history")
TITLE = N_("Since your last turn")


class LastActs:
    """Where, in the log, each human seat last acted (a window's pass is not acting: anyone
    may press Enter for it)."""

    def __init__(self) -> None:
        self.at: dict[int, int] = {}

    def record(self, action: Action, log_length: int) -> None:
        if not isinstance(action, Pass):
            self.at[action.seat] = log_length


class ActingTable(Protocol):
    """What these lines need of the table (`controller.TableController` is one; a Protocol,
    so this module never imports the controller that imports it)."""

    game: Game
    acted: LastActs

    def public(self) -> SeatView: ...
    def humans(self) -> list[int]: ...


def since_lines(table: ActingTable, seat: int) -> list[str]:
    """The last public log lines since `seat` last acted (none before it has acted)."""
    start = table.acted.at.get(seat)
    if start is None:
        return []
    view = table.public()
    events = [e for e in view.log if e.seq >= start and not e.private]
    return [line_words(e, view.names) for e in events[-MAX_LINES:]]


class TurnStart:
    """At a table of one human: the "since your last turn" block, once per turn of theirs."""

    def __init__(self) -> None:
        self._shown: tuple[int, int] | None = None

    def due(self, table: ActingTable) -> list[str]:
        """The lines to show now (empty: nothing new to show, or not the human's turn start)."""
        humans = table.humans()
        game = table.game
        if len(humans) != 1 or game.is_over:
            return []
        seat = humans[0]
        if game.active != seat or seat not in game.to_act():
            return []
        moment = (id(game), game.turn)
        if self._shown == moment:
            return []
        self._shown = moment
        return since_lines(table, seat)
