"""No silent loss on quit.

When the last autosave failed, quitting (Ctrl+Q, the palette's Quit) first says how many moves
are not on disk and offers to save them in another folder, to quit anyway, or to go back
(`screens.quit_guard`). With the autosave current, quitting is immediate as before.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from voxpopuli_tui.i18n import N_
from voxpopuli_tui.saves import SaveError, check_save_dir

if TYPE_CHECKING:
    from voxpopuli_tui.ui.table.controller import TableController as Table


def unsaved_moves(table: Table | None) -> int:
    """How many of the game's actions are not in its save file (0: nothing would be lost)."""
    if table is None or table.saver is None or not table.save_warning:
        return 0
    return table.saver.unsaved(table.game)


def save_elsewhere(table: Table, folder: str) -> Path:
    """Write the game to a new file in `folder` (checked like `--save-dir`, written atomically
    like every autosave) and keep saving there; `SaveError` with one line when it cannot."""

    saver = table.saver
    if saver is None:
        raise SaveError(N_("this game is not saved"))
    target = check_save_dir(os.path.expanduser(folder.strip()) if folder.strip() else folder)
    other = saver.copy_to(target)
    path = other.save(table.game)
    saver.close()
    table.saver = other  # the game goes on saving where it could
    table.save_warning = ""
    return path
