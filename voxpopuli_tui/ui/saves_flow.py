"""The app's saved-game flow: autosave, Continue/Load, resume curtain, undo, history, replay.

Mixed into `VoxPopuliApp`; kept apart so the app's screen flow stays short.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from textual.screen import Screen

    from voxpopuli_tui.saves import Autosaver, LoadedSave

    from .table import Table


if TYPE_CHECKING:
    from textual.app import App

    _AppBase = App[None]  # the mixin is type-checked as the App it is mixed into
else:
    _AppBase = object


class SavesMixin(_AppBase):
    """Needs the app's `table`, `save_dir`, `autosave_on`, `start_table` and `advance`."""

    table: Table | None
    save_dir: Path | None
    autosave_on: bool
    _save_warned: str = ""

    # What VoxPopuliApp provides besides textual's App.
    if TYPE_CHECKING:

        def start_table(self, table: Table) -> None: ...
        def advance(self) -> None: ...
        def hand_off(self, seat: int, purpose: str, private: Callable[[], Screen[Any]],
                     done: Callable[[Any], None], cancellable: bool = True,
                     back: str = "the table") -> None: ...

    # ------------------------------------------------------------------ autosave
    def new_saver(self) -> Autosaver | None:
        """A saver for a new game (None when this app does not save)."""
        from voxpopuli_tui.saves import Autosaver

        return Autosaver(self.save_dir, locking=True) if self.autosave_on else None

    def warn_save(self) -> None:
        """A one-line warning on the table when the autosave failed (once per new problem)."""
        table = self.table
        warning = table.save_warning if table is not None else ""
        if warning and warning != self._save_warned:
            self.notify(f"{warning} — playing on; the last good save is kept.",
                        severity="warning", timeout=12, markup=False)
        self._save_warned = warning

    # ------------------------------------------------------------------ continue / load
    def saved_game_choice(self, choice: str) -> None:
        """Title menu: "continue" (latest unfinished) or "load" (the list)."""
        from voxpopuli_tui.saves import latest_unfinished

        from .screens.load import LoadScreen

        if choice == "continue":
            latest = latest_unfinished(self.save_dir) if self.save_dir is not None else None
            if latest is None:
                self.notify("No unfinished game to continue.")
                return
            self.resume_save(latest.path)
        elif choice == "load":
            def chosen(path: Path | None) -> None:
                if path is not None:
                    self.resume_save(path)

            self.push_screen(LoadScreen(self.save_dir), chosen)

    def resume_save(self, source: str | Path | LoadedSave) -> bool:
        """Open a saved game behind the neutral resume curtain; a bad file: one line, False."""
        from voxpopuli_tui.saves import Autosaver, LoadedSave, SaveError, load_save

        from .screens.load import LoadScreen, ResumeCurtain
        from .table import Table

        if isinstance(source, LoadedSave):
            loaded = source
        else:
            try:
                loaded = load_save(source)
            except SaveError as exc:
                self.notify(str(exc), title="Cannot load", severity="error", timeout=10,
                            markup=False)
                return False
        saver = None
        if self.autosave_on:  # one live session per save (`one_writer`, issue 16 item 2)
            from .one_writer import take_lock

            ok, lock = take_lock(self, loaded)
            if not ok:
                return False
            saver = Autosaver.resume(loaded, lock)
        table = Table(loaded.game, loaded.levels, saver)
        from .pin_flow import resume_pins

        resume_pins(self, loaded, table)  # type: ignore[arg-type]  # PINs, lock-outs back
        while isinstance(self.screen, LoadScreen):
            self.pop_screen()
        self.start_table(table)
        if not table.game.is_over:
            who, what = self.resume_who(table)
            self.push_screen(ResumeCurtain(who, what), lambda _: self.advance())
        return True

    @staticmethod
    def resume_who(table: Table) -> tuple[str, str]:
        """Whoever must act now, and a public line about the moment."""
        game = table.game
        seats = table.to_act_humans() or game.to_act()
        who = "the table" if table.is_window() or not seats else table.name(seats[0])
        return who, f"Turn {game.turn}: {game.describe_pending()}"

    # ------------------------------------------------------------------ undo
    def undo_table(self) -> None:
        """`u` at the table: take back the last public action(s), or say why not."""
        from .screens.main import MainScreen

        table = self.table
        screen = self.screen
        if table is None or not isinstance(screen, MainScreen):
            return
        if table.game.is_over:
            table.error = "Cannot undo: the game is over"
            screen.refresh_table()
            return
        message = table.undo()
        self.warn_save()
        if message:
            table.error = message
            screen.refresh_table()
            return
        screen.refresh_table()
        self.notify("Undone.", timeout=2)
        self.advance()

    # ------------------------------------------------------------------ history / journal
    def open_history(self) -> None:
        from .screens.history import HistoryScreen

        if self.table is not None:
            self.push_screen(HistoryScreen(self.table))

    def open_journal(self, seat: int) -> None:
        """A seat's private journal, only behind their curtain."""
        from .screens.history import JournalScreen

        table = self.table
        if table is None:
            return

        def journal() -> JournalScreen:
            from voxpopuli_tui.engine import view_for

            return JournalScreen(view_for(table.game, seat))

        self.hand_off(seat, "read your private journal", journal, lambda _: None, True,
                      "History")

    # ------------------------------------------------------------------ replay
    def open_replay(self) -> None:
        from .screens.replay import ReplayScreen

        table = self.table
        if table is not None and table.game.is_over:
            self.push_screen(ReplayScreen(table.game.ruleset, tuple(table.game.history)))
