"""What the table's helpers (`fold`, `redo`) need of the table: `controller.TableController` is
one. A Protocol, so those helpers never import the controller that imports them."""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Protocol

from voxpopuli_tui.engine import Action, Game


class TablePort(Protocol):
    """The game at the table, its computer seats, and applying actions (in a batch)."""

    game: Game
    computer: frozenset[int]
    #: why the last action was refused ("" when it was not)
    error: str

    def main_actions(self, seat: int) -> list[Action]: ...
    def batch(self) -> AbstractContextManager[None]: ...
    def run_computers(self) -> object: ...
    def is_window(self) -> bool: ...
    def apply(self, action: Action) -> bool: ...
