"""Redo after undo: the actions an undo took back, applied again while nothing else happened.

Undo rebuilds the game from a shorter action log (`engine.undo`); redo replays the same actions
through the controller's `apply` (so `legal_actions` still decides), as long as the game's
history is still the start of the one undone from.
"""

from __future__ import annotations

from collections.abc import Sequence

from voxpopuli_tui.engine import Action


class RedoLog:
    """What the undos at this table took back, latest last."""

    def __init__(self) -> None:
        self.undone: list[Action] = []  # the whole history before the first undo
        self.marks: list[int] = []  # history lengths before each undo

    def undid(self, before: Sequence[Action], history: Sequence[Action]) -> None:
        """Record an undo that went from `before` to the shorter `history`."""
        if len(history) >= len(before):
            return
        if not (self.marks and list(before) == self.undone[: len(before)]):
            self.undone, self.marks = list(before), []  # a new line of play: forget the old
        self.marks.append(len(before))

    def can(self, history: Sequence[Action]) -> bool:
        """The game is still on the line an undo took back, short of its last mark."""
        now = list(history)
        return bool(self.marks) and now == self.undone[: len(now)] and len(now) < self.marks[-1]

    def take(self, history: Sequence[Action]) -> list[Action] | None:
        """The actions to apply again after `history` (the last undo's), None when there is
        nothing to redo (then the log forgets what it held)."""
        if not self.can(history):
            self.marks = []
            return None
        end = self.marks.pop()
        return self.undone[len(history) : end]

    def forget(self) -> None:
        """A redone action was refused: nothing more can be redone."""
        self.marks = []
