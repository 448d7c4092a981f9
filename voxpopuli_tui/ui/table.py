"""The table: holds the `Game`, applies actions, lets computer seats act, and says who is next.

Screens call the table; widgets only ever receive `SeatView`s from it.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Action, Game, IllegalActionError, Pass, SeatView, view_for
from voxpopuli_tui.engine.actions import FREE_TYPES
from voxpopuli_tui.engine.assets import load_clubs
from voxpopuli_tui.engine.prompts import STARS, VOTE, WINDOW

from .bots_adapter import LEGACY_LEVEL, Bot, Level, label, make_bot

if TYPE_CHECKING:
    from voxpopuli_tui.saves import Autosaver

MAX_BOT_STEPS = 10_000
#: open-moment actions (gifts, decoy purchases...) a computer may take in a row before it is
#: offered only the pending decision's actions: a bot that keeps buying cannot stall the table
MAX_FREE_IN_A_ROW = 3


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
        return next((a for a in self.legal if a.type not in FREE_TYPES), self.legal[0])


def computer_levels(computer: Mapping[int, str] | Iterable[int]) -> dict[int, Level]:
    """Seat → level; bare seat numbers play as computers always did (`LEGACY_LEVEL`)."""
    if isinstance(computer, Mapping):
        return {int(s): Level(level) for s, level in computer.items()}
    return dict.fromkeys(computer, LEGACY_LEVEL)


class Table:
    """One game at the hot-seat table."""

    def __init__(
        self,
        game: Game,
        computer: Mapping[int, str] | Iterable[int] = (),
        saver: Autosaver | None = None,
    ) -> None:
        self.game = game
        #: writes the game after every applied action (None: not saved, e.g. in tests)
        self.saver = saver
        #: one line when the last autosave failed ("" when it is current)
        self.save_warning = ""
        self._batch = 0
        self._unsaved = False
        #: how each computer seat plays
        self.levels = computer_levels(computer)
        self.computer = frozenset(self.levels)
        if saver is not None:  # the save records who the computer plays (resumed alike)
            saver.computer = tuple(sorted(self.computer))
            saver.levels = {s: level.value for s, level in self.levels.items()}
        seed = game.ruleset.seed
        self.bots: dict[int, Bot] = {
            s: make_bot(level, seed * 7 + s) for s, level in sorted(self.levels.items())
        }
        #: moves on whenever `game` is replaced (undo), for `ComputerTurn.token`
        self._epoch = 0
        #: one bot thinks at a time: a stale think still running must not share a bot's state
        self._think_lock = threading.Lock()
        #: open-moment actions each computer seat has just taken in a row
        self._free_streak: dict[int, int] = {}
        self.error = ""
        self._views: dict[int | None, SeatView] = {}
        self._views_game: Game | None = None
        self._views_version = -1

    # ------------------------------------------------------------------ views
    def public(self) -> SeatView:
        return self._view(None)

    def view(self, seat: int) -> SeatView:
        return self._view(seat)

    def _view(self, seat: int | None) -> SeatView:
        # Views are immutable and the state's version moves with every action: one build per
        # seat per action, however many widgets and prompts ask.
        if self._views_game is not self.game or self._views_version != self.game.version:
            self._views_game = self.game
            self._views_version = self.game.version
            self._views = {}
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = view_for(self.game, seat)
        return view

    def name(self, seat: int) -> str:
        return self.game.names[seat]

    def mark(self, seat: int) -> str:
        club = self.game.ruleset.players[seat].club
        return next(c.mark for c in load_clubs() if c.id == club)

    @property
    def kind(self) -> str | None:
        return self.game.pending_kind

    def humans(self) -> list[int]:
        return [s for s in range(self.game.n) if s not in self.computer]

    def to_act_humans(self) -> list[int]:
        return [s for s in self.game.to_act() if s not in self.computer]

    def is_secret(self) -> bool:
        """A secret input is pending: curtains are needed (not under R30 / R31)."""
        kind = self.kind
        rs = self.game.ruleset
        if kind == VOTE:
            return not rs.hands_in_play
        return kind == STARS and not rs.no_bluff

    def is_window(self) -> bool:
        return self.kind == WINDOW

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action) -> bool:
        """Apply; on refusal keep the engine's one-line reason in `error`."""
        try:
            self.game.apply(action)
        except IllegalActionError as exc:
            self.error = str(exc.reason) if getattr(exc, "reason", None) else str(exc)
            return False
        self.error = ""
        self._unsaved = True
        if not self._batch:
            self.autosave()
        return True

    # ------------------------------------------------------------------ saving and undo
    def autosave(self) -> None:
        """Write the game now; a failure only sets `save_warning` (the last good save stays)."""
        from voxpopuli_tui.saves import SaveError

        if self.saver is None:
            return
        try:
            self.saver.save(self.game)
        except SaveError as exc:
            self.save_warning = f"Autosave failed: {exc}"
        except Exception as exc:  # never let saving stop the game
            self.save_warning = f"Autosave failed ({type(exc).__name__})"
        else:
            self.save_warning = ""
            self._unsaved = False

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Apply several actions, then save once."""
        self._batch += 1
        try:
            yield
        finally:
            self._batch -= 1
            if not self._batch and self._unsaved:
                self.autosave()

    def undo(self) -> str:
        """Take back the last human action (and computers' and passes after it), barriers
        permitting; "" when done, else the one-line reason it cannot."""
        from voxpopuli_tui.engine.undo import undo, undo_limit

        limit, why = undo_limit(self.game)
        if limit == 0:
            return f"Cannot undo: {why}"
        history = self.game.history
        steps = 0
        while steps < len(history) - 1 and (
            history[-1 - steps].seat in self.computer or history[-1 - steps].type == "pass"
        ):
            steps += 1
        steps = min(steps + 1, limit)
        self.game = undo(self.game, steps)
        self._epoch += 1
        self.error = ""
        self.autosave()
        return ""

    def barrier_seqs(self, last_only: bool = False) -> set[int]:
        """Public log positions after which undo cannot go back (the last public event of each
        barrier action); `last_only`: just the one undo stops at now."""
        from voxpopuli_tui.engine.undo import barrier_seqs

        return barrier_seqs(self.game, last_only)

    def main_actions(self, seat: int) -> list[Action]:
        """The pending decision's legal actions for `seat` (no open-moment actions)."""
        if seat not in self.game.to_act():
            return []
        return [a for a in self.game.legal_actions(seat) if a.type not in FREE_TYPES]

    def free_actions(self, seat: int, types: Iterable[str]) -> list[Action]:
        wanted = set(types)
        return [a for a in self.game.legal_actions(seat) if a.type in wanted]

    def card_plays(self, seat: int) -> list[Action]:
        return [a for a in self.main_actions(seat) if a.type == "play"]

    def continue_window(self) -> None:
        """Enter in a window: every seat still to act passes (computers then act in turn)."""
        with self.batch():
            for seat in list(self.game.to_act()):
                if self.kind != WINDOW:
                    break
                if seat in self.game.to_act():
                    self.apply(Pass(seat=seat))

    # ------------------------------------------------------------------ computer seats
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
        if self.kind not in (WINDOW, VOTE) and to_act[0] not in self.computer:
            return None  # sequential decisions: the human whose turn it is acts first
        seat = seats[0]
        main = self.main_actions(seat)
        if not main:
            return None
        # A bot sees all its seat may do now (gifts and purchases too), within reason.
        legal = main
        if self._free_streak.get(seat, 0) < MAX_FREE_IN_A_ROW:
            legal = self.game.legal_actions(seat)
        view = self.view(seat)
        if len(legal) > 1:
            # The information set is a copy of the game: made here, on the UI thread, so the
            # worker never reads the live game while the table moves on.
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
        free = action.type in FREE_TYPES
        self._free_streak[turn.seat] = self._free_streak.get(turn.seat, 0) + 1 if free else 0
        return True

    def run_computers(self) -> None:
        """Let computer seats act here and now until a human must (or the game is over)."""
        with self.batch():
            for _ in range(MAX_BOT_STEPS):
                turn = self.computer_turn()
                if turn is None:
                    return
                self.play_computer(turn, self.think(turn))

    def computer_window(self) -> bool:
        """A card window of a computer's turn where only humans are left to pass or play."""
        if not self.is_window() or self.computer_turn() is not None:
            return False
        active = self.game.active
        return active in self.computer and bool(self.to_act_humans())

    # ------------------------------------------------------------------ helpers
    def attendance_label(self, politician: int) -> str:
        """Who attends a match in this arena now, per club (public facts)."""
        view = self.public()
        spaces = view.attendance[politician]
        per: dict[int, list[int]] = {}
        for s in spaces:
            space = view.spaces[s]
            if space.seat is not None:
                per.setdefault(space.seat, []).append(space.value)
        parts = [
            f"{self.mark(seat)}:{'+'.join(map(str, vals))}" for seat, vals in sorted(per.items())
        ]
        return f"{len(spaces)} attending" + (f" ({' '.join(parts)})" if parts else "")
