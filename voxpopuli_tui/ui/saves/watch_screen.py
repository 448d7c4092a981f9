"""A save this session cannot play, another session playing it or its lock out of reach: one
line and a choice (`BusyScreen`), then, if asked, the public table drawn from the file and
redrawn as it changes (`WatchScreen`), or a copy of the game in another folder.

Watching never writes and never shows a private screen: it has no table to act on, only the
public view of the game replayed from the file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.engine import view_for
from voxpopuli_tui.engine.quoting import clip, printable
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.save_lock import BUSY, real_path
from voxpopuli_tui.saves import SaveError, check_save_dir, load_save
from voxpopuli_tui.ui.table.pins import SeatPins, with_notes
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.widgets.game_log import GameLog
from voxpopuli_tui.ui.widgets.players_panel import PlayersPanel
from voxpopuli_tui.ui.widgets.popularity_board import PopularityBoard
from voxpopuli_tui.ui.widgets.rome_map import RomeMap
from voxpopuli_tui.ui.widgets.table_line import TableLine
from voxpopuli_tui.ui.widgets.turn_banner import TurnBanner

#: Seconds between two looks at the file while watching.
POLL_SECONDS = 1.0


class BusyScreen(Screen[str | None]):
    """A save this session cannot hold the lock of, in one line: another window plays it
    (`BUSY`), or its lock cannot be taken (`reason`). Watch it (read only), play a copy in
    another folder (`folder` is then set), or go back; never a writer of this file."""

    DEFAULT_CSS = """
    BusyScreen #busy-box { width: 76; height: auto; border: heavy $warning; padding: 1 2; }
    BusyScreen #busy-line { text-style: bold; }
    BusyScreen OptionList { height: auto; margin-top: 1; }
    BusyScreen #busy-folder { display: none; }
    BusyScreen #busy-folder.shown { display: block; }
    BusyScreen #busy-error { color: $error; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", N_("Back"), id="busy.back")]

    def __init__(self, path: Path, reason: str | None = None) -> None:
        super().__init__()
        self.path = path
        self.reason = reason
        #: the folder chosen for a copy (with the choice "folder")
        self.folder: Path | None = None

    def compose(self) -> ComposeResult:
        line = f"{_(BUSY)}." if self.reason is None else self.reason
        with Middle(), Center(), Vertical(id="busy-box"):
            yield Static(Text(clip(printable(line), 200)), id="busy-line")
            yield OptionList(
                Option(_("Watch it here (read only)"), id="watch"),
                Option(_("Play a copy in another folder"), id="folder"),
                Option(_("Back"), id="back"),
                id="busy-menu",
                markup=False,
            )
            yield Input(str(Path.home()), id="busy-folder",
                        placeholder=_("the folder to play the copy in, then Enter"))
            yield Static("", id="busy-error")
        yield Footer()

    def on_mount(self) -> None:
        menu = self.query_one(OptionList)
        menu.highlighted = 0  # Watch: the choice that loses nothing
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id == "folder":
            folder = self.query_one("#busy-folder", Input)
            folder.add_class("shown")
            folder.focus()
            self._say(_("Type the folder and press Enter (Esc: back)."))
            return
        self.dismiss("watch" if event.option.id == "watch" else None)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        try:
            folder = check_save_dir(os.path.expanduser(text) if text else text)
        except SaveError as exc:
            self._say(f"! {exc.words()}")
            return
        if real_path(folder) == real_path(self.path.parent):
            self._say("! " + _("that is this game's own folder: choose another one"))
            return
        self.folder = folder
        self.dismiss("folder")

    def _say(self, line: str) -> None:
        self.query_one("#busy-error", Static).update(Text(clip(printable(line), 200)))

    def action_back(self) -> None:
        self.dismiss(None)


class WatchScreen(Screen[None]):
    """The public table of a save, redrawn whenever the file changes; Esc goes back."""

    DEFAULT_CSS = """
    WatchScreen { layout: vertical; }
    WatchScreen #watch-line { background: $warning 30%; padding: 0 1; }
    WatchScreen #watch-table { height: 1fr; }
    WatchScreen #watch-board { width: 62%; height: 100%; }
    WatchScreen RomeMap { width: 100%; min-width: 45; padding: 0 0 0 1; }
    WatchScreen PopularityBoard { width: 100%; height: 1fr; padding: 0 1; }
    WatchScreen #watch-side { width: 1fr; height: 100%; border-left: vkey $primary 40%; }
    WatchScreen TableLine { padding: 0 1; background: $panel; }
    WatchScreen PlayersPanel { padding: 0 1; background: $boost; }
    WatchScreen GameLog { padding: 0 1; height: 1fr; min-height: 3; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", N_("Back"), id="watch.back")]

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self._seen: tuple[int, int] | None = None
        #: how many times the table was drawn from the file (tests wait on it)
        self.draws = 0
        self.actions = -1

    def compose(self) -> ComposeResult:
        yield Static("", id="watch-line", markup=False)
        yield TurnBanner()
        with Horizontal(id="watch-table"):
            with Vertical(id="watch-board"):
                yield RomeMap()
                yield PopularityBoard()
            with Vertical(id="watch-side"):
                yield TableLine()
                yield PlayersPanel()
                yield GameLog()
        yield Footer()

    def on_mount(self) -> None:
        self.poll()
        self.set_interval(POLL_SECONDS, self.poll)

    def _stamp(self) -> tuple[int, int] | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return st.st_size, st.st_mtime_ns

    def poll(self) -> None:
        """Redraw from the file when it changed (the file is only read)."""
        stamp = self._stamp()
        if stamp is not None and stamp == self._seen:
            return
        self._seen = stamp
        line = self.query_one("#watch-line", Static)
        try:
            loaded = load_save(self.path)
        except SaveError as exc:
            said = _("Watching (read only): {error}").format(error=exc.words())
            line.update(Text(clip(said, 160)))
            return
        game = loaded.game
        # The public view only (no seat's secrets), with the wrong-PIN lines the table saw.
        pins = SeatPins.from_save(loaded.pins, loaded.pin_log)
        view = with_notes(view_for(game, None), pins)
        self.query_one(TurnBanner).show(view)
        self.query_one(RomeMap).show(view)
        self.query_one(PopularityBoard).show(view)
        self.query_one(PlayersPanel).show(view)
        self.query_one(TableLine).show(view)
        self.query_one(GameLog).show(view)
        self.actions = len(game.history)
        self.draws += 1
        line.update(Text(clip(
            _("Watching, read only — {busy}. Turn {turn}, {actions} actions. Esc: back").format(
                busy=_(BUSY).lower(), turn=game.turn, actions=self.actions), 160)))

    def action_back(self) -> None:
        self.dismiss(None)
