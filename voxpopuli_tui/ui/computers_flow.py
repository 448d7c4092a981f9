"""Computer seats at the table: they think in a thread worker and act at a pace people can follow.

The engine is touched only on the UI thread: the worker gets a `ComputerTurn` (the seat's view
and legal actions, both immutable) and returns an action; the app applies it if the game has not
moved on since (`Table.is_current`). Each computer action that shows something stays on screen
`pace` seconds (any key skips ahead); a card window of a computer's turn passes on by itself after
the same delay unless a human presses `c` to play a card.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from textual import events
from textual.timer import Timer

if TYPE_CHECKING:
    from voxpopuli_tui.engine import Action

    from .table import ComputerTurn, Table

#: seconds a computer's action stays on screen before the next one (0: no wait)
DEFAULT_PACE = 0.6
#: how often to look again when a computer's move waits for the table to be back on top
RETRY = 0.25


class ComputersMixin:
    """Mixed into the app; `advance` calls `computers_turn` and `computers_wait`."""

    table: Table | None
    #: seconds each computer action stays on screen (preferences may change it)
    pace: float = DEFAULT_PACE

    # provided by textual.app.App
    screen: Any
    screen_stack: Any
    call_later: Any
    call_from_thread: Any
    run_worker: Any
    set_timer: Any
    advance: Callable[[], None]
    note_decision: Callable[[], None]

    _pace_timer: Timer | None = None
    #: the decision a computer is thinking about (None: nobody thinks)
    thinking: ComputerTurn | None = None
    #: an answer that came back while the table was not on top, applied once it is
    _answer: tuple[Table, ComputerTurn, Action] | None = None

    # ------------------------------------------------------------------ from advance
    def computers_turn(self) -> bool:
        """A computer owes a decision: it thinks (True: `advance` comes back after its move)."""
        table = self.table
        if table is None:
            return False
        if not self._table_on_top():
            return True  # the app is closing: nothing more happens
        turn = table.computer_turn()
        if turn is None:
            return False
        answer = self._answer
        self._answer = None
        if answer is not None and answer[0] is table and table.is_current(answer[1]):
            self._play(table, answer[1], answer[2])
            return True
        if self.thinking is not None and self.thinking.token == turn.token:
            return True  # already thinking about exactly this
        self.thinking = turn
        if len(turn.legal) == 1:  # forced: no thread, no "thinking"
            self.call_later(self._thought, table, turn, turn.legal[0])
            return True
        self._show_thinking(table, turn)
        self.run_worker(
            lambda: self._think(table, turn),
            name=f"think-{turn.seat}",
            group="computers",
            thread=True,
            exclusive=True,
            exit_on_error=False,
        )
        return True

    def computers_wait(self) -> None:
        """After the table is drawn: a computer's card window left to humans passes on by
        itself after the pace delay (unless someone plays a card first)."""
        table = self.table
        if table is None or not table.computer_window():
            return
        token = (table, table.game.version)
        self._show_window_wait(table)
        self._arm(self.pace, lambda: self._window_passes(token), skippable=False)

    # ------------------------------------------------------------------ thinking
    def _think(self, table: Table, turn: ComputerTurn) -> None:
        """In the worker thread: only the bot runs here, on the turn's immutable data."""
        try:
            action = table.think(turn)
        except Exception:  # a bot's failure must not stop the table
            action = turn.fallback
        with contextlib.suppress(RuntimeError):  # the app is closing: nobody waits for it
            self.call_from_thread(self._thought, table, turn, action)

    def _thought(self, table: Table, turn: ComputerTurn, action: Action) -> None:
        """On the UI thread: apply the answer if it still fits, then the next step."""
        if self.thinking is turn:
            self.thinking = None
        if not self.screen_stack or self.table is not table or not table.is_current(turn):
            return  # stale: whoever moved the game on has already called `advance`
        if not self._table_on_top():
            self._answer = (table, turn, action)  # applied when the table is back on top
            self._arm(RETRY, self._retry, skippable=False)
            return
        self._play(table, turn, action)

    def _play(self, table: Table, turn: ComputerTurn, action: Action) -> None:
        before = table.game.log_length
        table.play_computer(turn, action)
        self.note_decision()  # a human's curtain may be due: shut the key gate now
        shown = any(e.seq >= before for e in reversed(table.public().log))
        if shown and self.pace > 0:
            self.screen.refresh_table()
            self._arm(self.pace, self._retry, skippable=True)
        else:
            self.call_later(self.advance)

    # ------------------------------------------------------------------ waiting
    def _arm(self, delay: float, then: Callable[[], None], skippable: bool) -> None:
        if self._pace_timer is not None:
            self._pace_timer.stop()
        self._skippable = skippable

        def fire() -> None:
            self._pace_timer = None
            if self.screen_stack:  # not while the app is closing
                then()

        # Textual timers cannot run at 0 s (a division by zero): "at once" is a millisecond
        self._pace_timer = self.set_timer(max(delay, 0.001), fire)

    _skippable = False

    def _skip(self) -> None:
        """A key during a computer action's pace: the next one comes now."""
        timer = self._pace_timer
        if timer is None or not self._skippable:
            return
        timer.stop()
        self._pace_timer = None
        self.call_later(self._retry)

    def _retry(self) -> None:
        """Go on with the table, or look again soon if another screen is on top (the
        computers wait while a human reads the history or their hand)."""
        if self._table_on_top():
            self.advance()
        elif self.table is not None:
            self._arm(RETRY, self._retry, skippable=False)

    def _window_passes(self, token: tuple[Table, int]) -> None:
        table = self.table
        if table is None or (table, table.game.version) != token:
            return  # someone played or passed meanwhile: `advance` has taken over
        if not self._table_on_top() or getattr(self.screen, "picker", None) is not None:
            # a human is choosing who plays a card (or looks at something): wait for them
            self._arm(self.pace or RETRY, lambda: self._window_passes(token), skippable=False)
            return
        table.continue_window()
        self.advance()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key) and not event.is_forwarded:
            self._skip()
        await super().on_event(event)  # type: ignore[misc]

    # ------------------------------------------------------------------ drawing
    def _table_on_top(self) -> bool:
        from .screens.main import MainScreen

        screen = self.screen if self.screen_stack else None
        # not before it is composed, nor while the app is closing (its screens are being
        # taken apart): a slow machine gets there
        return isinstance(screen, MainScreen) and screen.ready

    def _say(self, text: str) -> None:
        if self._table_on_top():
            self.screen.say(text)

    def _show_thinking(self, table: Table, turn: ComputerTurn) -> None:
        if self._table_on_top():
            self.screen.refresh_table()
            self._say(f"{table.name(turn.seat)} is thinking…")

    def _show_window_wait(self, table: Table) -> None:
        self._say(f"{table.game.describe_pending()} — c: play a card; passing on in a moment")
