"""The computer seats' turns at the table: which decision a computer owes now, its bot's
choice (safe off the UI thread), and its answer applied only while it is still current.

A mixin of `TableController`, which holds the game, the bots and the seats' levels
(`computer_seats`: the levels and their names); the app's computer worker asks it for a
`ComputerTurn` and hands the answer back.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from voxpopuli_tui.engine.actions import is_free
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.ui.table.computer_seats import LEGACY_LEVEL, Bot, Level, label
from voxpopuli_tui.ui.table.intents import ComputerTurn

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from voxpopuli_tui.engine import Action, Game, SeatView

MAX_BOT_STEPS = 10_000
#: open-moment actions (gifts, decoy purchases...) a computer may take in a row before it is
#: offered only the pending decision's actions: a bot that keeps buying cannot stall the table
MAX_FREE_IN_A_ROW = 3


def computer_levels(computer: Mapping[int, str] | Iterable[int]) -> dict[int, Level]:
    """Seat → level; bare seat numbers play as computers always did (`LEGACY_LEVEL`)."""
    if isinstance(computer, Mapping):
        return {int(s): Level(level) for s, level in computer.items()}
    return dict.fromkeys(computer, LEGACY_LEVEL)


class ComputerTurns:
    """The computers' decisions (`_free_streak`: open-moment actions each took in a row)."""

    game: Game
    computer: frozenset[int]
    levels: dict[int, Level]
    bots: dict[int, Bot]
    _epoch: int
    _think_lock: threading.Lock
    _free_streak: dict[int, int]

    if TYPE_CHECKING:
        @property
        def kind(self) -> str | None: ...
        def apply(self, action: Action) -> bool: ...
        def batch(self) -> AbstractContextManager[None]: ...
        def main_actions(self, seat: int) -> list[Action]: ...
        def view(self, seat: int) -> SeatView: ...
        def public(self) -> SeatView: ...

    def level(self, seat: int) -> Level | None:
        """How `seat` plays, None for a human."""
        return self.levels.get(seat)

    def level_labels(self) -> dict[int, str]:
        """Computer seat → its level's name, for the players panel."""
        return {s: label(level) for s, level in self.levels.items()}

    def computer_turn(self) -> ComputerTurn | None:
        """The decision a computer seat owes now, None when none does (a human must act first,
        or the game is over)."""
        if self.game.is_over or self.kind is None:
            return None
        to_act = self.game.to_act()
        seats = [s for s in to_act if s in self.computer]
        if not seats:
            return None
        if self.kind not in (Decision.WINDOW, Decision.VOTE) and to_act[0] not in self.computer:
            return None  # sequential decisions: the human whose turn it is acts first
        seat = seats[0]
        main = self.main_actions(seat)
        if not main:
            return None
        # A bot sees all its seat may do now (gifts and purchases too), within reason.
        legal = tuple(main)
        if self._free_streak.get(seat, 0) < MAX_FREE_IN_A_ROW:
            legal = self.game.legal_actions(seat)
        view = self.view(seat)
        if len(legal) > 1:
            # The information set (built with the view, on the UI thread) is a copy of the
            # game, so the worker never reads the live game while the table moves on.
            view.information()
        return ComputerTurn(seat, view, tuple(legal), self._token())

    def _token(self) -> tuple[int, int]:
        return (self._epoch, self.game.version)

    def is_current(self, turn: ComputerTurn) -> bool:
        """Nothing has happened since `turn` was asked: its answer still fits."""
        return turn.token == self._token()

    def think(self, turn: ComputerTurn) -> Action:
        """The seat's bot chooses (safe off the UI thread: reads only the turn's view/legal)."""
        if len(turn.legal) == 1:
            return turn.legal[0]  # forced: no thinking
        with self._think_lock:
            return self.bots[turn.seat].choose(turn.view, turn.legal)

    def play_computer(self, turn: ComputerTurn, action: Action) -> bool:
        """Apply a computer's answer if it is still current (False: dropped as stale)."""
        if not self.is_current(turn):
            return False
        if action not in turn.legal or not self.apply(action):
            action = turn.fallback  # a bot's slip must not stop the table
            self.apply(action)
        free = is_free(action)
        self._free_streak[turn.seat] = self._free_streak.get(turn.seat, 0) + 1 if free else 0
        return True

    def run_computers(self) -> None:
        """Let computer seats act here and now until a human must (or the game is over)."""
        with self.batch():
            for _step in range(MAX_BOT_STEPS):
                turn = self.computer_turn()
                if turn is None:
                    return
                self.play_computer(turn, self.think(turn))

    def computer_played(self, turn: ComputerTurn, action: Action) -> bool:
        """A computer's answer: applied if still current; True if it showed something."""
        before = self.game.log_length
        self.play_computer(turn, action)
        return any(e.seq >= before for e in reversed(self.public().log))
