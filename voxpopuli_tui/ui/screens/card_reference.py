"""The card reference: the 55 cards with their printed data, a filter and a detail pane.

Public information only (the card table of RULINGS.md), so it may be opened at any time: from the
command palette ("Card reference"), from a hand (`d` on a card) or from the log.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import partial
from pathlib import Path
from typing import ClassVar

from rich.markup import escape
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import DataTable, Input, Static

from voxpopuli_tui.engine.assets import CardInfo, cards_by_id, load_cards
from voxpopuli_tui.i18n import N_, _, language, ngettext
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.words.card_words import card_summary, card_titles

KIND_NAMES = {"F": N_("Forum"), "A": N_("Arena"), "R": N_("Reaction")}
KIND_HELP = {
    "F": N_("Forum card: played in a Forum window (start of Phase 1, after the Gladiator, "
            "Phase 3)."),
    "A": N_("Arena card: played in the Arena window, between the announcement and the vote."),
    "R": N_("Reaction card: played in the reaction window its trigger opens (R33 votes, R34 "
            "rolls)."),
}
MATCH_NAMES = {"cup": N_("cup"), "championship": N_("championship"),
               "international": N_("international")}
#: The French card texts, beside the English ones of cards.json (`id` → text).
def fold(text: str) -> str:
    """Lower case, no accents, letters and digits only: "Cléopâtre" and "CLEOPATRE" agree."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if c.isalnum()).casefold()


def card_matches(card: CardInfo, query: str) -> bool:
    """Whether `query` is part of the card's English or French title (or its id)."""
    needle = fold(query)
    return not needle or any(needle in fold(t) for t in (card.title, card.french, card.id))


def filter_cards(query: str, cards: Iterable[CardInfo] | None = None) -> list[CardInfo]:
    """The cards matching `query`, in the rulebook's order."""
    return [c for c in (load_cards() if cards is None else cards) if card_matches(c, query)]


def kind_label(card: CardInfo) -> str:
    """ "Forum", "Arena" or "Reaction"."""
    return _(KIND_NAMES[card.kind]) if card.kind in KIND_NAMES else card.kind


def cost_label(card: CardInfo) -> str:
    """The price to pay when playing, "—" when free."""
    return str(card.cost) if card.cost else "—"


def match_label(card: CardInfo) -> str:
    """The match types the card is restricted to, "any" when unrestricted."""
    return ", ".join(_match(m) for m in card.match_types) if card.match_types else _("any")


def _match(kind: str) -> str:
    return _(MATCH_NAMES[kind]) if kind in MATCH_NAMES else kind


def card_detail(card: CardInfo) -> Text:
    """The detail pane text of one card."""
    text = Text()
    title, other = card_titles(card)
    text.append(title, style="bold")
    if other != title:
        text.append(f"  ({other})", style="italic")
    text.append("\n")
    facts = [kind_label(card)]
    if card.cleopatra:
        facts.append(_("Cleopatra card: only once CLEOPATRA is on the table (R37)"))
    if card.cost:
        facts.append(ngettext("costs {count} sestertius", "costs {count} sesterces",
                              card.cost).format(count=card.cost))
    else:
        facts.append(_("no cost"))
    if card.match_types:
        kinds = _(" or ").join(_match(m) for m in card.match_types)
        facts.append(_("{kinds} match only").format(kinds=kinds))
    text.append(" · ".join(facts) + "\n")
    text.append(card_summary(card) + "\n")
    text.append(_(KIND_HELP[card.kind]) if card.kind in KIND_HELP else "", style="dim")
    return text


class CardReferenceScreen(Screen[None]):
    """Every card, filterable by English or French title; Escape closes."""

    #: beside this module, wherever a subclass lives

    CSS_PATH = Path(__file__).with_name("card_reference.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close"), id="cards.close"),
        Binding("down", "to_table", N_("Cards"), show=False, id="cards.to_table"),
        Binding("slash", "to_filter", N_("Filter"), id="cards.to_filter"),
    ]

    def __init__(
        self,
        initial: str | None = None,
        *,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.initial = initial if initial in cards_by_id() else None
        self.shown: list[CardInfo] = []
        self.highlighted: str | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="ref-body"):
            yield Static(_("Card reference — {count} cards").format(count=55), id="ref-title")
            yield Input(
                placeholder=_("Filter by title, English or French (accents optional)…"),
                id="ref-filter",
            )
            yield DataTable(id="ref-table", cursor_type="row", zebra_stripes=True)
            yield Static(id="ref-detail", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#ref-table", DataTable)
        for label, key, width in (
            (_("Card"), "title", 34 if language() != "fr" else 39),
            (_("French") if language() != "fr" else _("English"), "french",
             39 if language() != "fr" else 34),
            (_("Kind"), "kind", 8),
            (_("Cleo"), "cleo", 4),
            (_("Cost"), "cost", 4),
            (_("Match"), "match", 13),
        ):
            table.add_column(label, key=key, width=width)
        self.refill("")
        if self.initial is not None:
            self.select_card(self.initial)
            table.focus()
        else:
            self.query_one("#ref-filter", Input).focus()

    # ----------------------------------------------------------------- contents
    def refill(self, query: str) -> None:
        """Show the cards matching `query`."""
        table = self.query_one("#ref-table", DataTable)
        table.clear()
        self.shown = filter_cards(query)
        for card in self.shown:
            title, other = card_titles(card)
            table.add_row(  # escaped: a DataTable parses a str cell as markup
                escape(title),
                escape(other),
                kind_label(card),
                _("Cleo") if card.cleopatra else "",
                cost_label(card),
                match_label(card),
                key=card.id,
            )
        if query:
            title = _("Card reference — {shown} of {count} cards").format(
                shown=len(self.shown), count=len(load_cards()))
        else:
            title = _("Card reference — {count} cards").format(count=len(load_cards()))
        self.query_one("#ref-title", Static).update(title)
        if self.shown:
            table.move_cursor(row=0)
            self.show_detail(self.shown[0].id)
        else:
            self.query_one("#ref-detail", Static).update(
                _("No card title contains “{query}”.").format(query=query))

    def select_card(self, card_id: str) -> None:
        """Put the cursor on `card_id` (clearing the filter if it hides the card)."""
        if card_id not in {c.id for c in self.shown}:
            self.query_one("#ref-filter", Input).value = ""
            self.refill("")
        table = self.query_one("#ref-table", DataTable)
        table.move_cursor(row=table.get_row_index(card_id))
        self.show_detail(card_id)

    def show_detail(self, card_id: str) -> None:
        """Fill the detail pane."""
        self.highlighted = card_id
        self.query_one("#ref-detail", Static).update(card_detail(cards_by_id()[card_id]))

    # ----------------------------------------------------------------- events
    @on(Input.Changed, "#ref-filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        # `/` is the key that comes to the filter: it is never part of what is looked for.
        if "/" in event.value:
            event.input.value = event.value.replace("/", "")
            return  # the value set here comes back as a Changed of its own
        self.refill(event.value)

    @on(Input.Submitted, "#ref-filter")
    def _filter_submitted(self) -> None:
        self.query_one("#ref-table", DataTable).focus()

    @on(DataTable.RowHighlighted, "#ref-table")
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.row_key.value is not None:
            self.show_detail(event.row_key.value)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_to_table(self) -> None:
        table = self.query_one("#ref-table", DataTable)
        if not table.has_focus:
            table.focus()

    def action_to_filter(self) -> None:
        self.query_one("#ref-filter", Input).focus()


class CardReferenceCommands(Provider):
    """Command palette: "Card reference" (unless the app lists it among its own commands: once
    is enough), and one entry per card to open the reference on that card."""

    HELP = N_("All 55 cards: kind, cost, match types, effect; filter by English or French "
              "title.")

    def _own_entry(self) -> bool:
        return not hasattr(self.app, "action_card_reference")

    async def discover(self) -> Hits:
        if self._own_entry():
            yield DiscoveryHit(_("Card reference"), self._open, help=_(self.HELP))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        own = _("Card reference")
        score = matcher.match(own)
        if score > 0 and self._own_entry():
            yield Hit(score, matcher.highlight(own), self._open, help=_(self.HELP))
        for card in load_cards():
            title, other = card_titles(card)
            label = _("Card: {title}").format(title=title)
            score = matcher.match(label)
            if score <= 0 and card_matches(card, query):
                score = 0.5  # accent-insensitive French match the fuzzy matcher misses
            if score > 0:
                yield Hit(
                    score,
                    matcher.highlight(label) if matcher.match(label) else label,
                    partial(self._open, card.id),
                    text=label,
                    help=f"{other} · {kind_label(card)} · {card_summary(card)}",
                )

    def _open(self, card: str | None = None) -> None:
        screen = self.app.screen
        if isinstance(screen, CardReferenceScreen):
            if card is not None:
                screen.select_card(card)
            return
        self.app.push_screen(CardReferenceScreen(initial=card))


def card_reference_commands() -> type[Provider]:
    """The command provider class to add to `App.COMMANDS`."""
    return CardReferenceCommands
