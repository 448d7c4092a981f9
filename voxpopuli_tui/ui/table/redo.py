"""Redo after undo: the actions an undo took back, applied again while nothing else happened.

Undo rebuilds the game from a shorter action log (`engine.undo`); redo replays the same actions
through `Table.apply` (so `legal_actions` still decides), as long as the game's history is still
the start of the one undone from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Action

if TYPE_CHECKING:
    from voxpopuli_tui.ui.table_port import TablePort as Table


class RedoLog:
    """What the undos at this table took back, latest last."""

    def __init__(self) -> None:
        self.undone: list[Action] = []  # the whole history before the first undo
        self.marks: list[int] = []  # history lengths before each undo

    def undid(self, before: list[Action], table: Table) -> None:
        """Record an undo that went from `before` to the table's shorter history."""
        if len(table.game.history) >= len(before):
            return
        if not (self.marks and list(before) == self.undone[: len(before)]):
            self.undone, self.marks = list(before), []  # a new line of play: forget the old
        self.marks.append(len(before))

    def can(self, table: Table) -> bool:
        history = list(table.game.history)
        return (bool(self.marks) and history == self.undone[: len(history)]
                and len(history) < self.marks[-1])

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
