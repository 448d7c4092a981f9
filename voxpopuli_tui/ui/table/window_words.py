"""The words of an open card window at the table: its one-line prompt, its menu, what a die
roll decides and the news line of a drawn card (Textual-free, drawn by the table's screen)."""

from __future__ import annotations

from typing import Any

from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.i18n import _


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
