"""A seat's private screen, shown only after that seat's curtain: the secret inputs (a sealed
vote, Stars and decoys). The hand, card plays and card gifts have their own screens
(`HandScreen`, `CardGiftScreen`, opened by `cards_flow`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList, Static

from voxpopuli_tui.engine import Action, BuyDecoys
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.hotseat.handoff import HandOffScreen
from voxpopuli_tui.ui.look.style import club_info
from voxpopuli_tui.ui.table.choices import Chooser, Option
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.widgets.game_log import GameLog
from voxpopuli_tui.ui.widgets.hand_panel import HandPanel
from voxpopuli_tui.ui.widgets.lesson_panel import LessonPanel, lesson_panels
from voxpopuli_tui.ui.widgets.popularity_board import PopularityBoard
from voxpopuli_tui.ui.widgets.prompt_line import PromptLine
from voxpopuli_tui.ui.widgets.rome_map import RomeMap
from voxpopuli_tui.ui.widgets.vote_choice import VoteChoice

if TYPE_CHECKING:
    from voxpopuli_tui.ui.hotseat.private_input import PrivateInput

SEALED = N_("Sealed. Nobody else will see it before the reveal.")


def stars_left_words(values: Sequence[int]) -> str:
    """The Stars still to place, by value: "the Star of value 2", "your Stars of values 2
    and 5" ("(2 left)" read as two Stars)."""
    if not values:
        return _("your Stars")
    if len(values) == 1:
        return _("the Star of value {value}").format(value=values[0])
    *head, last = sorted(values)
    return _("your Stars of values {values} and {last} (one at a time)").format(
        values=", ".join(map(str, head)), last=last)


class PrivateScreen(HandOffScreen, Screen[None]):
    """Everything here is for `seat` only; dismissed before anyone else's input."""

    #: beside this module, wherever a subclass lives

    CSS_PATH = Path(__file__).with_name("private.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back"), id="private.back"),
        # 0: no decoy
        *[Binding(str(n), f"number({n})", show=False, id=f"private.number-{n}")
          for n in range(10)],
        # A vote is only ever an explicit A or B (never Enter, never a number typed ahead).
        Binding("a", "side('applause')", N_("Applause"), show=False, id="private.applause"),
        Binding("b", "b_key", N_("Boos / buy a decoy"), show=False, id="private.boos"),
        Binding("i", "hint", N_("Hint"), show=False, id="private.hint"),
    ]

    class HintAsked(Message):
        """The hint key on this screen: the app's hint worker answers on its prompt line."""

        def __init__(self, screen: PrivateScreen) -> None:
            super().__init__()
            self.screen = screen

    def __init__(self, desk: PrivateInput) -> None:
        super().__init__()
        #: the seat's view and moves, and a way to submit one (never the table or the game)
        self.desk = desk
        self.seat = desk.seat
        self.chooser: Chooser | None = None
        self.finished = False

    def compose(self) -> ComposeResult:
        mark, _colour, club = club_info(self.desk.club)
        # One human against computers: nobody to look away.
        yield Static(
            (_("{name} [{mark}] {club} — your secret choice") if self.desk.solo else
             _("PRIVATE — {name} [{mark}] {club}. Others look away.")).format(
                name=self.desk.name, mark=mark, club=club),
            id="private-title",
            markup=False,
        )
        # The vote's choice first and large; the arena's attendance on a small
        # map beside the hand, the board and the log.
        yield VoteChoice()
        with Horizontal(id="private-body"):
            yield RomeMap(id="private-map")
            with Vertical(id="private-side"):
                # The compartments first: where the Stars go (and the own Stars already there).
                yield PopularityBoard()
                yield from lesson_panels(self)  # Learn to play: the learner's guide
                yield HandPanel()
                yield GameLog()
        yield ActionMenu(id="private-menu")
        yield PromptLine()
        yield Footer()

    def on_mount(self) -> None:
        # A toast left from the table (a hint, "since your last turn") must not sit over the
        # secret choice: this screen has its own prompt line for what it needs to say.
        self.app.clear_notifications()
        self._start()
        self.redraw()

    def _start(self) -> None:
        self.chooser = Chooser(self.desk.moves(), self.desk.names)

    # ------------------------------------------------------------------ drawing
    def redraw(self, message: str = "") -> None:
        view = self.desk.view()
        choice = self.query_one(VoteChoice)
        choice.display = self.voting
        if self.voting:
            choice.show(view)
        self.query_one(RomeMap).show(view)
        self.query_one(HandPanel).show(view)  # (`fit_side` may show it brief)
        self.query_one(PopularityBoard).show(view)
        self.query_one(GameLog).show(self.desk.logged())  # with the voting order
        menu = self.query_one(ActionMenu)
        prompt = self.query_one(PromptLine)
        if self.finished:
            menu.set_choices("", [Option("done", _("Done — drop the curtain"))])
        elif self.voting:
            # Shown, never selectable: only A or B casts the vote.
            menu.set_choices(_("Your vote: press A or B"), [
                Option("applause", _("A — Applause"), disabled=True),
                Option("boos", _("B — Boos"), disabled=True),
            ])
        elif self.chooser is not None:
            menu.set_choices(self.chooser.title(), self.chooser.options())
            menu.highlighted = None  # nothing preselected: Enter alone chooses nothing
        error = self.desk.error
        prompt.say(error or message or self._prompt(), error=bool(error))
        menu.focus()
        self.ask()  # a new question: a held key's repeats do not answer it
        self.call_after_refresh(self.fit_side)

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_side)

    def fit_side(self) -> None:
        """The side's room: the lesson first (Learn to play); then, at a vote, the whole hand
        (each card on one line if its summaries do not fit) and the Popularity track, while
        placing Stars the track first; each only when it fits whole; the log takes the rest."""

        if not self.is_attached or not self.is_current:
            return
        side = self.query_one("#private-side")
        size = side.size
        width, room = size.width, size.height
        for panel in side.query(LessonPanel):
            room -= panel.needed(width)
        view = self.desk.view()
        board, hand = self.query_one(PopularityBoard), self.query_one(HandPanel)
        guided = self.has_class("-guided")

        def rows(widget: Widget) -> int:
            gutter = widget.styles.gutter
            return gutter.height + widget.get_content_height(size, size, width - gutter.width)

        for widget in (hand, board) if self.voting else (board, hand):
            if widget is hand:
                if guided:
                    continue  # (on the table: `h`)
                hand.show(view)
                if rows(hand) > room:
                    hand.show(view, brief=True)
            need = rows(widget)
            widget.display = need <= room
            room -= need if widget.display else 0
        if not guided:
            self.query_one(GameLog).display = room >= 3

    def _prompt(self) -> str:
        name = self.desk.name
        if self.desk.kind == Decision.VOTE:
            m = self.desk.view().match
            if m is not None and self.seat in m.locked:
                # INTERVIEW: same keys as any vote, so nobody watching can tell.
                return _("{name}, INTERVIEW locks your vote on Applause: press A or B as "
                         "usual.").format(name=name)
            return _("{name}, vote in secret: A for Applause, B for Boos.{weight}").format(
                name=name, weight=self._weight())
        left = self.desk.view().pending  # own view: the Stars still to place
        stars = stars_left_words(left.stars_left) if left is not None else _("your Stars")
        return _("{name}, place {stars}; B buys a decoy.").format(name=name, stars=stars)

    def _weight(self) -> str:
        """The voter's own weight: the values of their Supporters attending the match."""
        view = self.desk.view()
        m = view.match
        if m is None:
            return ""
        mine = [view.spaces[s].value for s in m.attending if view.spaces[s].seat == self.seat]
        if not mine:
            return _(" Your weight: 0 (none of your Supporters attends).")
        values = " + ".join(map(str, mine))
        return _(" Your weight: {total} ({values}, your attending Supporters).").format(
            total=sum(mine), values=values)

    # ------------------------------------------------------------------ input
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        key = event.option.id or ""
        self.desk.error = ""
        if key == "done" and self.finished:
            self.hand_back(None)
            return
        if self.chooser is None:
            return
        action = self.chooser.choose(key)
        if action is None:
            self.redraw()
            return
        self._apply(action)

    def _apply(self, action: Action) -> None:
        if not self.desk.submit(action):
            self._start()
            self.redraw()
            return
        if self.desk.still_placing():
            self._start()
            self.redraw(_(SEALED))
            return
        # Sealed: the screen goes at once (a vote is one key after its curtain).
        # A vote and the last Star end alike, so nobody watching learns which side was taken.
        self.finished = True
        self.hand_back(None)

    def action_number(self, number: int) -> None:
        self.query_one(ActionMenu).pick_number(number)

    @property
    def voting(self) -> bool:
        return (not self.finished and self.chooser is not None
                and self.chooser.step() == "side")

    def action_side(self, side: str) -> None:
        """A or B on the vote screen: the vote (under INTERVIEW's lock, either key seals
        the only vote allowed, so the keys pressed look the same)."""
        if not self.voting or self.chooser is None:
            return
        options = self.chooser.options()
        chosen = [o for o in options if side in o.key.lower()] or options[:1]
        if len(options) == 1:
            chosen = options
        if chosen:
            action = self.chooser.choose(chosen[0].key)
            if action is not None:
                self._apply(action)

    def action_hint(self) -> None:
        """What Hard would do here, on this screen only (the app's hint worker)."""
        self.post_message(self.HintAsked(self))

    def hint_prompt(self) -> PromptLine:
        """Where this screen's hint is drawn."""
        return self.query_one(PromptLine)

    def action_b_key(self) -> None:
        if self.voting:
            self.action_side("boos")
        else:
            self.action_buy_decoy()

    def action_back(self) -> None:
        if self.finished:
            self.hand_back(None)
            return
        if self.chooser is not None and self.chooser.back():
            self.redraw()

    def action_buy_decoy(self) -> None:
        if self.finished:
            return
        action = BuyDecoys(seat=self.seat, count=1)
        if self.desk.may(action):
            self.desk.submit(action)
            self._start()
            self.redraw(_("You bought a decoy (public)."))
        else:
            self.desk.error = _("you cannot buy a decoy now")
            self.redraw()
