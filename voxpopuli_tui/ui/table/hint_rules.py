"""Whether hints are on at a table, and the public line a hint taken leaves at a table of
two or more humans (Textual-free: the controller's option and its notes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.notes import TableNote

if TYPE_CHECKING:
    from voxpopuli_tui.ui.table.controller import TableController


def hints_on(table: TableController) -> bool:
    """The game's option; by default on at a table of one human, off otherwise."""
    return table.keyboard.solo if table.hints is None else table.hints


def took_hint(table: TableController, seat: int) -> None:
    """At a table of two or more humans, a public line says `seat` took a hint."""
    if not table.keyboard.solo:
        game = table.game
        line = _("{name} took a hint.").format(name=game.names[seat])
        table.table_notes.append(TableNote(game.log_length, game.turn, line))
