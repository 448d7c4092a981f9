"""The end of the guided game: "What you learned" — the result and how a tie was broken, the
compartments opened and the scores as on the real end screen (R29), the lessons met one line
each (coach `summary`) — and an offer: a real game, or back to the title."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.coach import LEARNER
from voxpopuli_tui.coach.summary import Summary, summary
from voxpopuli_tui.engine import POLITICIANS, SeatView
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.screens.end import EndScreen, render_compartments, render_scores
from voxpopuli_tui.ui.widgets.footer import Footer

if TYPE_CHECKING:
    from voxpopuli_tui.ui.table.controller import TableController


class LearnedScreen(Screen[None]):
    """What the learner met, and what to do next."""

    DEFAULT_CSS = """
    LearnedScreen { align: center middle; }
    LearnedScreen #learned { width: 90%; max-width: 100; height: auto; max-height: 100%;
        border: round $success; padding: 0 1; }
    LearnedScreen #learned-title { text-style: bold; }
    LearnedScreen #learned-end { height: auto; margin-top: 1; }
    LearnedScreen #learned-end Static { width: 1fr; height: auto; }
    LearnedScreen #learned-lines { height: auto; max-height: 1fr; overflow-y: auto; }
    LearnedScreen OptionList { height: auto; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "title", N_("Back to the title"), id="learned.title"),
    ]

    class Leave(Message):
        """`real`: open New game; else back to the title."""

        def __init__(self, real: bool) -> None:
            super().__init__()
            self.real = real

    def __init__(self, summary: Summary, view: SeatView | None = None) -> None:
        """`view`: the game's public view at its end (its compartments and scores)."""
        super().__init__()
        self.summary = summary
        self.view = view

    def compose(self) -> ComposeResult:
        s = self.summary
        with Vertical(id="learned"):
            yield Static(s.title, id="learned-title", markup=False)
            if self.view is not None and self.view.outcome is not None:


                with Horizontal(id="learned-end"):
                    opened = set(range(len(POLITICIANS)))
                    yield Static(render_compartments(self.view, opened), id="learned-slots")
                    yield Static(render_scores(self.view, keys=False), id="learned-scores")
            body = ([s.result, ""] if s.result else []) + [f"• {line}" for line in s.learned]
            yield Static("\n".join([*body, "", s.offer]), id="learned-lines", markup=False)
            yield OptionList(
                Option(_("Start a real game"), id="real"),
                Option(_("Back to the title"), id="title"),
                id="learned-menu",
            )
        yield Footer()

    def on_mount(self) -> None:
        if not self.is_attached:
            return  # pushed as the app closes (the game's last action): its widgets are gone
        menu = self.query_one(OptionList)
        menu.highlighted = 0
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.post_message(self.Leave(real=event.option.id == "real"))

    def action_title(self) -> None:
        self.post_message(self.Leave(real=False))


def end_screen(table: TableController) -> Screen[None]:
    """The screen at the end of a game: "What you learned" for the guided game."""

    guide = getattr(table, "guide", None)
    if guide is None:
        game = table.game
        return EndScreen(table.public(), game.ruleset, game.history)
    from voxpopuli_tui.ui.words.lesson_words import shown

    return LearnedScreen(summary(guide.seen, table.view(LEARNER).outcome, LEARNER,
                                 recap=lambda lesson: shown(lesson).recap), table.public())
