"""The order in which the seats vote, said when a vote starts (a newcomer did
not know who votes when).

A secret vote (R19) is taken here computers first (they answer at once), then each human in
turn order from the active seat; a show of hands (R33) goes from the card's player in turn
order. The line goes to the table's log and the voter's private screen's log as a public note
(all of it is public: who votes, not how).
"""

from __future__ import annotations

from collections.abc import Sequence

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.words.game_words import arena


def names_in_order(names: Sequence[str]) -> str:
    """`Livia`, `Livia then Marcus`, `Livia, Marcus then Julia`."""
    if len(names) <= 1:
        return "".join(names)
    return _("{first} then {last}").format(first=", ".join(names[:-1]), last=names[-1])


def vote_start(view: SeatView, kind: Decision | None, order: Sequence[int]
               ) -> tuple[tuple[object, ...], str] | None:
    """(what vote this is, the line announcing its order) when a vote is pending, else None.

    `view`: the public view; `order`: the seats still to vote in a secret vote, in the order
    the table takes them (computers first, then each human in turn order)."""
    names = view.names
    if kind == Decision.VOTE and view.match is not None and not any(view.match.voted):
        key: tuple[object, ...] = ("vote", view.turn, view.match.arena)
        line = _("Vote in {arena}: {names} vote in this order (A Applause, B Boos).").format(
            arena=arena(view.match.arena), names=names_in_order([names[s] for s in order]))
        return key, line
    ov = view.open_vote
    if kind == Decision.HANDS and ov is not None and all(c is None for c in ov.choices):
        n = len(view.names)
        hands = [(ov.player + i) % n for i in range(n)]
        key = ("hands", view.turn, ov.card, ov.player, len(view.log))
        how = (_("each names a politician") if ov.question == "politician"
               else _("A for, B against"))  # HONORARY PRESIDENT asks for a politician
        line = _("Show of hands: {names} vote in this order ({how}).").format(
            names=names_in_order([names[s] for s in hands]), how=how)
        return key, line
    return None
