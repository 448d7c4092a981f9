"""The hint key: at a human decision, what Hard would do here and a one-line
reason (`coach.advice.suggest`), worked out in a thread worker so the screen never freezes.

The seat's view with its information set is built on the UI thread (as for a computer seat),
the search runs on that copy; the answer is drawn only if the game has not moved on. At a table
of two or more humans a hint taken is said in public ("Livia took a hint", never the hint);
a hint asked on a private screen is drawn on that screen only. With hints off (New game) the
key only says so.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from voxpopuli_tui.coach.advice import suggest
from voxpopuli_tui.engine import PlayCard, view_for
from voxpopuli_tui.engine.clone import clone_game
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.screens.hand import describe_play
from voxpopuli_tui.ui.screens.solo_play import solo_seat
from voxpopuli_tui.ui.table.choices import describe
from voxpopuli_tui.ui.table.fold import pass_windows
from voxpopuli_tui.ui.table.hint_rules import hints_on, took_hint

if TYPE_CHECKING:
    from textual.app import App

    from voxpopuli_tui.engine import Action, Game, SeatView
    from voxpopuli_tui.ui.table.controller import TableController
    from voxpopuli_tui.ui.table.fold import Folded

#: The hint's key, free on every screen where a human decides (not a map column: A–H).
HINT_KEY = "i"
OFF = N_("Hints are off for this game (New game: tick Hints).")
NOTHING = N_("No decision of yours to hint at here.")
THINKING = N_("Hint: Hard is thinking…")


def words(view: SeatView, action: Action) -> str:
    """The suggested action in players' words."""

    if isinstance(action, PlayCard):
        return _("play {play}").format(play=describe_play(action, view))
    return describe(action, view.names)


def advise(view: SeatView, legal: Sequence[Action]) -> str:
    """In the worker: Hard's choice and its reason, one line."""

    hint = suggest(view, legal)
    return _("Hint — Hard would: {action}. {why}").format(action=words(view, hint.action),
                                                          why=hint.why)


Job = Callable[[], str]


def table_job(table: TableController, folded: Folded | None) -> tuple[int, Job] | None:
    """What the table's hint works out (built on the UI thread), for whom; None: nothing.

    At a table of one human an open card window is asked first (a card Hard would play now);
    otherwise, and at a hot seat (where a hint on the table must not show a hand), the decision
    the table shows, in the game as it will be once the folded windows have passed."""

    solo = solo_seat(table)
    game = table.game
    window: tuple[SeatView, list[Action]] | None = None
    if solo is not None and table.is_window() and table.card_plays(solo):
        window = (view_for(game, solo), table.main_actions(solo))
    if folded is None:
        if window is None:
            return None
        view, legal = window
        return solo if solo is not None else 0, lambda: advise(view, legal)
    seat = folded.seat
    ahead: Game = clone_game(game) if folded.windows else game
    if folded.windows:
        pass_windows(ahead, folded.windows)
    view = view_for(ahead, seat)
    legal = list(ahead.moves(seat))

    def job() -> str:
        if window is not None:
            first = suggest(*window)
            if isinstance(first.action, PlayCard):
                return _("Hint — Hard would: {action}. {why}").format(
                    action=words(window[0], first.action), why=first.why)
        return advise(view, legal)

    return seat, job


def run(app: App[Any], job: Job, still: Callable[[], bool], show: Callable[[str], None]) -> None:
    """`job` in a thread worker; `show` its line on the UI thread if `still()` holds then."""

    def work() -> None:
        try:
            line = job()
        except Exception as exc:  # a hint must never stop the table
            line = _("No hint here ({error}).").format(error=type(exc).__name__)
        with contextlib.suppress(RuntimeError):  # the app is closing
            app.call_from_thread(lambda: show(line) if still() else None)

    app.run_worker(work, name="hint", group="hint", thread=True, exclusive=True,
                   exit_on_error=False)


def table_hint(screen: Any) -> None:
    """The hint key on the table's screen (a `MainScreen`, which asks the app by a message):
    a notification, never the prompt."""
    table: TableController = screen.table
    app = screen.app
    if not hints_on(table):
        app.notify(_(OFF), timeout=3)
        return
    found = table_job(table, screen.folded)
    if found is None:
        app.notify(_(NOTHING), timeout=3)
        return
    seat, job = found
    took_hint(table, seat)
    moment = table.moment
    screen.refresh_table(keep_menu=True)  # the public "took a hint" line
    screen.say(_(THINKING))

    def still() -> bool:
        return table.moment == moment and screen.is_current

    def show(line: str) -> None:
        app.notify(line, title=_("Hint"), timeout=12, markup=False)
        screen.refresh_table(keep_menu=True)

    run(app, job, still, show)


def private_hint(screen: Any, desk: Any, prompt: Any) -> None:
    """The hint key on a private screen (a `PrivateInput`'s, which asks the app by a
    message): drawn on its prompt line only."""
    found = desk.advice()
    if found is None:
        prompt.say(_(OFF))
        return
    view, legal = found
    if not legal:
        prompt.say(_(NOTHING))
        return
    moment = desk.moment
    prompt.say(_(THINKING))

    def still() -> bool:
        return bool(desk.moment == moment and screen.is_current)

    run(screen.app, lambda: advise(view, legal), still, prompt.say)
