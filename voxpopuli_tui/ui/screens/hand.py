"""A seat's own hand, shown behind that seat's curtain: play a card (with its targets) or just look.

The screen only offers what `legal` holds (the engine's `Game.legal_actions`); a card without a
legal `PlayCard` is greyed, with a cross and the reason from `why_not_playable` (R13, R35, R37).
Backing out returns None and leaves no trace (no notification, no log line): R27.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
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

from voxpopuli_tui.engine.actions import PlayCard, space_name
from voxpopuli_tui.engine.assets import cards_by_id, load_clubs
from voxpopuli_tui.engine.said import Said
from voxpopuli_tui.engine.views import SeatView, view_for
from voxpopuli_tui.i18n import N_, _, ngettext
from voxpopuli_tui.ui.hotseat.handoff import HandOffScreen
from voxpopuli_tui.ui.screens.card_reference import CardReferenceScreen, kind_label
from voxpopuli_tui.ui.table.log_words import card_name, coins_words, reason_words
from voxpopuli_tui.ui.words.card_words import card_summary as card_text
from voxpopuli_tui.ui.words.card_words import card_titles
from voxpopuli_tui.ui.words.game_words import arena, district, politician

PLAYABLE, GREYED, NEUTRAL = "▶", "✗", "·"
#: The tag on a card the seat has not looked at since it came into the hand.
NEW_TAG = N_("new")
FIELDS = ("politician", "district", "target", "space", "to", "value")
#: Cards that move a piece of a given value into a politician's arena: ask the piece first.
ARENA_MOVES = frozenset({"LATE_TRANSFER", "REPLACEMENT"})
QUESTIONS = {
    "politician": N_("Which politician?"),
    "district": N_("Which district?"),
    "target": N_("Which player?"),
    "space": N_("Which Supporter?"),
    "to": N_("To which empty space?"),
    "value": N_("Which value?"),
}
CARD_QUESTIONS = {
    ("LATE_TRANSFER", "value"): N_("Which eliminated piece returns?"),
    ("REPLACEMENT", "value"): N_("Which of your Gladiators moves?"),
    ("BOOKMAKER", "value"): N_("What stake (paid to the bank)?"),
    ("RIGGING", "value"): N_("Which number should the die show?"),
    ("MATCH_RIGGED", "value"): N_("Which number should the die show?"),
}
VALUE_LABELS = {
    "BOOKMAKER": N_("stake {v} sesterces"),
    "RIGGING": N_("the die shows {v}"),
    "MATCH_RIGGED": N_("the die shows {v}"),
    "LATE_TRANSFER": N_("your eliminated {v} piece"),
    "REPLACEMENT": N_("your {v} Gladiator"),
}
WINDOW_NAMES = {
    "forum-start": N_("Forum window, start of Phase 1"),
    "forum-mid": N_("Forum window, after the Gladiator"),
    "forum-end": N_("Forum window, Phase 3"),
    "arena": N_("Arena window"),
    "roll": N_("die-roll reaction window"),
    "hands": N_("show-of-hands reaction window"),
}


def club_label(club: str) -> str:
    """A club's name and one-letter mark (R3: colour is never the only cue)."""
    for info in load_clubs():
        if info.id == club:
            return f"{info.name} [{info.mark}]"
    return club


def card_title(card: str) -> str:
    """A card's title in the interface's language."""
    return card_name(card)


def describe_field(field: str, value: int, view: SeatView, card: str = "") -> str:
    """One target in words: a politician, a district, a player, a space or a number."""
    if field == "politician":
        notes = [_("popularity {popularity}").format(popularity=view.popularity[value])]
        if view.dead[value]:
            notes.append(_("dead"))
        if view.lover == value:
            notes.append(_("Cleopatra's lover"))
        name = arena(value) if card in ARENA_MOVES else politician(value)
        return f"{name} ({', '.join(notes)})"
    if field == "district":
        free = sum(
            1 for s in view.spaces if s.district == value and s.seat is None and s.coliseum is None
        )
        return ngettext("{district} district ({free} empty space)",
                        "{district} district ({free} empty spaces)", free).format(
            district=district(value), free=free)
    if field == "target":
        return f"{view.names[value]} ({club_label(view.clubs[value])})"
    if field in ("space", "to"):
        sp = view.spaces[value]
        where = _("{district} district").format(district=district(sp.district))
        if sp.seat is not None:
            return _("{space}: {name}'s {value} Supporter, {where}").format(
                space=space_name(value), name=view.names[sp.seat], value=sp.value, where=where)
        return _("{space}: empty, {where}").format(space=space_name(value), where=where)
    return _(VALUE_LABELS.get(card, N_("value {v}"))).format(v=value)


def describe_play(action: PlayCard, view: SeatView) -> str:
    """A card play with all its targets, in words: "HOOLIGANS: Subura district (…)"."""
    parts = [
        describe_field(f, getattr(action, f), view, action.card)
        for f in fields_of(action.card)
        if getattr(action, f) is not None
    ]
    title = card_title(action.card)
    return f"{title}: {'; '.join(parts)}" if parts else title


def fields_of(card: str) -> tuple[str, ...]:
    """The target fields in the order they are asked."""
    return ("value", "politician") if card in ARENA_MOVES else FIELDS


def next_field(plays: Sequence[PlayCard]) -> str | None:
    """The first target field on which `plays` still differ (None: one play is left)."""
    if not plays:
        return None
    for f in fields_of(plays[0].card):
        if len({getattr(a, f) for a in plays}) > 1:
            return f
    return None


def hand_reasons(game: Any, seat: int) -> dict[str, Said | None]:
    """Why each card of `seat`'s hand cannot be played now (None: playable), from its view."""

    return dict(view_for(game, seat).card_reasons)


def card_summary(card: str) -> Text:
    """A card's title in bold, its French title if different, and its ruled effect."""
    info = cards_by_id().get(card)
    text = Text(card_title(card), style="bold")
    if info is not None:
        shown, other = card_titles(info)
        also = f" ({other})" if other != shown else ""
        text.append(f"{also} — {card_text(info)}")
    return text


def numbered(index: int, label: str | Text) -> Text:
    """A list line with the number key that picks it (1–9), as the table's menus have."""
    out = Text(f"{index + 1}. " if index < 9 else "   ", no_wrap=True, overflow="ellipsis")
    out.append_text(label if isinstance(label, Text) else Text(label))
    return out


#: The card list's title column, at the least (a longer title of the hand widens it).
TITLE_WIDTH = 34
#: What the detail line says while no card is highlighted yet.
PICK_HINT = N_("Choose a card with ↑ ↓, then Enter.")


class HandScreen(HandOffScreen, ModalScreen[PlayCard | None]):
    """The seat's own hand (opaque: it sits behind the seat's curtain). Returns a play or None."""

    #: beside this module, wherever a subclass lives

    CSS_PATH = Path(__file__).with_name("hand.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back"), id="hand.back"),
        Binding("d", "details", N_("Card details"), id="hand.details"),
        *[Binding(str(n), f"number({n})", show=False, id=f"hand.number-{n}") for n in range(1, 10)],
    ]

    def __init__(
        self,
        view: SeatView,
        legal: Sequence[Any] = (),
        reasons: Mapping[str, Said | None] | None = None,
        *,
        new: Collection[str] = (),
        to_play: bool = True,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.view = view
        self.plays = [a for a in legal if isinstance(a, PlayCard) and a.card in view.hand]
        self.reasons = dict(reasons or {})
        #: cards new to the hand since the seat last looked (tagged in the list)
        self.new = frozenset(new)
        #: only looking (`h`): playable cards are marked, a number or Enter plays nothing
        #:; `c` at the table opens the hand to play
        self.read_only = not self.plays or not to_play
        self.card: str | None = None  # the card whose targets are being chosen
        self.steps: list[list[PlayCard]] = []  # candidates left after each choice
        self.choices: list[Any] = []  # what each step shows, in option order
        self.chosen: list[tuple[str, int]] = []  # (field, value) picked at each target step

    def compose(self) -> ComposeResult:
        with Vertical(id="hand-box", classes="picker-box"):
            yield Static(id="hand-title", classes="picker-title", markup=False)
            yield Static(id="hand-step", classes="picker-step", markup=False)
            yield OptionList(id="hand-list", classes="picker-list", markup=False)
            yield Static(id="hand-detail", classes="picker-detail", markup=False)
            yield Static(id="hand-keys", classes="picker-keys")

    def on_mount(self) -> None:
        seat = self.view.seat
        money = self.view.players[seat].money if seat is not None else 0
        n = len(self.view.hand)
        cards = ngettext("{count} card", "{count} cards", n).format(count=n)
        title = (_("{name}'s hand — {cards} · {coins}") if seat is not None
                 else _("Your hand — {cards} · {coins}"))
        self.query_one("#hand-title", Static).update(title.format(
            name=self.view.names[seat] if seat is not None else "", cards=cards,
            coins=coins_words(money)))
        self.show_cards()

    # ----------------------------------------------------------------- card list
    def plays_of(self, card: str) -> list[PlayCard]:
        return [a for a in self.plays if a.card == card]

    def reason(self, card: str) -> str:
        reason = reason_words(self.reasons.get(card), self.view.names)
        if reason:
            return reason
        return _("no legal target now") if card in self.reasons else _("not playable now")

    def card_prompt(self, card: str) -> Text:
        info = cards_by_id().get(card)
        kind = kind_label(info) if info else "?"
        # the kinds in one column, however long a title of this hand is (French ones are)
        width = max([TITLE_WIDTH, *(len(card_title(c)) for c in self.view.hand)])
        title = f"{card_title(card):<{width}}"
        text = Text(no_wrap=True, overflow="ellipsis")
        if self.plays_of(card):
            text.append(f"{PLAYABLE} {title} ", style="bold")
            text.append(f"{kind:<9}" + (_("playable (c at the table)") if self.read_only
                                        else _("playable")))
        elif self.read_only and not self.reasons:
            text.append(f"{NEUTRAL} {title} {kind}")
        else:
            text.append(f"{GREYED} {title} {kind:<9}{self.reason(card)}", "dim")
        if card in self.new:
            text.append(f"  {_(NEW_TAG)}", style="bold")
        return text

    def show_cards(self, highlight: str | None = None) -> None:
        self.card, self.steps, self.chosen = None, [], []
        self.choices = list(self.view.hand)
        options = self.query_one("#hand-list", OptionList)
        options.set_options(
            Option(numbered(i, self.card_prompt(c)), id=f"card-{i}")
            for i, c in enumerate(self.choices)
        )
        window = self.view.pending.window if self.view.pending else None
        if self.read_only:
            step = (_("Your hand — to play a card, close it and press c") if self.plays
                    else _("Your hand (nothing to play now)"))
            keys = _("1–9 or Enter: read a card · d details · Esc close")
        else:
            step = _("Play a card — {window} · {playable} playable, {greyed} not now").format(
                window=_(WINDOW_NAMES.get(window or "", N_("card window"))), playable=PLAYABLE,
                greyed=GREYED)
            keys = _("1–9 or Enter play · d details · Esc back (plays nothing)")
        self.query_one("#hand-step", Static).update(step)
        self.query_one("#hand-keys", Static).update(keys)
        if not self.choices:
            self.query_one("#hand-detail", Static).update(_("Your hand is empty."))
            return
        options.focus()
        if highlight in self.choices:
            index = self.choices.index(highlight)
            options.highlighted = index
            self.show_card_detail(self.choices[index])
        else:
            # Nothing preselected: Enter alone (a held or typed-ahead key) plays nothing.
            options.highlighted = None
            self.query_one("#hand-detail", Static).update(_(PICK_HINT))

    def action_number(self, number: int) -> None:
        """1-9: the card (or target) on that line of the list, as Enter on it would; only
        looking, it shows that card's text (a number never plays from `h`)."""
        options = self.query_one("#hand-list", OptionList)
        if 0 < number <= options.option_count:
            options.highlighted = number - 1
            if not self.read_only:
                options.action_select()

    def show_card_detail(self, card: str) -> None:
        text = card_summary(card)
        if not self.read_only and not self.plays_of(card):
            text.append("\n" + _("{mark} Not playable now: {reason}.").format(
                mark=GREYED, reason=self.reason(card)))
        self.query_one("#hand-detail", Static).update(text)

    # ----------------------------------------------------------------- targets
    def show_targets(self) -> None:
        assert self.card is not None
        plays = self.steps[-1]
        field = next_field(plays)
        assert field is not None
        values: list[int] = []
        for a in plays:
            v = getattr(a, field)
            if v not in values:
                values.append(v)
        self.choices = [(field, v) for v in values]
        options = self.query_one("#hand-list", OptionList)
        options.set_options(
            Option(numbered(i, describe_field(field, v, self.view, self.card)), id=f"target-{i}")
            for i, v in enumerate(values)
        )
        options.highlighted = None  # a target is chosen on this screen, never by Enter alone
        options.focus()
        question = _(CARD_QUESTIONS.get((self.card, field), QUESTIONS[field]))
        if field == "politician" and self.card in ARENA_MOVES:
            question = _("Into which politician's arena?")
        self.query_one("#hand-step", Static).update(
            f"{PLAYABLE} {card_title(self.card)} — {question}"
        )
        chosen = self.chosen_so_far()
        self.query_one("#hand-detail", Static).update(
            _("Chosen so far: {chosen}").format(chosen=chosen) if chosen
            else _("Choose a target; Esc to go back.")
        )
        self.query_one("#hand-keys", Static).update(_("Enter choose · d details · Esc back"))
        self.ask()  # a new question: a held key's repeats do not answer it

    def chosen_so_far(self) -> str:
        assert self.card is not None
        card = self.card
        return "; ".join(describe_field(f, v, self.view, card) for f, v in self.chosen)

    def choose_card(self, card: str) -> None:
        plays = self.plays_of(card)
        if self.read_only:
            self.app.push_screen(CardReferenceScreen(initial=card))
        elif not plays:
            self.app.bell()
            self.show_card_detail(card)
        elif next_field(plays) is None:
            self.hand_back(plays[0])
        else:
            self.card, self.steps = card, [plays]
            self.show_targets()

    def choose_target(self, index: int) -> None:
        field, value = self.choices[index]
        left = [a for a in self.steps[-1] if getattr(a, field) == value]
        if next_field(left) is None:
            self.hand_back(left[0])
        else:
            self.steps.append(left)
            self.chosen.append((field, value))
            self.show_targets()

    # ----------------------------------------------------------------- events
    @on(OptionList.OptionSelected, "#hand-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.card is None:
            self.choose_card(self.choices[event.option_index])
        else:
            self.choose_target(event.option_index)

    @on(OptionList.OptionHighlighted, "#hand-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if self.card is None and event.option_index < len(self.choices):
            self.show_card_detail(self.choices[event.option_index])

    def action_back(self) -> None:
        if self.card is None:
            self.hand_back(None)
        elif len(self.steps) > 1:
            self.steps.pop()
            self.chosen.pop()
            self.show_targets()
        else:
            self.show_cards(highlight=self.card)

    def action_details(self) -> None:
        card = self.card
        if card is None:
            index = self.query_one("#hand-list", OptionList).highlighted
            if index is None or not self.choices:
                return
            card = self.choices[index]
        self.app.push_screen(CardReferenceScreen(initial=card))


class NewsHandScreen(HandScreen):
    """The hand, read-only, with the private lines about the newly received cards on top."""

    def __init__(self, view: SeatView, news: list[str], new: Collection[str] = ()) -> None:
        super().__init__(view, new=new)
        self.news = news

    def show_cards(self, highlight: str | None = None) -> None:
        super().show_cards(highlight)
        if self.news:
            self.query_one("#hand-step", Static).update(
                _("New: {news}").format(news=" ".join(self.news)))
