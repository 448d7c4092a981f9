"""One live session per save, in the app: a save is played only under its lock (`save_lock`),
taken on its real file before the file is read. A save this session cannot hold the lock of
gets one line and is never written: another window plays it, or its lock cannot be taken (the
lock file's path is a folder, it belongs to another user). Either way the table may watch it
read only, play a copy in another folder, or go back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from voxpopuli_tui.save_lock import SaveLock
from voxpopuli_tui.ui.saves.watch_screen import BusyScreen, WatchScreen

if TYPE_CHECKING:
    from voxpopuli_tui.save_lock import SaveLock
    from voxpopuli_tui.ui.app_contract import AppContract
    from voxpopuli_tui.ui.table.controller import TableController as Table

#: What a session is told when the lock of a save cannot be taken at all.
NO_LOCK = ("This game's lock cannot be taken ({why}): playing it here could overwrite "
           "another window's moves, so it is not played here")


def take_lock(
    app: AppContract, path: Path, on_folder: Callable[[Path], object] | None = None
) -> tuple[bool, SaveLock | None]:
    """(True, the lock) when this session may play the save at `path` (its lock is taken);
    (False, None) when it may not: the one-line notice is up, with Watch, another folder
    (`on_folder(folder)`) and Back."""

    lock = SaveLock(path)
    try:
        taken = lock.acquire()
    except OSError as exc:
        offer_watch(app, path, NO_LOCK.format(why=exc.strerror or type(exc).__name__), on_folder)
        return False, None
    if taken:
        return True, lock
    offer_watch(app, path, None, on_folder)
    return False, None


def offer_watch(
    app: AppContract,
    path: Path,
    reason: str | None = None,
    on_folder: Callable[[Path], object] | None = None,
) -> None:

    screen = BusyScreen(path, reason)

    def chosen(choice: str | None) -> None:
        if choice == "watch":
            app.push_screen(WatchScreen(path))
        elif choice == "folder" and screen.folder is not None and on_folder is not None:
            on_folder(screen.folder)

    app.push_screen(screen, chosen)


def let_go(table: Table | None) -> None:
    """The session leaves its game (back to the title, another game): release its lock."""
    if table is not None and table.saver is not None:
        table.saver.close()
