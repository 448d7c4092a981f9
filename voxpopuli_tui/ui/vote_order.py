"""The order in which the seats vote, said when a vote starts (a newcomer did
not know who votes when).

A secret vote (R19) is taken here computers first (they answer at once), then each human in
turn order from the active seat; a show of hands (R33) goes from the card's player in turn
order. The line goes to the table's log and the voter's private screen's log as a public note
(all of it is public: who votes, not how).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from voxpopuli_tui.engine import Game, SeatView
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import _

from .game_words import arena
from .table_notes import TableNote


class VotingTable(Protocol):
    """What the voting order needs of the table (`controller.TableController` is one; a
    Protocol, so this module never imports the controller that imports it)."""

    game: Game
    computer: frozenset[int]
    votes_said: set[tuple[object, ...]]
    table_notes: list[TableNote]

    @property
    def kind(self) -> str | None: ...
    def public(self) -> SeatView: ...
    def to_act_humans(self) -> list[int]: ...
    def name(self, seat: int) -> str: ...

def names_in_order(names: Sequence[str]) -> str:
    """`Livia`, `Livia then Marcus`, `Livia, Marcus then Julia`."""
    if len(names) <= 1:
        return "".join(names)
    return _("{first} then {last}").format(first=", ".join(names[:-1]), last=names[-1])


def vote_start(table: VotingTable) -> tuple[tuple[object, ...], str] | None:
    """(what vote this is, the line announcing its order) when a vote is pending, else None."""
    game = table.game
    kind = table.kind
    view = table.public()
    if kind == Decision.VOTE and view.match is not None and not any(view.match.voted):
        to_act = game.to_act()
        order = [s for s in to_act if s in table.computer] + table.to_act_humans()
        key: tuple[object, ...] = ("vote", view.turn, view.match.arena)
        line = _("Vote in {arena}: {names} vote in this order (A Applause, B Boos).").format(
            arena=arena(view.match.arena), names=names_in_order([table.name(s) for s in order]))
        return key, line
    ov = view.open_vote
    if kind == Decision.HANDS and ov is not None and all(c is None for c in ov.choices):
        n = len(view.names)
        order = [(ov.player + i) % n for i in range(n)]
        key = ("hands", view.turn, ov.card, ov.player, len(view.log))
        how = (_("each names a politician") if ov.question == "politician"
               else _("A for, B against"))  # HONORARY PRESIDENT asks for a politician
        line = _("Show of hands: {names} vote in this order ({how}).").format(
            names=names_in_order([table.name(s) for s in order]), how=how)
        return key, line
    return None


def say_vote_order(table: VotingTable) -> None:
    """A vote starts: the order the seats vote in, in the log (once). Not a banner: it would
    sit over the first voter's curtain; the voter's private screen has the log too."""
    start = vote_start(table)
    if start is None or start[0] in table.votes_said:
        return
    key, line = start
    table.votes_said.add(key)
    table.table_notes.append(TableNote(table.game.log_length, table.game.turn, line))
