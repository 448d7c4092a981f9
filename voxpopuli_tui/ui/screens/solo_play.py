"""A table of one human against computers: the hand on the table, a card
played from it, the cards drawn said in the table's news line.

Keys never mean two things: the menu's numbers answer the table's decision; `c` turns them to
the hand (the menu then lists the hand with the panel's numbers), the card's number picks it,
its targets are picked in the menu, and one more key (`y` or Enter on "Play …?") plays it; Esc
steps back at any point. Nothing here is used at a table of two or more humans, where the hands
stay behind their curtains.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from voxpopuli_tui.engine.actions import PlayCard
from voxpopuli_tui.engine.events import CardGiven
from voxpopuli_tui.engine.said import Said
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.screens.hand import (
    CARD_QUESTIONS,
    QUESTIONS,
    describe_field,
    describe_play,
    next_field,
)
from voxpopuli_tui.ui.table.choices import Option
from voxpopuli_tui.ui.table.intents import Act
from voxpopuli_tui.ui.table.log_words import card_name, reason_words
from voxpopuli_tui.ui.table.since_last_turn import FULL_HISTORY, TITLE

if TYPE_CHECKING:
    from voxpopuli_tui.engine import SeatView
    from voxpopuli_tui.ui.table.controller import TableController
    from voxpopuli_tui.ui.table.intents import Intent
    from voxpopuli_tui.ui.table.since_last_turn import TurnStart
    from voxpopuli_tui.ui.widgets.hand_on_table import HandOnTable


class SoloScreen(Protocol):
    """What a table of one needs of the table's screen (`screens.main.MainScreen` is one; a
    Protocol, so this module never imports the screen that imports it)."""

    table: TableController
    picker: tuple[str, list[Option], Callable[[str], None]] | None
    hand: HandOnTable
    turn_start: TurnStart
    #: the table's refusal line (the screen's own)
    refusal: str

    @property
    def app(self) -> Any: ...
    def pick(self, title: str, options: list[Option], then: Callable[[str], None]) -> None: ...
    def refresh_table(self, keep_menu: bool = False) -> None: ...
    def ask(self, intent: Intent) -> None: ...

CONFIRM_KEY = "yes"


def solo_seat(table: TableController) -> int | None:
    """The one human seat at a table of one human against computers (None otherwise)."""
    return next(iter(table.keyboard.humans)) if table.keyboard.solo else None


def news_words(table: TableController, seat: int) -> str:
    """The cards new to the solo human's hand, for the table's news line ("You drew: …")."""

    new = table.new_cards(seat)
    drawn: list[str] = []
    received: list[str] = []
    for event in table.view(seat).news:
        for card in event.cards:
            if card in new:
                new = new - {card}
                (received if isinstance(event.data, CardGiven) else drawn).append(card_name(card))
    parts = ([_("You drew: {cards}").format(cards=", ".join(drawn))] if drawn else []) + (
        [_("You received: {cards}").format(cards=", ".join(received))] if received else [])
    return " · ".join(parts)


class SoloPlay:
    """`c`, the card's number, its targets, then `y`/Enter: one card played from the table."""

    def __init__(self, screen: SoloScreen) -> None:
        self.screen = screen
        #: the play waiting for its confirmation (None: not confirming)
        self.confirming: PlayCard | None = None
        self._asked: object = None  # the confirmation's picker (another picker: no `y`)

    @property
    def table(self) -> TableController:
        return self.screen.table

    def _view(self, seat: int) -> SeatView:
        return self.table.view(seat)

    def start(self) -> bool:
        """`c` at a table of one human: the hand in the menu. False: not a solo table."""
        seat = solo_seat(self.table)
        if seat is None:
            return False
        self.confirming = None
        if not self.table.is_window() or seat not in self.table.game.to_act():
            self._refuse(_("no card window is open for you now"))
            return True
        view = self._view(seat)
        reasons: dict[str, Said | None] = dict(view.card_reasons)
        options = [
            Option(f"card-{i}", card_name(card) + (
                "" if reasons.get(card, "") is None
                else f" — {reason_words(reasons.get(card), view.names) or _('not now')}"),
                   number=i + 1)
            for i, card in enumerate(view.hand)
        ]
        if not options:
            self._refuse(_("your hand is empty"))
            return True
        self.screen.pick(_("Play which card? its number (Esc: back)"), options,
                         lambda key: self._card(seat, int(key.removeprefix("card-"))))
        return True

    def _refuse(self, why: str) -> None:
        self.screen.refusal = why
        self.screen.picker = None
        self.screen.refresh_table(keep_menu=True)

    def _card(self, seat: int, index: int) -> None:
        view = self._view(seat)
        if index >= len(view.hand):
            return
        card = view.hand[index]
        plays = [a for a in self.table.card_plays(seat) if isinstance(a, PlayCard)
                 and a.card == card]
        if not plays:
            reason = dict[str, Said | None](view.card_reasons).get(card)
            why = reason_words(reason, view.names) or _("not now")
            self.screen.refusal = _("{card} cannot be played now: {why}").format(
                card=card_name(card), why=why)
            self.start()
            return
        self._narrow(seat, plays)

    def _narrow(self, seat: int, plays: list[PlayCard]) -> None:
        """Ask the next target on which the plays still differ, then the confirmation."""

        field = next_field(plays)
        view = self._view(seat)
        if field is None:
            self._confirm(plays[0], view)
            return
        values = list(dict.fromkeys(getattr(a, field) for a in plays))
        card = plays[0].card
        question = _(CARD_QUESTIONS.get((card, field), QUESTIONS[field]))
        options = [Option(str(v), describe_field(field, v, view, card)) for v in values]

        def chosen(key: str) -> None:
            self._narrow(seat, [a for a in plays if str(getattr(a, field)) == key])

        self.screen.pick(_("{card}: {question}").format(card=card_name(card), question=question),
                         options, chosen)

    def _confirm(self, play: PlayCard, view: SeatView) -> None:
        self.confirming = play
        # Numbered 0 (no number key): only `y` or Enter plays it, never a digit typed twice.
        yes = Option(CONFIRM_KEY, _("Yes: play it (y or Enter) · Esc: no"), number=0)
        self.screen.pick(_("Play {play}?").format(play=describe_play(play, view)), [yes],
                         lambda _key: self._play())
        self._asked = self.screen.picker

    def key(self, key: str) -> bool:
        """`y` on the confirmation plays the card (True: the key was taken)."""
        asked = self.screen.picker is not None and self.screen.picker is self._asked
        if key == "y" and self.confirming is not None and asked:
            self._play()
            return True
        return False

    def _play(self) -> None:
        play, self.confirming = self.confirming, None
        self.screen.picker = None
        if play is not None:
            self.screen.ask(Act(play))


def draw_solo(screen: SoloScreen) -> None:
    """The hand on the table, and at the start of the human's turn what happened since their
    last one (a notification under the banner: never over the prompt line)."""

    table = screen.table
    seat = solo_seat(table)
    if seat is None or not screen.hand.is_mounted:
        return
    playing = table.is_window() and seat in table.game.to_act()
    screen.hand.show(table.view(seat), table.new_cards(seat), playing)
    lines = screen.turn_start.due(table)
    if lines:
        screen.app.notify("\n".join([*lines, _(FULL_HISTORY)]), title=_(TITLE), timeout=6,
                          markup=False)
