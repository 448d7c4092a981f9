"""The Vox Populi hot-seat app: the Textual app itself. Its start-up (the title first, the
engine loaded after the first frame), the screens' messages, the key gate every key and click
passes, small terminals, crashes, its bindings and actions, and the entry points
(`create_app`, `run_app`). Which screen comes up next, from the title's choices to a seat's
private screen behind its curtain, is `app_routing`'s."""

from __future__ import annotations

import gc
import importlib
import os
import sys
import weakref
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, cast

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.geometry import Size
from textual.screen import Screen

from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui import app_routing
from voxpopuli_tui.ui.app_commands import (
    apply_keymap,
    choose_language,
    palette_commands,
    save_table_picture,
)
from voxpopuli_tui.ui.app_support import (
    PALETTE,
    follow_theme,
    write_crash_report,
)
from voxpopuli_tui.ui.hotseat.handoff import HANDOFF_CLASS, HandOffs, KeyGate
from voxpopuli_tui.ui.look.key_names import as_digit_key, key_words
from voxpopuli_tui.ui.look.prefs import Prefs, load_prefs, prefs_path, save_prefs
from voxpopuli_tui.ui.look.themes import install_themes
from voxpopuli_tui.ui.saves.flow import Saves
from voxpopuli_tui.ui.screens.last_table import remember
from voxpopuli_tui.ui.screens.title import TitleScreen
from voxpopuli_tui.ui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from voxpopuli_tui.ui.table.purpose import Purpose
from voxpopuli_tui.ui.workers.computers import Computers

if TYPE_CHECKING:
    from voxpopuli_tui.engine import Game, Ruleset
    from voxpopuli_tui.saves import Autosaver, LoadedSave
    from voxpopuli_tui.ui.app_contract import AppContract
    from voxpopuli_tui.ui.hotseat.curtain import PinLock
    from voxpopuli_tui.ui.hotseat.private import PrivateScreen
    from voxpopuli_tui.ui.saves.quit_screen import QuitGuardScreen
    from voxpopuli_tui.ui.screens.end import EndScreen
    from voxpopuli_tui.ui.screens.history import HistoryScreen
    from voxpopuli_tui.ui.screens.learned import LearnedScreen
    from voxpopuli_tui.ui.screens.main import MainScreen
    from voxpopuli_tui.ui.screens.new_game import NewGameScreen
    from voxpopuli_tui.ui.screens.reveal import Carried
    from voxpopuli_tui.ui.table.controller import TableController
    from voxpopuli_tui.ui.table.intents import Next
    from voxpopuli_tui.ui.table.pins import SeatPins

# The title screen draws before the engine, pydantic and the table's screens are imported:
# they load on first use, or just after the first frame (`_warm_up`).
#: Seconds after start-up, in a terminal, before the engine and the table's screens load.
WARM_UP_AFTER = 0.5


class VoxPopuliApp(App[None]):
    """Title → new game → table → end → title."""

    TITLE = "Vox Populi"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", N_("Quit"), priority=True, id="app.quit"),
        Binding("question_mark", "help", N_("Help"), show=False, id="app.help"),
        Binding("k", "card_reference", N_("Cards"), show=False, id="app.card_reference"),
    ]
    COMMANDS = App.COMMANDS | PALETTE
    #: Notifications never draw on a curtain or a private screen (they wait for the table).
    #: Panel titles on a dimmed border (1.5:1) in the secondary colour (7.8:1 by default).
    CSS = (f".{HANDOFF_CLASS} #textual-toastrack {{ display: none; }}\n"
           "GameLog, HandOnTable { border-title-color: $secondary; }")
    #: Keys that always pass the hand-off gate.
    UNGATED_KEYS = frozenset({"ctrl+q", "ctrl+c"})

    def __init__(
        self,
        game: Game | None = None,
        computer: Iterable[int] = (),
        save_dir: str | os.PathLike[str] | None = None,
        load: LoadedSave | None = None,
        autosave: bool | None = None,
        prefs_file: Path | None = None,
        keymap_file: Path | None = None,
    ) -> None:
        super().__init__()
        #: the player's own keys (`keymap_file`), applied at mount
        self.keymap_file = keymap_file
        #: the player's preferences (theme, pace, names); saved to `prefs_file` when given
        self.prefs_file = prefs_file
        self.prefs, self._prefs_problem = (
            load_prefs(prefs_file) if prefs_file is not None else (Prefs(), None)
        )
        install_themes(self, self.prefs)
        self._initial = game
        # seat → level, or bare seats (they play as computers always did)
        self._computer = dict(computer) if isinstance(computer, Mapping) else tuple(computer)
        self._load = load
        #: where games are saved (None: this app neither saves nor lists saves)
        self.save_dir = Path(save_dir) if save_dir is not None else None
        self.autosave_on = self.save_dir is not None if autosave is None else autosave
        #: the game at the table (None: no game yet, or back at the title)
        self.table: TableController | None = None
        #: the computer seats (they think in a worker, at `pace`)
        self.computers = Computers(cast("AppContract", self))
        #: autosave warnings, Continue / Load, the resume curtain, history, journal, replay
        self.saves = Saves(cast("AppContract", self))
        self._size_seen: Size | None = None
        #: drops keys while a curtain or private screen appears or goes (the curtain discipline)
        self.gate = KeyGate()
        #: a refusal for the table's error line once the table is back (a wrong seat PIN)
        self.refusal_next = ""
        #: the screen on top when each key in flight was let through (see `on_event`)
        self._key_screens: weakref.WeakKeyDictionary[events.Key, Screen[Any]] = (
            weakref.WeakKeyDictionary())
        self.hand_offs = HandOffs()
        #: seat PINs (None: off); set by a new game with the option, or by a save that has them
        self.pins: SeatPins | None = None
        #: one line for the terminal once the app has quit (`quit_guard`: where it saved)
        self.farewell = ""

    # ------------------------------------------------------------------ start-up, messages
    def get_key_display(self, binding: Binding) -> str:
        """A key as the footer and help show it, its name in the language spoken."""
        return key_words(super().get_key_display(binding))

    def on_mount(self) -> None:
        # What is loaded by now (modules, classes, the game) lives as long as the app: keep
        # it out of the garbage collector's full passes, which then take a fraction of the time.
        if self.is_headless:
            self.call_after_refresh(self._warm_up)
        else:
            # In a terminal the first frame is written only once start-up is over: importing
            # the engine "after the first refresh" would hold the title back.
            self.set_timer(WARM_UP_AFTER, self._warm_up)
        follow_theme(self, self.prefs_file)
        if self._prefs_problem:
            self.notify(self._prefs_problem, severity="warning")
        apply_keymap(self, self.keymap_file)
        if self._initial is not None:
            from voxpopuli_tui.ui.table.controller import TableController

            self.start_table(
                TableController(self._initial, self._computer, self.saves.new_saver()))
        else:
            self.push_screen(TitleScreen())
            if self._load is not None:
                self.saves.resume_save(self._load)
        self._size_seen = self.size
        self.check_size()

    def on_unmount(self) -> None:
        from voxpopuli_tui.ui.saves.session_lock import let_go

        let_go(self.table)  # the app has quit: its save is free for another session at once

    def _warm_up(self) -> None:
        """After the first frame: load what a game needs, then keep it out of the collector.

        What is loaded by now (modules, classes, the game) lives as long as the app; freezing
        it keeps it out of the garbage collector's full passes, which then take a fraction of
        the time."""
        from voxpopuli_tui.ui.screens import main, reveal  # noqa: F401
        from voxpopuli_tui.ui.table import controller  # noqa: F401  (the engine, pydantic, the rules)

        gc.freeze()

    def title_choice(self, choice: str) -> None:
        app_routing.title_choice(self, choice)

    def on_title_screen_chosen(self, message: TitleScreen.Chosen) -> None:
        self.title_choice(message.choice)

    def on_new_game_screen_start(self, message: NewGameScreen.Start) -> None:
        self.pace = message.pace
        self.prefs = remember(self.prefs, message.table)
        if self.prefs_file is not None and (problem := save_prefs(self.prefs, self.prefs_file)):
            self.notify(problem, severity="warning")
        self.start_game(message.ruleset, message.computer)

    def on_end_screen_leave(self, message: EndScreen.Leave) -> None:
        if message.replay:
            self.saves.open_replay()
        else:
            self.back_to_title()

    def on_learned_screen_leave(self, message: LearnedScreen.Leave) -> None:
        self.back_to_title()
        if message.real:
            self.title_choice("new")

    def on_quit_guard_screen_saved(self, message: QuitGuardScreen.Saved) -> None:
        self.farewell = message.farewell
        self.exit()

    def on_history_screen_journal_asked(self, message: HistoryScreen.JournalAsked) -> None:
        self.open_journal(message.seat)

    def start_game(self, ruleset: Ruleset, computer: Iterable[int] = ()) -> None:
        app_routing.start_game(self, ruleset, computer)

    def start_table(self, table: TableController) -> None:
        app_routing.start_table(self, table)

    # ------------------------------------------------------------------ the table, routed
    @property
    def pace(self) -> float:
        """Seconds each computer action stays on screen (preferences may change it)."""
        return self.computers.pace

    @pace.setter
    def pace(self, seconds: float) -> None:
        self.computers.pace = seconds

    def advance(self) -> None:
        """The table is back on top: whatever comes now (`TableController.next`)."""
        table = self.table
        if table is not None:
            self.route(table.next())

    def route(self, step: Next) -> None:
        """Show what an intent led to: the app's only decision is which screen shows `step`."""
        app_routing.route(self, step)

    def on_main_screen_asked(self, message: MainScreen.Asked) -> None:
        """An intent from the table's screen: the controller acts, the app shows its `Next`."""
        table = self.table
        if table is not None:
            self.route(table.handle(message.intent, message.moment))

    def after_reveal(self, carried: Carried | None) -> None:
        """The reveal closed: the table goes on (`app_routing.after_reveal`)."""
        app_routing.after_reveal(self, carried)

    def on_main_screen_hint_asked(self, message: MainScreen.HintAsked) -> None:
        """The hint key on the table: Hard's suggestion in a worker (`workers.hints`)."""
        # the engine comes with the table and the hints: not imported before the title is drawn
        from voxpopuli_tui.ui.screens.main import MainScreen
        from voxpopuli_tui.ui.workers.hints import table_hint

        if isinstance(self.screen, MainScreen):
            table_hint(self.screen)

    def on_private_screen_hint_asked(self, message: PrivateScreen.HintAsked) -> None:
        """The hint key on a private screen: drawn on that screen only."""
        from voxpopuli_tui.ui.workers.hints import private_hint  # the engine: as above

        screen = message.screen
        private_hint(screen, screen.desk, screen.hint_prompt())

    def action_history(self) -> None:
        self.saves.open_history()

    def note_decision(self) -> None:
        """After any change to the game: if a hand-off is now due, shut the key gate at once,
        while the table may still show for a while (a computer thinks first, its move stays
        on screen): a key pressed meanwhile must not reach the curtain that follows."""
        table = self.table
        if table is not None and table.secret_due():
            self.gate.shut()

    def choose_language(self, code: str) -> None:
        """Speak `code` from now on (the title's language line)."""
        choose_language(self, code)

    def private(self, seat: int, purpose: Purpose | str, cancellable: bool = True) -> None:
        """Curtain for `seat`, then their private screen for `purpose`, then the table."""
        app_routing.private(self, seat, purpose, cancellable)

    def hand_off(
        self,
        seat: int,
        purpose: Purpose,
        private: Callable[[], Screen[Any]],
        done: Callable[[Any], None],
        cancellable: bool = True,
        back: str = "",
    ) -> None:
        """The one way a private screen comes up: cover, `seat`'s curtain, the screen, cover.

        `done` gets the private screen's result (None when the curtain was not lifted)."""
        app_routing.hand_off(self, seat, purpose, private, done, cancellable, back)

    def pin_lock(self, seat: int) -> PinLock | None:
        """The seat's PIN when seat PINs are on (None: curtains open with Enter)."""
        return app_routing.pin_lock(self, seat)

    def private_hand(self, seat: int) -> None:
        self.private(seat, Purpose.HAND)

    def open_journal(self, seat: int) -> None:
        """A seat's private journal, behind its curtain."""
        self.saves.open_journal(seat)

    def warn_save(self) -> None:
        self.saves.warn_save()

    def new_saver(self) -> Autosaver | None:
        return self.saves.new_saver()

    def resume_save(self, source: str | Path | LoadedSave) -> bool:
        return self.saves.resume_save(source)

    def back_to_title(self) -> None:
        app_routing.back_to_title(self)

    # ------------------------------------------------------------------ the key gate
    async def on_event(self, event: events.Event) -> None:
        """Every key and click the terminal sends passes here first, before any binding.

        A key let through is forwarded to the focused widget's queue and comes back here to
        be matched against the bindings of the screen on top *then*: one let through on the
        table must not lift a curtain that came up while it was queued. AZERTY's digit row
        is read as digits here, once for every screen (`key_names`)."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            event = as_digit_key(event, self.focused)
        if isinstance(event, events.Key) and event.key not in self.UNGATED_KEYS:
            if not event.is_forwarded:
                if self.gate.admits(event.time):
                    self._key_screens[event] = self.screen
                    self.computers.key_pressed()  # a key skips a computer's pace
                else:
                    event.prevent_default()
                    event.stop()
                    return
            elif self._key_screens.get(event, self.screen) is not self.screen:
                self.gate.dropped += 1
                event.prevent_default()
                event.stop()
                return
        elif (
            isinstance(event, events.MouseDown | events.MouseUp | events.Click)
            and not event.is_forwarded
            and not self.gate.admits(event.time)
        ):
            event.prevent_default()
            event.stop()
            return
        await super().on_event(event)

    # ------------------------------------------------------------------ small terminals
    def on_resize(self, event: events.Resize) -> None:
        # Only a real change of size drops a private screen (not the Resize events at start).
        changed = self._size_seen is not None and event.size != self._size_seen
        self._size_seen = event.size
        self.call_after_refresh(self.check_size, changed)

    def check_size(self, resized: bool = False) -> None:
        small = self.size.width < MIN_WIDTH or self.size.height < MIN_HEIGHT
        if resized or small:
            # The private screen goes and its curtain comes back before anything else shows.
            self.hand_offs.interrupt()
        on_top = isinstance(self.screen, TooSmallScreen)
        if small and not on_top:
            self.push_screen(TooSmallScreen())
        elif not small and on_top:
            self.pop_screen()

    # ------------------------------------------------------------------ crashes
    def _print_error_renderables(self) -> None:
        """Never print a traceback on the players' screen: Textual's shows local variables,
        which could hold a hand or a sealed vote. One line goes to the terminal; the trace,
        without locals, to a file beside the saves. The autosave is already current."""
        if not self._exit_renderables:
            return
        self._exit_renderables.clear()
        error = self._exception
        where = write_crash_report(error, self.save_dir)
        print(
            "voxpopuli: the game stopped on an unexpected error"
            + (f" (details in {where})" if where else "")
            + ". Your game was saved after the last action: start voxpopuli and choose Continue.",
            file=sys.stderr,
        )

    # ------------------------------------------------------------------ commands
    async def action_quit(self) -> None:
        """Ctrl+Q and the palette's Quit: never lose moves the autosave could not write
        (`quit_guard`)."""
        from voxpopuli_tui.ui.saves.quit_screen import request_quit

        request_quit(self, self.table)

    def action_rules(self) -> None:
        from voxpopuli_tui.ui.screens.rules import rules_screen

        self.hand_offs.interrupt()
        self.push_screen(rules_screen())

    def action_help(self) -> None:
        from voxpopuli_tui.ui.screens.rules import help_screen

        self.hand_offs.interrupt()
        self.push_screen(help_screen())

    def action_card_reference(self) -> None:
        if type(self.screen).__name__ == "CardReferenceScreen":
            return
        self.hand_offs.interrupt()
        try:
            module = importlib.import_module("voxpopuli_tui.ui.screens.card_reference")
            screen: Screen[None] = module.CardReferenceScreen()
        except (ImportError, AttributeError):
            self.notify(_("The card reference is not available in this build."))
            return
        self.push_screen(screen)

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield from palette_commands(self, screen, super().get_system_commands(screen))

    def save_table_picture(self) -> None:
        """Screenshot into a folder that exists (beside the saves), saying where."""
        save_table_picture(self)


def create_app(
    ruleset: Ruleset | None = None,
    game: Game | None = None,
    computer: Iterable[int] = (),
    *,
    save_dir: str | os.PathLike[str] | None = None,
    load: LoadedSave | None = None,
    autosave: bool | None = None,
    prefs_file: Path | None = None,
    keymap_file: Path | None = None,
) -> VoxPopuliApp:
    """The app; with a ruleset or a game it skips the title and starts at the table.

    With `save_dir` every action is autosaved there and the title offers Continue / Load;
    `load` opens that saved game at once (behind the resume curtain).
    """
    if game is None and ruleset is not None:
        from voxpopuli_tui.engine import Game

        game = Game.new(ruleset)
    return VoxPopuliApp(game, computer, save_dir=save_dir, load=load, autosave=autosave,
                        prefs_file=prefs_file, keymap_file=keymap_file)


def run_app(
    load: str | os.PathLike[str] | LoadedSave | None = None,
    save_dir: str | os.PathLike[str] | None = None,
) -> int:
    """Entry point used by `voxpopuli` (cli.py); 2 when the file to `load` is unusable."""
    # Only a file to load brings in the save module (pydantic, the engine) before the title.
    from voxpopuli_tui.paths import default_save_dir

    loaded: LoadedSave | None = None
    if isinstance(load, str | os.PathLike):
        from voxpopuli_tui.saves import SaveError, load_save

        try:
            loaded = load_save(load)
        except SaveError as exc:
            print(f"voxpopuli: {exc.words()}", file=sys.stderr)
            return 2
    elif load is not None:
        loaded = load
    folder = Path(save_dir) if save_dir is not None else default_save_dir()
    from voxpopuli_tui.ui.look.keymap_file import keymap_path

    app = create_app(save_dir=folder, load=loaded, prefs_file=prefs_path(),
                     keymap_file=keymap_path())
    app.run()
    if app.farewell:  # one line after the screen is gone (where the game was saved)
        print(app.farewell, file=sys.stderr)
    return app.return_code or 0

