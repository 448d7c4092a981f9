"""One live session per save, in the app (issue 16 item 2): a save is played only under its
lock (`save_lock`); a save another session holds gets one line, and may be watched read only.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from voxpopuli_tui.save_lock import SaveLock
    from voxpopuli_tui.saves import LoadedSave

    from .app_host import AppHost
    from .controller import TableController as Table


def take_lock(app: AppHost, loaded: LoadedSave) -> tuple[bool, SaveLock | None]:
    """(True, the lock) when this session may play the save; (False, None) when another
    session holds it: the one-line notice is up, with Watch and Back. A folder where no lock
    file can be made (read only) cannot be written by anyone: play on, without a lock (the
    autosave says it fails)."""
    from voxpopuli_tui.save_lock import SaveLock

    lock = SaveLock(loaded.path)
    try:
        taken = lock.acquire()
    except OSError:
        return True, None
    if taken:
        return True, lock
    offer_watch(app, loaded.path)
    return False, None


def offer_watch(app: AppHost, path: Path) -> None:
    from .screens.watch import BusyScreen, WatchScreen

    def chosen(choice: str | None) -> None:
        if choice == "watch":
            app.push_screen(WatchScreen(path))

    app.push_screen(BusyScreen(path), chosen)


def let_go(table: Table | None) -> None:
    """The session leaves its game (back to the title, another game): release its lock."""
    if table is not None and table.saver is not None:
        table.saver.close()
