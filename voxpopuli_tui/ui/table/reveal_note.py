"""The reveal in its place (R20): before that match's Stars, and once.

* A match's reveal comes before its Stars at every kind of table: a private screen that has
  just sealed the last vote never rolls on into the same seat's Stars while the reveal is
  still to be shown (`reveal_unshown`, read by `PrivateInput.still_placing`).
* The reveal of a computer's match costs no key (nobody at the keyboard organised it): it
  stands on the table, a panel above the last events, until the next decision a human takes
  (`standing_reveal`), instead of toasts that stack over the board and go.

Plain Python, no Textual: public lines only (the panel is on the shared screen).
"""

from __future__ import annotations

from typing import Protocol

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.events import MatchTotals, VotesRevealed
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.intents import Notice
from voxpopuli_tui.ui.words.game_words import arena, side_name


class RevealTable(Protocol):
    """What the reveal needs of the table (`controller.TableController` is one; a Protocol, so
    the controller imports this module and not the other way round)."""

    #: the log position of the last reveal the table has shown
    last_reveal: int

    def public(self) -> SeatView: ...
    def name(self, seat: int) -> str: ...
    def organiser(self) -> int: ...

#: lines of what followed the reveal kept on the table (the full story is in the log, `l`)
MAX_LINES = 5


def reveal_unshown(table: RevealTable) -> bool:
    """The votes were just revealed and the table has not shown that reveal yet."""
    for e in reversed(table.public().log):
        if isinstance(e.data, VotesRevealed):
            return e.seq > table.last_reveal
    return False


def standing_reveal(table: RevealTable, seq: int) -> Notice:
    """The reveal at log position `seq` as the table keeps it: the result in its title, the
    votes and what followed in its lines (public log lines only)."""
    from voxpopuli_tui.ui.table.log_words import line_words

    view = table.public()
    events = [e for e in view.log if e.seq >= seq]
    totals = next((e.data for e in events if isinstance(e.data, MatchTotals)), None)
    title = _("{name}'s match: the reveal").format(name=table.name(table.organiser()))
    result: tuple[str, ...] = ()
    if totals is not None:
        won, lost = sorted((totals.applause, totals.boos), reverse=True)
        result = (_("{arena}: {result}, {won} to {lost}").format(  # one line, however narrow
            arena=arena(totals.arena), result=side_name(totals.result).upper(), won=won,
            lost=lost),)
    lines = tuple(line_words(e, view.names) for e in events
                  if not isinstance(e.data, MatchTotals))
    return Notice(title, (*result, *lines)[:MAX_LINES])
