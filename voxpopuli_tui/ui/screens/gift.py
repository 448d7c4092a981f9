"""Giving a card to another player (R26), behind the giver's curtain.

The act is public, the card known only to giver and receiver: the screen is opaque, and backing
out (Escape) returns None without a trace. Only the `GiveCard` actions of `legal` are offered.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.engine.actions import GiveCard
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.views import SeatView
from voxpopuli_tui.i18n import N_, _, ngettext
from voxpopuli_tui.ui.hotseat.handoff import HandOffScreen
from voxpopuli_tui.ui.screens.card_reference import CardReferenceScreen, kind_label
from voxpopuli_tui.ui.screens.hand import PLAYABLE, card_summary, card_title, club_label


class CardGiftScreen(HandOffScreen, ModalScreen[GiveCard | None]):
    """Pick a card of one's hand, then the player who receives it. Returns the GiveCard or None."""

    #: beside this module, wherever a subclass lives

    CSS_PATH = Path(__file__).with_name("hand.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back"), id="card-gift.back"),
        Binding("d", "details", N_("Card details"), id="card-gift.details"),
    ]

    def __init__(
        self,
        view: SeatView,
        legal: Sequence[Any],
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.view = view
        self.gifts = [a for a in legal if isinstance(a, GiveCard)]
        self.cards = [c for c in view.hand if any(g.card == c for g in self.gifts)]
        self.card: str | None = None  # chosen card, while picking the receiver
        self.receivers: list[GiveCard] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="gift-box", classes="picker-box"):
            yield Static(id="gift-title", classes="picker-title", markup=False)
            yield Static(id="gift-step", classes="picker-step", markup=False)
            yield OptionList(id="gift-list", classes="picker-list", markup=False)
            yield Static(id="gift-detail", classes="picker-detail", markup=False)
            yield Static(id="gift-keys", classes="picker-keys")

    def on_mount(self) -> None:
        seat = self.view.seat
        who = self.view.names[seat] if seat is not None else _("You")
        self.query_one("#gift-title", Static).update(
            _("{name}: give a card (R26)").format(name=who))
        self.show_cards()

    def show_cards(self, highlight: str | None = None) -> None:
        self.card, self.receivers = None, []
        options = self.query_one("#gift-list", OptionList)
        options.set_options(
            Option(self._card_prompt(c), id=f"gift-card-{i}") for i, c in enumerate(self.cards)
        )
        self.query_one("#gift-step", Static).update(
            _("Which card do you give? Everyone will see that you gave a card, not which one.")
        )
        self.query_one("#gift-keys", Static).update(
            _("Enter choose · d details · Esc back (gives nothing)")
        )
        detail = self.query_one("#gift-detail", Static)
        if not self.cards:
            detail.update(_("You have no card to give now."))
            return
        # Nothing preselected: Enter alone (a held or typed-ahead key) gives nothing.
        options.highlighted = self.cards.index(highlight) if highlight in self.cards else None
        options.focus()
        if options.highlighted is None:
            detail.update(_("Choose a card with ↑ ↓, then Enter."))

    def show_receivers(self, card: str) -> None:
        self.card = card
        self.receivers = [g for g in self.gifts if g.card == card]
        options = self.query_one("#gift-list", OptionList)
        options.set_options(
            Option(self._receiver_prompt(g.to), id=f"gift-to-{g.to}") for g in self.receivers
        )
        options.highlighted = None
        options.focus()
        self.query_one("#gift-step", Static).update(
            _("Give {card} to whom?").format(card=card_title(card)))
        self.query_one("#gift-keys", Static).update(_("Enter give · Esc back to your cards"))
        self.ask()  # a new question: a held key's repeats do not answer it

    def _card_prompt(self, card: str) -> Text:
        info = cards_by_id().get(card)
        kind = kind_label(info) if info else "?"
        return Text(f"{PLAYABLE} {card_title(card):<34} {kind}", no_wrap=True, overflow="ellipsis")

    def _receiver_prompt(self, seat: int) -> Text:
        player = self.view.players[seat]
        cards = ngettext("{count} card", "{count} cards", player.hand_size).format(
            count=player.hand_size)
        club = club_label(self.view.clubs[seat])  # "[R]" would be markup in a str prompt
        return Text(f"{PLAYABLE} " + _("{name} ({club}, {cards} in hand)").format(
            name=self.view.names[seat], club=club, cards=cards))

    def _show_detail(self, card: str) -> None:
        self.query_one("#gift-detail", Static).update(card_summary(card))

    @on(OptionList.OptionHighlighted, "#gift-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if self.card is None and event.option_index < len(self.cards):
            self._show_detail(self.cards[event.option_index])

    @on(OptionList.OptionSelected, "#gift-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.card is None:
            self.show_receivers(self.cards[event.option_index])
        else:
            self.hand_back(self.receivers[event.option_index])

    def action_back(self) -> None:
        if self.card is None:
            self.hand_back(None)
        else:
            self.show_cards(highlight=self.card)

    def action_details(self) -> None:
        card = self.card
        if card is None:
            index = self.query_one("#gift-list", OptionList).highlighted
            if index is None or not self.cards:
                return
            card = self.cards[index]
        self.app.push_screen(CardReferenceScreen(initial=card))
