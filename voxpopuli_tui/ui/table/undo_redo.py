"""Undo and redo at the table: the last human action taken back (with the computers' actions
and passes after it, as far as the engine's barriers allow), and the undone actions applied
again (`redo.RedoLog` keeps them).

A mixin of `TableController`: undo replaces the controller's game (`engine.undo` rebuilds it
from a shorter action log), redo goes through the controller's `apply`, and both end, as every
intent, in `next()`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Pass
from voxpopuli_tui.engine.undo import barrier_seqs, undo, undo_limit
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.intents import AtTable, Next, Notice

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    from voxpopuli_tui.engine import Action, Game
    from voxpopuli_tui.ui.table.redo import RedoLog


class UndoRedo:
    """Taking actions back and applying them again (`_epoch` moves with every new game)."""

    game: Game
    computer: frozenset[int]
    error: str
    redo_log: RedoLog
    notices: list[Notice]
    _epoch: int

    if TYPE_CHECKING:
        def apply(self, action: Action) -> bool: ...
        def autosave(self) -> None: ...
        def batch(self) -> AbstractContextManager[None]: ...
        def next(self) -> Next: ...

    def take_back(self) -> str:
        """Take back the last human action (and computers' and passes after it), barriers
        permitting; "" when done, else the one-line reason it cannot."""

        limit, why = undo_limit(self.game)
        if limit == 0:
            return _("Cannot undo: {why}").format(why=why)
        history = self.game.history
        steps = 0
        while steps < len(history) - 1 and (
            history[-1 - steps].seat in self.computer or isinstance(history[-1 - steps], Pass)
        ):
            steps += 1
        steps = min(steps + 1, limit)
        self.game = undo(self.game, steps)
        self._epoch += 1
        self.error = ""
        self.autosave()
        return ""

    def barrier_seqs(self, last_only: bool = False) -> set[int]:
        """Public log positions after which undo cannot go back (the last public event of each
        barrier action); `last_only`: just the one undo stops at now."""

        return barrier_seqs(self.game, last_only)

    def undo(self) -> Next:
        """Take back the last public action(s), or say why not."""
        if self.game.is_over:
            return AtTable(_("Cannot undo: the game is over"))
        before = list(self.game.history)
        message = self.take_back()
        if message:
            return AtTable(message)
        self.redo_log.undid(before, self.game.history)
        self.notices.append(Notice("", (_("Undone."),)))
        return self.next()

    def redo(self) -> Next:
        """The actions the last undo took back, again."""
        again = self.redo_log.take(self.game.history)
        if again is None:
            return AtTable(_("Nothing to redo"))
        with self.batch():
            for action in again:
                if not self.apply(action):
                    self.redo_log.forget()
                    return AtTable(_("Cannot redo: {why}").format(why=self.error))
        self.notices.append(Notice("", (_("Redone."),)))
        return self.next()
