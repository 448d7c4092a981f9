"""News of cards for the table controller: which cards each human seat has not looked at yet,
and which cards the public log names (a mixin: `TableController` holds the game and the views).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from voxpopuli_tui.engine.events import CardPlayed, EventKind
from voxpopuli_tui.ui.table.log_words import line_words

if TYPE_CHECKING:
    from voxpopuli_tui.engine import Game, SeatView

#: Private log lines that tell a seat about a card new to its hand.
NEWS_KINDS = frozenset({EventKind.DRAW_PRIVATE, EventKind.GIFT_PRIVATE})


class CardNews:
    """What each seat has seen of its new cards (`_seen`: the log position it has seen to)."""

    game: Game
    computer: frozenset[int]
    _seen: dict[int, int]

    if TYPE_CHECKING:
        def public(self) -> SeatView: ...
        def view(self, seat: int) -> SeatView: ...
        def humans(self) -> list[int]: ...
        def name(self, seat: int) -> str: ...

    def turn_start(self) -> int:
        """Log position where the current turn began (the whole log before the first turn)."""
        log = self.public().log
        start = next((e.seq for e in reversed(log) if e.kind == EventKind.TURN), None)
        return self.game.log_length if start is None else start

    def news(self, seat: int) -> list[str]:
        """The private lines about cards new to `seat`'s hand it has not looked at yet."""
        if self.game.is_over or seat in self.computer:
            return []
        start = self._seen.get(seat, 0)
        view = self.view(seat)
        return [line_words(e, view.names) for e in view.log
                if e.private and e.kind in NEWS_KINDS and e.seq >= start]

    def new_cards(self, seat: int) -> set[str]:
        """The cards of `seat`'s hand named in its unseen news (drawn, dealt or received)."""
        if self.game.is_over or seat in self.computer:
            return set()
        start = self._seen.get(seat, 0)
        view = self.view(seat)
        named = {c for e in view.news if e.seq >= start for c in e.cards}
        return named & set(view.hand)

    def mark_seen(self, seat: int) -> None:
        self._seen[seat] = self.game.log_length

    def news_seats(self) -> list[int]:
        return [s for s in self.humans() if self.news(s)]

    def news_line(self) -> str:
        """Public: who has a card they have not looked at (never which card)."""
        seats = self.news_seats()
        if not seats:
            return ""
        names = " and ".join(self.name(s) for s in seats)
        verb = "has" if len(seats) == 1 else "have"
        return f"{names} {verb} a new card — press N to look (behind the curtain)."


    def log_cards(self) -> list[str]:
        """Cards named in the public log, the most recent first (public facts only)."""

        played = [e.data.card for e in self.public().log if isinstance(e.data, CardPlayed)]
        return list(dict.fromkeys(reversed(played)))
