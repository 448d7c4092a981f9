"""The app's screen flow: which screen comes up next. The title's choices, a new game's
table, each `Next` of the table controller routed to its screen (a reveal, the end, a
computer's move, an open vote, the table), a seat's private screen behind its curtain (the
one way it comes up: `hand_off`), and back to the title.

Functions of the app, called by the app's methods of the same names (which the flows,
the screens' callbacks and the tests use), apart from its Textual side (start-up, the key
gate, small terminals, its actions). Screens, the engine and the table's model are imported
on first use: the title draws before them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol, cast

from textual.screen import Screen

from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.app_contract import AppContract
from voxpopuli_tui.ui.app_support import trim_render_caches
from voxpopuli_tui.ui.hotseat.handoff import HandOff, HandOffs, KeyGate
from voxpopuli_tui.ui.screens.last_table import last_table
from voxpopuli_tui.ui.screens.title import LANG_PREFIX, TitleScreen
from voxpopuli_tui.ui.table.purpose import Purpose

if TYPE_CHECKING:
    from textual.app import App

    from voxpopuli_tui.engine import Ruleset
    from voxpopuli_tui.ui.hotseat.curtain import PinLock
    from voxpopuli_tui.ui.saves.flow import Saves
    from voxpopuli_tui.ui.screens.reveal import Carried
    from voxpopuli_tui.ui.table.controller import TableController
    from voxpopuli_tui.ui.table.intents import Next
    from voxpopuli_tui.ui.workers.computers import Computers


class RoutedApp(AppContract, Protocol):
    """The app as its screen flow uses it (`VoxPopuliApp` fulfils it): its flows' contract,
    and the flows themselves, the key gate, the hand-offs and the title's actions."""

    saves: Saves
    computers: Computers
    gate: KeyGate
    hand_offs: HandOffs
    refusal_next: str
    pace: float

    def pin_lock(self, seat: int) -> PinLock | None: ...
    def after_reveal(self, carried: Carried | None) -> None: ...
    def private(self, seat: int, purpose: Purpose | str, cancellable: bool = True) -> None: ...
    def choose_language(self, code: str) -> None: ...
    def action_rules(self) -> None: ...
    def action_card_reference(self) -> None: ...
    def exit(self, *args: Any, **kwargs: Any) -> Any: ...


# ---------------------------------------------------------------------- the title, a new game
def title_choice(app: RoutedApp, choice: str) -> None:
    from voxpopuli_tui.ui.screens.new_game import NewGameScreen

    if choice == "new":
        app.push_screen(NewGameScreen(app.pace, last_table(app.prefs)))
    elif choice == "rules":
        app.action_rules()
    elif choice == "cards":
        app.action_card_reference()
    elif choice == "learn":  # the guided game
        from voxpopuli_tui.ui.learn.guided_table import GuidedTable
        app.start_table(GuidedTable.new(app.saves.new_saver()))
    elif choice in ("continue", "load"):
        app.saves.saved_game_choice(choice)
    elif choice == "quit":
        app.exit()
    elif choice.startswith(LANG_PREFIX):  # the title is drawn again in that language
        app.choose_language(choice.removeprefix(LANG_PREFIX))


def start_game(app: RoutedApp, ruleset: Ruleset, computer: Iterable[int] = ()) -> None:
    from voxpopuli_tui.engine import Game
    from voxpopuli_tui.ui.hotseat.pin_flow import start_pins
    from voxpopuli_tui.ui.screens.new_game import NewGameScreen
    from voxpopuli_tui.ui.table.controller import TableController

    game = Game.new(ruleset)
    pins_on, hints = False, None
    if isinstance(app.screen, NewGameScreen):
        pins_on, hints = pins_chosen(app.screen), app.screen.hints()
        app.pop_screen()
    table = TableController(game, computer, app.saves.new_saver())
    table.hints = hints
    app.start_table(table)
    start_pins(app, table, pins_on)  # each seat's PIN, behind its curtain, first


def pins_chosen(screen: Screen[Any]) -> bool:
    """The New game screen's "Seat PINs" option (off by default)."""
    from textual.widgets import Checkbox

    found = screen.query("#pins").filter("Checkbox")
    return any(isinstance(box, Checkbox) and box.value for box in found)


def start_table(app: RoutedApp, table: TableController) -> None:
    from voxpopuli_tui.ui.saves.session_lock import let_go
    from voxpopuli_tui.ui.screens.main import MainScreen

    if app.table is not table:
        let_go(app.table)  # the save left behind is free for another session
    app.table = table
    app.push_screen(MainScreen(table))


def back_to_title(app: RoutedApp) -> None:
    from voxpopuli_tui.ui.saves.session_lock import let_go

    let_go(app.table)
    app.table = None
    while len(app.screen_stack) > 1 and not isinstance(app.screen, TitleScreen):
        app.pop_screen()
    if not isinstance(app.screen, TitleScreen):
        app.push_screen(TitleScreen())


# ---------------------------------------------------------------------- the table's steps
def route(app: RoutedApp, step: Next) -> None:
    """Show what an intent led to: the app's only decision is which screen shows `step`."""
    from voxpopuli_tui.ui.screens.main import MainScreen
    from voxpopuli_tui.ui.table.intents import (
        AtTable,
        ComputerMove,
        End,
        HandOff,
        OpenVote,
        Reveal,
    )

    table = app.table
    if table is None or not isinstance(app.screen, MainScreen):
        return  # the table comes back on top later, and asks again
    trim_render_caches()
    app.saves.warn_save()
    app.note_decision()
    for notice in table.notices:
        app.notify("\n".join(notice.lines), title=notice.title,
                   timeout=8 if notice.title else 2, markup=False)
    table.notices.clear()
    match step:
        case Reveal(start):
            from voxpopuli_tui.ui.screens.reveal import RevealScreen, reveal_lines

            lines = reveal_lines(table.game, start)
            carry = table.public_choice_next()
            app.push_screen(RevealScreen(table.public(), lines, carry),
                            app.after_reveal)
        case End():
            from voxpopuli_tui.ui.screens.learned import (
                end_screen,  # "What you learned" when guided
            )

            app.push_screen(end_screen(table))
        case ComputerMove(turn):
            if app.computers.table_on_top():
                app.computers.think(table, turn)
        case HandOff(seat, purpose, cancellable):
            app.private(seat, purpose, cancellable)
        case OpenVote(seat, guard):
            open_vote(app, table, seat, guard)
        case AtTable(error):
            refusal, app.refusal_next = error or table.error or app.refusal_next, ""
            if isinstance(app.screen, MainScreen):
                app.screen.refusal = refusal  # the error line, handed down
            if app.gate.is_shut and not app.hand_offs.stack:
                # shut for a hand-off that did not come (the app is a Textual App)
                app.gate.shut_until_drawn(cast("App[Any]", app))
            app.screen.refresh_table()
            app.computers.wait()


def after_reveal(app: RoutedApp, carried: Carried | None) -> None:
    """The reveal closed: the table goes on; a key it carried goes to the decision now
    there (a fresh key, typed now: the key gate and the table's bindings see it as any
    other). Anyone at the table may have pressed it: a private screen next (the winners'
    Stars) has its curtain (`table.keyboard_holder`)."""
    if app.table is not None:
        app.table.keyboard.lost()
    app.advance()
    if carried is not None:
        app.post_message(carried.event())


def open_vote(app: RoutedApp, table: TableController, seat: int, guard: bool) -> None:
    """R33: the open vote screen for `seat` (public: no curtain)."""
    from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen

    screen = OpenVoteScreen(table.public(), table.main_actions(seat), guard=guard)

    def voted(action: Any) -> None:
        app.route(table.open_voted(seat, action, screen.wants_undo))

    app.push_screen(screen, voted)


# ---------------------------------------------------------------------- private screens
def private(app: RoutedApp, seat: int, purpose: Purpose | str,
            cancellable: bool = True) -> None:
    """Curtain for `seat`, then their private screen for `purpose`, then the table."""
    table = app.table
    assert table is not None
    purpose = Purpose(purpose)
    if purpose in (Purpose.VOTE, Purpose.STARS):
        def secret() -> Screen[Any]:
            from voxpopuli_tui.ui.hotseat.private import PrivateScreen
            from voxpopuli_tui.ui.hotseat.private_input import PrivateInput

            return PrivateScreen(PrivateInput(table, seat))

        app.hand_off(seat, purpose, secret, lambda _: app.route(table.secret_done()),
                     cancellable)
        return
    if purpose is Purpose.JOURNAL:
        app.saves.open_journal(seat)
        return

    def private() -> Screen[Any]:
        from voxpopuli_tui.ui.workers.cards import private_screen

        return private_screen(table, seat, purpose)

    def done(action: Any) -> None:
        if purpose is Purpose.GIFT:
            app.route(table.gave(seat, action))
        else:
            app.route(table.played(seat, action))

    app.hand_off(seat, purpose, private, done, cancellable)


def hand_off(
    app: RoutedApp,
    seat: int,
    purpose: Purpose,
    private: Callable[[], Screen[Any]],
    done: Callable[[Any], None],
    cancellable: bool = True,
    back: str = "",
) -> None:
    """The one way a private screen comes up: cover, `seat`'s curtain, the screen, cover.

    `done` gets the private screen's result (None when the curtain was not lifted)."""
    from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
    from voxpopuli_tui.ui.look.style import club_info

    table = app.table
    assert table is not None
    name = table.name(seat)
    club = club_info(table.game.ruleset.players[seat].club)
    lock = app.pin_lock(seat)

    def curtain() -> CurtainScreen:
        from voxpopuli_tui.ui.table.since_last_turn import (
            since_lines,  # public lines only (R27)
        )

        return CurtainScreen(name, purpose.curtain, cancellable, back, club=club, pin=lock,
                             since=since_lines(table, seat))

    lifted = False

    def private_screen() -> Screen[Any]:
        nonlocal lifted
        lifted = True
        table.keyboard.handed_to(seat)
        return private()

    def finished(result: Any) -> None:
        if not lifted:
            table.keyboard.lost()  # someone stood at the curtain and went back
        if result is None and app.pins is not None and app.pins.take_failure(seat):
            locked = _("wrong PIN for {name}: the curtain is locked for a while")
            app.refusal_next = locked.format(name=name)
        done(result)

    # a curtain only when the keyboard passes between humans (`ui.keyboard`).
    needed = table.keyboard.curtain_needed(seat, pin=lock is not None)
    app.hand_offs.start(HandOff(cast("App[Any]", app), curtain if needed else None,
                                private_screen, finished))


def pin_lock(app: RoutedApp, seat: int) -> PinLock | None:
    """The seat's PIN when seat PINs are on (None: curtains open with Enter)."""
    pins, table = app.pins, app.table
    if pins is None or table is None:
        return None
    # A wrong try is a public line at this moment of the game (`ui.pins`).
    return pins.lock(seat, table.name(seat), lambda: (table.game.turn, table.game.log_length))
