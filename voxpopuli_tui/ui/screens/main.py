"""The public table screen: Rome, the board, players, table line, log, prompt and menu."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.actions import (
    ActionType,
    AnnounceMatch,
    EliminateSupporter,
    PlaceGladiator,
    space_name,
)
from voxpopuli_tui.engine.assets import title
from voxpopuli_tui.engine.board import geometry
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.plain import plain
from voxpopuli_tui.ui.look.style import districts
from voxpopuli_tui.ui.screens.card_reference import CardReferenceScreen
from voxpopuli_tui.ui.screens.lessons import LessonsScreen
from voxpopuli_tui.ui.screens.solo_play import SoloPlay, draw_solo, news_words, solo_seat
from voxpopuli_tui.ui.table.attendance import attend_line
from voxpopuli_tui.ui.table.choices import BaseChooser, Chooser, Option
from voxpopuli_tui.ui.table.fold import Choice, Folded
from voxpopuli_tui.ui.table.intents import Act, Choose, Look, PassWindow, Redo, Resume, Undo
from voxpopuli_tui.ui.table.map_input import MapInput
from voxpopuli_tui.ui.table.purpose import Purpose
from voxpopuli_tui.ui.table.since_last_turn import TurnStart
from voxpopuli_tui.ui.table.window_words import news_subtitle, window_menu, window_prompt
from voxpopuli_tui.ui.table.wording import FREE_KINDS, WINDOW_NAMES
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu, MenuTitle
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.widgets.game_log import GameLog
from voxpopuli_tui.ui.widgets.hand_on_table import HandOnTable
from voxpopuli_tui.ui.widgets.lesson_panel import LessonPanel
from voxpopuli_tui.ui.widgets.players_panel import PlayersPanel
from voxpopuli_tui.ui.widgets.popularity_board import PopularityBoard
from voxpopuli_tui.ui.widgets.prompt_line import PromptLine
from voxpopuli_tui.ui.widgets.reveal_note import RevealNote
from voxpopuli_tui.ui.widgets.rome_map import RomeMap
from voxpopuli_tui.ui.widgets.table_line import TableLine
from voxpopuli_tui.ui.widgets.turn_banner import TurnBanner
from voxpopuli_tui.ui.words.game_words import district

if TYPE_CHECKING:
    from voxpopuli_tui.ui.table.controller import TableController
    from voxpopuli_tui.ui.table.intents import Intent
    from voxpopuli_tui.ui.table.snapshot import TableSnapshot

class MainScreen(Screen[None]):
    """Draws the public view; its menu offers the current public decision."""

    #: beside this module, wherever a subclass lives

    CSS_PATH = Path(__file__).with_name("main.tcss")
    #: main.tcss lays the table out by these classes of the screen.
    # Textual types these as instance variables (`ClassVar[...] | None`): no ClassVar here.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide"), (150, "-widest")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall")]  # noqa: RUF012
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "play_card", N_("Play a card"), id="main.play-card"),
        Binding("p", "pass_window", N_("Pass the window"), show=False, id="main.pass-window"),
        Binding("h", "hand", N_("Hand"), id="main.hand"),
        Binding("m", "free_menu", N_("Gifts/decoys"), id="main.free-menu"),
        Binding("n", "news", N_("New card"), show=False, id="main.news"),
        Binding("d", "log_card", N_("Card details"), show=False, id="main.log-card"),
        Binding("u", "undo", N_("Undo"), id="main.undo"),
        Binding("ctrl+y,U", "redo", N_("Redo"), show=False, id="main.redo"),
        Binding("l", "app.history", N_("History"), id="main.history"),
        Binding("escape", "back", N_("Back"), id="main.back"),
        # 0: no decoy
        *[Binding(str(n), f"number({n})", show=False, id=f"main.number-{n}")
          for n in range(10)],
        Binding("r", "app.rules", N_("Rules"), id="main.rules"),
        Binding("question_mark", "app.help", N_("Help"), id="main.help"),
        Binding("i", "hint", N_("Hint"), show=False, id="main.hint"),
        Binding("L", "lessons", N_("Lessons"), show=False, id="table.lessons"),
    ]

    class Asked(Message):
        """An intent for the table controller, asked at the game's `moment` (the app routes
        it: `TableController.handle`, then the `Next` it returns)."""

        def __init__(self, intent: Intent, moment: tuple[int, int]) -> None:
            super().__init__()
            self.intent = intent
            self.moment = moment

    class HintAsked(Message):
        """The hint key on the table: the app's hint worker answers (`workers.hints`)."""

    def __init__(self, table: TableController) -> None:
        super().__init__()
        #: read only here: every change goes up as an intent (`ask`)
        self.table = table
        #: the error line: why the last key did nothing, or why the table refused a choice
        #: (the app hands the controller's refusals down: `refuse`); the screen's own
        self.refusal = ""
        self.chooser: BaseChooser[Choice] | None = None
        self.folded: Folded | None = None
        #: what the table last drew (None before its first frame)
        self.shown: TableSnapshot | None = None
        #: typing a coordinate, moving the map's cursor, clicking a space
        self.map_input = MapInput()
        self._built: tuple[int, int] | None = None
        self.picker: tuple[str, list[Option], Callable[[str], None]] | None = None
        # The widgets, made here and kept: nothing is queried, so a timer or a computer's
        # answer that comes before the screen is composed (a slow machine) finds them.
        self.banner = TurnBanner()
        self.banner.curtains = not table.keyboard.solo
        self.rome = RomeMap()
        self.board = PopularityBoard()
        self.table_line = TableLine()
        self.players = PlayersPanel()
        self.menu = ActionMenu(id="menu")
        self.log_panel = GameLog()
        self.prompt = PromptLine()
        self.reveal_note = RevealNote()  # a computer's match, until a human's decision
        self.lessons = _lesson_panel(table)  # Learn to play: lessons and the guide
        # A table of one human: the hand on the table, `c` plays from it.

        self.hand = HandOnTable()
        self.solo = SoloPlay(self)
        self.turn_start = TurnStart()
        self._composed = False
        self._fitted: object = None  # what `fit_side` last fitted the side to

    def compose(self) -> ComposeResult:
        # The board first: Rome fills the left and most of the room (at least 45 % of
        # the screen at every size); the side holds the Popularity track, the players' club
        # cards, the table's stock, the menu (its title above it, never cut) and a short
        # ticker of the last events (the full history is on `l`).
        yield self.banner
        with Horizontal(id="table"):
            with Vertical(id="board"):
                yield self.rome
            with Vertical(id="side"):
                yield self.board
                yield self.players
                yield self.table_line
                if self.table.keyboard.solo:
                    yield self.hand
                yield MenuTitle()
                yield self.menu
                if self.lessons is not None:
                    yield self.lessons
                yield self.reveal_note
                self.log_panel.border_title = _("Last events · l: the full history")
                yield self.log_panel
        yield self.prompt
        yield Footer()

    def on_mount(self) -> None:
        self._composed = True
        self.set_class(self.lessons is not None, "-guided")
        self.refresh_table()
        self.call_after_refresh(self._resume)

    def _resume(self) -> None:
        self.ask(Resume())

    def ask(self, intent: Intent) -> None:
        """Up to the app: an intent for the controller, stamped with the moment it was asked."""
        self.post_message(self.Asked(intent, self.table.moment))

    def on_unmount(self) -> None:
        self._composed = False

    @property
    def ready(self) -> bool:
        """Composed, and neither being taken apart nor closing with the app: the table may be
        drawn (a timer or a computer's answer can come at any moment on a slow machine)."""
        return self._composed and self.display and self.app.is_running

    def say(self, text: str) -> None:
        """One line on the prompt (a computer thinks, a window passes on by itself)."""
        if self.ready:
            self.prompt.say(text)
            self.rome.set_slack(self.prompt.extra_rows(self.size.width))

    def on_screen_resume(self) -> None:
        # Back from a curtain or private screen that the app has already followed with the
        # next one: nothing to draw now (the table is redrawn when it is really on top).
        if self.is_current:
            # Back from help, rules or the card reference, nothing played: the menu keeps the
            # steps already chosen (Esc on help closes help, it does not step the menu back).
            self.picker = None  # a picker led to the screen that closed
            self.refresh_table(keep_menu=self._built == self._moment())

    # ------------------------------------------------------------------ drawing
    def refresh_table(self, keep_menu: bool = False) -> None:
        """Draw the table from a new snapshot (`TableController.snapshot`); `keep_menu`: the
        menu being answered stays as it is."""
        if not self.ready:
            return  # not composed yet (its `on_mount` draws it) or being taken apart
        self.shown = shown = self.table.snapshot()
        view = shown.view
        self.rome.show(view)
        self.board.show(view)
        self.players.show(view, shown.levels)
        self.table_line.show(view)
        draw_solo(self)
        self.reveal_note.show_note(shown.standing)
        self.log_panel.show(shown.logged, marks=set(shown.marks))
        if not keep_menu:
            self._built = self._moment()
            self.picker = None
            self.folded = shown.folded
            self.chooser = (
                BaseChooser(self.folded.choices, view.names, self._label)
                if self.folded is not None else None
            )
        ahead = self.folded.ahead if self.folded is not None else None
        self.banner.show(ahead or view, window_first=ahead is not None)  # as the menu asks
        self._draw_menu(view)

    def _moment(self) -> tuple[int, int]:
        """Which game and which state of it the menu was built for."""
        return id(self.table.game), self.table.game.version

    def _decision_seat(self) -> int | None:
        if self.folded is not None:
            return self.folded.seat
        humans = self.table.to_act_humans()
        return humans[0] if humans else None

    def _label(self, field: str, value: object, action: object) -> str:
        if field == "politician" and isinstance(action, AnnounceMatch | PlaceGladiator):
            return attend_line(self.table.public(), int(str(value)))
        if field == "space" and isinstance(action, EliminateSupporter):
            sp = int(str(value))
            return _("{space}: your {value}").format(space=space_name(sp),
                                                     value=self.table.public().spaces[sp].value)
        if field == "space":
            sp = int(str(value))
            return f"{space_name(sp)} ({district(districts_of(sp))})" if districts() else ""
        return ""

    def prompt_text(self, view: SeatView) -> str:
        shown = self.shown
        if shown is not None and shown.over:
            return _("The game is over.")
        pending = view.pending
        if pending is None:
            return ""
        folded = self.folded
        if folded is not None and folded.windows:
            where = _(WINDOW_NAMES.get(folded.window or "", N_("Card window")))
            return window_prompt(view, where, then=folded.prompt)
        if pending.kind == Decision.WINDOW:
            where = _(WINDOW_NAMES.get(pending.window or "", N_("Card window")))
            return window_prompt(view, where)
        if folded is not None:
            return folded.prompt
        return shown.pending if shown is not None else ""

    def _draw_menu(self, view: SeatView) -> None:
        if not self.ready:
            return
        menu = self.menu
        prompt = self.prompt
        error = self.refusal
        if self.picker is not None:
            title, options, _chosen = self.picker
            menu.set_choices(title, options)
        elif self.chooser is not None:
            seat = self._decision_seat()
            who = self.table.name(seat) if seat is not None else ""
            options = self.chooser.options()
            menu.set_choices(_("{who}: {what}").format(who=who, what=self.chooser.title()),
                             options,
                             highlight=self.map_input.highlight(options),
                             nothing_first=self._window_first())
        elif self.shown is not None and self.shown.window_open:
            title, items = window_menu(view)
            menu.set_choices(title, [Option(k, label, off) for k, label, off in items])
        else:
            menu.set_choices("", [])
        self._draw_map(view)

        solo = solo_seat(self.table)
        news = news_words(self.table, solo) if solo is not None else news_subtitle(
            self.shown.news_line if self.shown is not None else "")
        menu.border_subtitle = plain(news)
        prompt.say(error or self.map_input.note or self.prompt_text(view), error=bool(error))
        self.rome.set_slack(prompt.extra_rows(self.size.width))  # a wrapped prompt: no jump
        menu.focus()
        if self.lessons is not None:
            self.call_after_refresh(self.fit_side)

    def on_resize(self) -> None:
        self.rome.set_slack(self.prompt.extra_rows(self.size.width))
        if self.lessons is not None:
            self.call_after_refresh(self.fit_side)

    def fit_side(self) -> None:
        """Learn to play: the lesson and the guide whole, then the menu, get the side's room
        first; the Popularity track, the players, the hand, the table's stock and the last
        events follow, each only if it fits whole (the hand is on `h`, the history on `l`)."""

        lessons = self.lessons
        if not isinstance(lessons, LessonPanel) or not self.ready:
            return
        side = self.query_one("#side")
        width, room = side.size.width, side.size.height
        size = side.size
        # (the panel looks a few times a second: nothing to do when nothing it depends on moved)
        key = (size, lessons.drawn, self.menu.option_count, self.table.game.version)
        if key == self._fitted:
            return
        self._fitted = key

        def rows(widget: Widget) -> int:
            """The rows `widget` takes when shown (its content, gutter and margin)."""
            gutter = widget.styles.gutter
            inner = widget.get_content_height(size, size, width - gutter.width)
            most = widget.styles.max_height
            if most is not None and most.is_cells:
                inner = min(inner, int(most.value) - gutter.height)
            return gutter.height + widget.styles.margin.height + inner

        room -= lessons.needed(width) + sum(rows(w) for w in side.query("MenuTitle, ActionMenu"))
        for widget in (self.board, self.players, self.hand, self.table_line):
            if widget.parent is not side:
                continue
            need = rows(widget)
            if widget.display != (need <= room):
                widget.display = need <= room
            room -= need if widget.display else 0
        if self.log_panel.display != (room >= 4):  # its border and three lines at least
            self.log_panel.display = room >= 4

    def _draw_map(self, view: SeatView) -> None:
        """The current step's candidates (spaces or arenas) marked on the map, and its cursor."""
        step = self.chooser.step() if self.chooser is not None and self.picker is None else None
        options = self.chooser.options() if step is not None and self.chooser else []
        self.map_input.set_step(step, options, view)
        rome = self.rome
        rome.show_input(self.map_input.marks(), self.map_input.cursor)

    # ------------------------------------------------------------------ input
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if not self.is_current:
            return  # queued behind a key that already brought another screen up
        key = event.option.id or ""
        self.refusal = ""
        if self.picker is not None:
            self.picker[2](key)
            return
        if self.chooser is not None and self.folded is not None:
            self.map_input.clear()
            choice = self.chooser.choose(key)
            if choice is None:
                self._draw_menu(self.table.public())
                return

            self.ask(Choose(self.folded, choice))
            return
        if self.table.is_window():
            if key == "continue":
                self.action_pass_window()
            else:
                self.action_play_card()

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        """The menu's highlight is the map's cursor (and the map's cursor moves it)."""
        if self.map_input.follow(event.option.id or ""):
            self.rome.show_input(self.map_input.marks(), self.map_input.cursor)
            view = self.table.public()
            cursor = self.map_input.cursor
            arena = view.spaces[cursor].coliseum if cursor is not None else None
            # The cursor on an arena says who attends it, as hovering it does.
            text = attend_line(view, arena) if arena is not None else ""
            self.prompt.say(self.map_input.note or text or self.prompt_text(view))

    def _window_first(self) -> bool:
        """A card window is folded into the decision, nothing chosen yet: Enter alone passes
        the window (as on any window), a number or ↑ ↓ then Enter answers."""
        folded, chooser = self.folded, self.chooser
        return bool(folded is not None and folded.windows and chooser is not None
                    and not chooser.trail and self.picker is None)

    def on_key(self, event: events.Key) -> None:
        """Map input: a coordinate typed (`C3`) or the map's cursor moved with the arrows."""
        menu = self.menu
        if self.solo.key(event.key):  # `y`: play the card asked about
            event.stop()
            event.prevent_default()
            return
        if event.key == "enter" and menu.highlighted is None and self._window_first():
            event.stop()
            event.prevent_default()
            self.action_pass_window()
            return
        # With a card window folded in, `c` plays a card (column C: click, arrows or a number).
        keep = frozenset("c") if self.folded is not None and self.folded.windows else frozenset()
        key = self.map_input.key(event.key, event.character, keep)
        if key is None:
            return
        event.stop()
        event.prevent_default()
        if key == "":  # a letter waiting for its row, or a cursor move
            index = menu.index_of(self.map_input.cursor_key or "")
            if index is not None:
                menu.highlighted = index
            self._draw_menu(self.table.public())
            return
        index = menu.index_of(key)
        if index is not None:
            menu.highlighted = index
            menu.action_select()

    def on_rome_map_clicked(self, message: RomeMap.Clicked) -> None:
        """A click on a candidate space (or arena) chooses it."""
        key = self.map_input.key_at(message.space)
        index = self.menu.index_of(key) if key else None
        if index is not None:
            menu = self.menu
            menu.highlighted = index
            menu.action_select()

    def on_rome_map_hovered(self, message: RomeMap.Hovered) -> None:
        """Hovering an arena tells who attends it, or why it cannot host a match."""
        pol = message.coliseum
        text = attend_line(self.table.public(), pol) if pol is not None else ""
        self.prompt.say(text or self.prompt_text(self.table.public()))

    def pick(self, title: str, options: list[Option], then: Callable[[str], None]) -> None:
        self.picker = (title, options, then)
        self._draw_menu(self.table.public())

    def _pick_seat(self, title: str, seats: list[int], then: Callable[[int], None]) -> None:
        if not seats:
            self.refusal = _("nobody can do that now")
            self._draw_menu(self.table.public())
            return
        options = [Option(str(s), self.table.name(s)) for s in seats]
        self.pick(title, options, lambda key: then(int(key)))

    def action_play_card(self) -> None:
        if self.solo.start():
            return  # one human: the hand on the table, a card by its number (`solo_play`)
        if not self.table.is_window():
            self.refusal = _("no card window is open")
            self._draw_menu(self.table.public())
            return
        # Seat order, as in "Whose hand?": the same number means the same player.
        seats = sorted(self.table.to_act_humans())
        self._pick_seat(_("Who plays a card?"), seats, lambda s: self._look(s, Purpose.PLAY))

    def action_pass_window(self) -> None:
        """P (and Enter on an unfolded window): every seat still to act in the window passes."""
        if not self.table.is_window():
            self.refusal = _("no card window is open")
            self._draw_menu(self.table.public())
            return

        self.ask(PassWindow())

    def action_hand(self) -> None:
        if self.table.is_secret():
            return
        humans = sorted(self.table.humans())
        if len(humans) == 1:  # one player at the keyboard: nobody else's hand to ask about
            self._look(humans[0], Purpose.HAND)
            return
        self._pick_seat(_("Whose hand?"), humans, lambda s: self._look(s, Purpose.HAND))

    def _look(self, seat: int, purpose: Purpose) -> None:
        self.ask(Look(seat, purpose))

    def action_news(self) -> None:
        """N: a player with a new card looks at it behind their curtain."""
        seats = self.table.news_seats()
        if len(seats) == 1:
            self._look(seats[0], Purpose.NEWS)
            return
        self._pick_seat(_("Who looks at a new card?"), seats,
                        lambda s: self._look(s, Purpose.NEWS))

    def action_log_card(self) -> None:
        """D: the details of a card named in the log (public facts only)."""

        cards = self.table.log_cards()
        if not cards:
            self.refusal = _("no card is named in the log yet")
            self._draw_menu(self.table.public())
            return
        options = [Option(c, title(c)) for c in cards[:9]]
        def details(card: str) -> None:
            self.app.push_screen(CardReferenceScreen(initial=card))

        self.pick("Which card of the log?", options, details)

    def action_free_menu(self) -> None:
        if self.table.is_secret() or self.table.game.is_over:
            return
        humans = self.table.humans()
        if len(humans) == 1:  # one human: no question whose it is
            self._free_for(humans[0])
            return
        self._pick_seat(_("Who acts?"), humans, self._free_for)

    def _free_for(self, seat: int) -> None:
        kinds = [(k, label) for k, label in FREE_KINDS if self.table.free_actions(seat, [k])]
        if not kinds:
            self.refusal = _("{name} has nothing to give or buy now").format(
                name=self.table.name(seat))
            self.picker = None
            self._draw_menu(self.table.public())
            return
        options = [Option(k, _(label)) for k, label in kinds]

        def chosen(key: str) -> None:
            kind = ActionType(key)
            if kind is ActionType.GIVE_CARD:
                self._look(seat, Purpose.GIFT)
                return
            chooser = Chooser(self.table.free_actions(seat, [kind]), self.table.game.names)
            self._run_chooser(f"{self.table.name(seat)}", chooser)

        self.pick(f"{self.table.name(seat)}: what?", options, chosen)

    def _run_chooser(self, who: str, chooser: Chooser) -> None:
        def chosen(key: str) -> None:
            action = chooser.choose(key)
            if action is None:
                self.pick(f"{who}: {chooser.title()}", chooser.options(), chosen)
                return

            self.ask(Act(action))

        self.pick(f"{who}: {chooser.title()}", chooser.options(), chosen)

    def action_number(self, number: int) -> None:
        self.menu.pick_number(number)

    def action_back(self) -> None:
        if self.map_input.clear():
            pass
        elif self.picker is not None:
            self.picker = None
        elif self.chooser is not None:
            self.chooser.back()
        self.refusal = ""
        self._draw_menu(self.table.public())

    def action_lessons(self) -> None:
        """Learn to play: every lesson so far, whole, and those waiting their turn."""
        guide = getattr(self.table, "guide", None)
        if guide is not None and self.is_current:
            self.app.push_screen(LessonsScreen(guide))

    def action_hint(self) -> None:
        """The hint key: what Hard would do here, and why (the app's hint worker)."""
        self.post_message(self.HintAsked())

    def action_undo(self) -> None:
        self.ask(Undo())

    def action_redo(self) -> None:
        """Ctrl+Y or U: the actions the last undo took back, again."""

        self.ask(Redo())


def _lesson_panel(table: TableController) -> Widget | None:
    """The lesson panel beside the table of the guided game."""
    if not getattr(table, "guided", False):
        return None

    return LessonPanel()


def districts_of(space: int) -> int:

    return geometry().district_of[space]
