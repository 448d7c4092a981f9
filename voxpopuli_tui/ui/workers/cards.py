"""Cards at the table: the private screen behind a seat's curtain for its hand, a card to
play, a card new to its hand or a card gift (the words of an open card window are
`table.window_words`).

Every private screen here gets the seat's own view and its legal moves (never the table or
the game) and returns its choice through `dismiss`; what happens in public (a card played, a
card given) is announced by the controller from the public log alone (R27).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from voxpopuli_tui.engine.actions import ActionType
from voxpopuli_tui.ui.screens.gift import CardGiftScreen
from voxpopuli_tui.ui.screens.hand import HandScreen, NewsHandScreen
from voxpopuli_tui.ui.table.purpose import Purpose

if TYPE_CHECKING:
    from textual.screen import Screen

    from voxpopuli_tui.ui.table.controller import TableController


def private_screen(table: TableController, seat: int, purpose: Purpose) -> Screen[Any]:
    """The screen behind `seat`'s curtain for a card `purpose` (built only once the curtain
    is lifted, so nothing private exists before)."""

    view = table.view(seat)
    if purpose is Purpose.GIFT:
        return CardGiftScreen(view, table.free_actions(seat, [ActionType.GIVE_CARD]))
    news = table.news(seat)
    new = table.new_cards(seat)
    table.mark_seen(seat)
    plays = table.card_plays(seat)
    if purpose is Purpose.PLAY or (purpose is Purpose.HAND and plays):
        # `h` while a card is playable marks it, never "nothing to play now", but only looks:
        # a number there must not play a card at once; `c` plays.
        return HandScreen(view, plays, dict(view.card_reasons), new=new,
                          to_play=purpose is Purpose.PLAY)
    return NewsHandScreen(view, news, new)
