"""Cards at the table: the private screen behind a seat's curtain for its hand, a card to
play, a card new to its hand or a card gift; and the words of an open card window.

Every private screen here gets the seat's own view and its legal moves (never the table or
the game) and returns its choice through `dismiss`; what happens in public (a card played, a
card given) is announced by the controller from the public log alone (R27).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from voxpopuli_tui.engine.actions import ActionType
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.hotseat.purpose import Purpose

if TYPE_CHECKING:
    from textual.screen import Screen

    from voxpopuli_tui.ui.table.controller import TableController


def private_screen(table: TableController, seat: int, purpose: Purpose) -> Screen[Any]:
    """The screen behind `seat`'s curtain for a card `purpose` (built only once the curtain
    is lifted, so nothing private exists before)."""
    from voxpopuli_tui.ui.screens.gift import CardGiftScreen
    from voxpopuli_tui.ui.screens.hand import HandScreen, NewsHandScreen

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


def card_meaning(card: str | None) -> str:
    """What a die roll for `card` decides: the card's summary ("" for no card)."""
    info = cards_by_id().get(card) if card is not None else None
    return info.summary if info is not None else ""


def window_prompt(view: Any, where: str, then: str = "") -> str:
    """The table's one-line prompt while a card window is open: who may do what, how to go on.

    `then`: the decision the window is folded into (choosing it means everyone passed)."""
    p = view.pending
    if p.window == Window.ROLL:
        meaning = card_meaning(p.roll_card)
        head = _("Die for {purpose}: {roll}. RIGGING or MATCH RIGGED? — any player may press "
                 "C").format(purpose=p.purpose, roll=p.roll)
        go_on = (_("Enter to accept the roll. {meaning}").format(meaning=meaning) if meaning
                 else _("Enter to accept the roll."))
    elif p.window == Window.HANDS and view.open_vote is not None:
        title = cards_by_id()[view.open_vote.card].title
        head = _("{card}: every hand is up. CENSORSHIP or CHEATING? — any player may press "
                 "C").format(card=title)
        go_on = _("Enter to count the votes.")
    else:
        head = _("{window} is open — any player may press C to play a card").format(
            window=where)
        go_on = _("Enter: everyone passes.")
    if then:  # the folded decision first: a number (or ↑ ↓ and Enter) answers it
        return _("{decision} · {window} first; Enter alone: everyone passes the window").format(
            decision=then, window=head)
    if p.window in (Window.ROLL, Window.HANDS):
        return _("{window}; {then}").format(window=head, then=go_on)
    return _("{window} · {then}").format(window=head, then=go_on)


def window_menu(view: Any) -> tuple[str, list[tuple[str, str, bool]]]:
    """The menu of an open card window: (title, [(key, label, disabled)])."""
    p = view.pending
    if p.window == Window.ROLL:
        # What the roll decides is in the prompt: a menu line that does nothing is no choice.
        return _("Die for {purpose}: {roll}").format(purpose=p.purpose, roll=p.roll), [
            ("continue", _("Accept the roll (Enter)"), False),
            ("play", _("Play RIGGING or MATCH RIGGED… (C)"), False),
        ]
    if p.window == Window.HANDS:
        return _("Show of hands"), [
            ("continue", _("Count the votes (Enter)"), False),
            ("play", _("Play CENSORSHIP or CHEATING… (C)"), False),
        ]
    return _("Card window"), [
        ("continue", _("Continue (everyone passes)"), False),
        ("play", _("Play a card… (C)"), False),
    ]


def news_subtitle(line: str) -> str:
    """The news of a drawn card, short enough for the menu's frame."""
    return _("{news}: press N").format(news=line.split(" — ")[0]) if line else ""
