"""Open votes on the shared screen: show-of-hands votes (R33) and KEPT WOMAN pledges.

Everything here is public (R33, R27): every vote so far is shown, no curtain is needed. The
current voter picks among their legal `HandsVote` (pending kind "hands") or `Pledge` (pending
kind "pledge") actions; the screen returns that action, or None if Escape steps away (the vote
has no abstention: the caller asks again).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, ClassVar

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.engine.actions import HandsVote, Pledge
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.constants import POLITICIAN_INDEX
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.views import OpenVoteView, SeatView
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.hotseat.handoff import HandOffScreen
from voxpopuli_tui.ui.screens.hand import card_title, club_label
from voxpopuli_tui.ui.table.log_words import card_name, coins_words, why_words
from voxpopuli_tui.ui.words.card_words import card_summary
from voxpopuli_tui.ui.words.game_words import politician

PLEDGE_TARGET = 5  # KEPT WOMAN: 5 or more in all is paid to the bank

#: What the vote decides, per card ({s}: the subject politician).
QUESTIONS = {
    "MADMAN": N_("A madman wants to assassinate {s}. One vote against or more, and nothing "
                 "happens."),
    "HONORARY_PRESIDENT": N_("Vote for a politician: the most votes gains 1 popularity "
                             "(ties by precedence; a dead one gains nothing)."),
    "COJC": N_("Vote on {s}: if votes against outnumber votes for, {s} loses 1 popularity."),
    "FAMILY_AFFAIR": N_("Vote on {s}: if votes against outnumber votes for, {s} loses 1 "
                        "popularity."),
    "SEX_SCANDAL": N_("Scandal around the lover, {s}: two votes against or more and nothing "
                      "happens, else {s} is assassinated."),
    "KEPT_WOMAN": N_("Pledge sesterces for the lover, {s}: if 5 or more are pledged in all, the "
                     "pledges are paid to the bank; else nothing is paid and {s} loses 2."),
}
#: (for, against) hints per card.
HINTS = {
    "MADMAN": (N_("let the madman strike {s}"), N_("save {s}")),
    "COJC": (N_("support {s}"), N_("{s} should lose 1")),
    "FAMILY_AFFAIR": (N_("support {s}"), N_("{s} should lose 1")),
    "SEX_SCANDAL": (N_("let the scandal kill {s}"), N_("hush it up, save {s}")),
}
#: the sides of a show of hands, as the choices name them
SIDE_NAMES = {"for": N_("For"), "against": N_("Against")}


#: The secret vote's letters for an open vote's sides: A is yes, B is no.
VOTE_LETTER = {"for": "A", "against": "B"}


def seats_in_order(view: SeatView, ov: OpenVoteView) -> list[int]:
    """R33: from the card's player, in turn order."""
    n = len(view.names)
    return [(ov.player + i) % n for i in range(n)]


class OpenVoteScreen(HandOffScreen, ModalScreen[HandsVote | Pledge | None]):
    """The current voter's open vote or pledge, with everything said so far."""

    #: beside this module, wherever a subclass lives

    CSS_PATH = Path(__file__).with_name("open_vote.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "away", N_("Not now"), id="open-vote.away"),
        # The secret vote's letters: A says yes (Applause, For), B no
        # (Boos, Against); a choice's number picks it, as in every menu.
        Binding("a", "quick('for')", N_("A: for"), show=False, id="open-vote.for"),
        Binding("b", "quick('against')", N_("B: against"), show=False, id="open-vote.against"),
        *[Binding(str(n), f"number({n})", show=False, id=f"open-vote.number-{n}")
          for n in range(1, 10)],
        Binding("u", "undo", N_("Undo"), id="open-vote.undo"),
    ]

    def __init__(
        self,
        view: SeatView,
        legal: Sequence[Any],
        *,
        guard: bool = False,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        #: no choice highlighted at first (a computer's card brought it up: an Enter meant
        #: for the screen before must not vote)
        self.guard = guard
        #: `u` was pressed: the caller takes back what it can
        self.wants_undo = False
        if view.open_vote is None:
            raise ValueError("OpenVoteScreen needs a view with an open vote")
        self.view = view
        self.ov: OpenVoteView = view.open_vote
        self.choices: list[HandsVote | Pledge] = [
            a for a in legal if isinstance(a, HandsVote | Pledge)
        ]
        if self.choices:
            self.voter: int | None = self.choices[0].seat
        elif view.pending is not None and view.pending.seats:
            self.voter = view.pending.seats[0]
        else:
            self.voter = None
        self.pledge = self.ov.question == Decision.PLEDGE

    @property
    def subject(self) -> str:
        s = self.ov.subject
        return politician(s) if s is not None else _("the politician")

    def compose(self) -> ComposeResult:
        with Vertical(id="vote-box"):
            yield Static(id="vote-title")
            yield Static(id="vote-question", markup=False)
            yield Static(id="vote-table")
            yield Static(id="vote-tally", markup=False)
            yield Static(id="vote-prompt")
            yield OptionList(id="vote-choices", markup=False)
            yield Static(id="vote-keys")

    def on_mount(self) -> None:
        if not self.is_attached:
            return  # pushed as the app closes (a computer's card): its widgets are gone
        ov = self.ov
        kind = _("open pledges") if self.pledge else _("show of hands (R33)")
        self.query_one("#vote-title", Static).update(
            Text(_("{card} — {kind}, played by {name}").format(
                card=card_title(ov.card), kind=kind, name=self.view.names[ov.player]), "bold")
        )
        question = QUESTIONS.get(ov.card)
        if question is not None:
            question = _(question)
        else:
            info = cards_by_id().get(ov.card)
            question = card_summary(info) if info else ov.question
        self.query_one("#vote-question", Static).update(question.format(s=self.subject))
        self.query_one("#vote-table", Static).update(self.votes_table())
        self.query_one("#vote-tally", Static).update(self.tally_line())
        who = self.view.names[self.voter] if self.voter is not None else _("Nobody")
        prompt = (_("▶ {name}: your pledge") if self.pledge else
                  _("▶ {name}: your vote, openly")).format(name=who)
        self.query_one("#vote-prompt", Static).update(Text(prompt, "bold"))
        options = self.query_one("#vote-choices", OptionList)
        options.set_options(
            Option(f"{i + 1}. {self.choice_label(a)}", id=f"choice-{i}")
            for i, a in enumerate(self.choices)
        )
        last = min(len(self.choices), 9)
        keys = _("1–{last} or ↑ ↓ then Enter confirm · Esc not now").format(last=last)
        if not self.pledge and self.ov.question != "politician":
            keys = _("A for · B against (as in a match's vote) · {keys}").format(keys=keys)
        self.query_one("#vote-keys", Static).update(keys)
        if self.choices:
            options.highlighted = None  # a vote is chosen here, never by Enter alone
            options.focus()

    # ----------------------------------------------------------------- text
    def shown_choice(self, seat: int) -> str:
        choice = self.ov.choices[seat]
        if choice is None:
            now = _("▶ pledging now") if self.pledge else _("▶ voting now")
            return now if seat == self.voter else _("… waiting")
        if self.pledge:
            return _("pledged {amount}").format(amount=choice)
        return why_words(choice)

    def votes_table(self) -> Table:
        """Every seat in voting order with what it said (all public, R33)."""
        weighted = not self.pledge and any(w != 1 for w in self.ov.weight)
        table = Table(box=None, padding=(0, 2), show_edge=False)
        last_column = _("Pledge") if self.pledge else _("Vote")
        for column in (_("Order"), _("Player"), _("Club"), last_column):
            table.add_column(column, justify="right" if column == _("Order") else "left")
        if weighted:
            table.add_column(_("Counts"))
        for i, seat in enumerate(seats_in_order(self.view, self.ov), start=1):
            # Text cells: a Rich table would parse a str (a name like "[/]") as markup.
            row = [
                Text(str(i)),
                Text(self.view.names[seat]),
                Text(club_label(self.view.clubs[seat])),
                Text(self.shown_choice(seat)),
            ]
            if weighted:
                weight = self.ov.weight[seat]
                note = {0: _("not counted ({card})").format(card=card_name("CENSORSHIP")),
                        2: _("twice ({card})").format(card=card_name("CHEATING"))}.get(weight, "")
                row.append(Text(note))
            table.add_row(*row, style="bold" if seat == self.voter else "")
        return table

    def tally_line(self) -> str:
        given = [
            (c, w) for c, w in zip(self.ov.choices, self.ov.weight, strict=False) if c is not None
        ]
        if self.pledge:
            total = sum(int(c) for c, _ in given)
            return _("Pledged so far: {coins} ({target} needed in all).").format(
                coins=coins_words(total), target=PLEDGE_TARGET)
        counts: dict[str, int] = {}
        for c, w in given:
            counts[c] = counts.get(c, 0) + w
        if not counts:
            return _("No vote yet.")
        order = sorted(counts, key=lambda c: POLITICIAN_INDEX.get(c.capitalize(), -1))
        return _("So far: {counts}.").format(
            counts=", ".join(f"{why_words(c)} {counts[c]}" for c in order))

    def choice_label(self, action: HandsVote | Pledge) -> str:
        if isinstance(action, Pledge):
            money = self.view.players[action.seat].money
            label = coins_words(action.amount)
            if action.amount == 0:
                return _("{coins} (pledge nothing)").format(coins=label)
            if action.amount == money:
                return _("{coins} (all you have)").format(coins=label)
            return label
        choice = action.choice
        if choice in ("for", "against"):
            hint = HINTS.get(self.ov.card, ("", ""))[choice == "against"]
            label = f"{VOTE_LETTER[choice]}  {_(SIDE_NAMES[choice])}"
            return _("{label}: {hint}").format(
                label=label, hint=_(hint).format(s=self.subject)) if hint else label
        p = POLITICIAN_INDEX.get(choice, POLITICIAN_INDEX.get(choice.capitalize()))
        if p is None:
            return choice
        note = _("popularity {popularity}").format(popularity=self.view.popularity[p])
        if self.view.dead[p]:
            note = _("dead: gains nothing")
        return f"{politician(p)} ({note})"

    # ----------------------------------------------------------------- events
    @on(OptionList.OptionSelected, "#vote-choices")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.hand_back(self.choices[event.option_index])

    def action_quick(self, choice: str) -> None:
        for a in self.choices:
            if isinstance(a, HandsVote) and a.choice == choice:
                self.hand_back(a)
                return

    def action_number(self, number: int) -> None:
        if 0 < number <= len(self.choices):
            self.hand_back(self.choices[number - 1])

    def action_away(self) -> None:
        self.hand_back(None)

    def action_undo(self) -> None:
        self.wants_undo = True
        self.hand_back(None)
