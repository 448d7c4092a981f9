"""Autosaving at the table: the game is written after every applied action, or once after a
batch of them, and a failed write only leaves a warning (the last good save stays).

A mixin of `TableController`, which holds the game and the saver; apart so that the table's
acting road reads without the saving's bookkeeping.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from voxpopuli_tui.i18n import _
from voxpopuli_tui.saves import SaveError

if TYPE_CHECKING:
    from voxpopuli_tui.engine import Game
    from voxpopuli_tui.saves import Autosaver


class Autosaving:
    """The saver, and whether the game has moved since its last good save (`_unsaved`)."""

    game: Game
    saver: Autosaver | None
    save_warning: str
    _batch: int
    _unsaved: bool

    def autosave(self) -> None:
        """Write the game now; a failure only sets `save_warning` (the last good save stays)."""

        if self.saver is None:
            return
        try:
            self.saver.save(self.game)
        except SaveError as exc:
            self.save_warning = _("Autosave failed: {error}").format(error=exc.words())
        except Exception as exc:  # never let saving stop the game
            self.save_warning = _("Autosave failed ({error})").format(error=type(exc).__name__)
        else:
            self.save_warning = ""
            self._unsaved = False

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Apply several actions, then save once."""
        self._batch += 1
        try:
            yield
        finally:
            self._batch -= 1
            if not self._batch and self._unsaved:
                self.autosave()
