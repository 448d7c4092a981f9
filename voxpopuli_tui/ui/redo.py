"""Redo after undo: the actions an undo took back, applied again while nothing else happened.

Undo rebuilds the game from a shorter action log (`engine.undo`); redo replays the same actions
through `Table.apply` (so `legal_actions` still decides), as long as the game's history is still
the start of the one undone from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Action

if TYPE_CHECKING:
    from .table import Table


class Redo:
    """What the undos at this table took back, latest last."""

    def __init__(self) -> None:
        self.undone: list[Action] = []  # the whole history before the first undo
        self.marks: list[int] = []  # history lengths before each undo

    def undid(self, before: list[Action], table: Table) -> None:
        """Record an undo that went from `before` to the table's shorter history."""
        now = len(table.game.history)
        if now >= len(before):
            return
        if not self._valid(table, before):
            self.undone, self.marks = list(before), []
        self.marks.append(len(before))

    def _valid(self, table: Table, longer: list[Action] | None = None) -> bool:
        history = table.game.history
        full = self.undone if longer is None else longer
        return bool(self.marks or longer) and list(history) == list(full[: len(history)])

    def can(self, table: Table) -> bool:
        return bool(self.marks) and self._valid(table) and len(table.game.history) < self.marks[-1]

    def redo(self, table: Table) -> str:
        """Apply the last undone actions again; "" when done, else why not."""
        if not self.can(table):
            self.marks = []
            return "Nothing to redo"
        end = self.marks.pop()
        with table.batch():
            for action in self.undone[len(table.game.history) : end]:
                if not table.apply(action):
                    self.marks = []
                    return f"Cannot redo: {table.error}"
        return ""
