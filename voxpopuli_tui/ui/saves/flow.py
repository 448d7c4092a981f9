"""The app's saved-game flow: autosave warnings, Continue/Load, the resume curtain, history,
the journal, replay.

`Saves` is owned by the app (composition: it holds the app); undo and redo are intents of
the table controller.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.table.purpose import Purpose

if TYPE_CHECKING:
    from voxpopuli_tui.saves import Autosaver, LoadedSave
    from voxpopuli_tui.ui.app_contract import AppContract
    from voxpopuli_tui.ui.table.controller import TableController


class Saves:
    """Saving and loading at the app: needs the app's `table`, `save_dir`, `autosave_on`."""

    def __init__(self, app: AppContract) -> None:
        self.app = app
        self._save_warned = ""

    # ------------------------------------------------------------------ autosave
    def new_saver(self) -> Autosaver | None:
        """A saver for a new game (None when this app does not save)."""
        from voxpopuli_tui.saves import Autosaver

        app = self.app
        return Autosaver(app.save_dir, locking=True) if app.autosave_on else None

    def warn_save(self) -> None:
        """A one-line warning on the table when the autosave failed (once per new problem)."""
        table = self.app.table
        warning = table.save_warning if table is not None else ""
        if warning and warning != self._save_warned:
            self.app.notify(f"{warning} — playing on; the last good save is kept.",
                        severity="warning", timeout=12, markup=False)
        self._save_warned = warning

    # ------------------------------------------------------------------ continue / load
    def saved_game_choice(self, choice: str) -> None:
        """Title menu: "continue" (latest unfinished) or "load" (the list)."""
        from voxpopuli_tui.saves import latest_unfinished
        from voxpopuli_tui.ui.saves.load_screen import LoadScreen

        if choice == "continue":
            latest = latest_unfinished(self.app.save_dir) if self.app.save_dir is not None else None
            if latest is None:
                self.app.notify(_("No unfinished game to continue."))
                return
            self.resume_save(latest.path)
        elif choice == "load":
            def chosen(path: Path | None) -> None:
                if path is not None:
                    self.resume_save(path)

            self.app.push_screen(LoadScreen(self.app.save_dir), chosen)

    def resume_save(self, source: str | Path | LoadedSave) -> bool:
        """Open a saved game behind the neutral resume curtain; a bad file: one line, False.

        With autosave on, the save's lock is taken on its real file first and the file is read
        under it (a game read before the lock could be older than the file: it is read again);
        a save whose lock this session cannot hold is not played (`one_writer`)."""
        from voxpopuli_tui.saves import Autosaver, LoadedSave

        app = self.app
        given = source if isinstance(source, LoadedSave) else None
        path = source.path if isinstance(source, LoadedSave) else Path(source)
        if not app.autosave_on:
            loaded = given or self._read(path)
            return loaded is not None and self._open(loaded, None)
        lock = given.lock if given is not None and given.lock is not None else None
        if lock is None or not lock.holds():
            from voxpopuli_tui.ui.saves.session_lock import take_lock

            ok, lock = take_lock(app, path, lambda folder: self.play_copy(path, folder))
            if not ok or lock is None:
                return False
            given = None  # read under the lock
        loaded = given or self._read(path)
        if loaded is None:
            lock.release()
            return False
        return self._open(loaded, Autosaver.resume(loaded, lock))

    def play_copy(self, path: Path, folder: Path) -> bool:
        """Play the game of `path` from a new file in `folder` (its own lock, its own file: the
        original is only read), when this session cannot hold the original's lock."""
        from voxpopuli_tui.saves import Autosaver

        loaded = self._read(path)
        if loaded is None:
            return False
        saver = Autosaver(folder, None, loaded.computer, loaded.levels, locking=True)
        saver.created, saver.guided = loaded.created, loaded.guided
        if not self._open(loaded, saver):
            return False
        self.app.notify(_("Playing a copy in {folder}: the original file is left as it is.")
                        .format(folder=folder), timeout=8, markup=False)
        return True

    def _read(self, path: Path) -> LoadedSave | None:
        from voxpopuli_tui.saves import SaveError, load_save

        try:
            return load_save(path)
        except SaveError as exc:
            self.app.notify(exc.words(), title=_("Cannot load"), severity="error", timeout=10,
                            markup=False)
            return None

    def _open(self, loaded: LoadedSave, saver: Autosaver | None) -> bool:
        """Start the table of `loaded`, saving with `saver`."""
        from voxpopuli_tui.ui.saves.load_screen import LoadScreen, ResumeCurtain
        from voxpopuli_tui.ui.table.controller import TableController

        app = self.app
        if loaded.guided:  # Learn to play: its guide and guided computers back
            from voxpopuli_tui.ui.learn.guided_table import GuidedTable

            table: TableController = GuidedTable.resumed(loaded.game, saver, loaded.levels)
        else:
            table = TableController(loaded.game, loaded.levels, saver)
        from voxpopuli_tui.ui.hotseat.pin_flow import resume_pins

        resume_pins(app, loaded, table)  # PINs, lock-outs back
        while isinstance(app.screen, LoadScreen):
            app.pop_screen()
        app.start_table(table)
        if table.game.is_over:
            pass
        elif table.keyboard.solo and app.pins is None:
            app.call_after_refresh(app.advance)  # one human: nobody to hide the screen from
        else:
            who, what = self.resume_who(table)
            app.push_screen(ResumeCurtain(who, what), lambda _: app.advance())
        return True

    @staticmethod
    def resume_who(table: TableController) -> tuple[str, str]:
        """Whoever must act now, and a public line about the moment."""
        game = table.game
        seats = table.to_act_humans() or game.to_act()
        from voxpopuli_tui.ui.table.wording import pending_words

        who = _("the table") if table.is_window() or not seats else table.name(seats[0])
        return who, _("Turn {turn}: {what}").format(turn=game.turn, what=pending_words(game))

    # ------------------------------------------------------------------ history / journal
    def open_history(self) -> None:
        from voxpopuli_tui.ui.screens.history import HistoryScreen

        if self.app.table is not None:
            self.app.push_screen(HistoryScreen(self.app.table))

    def open_journal(self, seat: int) -> None:
        """A seat's private journal, only behind their curtain."""
        from voxpopuli_tui.ui.screens.history import JournalScreen

        table = self.app.table
        if table is None:
            return

        def journal() -> JournalScreen:
            from voxpopuli_tui.engine import view_for

            return JournalScreen(view_for(table.game, seat))

        self.app.hand_off(seat, Purpose.JOURNAL, journal, lambda _: None, True, N_("the history"))

    # ------------------------------------------------------------------ replay
    def open_replay(self) -> None:
        from voxpopuli_tui.ui.screens.replay import ReplayScreen

        table = self.app.table
        if table is not None and table.game.is_over:
            self.app.push_screen(ReplayScreen(table.game.ruleset, tuple(table.game.history)))
