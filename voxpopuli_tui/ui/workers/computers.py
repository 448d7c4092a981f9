"""Computer seats at the table: they think in a thread worker and act at a pace people can follow.

The engine is touched only on the UI thread: the worker gets a `ComputerTurn` (the seat's view
and legal actions, both immutable) and returns an action; the controller applies it if the
game has not moved on since (`TableController.is_current`). Each computer action that shows
something stays on screen `pace` seconds (any key skips ahead). A card window of a computer's
turn that a human can use (R13, `window_wait`): a match's windows wait for a key (`c` plays,
Enter passes); a Forum window passes on by itself after a count on the prompt line that any
key holds (or waits too, with the preference to stop at every window).

`Computers` is owned by the app (composition: it holds the app, the app routes to it).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from textual.timer import Timer

    from voxpopuli_tui.engine import Action
    from voxpopuli_tui.ui.app_contract import AppContract
    from voxpopuli_tui.ui.screens.main import MainScreen
    from voxpopuli_tui.ui.table.controller import TableController
    from voxpopuli_tui.ui.table.intents import ComputerTurn

#: seconds a computer's action stays on screen before the next one (0: no wait)
DEFAULT_PACE = 0.6
#: how often to look again when a computer's move waits for the table to be back on top
RETRY = 0.25


class Computers:
    """The app's computer seats: `think` when the controller says one owes a move, `wait`
    when the table is back and a computer's card window is left to humans."""

    def __init__(self, app: AppContract) -> None:
        self.app = app
        #: seconds each computer action stays on screen (preferences may change it)
        self.pace = DEFAULT_PACE
        self._pace_timer: Timer | None = None
        self._skippable = False
        #: the decision a computer is thinking about (None: nobody thinks)
        self.thinking: ComputerTurn | None = None
        #: an answer that came back while the table was not on top, applied once it is
        self._answer: tuple[TableController, ComputerTurn, Action] | None = None
        #: the window (table, version) being counted down, and the seconds left
        self._counting: tuple[TableController, int] | None = None
        self._left = 0
        #: the window a key held: it waits for `c` or Enter like a match's
        self._held: tuple[TableController, int] | None = None

    # ------------------------------------------------------------------ from the app's route
    def think(self, table: TableController, turn: ComputerTurn) -> None:
        """A computer owes `turn`: it thinks in a worker; its move comes back to the app."""
        answer = self._answer
        self._answer = None
        if answer is not None and answer[0] is table and table.is_current(answer[1]):
            self._play(table, answer[1], answer[2])
            return
        if self.thinking is not None and self.thinking.token == turn.token:
            return  # already thinking about exactly this
        self.thinking = turn
        if len(turn.legal) == 1:  # forced: no thread, no "thinking"
            self.app.call_later(self._thought, table, turn, turn.legal[0])
            return
        self._show_thinking(table, turn)
        self.app.run_worker(
            lambda: self._think(table, turn),
            name=f"think-{turn.seat}",
            group="computers",
            thread=True,
            exclusive=True,
            exit_on_error=False,
        )

    def wait(self) -> None:
        """After the table is drawn: a computer's card window left to humans. A match's (or
        any, by preference, or one a key held) waits for `c` or Enter; a Forum window counts
        down on the prompt line, then passes on by itself (`window_wait`)."""
        from voxpopuli_tui.ui.workers.card_windows import count_words, counts_down, wait_words

        table = self.app.table
        self._drop_stale_count()
        if table is None or not table.computer_window():
            return
        token = (table, table.game.version)
        if token == self._held or not counts_down(table, self.app.prefs.windows):
            screen = self.table_screen()
            if screen is not None and screen.picker is None:  # (not over "Play which card?")
                self._say(wait_words(table, held=token == self._held))
            return
        if self._counting == token:  # drawn again mid-count: the count goes on
            self._say(count_words(table, self._left))
            return
        from voxpopuli_tui.ui.workers import card_windows as window_wait

        self._counting, self._left = token, window_wait.COUNT_SECONDS
        self._tick(token)

    def rethink_window(self) -> None:
        """The preference changed: a window counting down may now wait (or start its count)."""
        if self._counting is not None and self._pace_timer is not None:
            self._pace_timer.stop()
            self._pace_timer = None
        self._counting = None
        self.app.call_after_refresh(self.wait)

    def _tick(self, token: tuple[TableController, int]) -> None:
        """One second of a Forum window's count: the prompt says what is left; at 0 it passes."""
        from voxpopuli_tui.ui.workers.card_windows import count_words

        table = self.app.table
        if self._counting != token:
            return  # held meanwhile
        if table is None or not self._counts_now(token):
            self._counting = None  # played or passed meanwhile: no count left to hold
            return
        if self._left <= 0:
            self._counting = None
            self._arm(0, lambda: self._window_passes(token), skippable=False)
            return
        self._say(count_words(table, self._left))
        self._left -= 1
        self._arm(1.0, lambda: self._tick(token), skippable=False)

    # ------------------------------------------------------------------ thinking
    def _think(self, table: TableController, turn: ComputerTurn) -> None:
        """In the worker thread: only the bot runs here, on the turn's immutable data."""
        try:
            action = table.think(turn)
        except Exception:  # a bot's failure must not stop the table
            action = turn.fallback
        with contextlib.suppress(RuntimeError):  # the app is closing: nobody waits for it
            self.app.call_from_thread(self._thought, table, turn, action)

    def _thought(self, table: TableController, turn: ComputerTurn, action: Action) -> None:
        """On the UI thread: apply the answer if it still fits, then the next step."""
        if self.thinking is turn:
            self.thinking = None
        app = self.app
        if not app.screen_stack or app.table is not table or not table.is_current(turn):
            return  # stale: whoever moved the game on has already gone on
        if not self.table_on_top():
            self._answer = (table, turn, action)  # applied when the table is back on top
            self._arm(RETRY, self._retry, skippable=False)
            return
        self._play(table, turn, action)

    def _play(self, table: TableController, turn: ComputerTurn, action: Action) -> None:
        shown = table.computer_played(turn, action)
        self._counting = None  # the game moved on: no window's count is left to run
        self.app.note_decision()  # a human's curtain may be due: shut the key gate now
        screen = self.table_screen()
        if shown and self.pace > 0 and screen is not None:
            screen.refresh_table()
            self._arm(self.pace, self._retry, skippable=True)
        else:
            self.app.call_later(self.app.advance)

    # ------------------------------------------------------------------ waiting
    def _arm(self, delay: float, then: Callable[[], None], skippable: bool) -> None:
        if self._pace_timer is not None:
            self._pace_timer.stop()
        self._skippable = skippable

        def fire() -> None:
            self._pace_timer = None
            if self.app.screen_stack:  # not while the app is closing
                then()

        # Textual timers cannot run at 0 s (a division by zero): "at once" is a millisecond
        self._pace_timer = self.app.set_timer(max(delay, 0.001), fire)

    def key_pressed(self) -> None:
        """A key during a computer action's pace: the next one comes now. A key during a
        window's count holds it: the window waits for `c` or Enter. A count left from a
        window that has gone holds nothing (the pace after it must still run out or skip)."""
        self._drop_stale_count()
        if self._counting is not None:
            self._held, self._counting = self._counting, None
            if self._pace_timer is not None:
                self._pace_timer.stop()
                self._pace_timer = None
            self.app.call_later(self.wait)  # the prompt says it is held
            return
        timer = self._pace_timer
        if timer is None or not self._skippable:
            return
        timer.stop()
        self._pace_timer = None
        self.app.call_later(self._retry)

    def _drop_stale_count(self) -> None:
        """Forget a window's count whose window has gone (the game moved on since)."""
        if self._counting is not None and not self._counts_now(self._counting):
            self._counting = None

    def _counts_now(self, token: tuple[TableController, int]) -> bool:
        """`token` is the window on the table now (nothing has happened since it opened)."""
        table = self.app.table
        return table is not None and (table, table.game.version) == token

    def _retry(self) -> None:
        """Go on with the table, or look again soon if another screen is on top (the
        computers wait while a human reads the history or their hand)."""
        if self.table_on_top():
            self.app.advance()
        elif self.app.table is not None:
            self._arm(RETRY, self._retry, skippable=False)

    def _window_passes(self, token: tuple[TableController, int]) -> None:
        table = self.app.table
        if table is None or not self._counts_now(token):
            return  # someone played or passed meanwhile: the table has gone on
        screen = self.table_screen()
        if screen is None or screen.picker is not None:
            # a human is choosing who plays a card (or looks at something): wait for them
            self._arm(self.pace or RETRY, lambda: self._window_passes(token), skippable=False)
            return
        self.app.route(table.window_passes())

    # ------------------------------------------------------------------ drawing
    def table_screen(self) -> MainScreen | None:
        """The table's screen when it is on top and ready to be drawn (not before it is
        composed, nor while the app is closing: a slow machine gets there)."""
        from voxpopuli_tui.ui.screens.main import MainScreen

        app = self.app
        screen = app.screen if app.screen_stack else None
        return screen if isinstance(screen, MainScreen) and screen.ready else None

    def table_on_top(self) -> bool:
        return self.table_screen() is not None

    def _say(self, text: str) -> None:
        screen = self.table_screen()
        if screen is not None:
            screen.say(text)

    def _show_thinking(self, table: TableController, turn: ComputerTurn) -> None:
        screen = self.table_screen()
        if screen is not None:
            screen.refresh_table()
            self._say(f"{table.name(turn.seat)} is thinking…")
