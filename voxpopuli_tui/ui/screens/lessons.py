"""Learn to play: every lesson the panel has shown so far, whole, and those still waiting
their turn (`L` on the guided game's table; Esc or `L` goes back). A lesson that came up just
before a quick choice is never lost unread."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from voxpopuli_tui.coach.lessons import load_lessons
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.words.lesson_words import shown

if TYPE_CHECKING:
    from voxpopuli_tui.coach.lessons import Lesson
    from voxpopuli_tui.ui.learn.guide import Guide


def lessons_so_far(guide: Guide) -> Text:
    """Each lesson shown, in order (the one on the panel last), then the ones waiting."""
    every = load_lessons()
    out = Text()

    def one(lesson: Lesson) -> None:
        lesson = shown(lesson)
        out.append(lesson.title, style="bold")
        out.append(f" ({', '.join(lesson.rules)})\n", style="dim")
        out.append(lesson.text + "\n\n")

    seen = list(dict.fromkeys(guide.history))
    if not seen:
        out.append(_("No lesson yet: they come up as their rules first matter.") + "\n",
                   style="italic")
    for lid in seen:
        one(every[lid])
    if guide.queue:
        out.append(_("Coming next, one after each of your choices") + "\n\n",
                   style="bold underline")
        for lesson in guide.queue:
            one(lesson)
    out.rstrip()
    return out


class LessonsScreen(ModalScreen[None]):
    """The lessons so far, to read again (↑↓ scroll)."""

    DEFAULT_CSS = """
    LessonsScreen { align: center middle; }
    LessonsScreen #lessons-box { width: 90%; max-width: 100; height: 90%;
        border: round $success; padding: 0 1; }
    LessonsScreen #lessons-scroll { height: 1fr; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,L", "close", N_("Back to the table"), id="lessons.close"),
    ]

    def __init__(self, guide: Guide) -> None:
        super().__init__()
        self.guide = guide

    def compose(self) -> ComposeResult:
        with Vertical(id="lessons-box"), VerticalScroll(id="lessons-scroll"):
            yield Static(lessons_so_far(self.guide), id="lessons-text")
        yield Footer()

    def on_mount(self) -> None:
        box = self.query_one("#lessons-box")
        box.border_title = "Lessons so far · Esc: back to the table"
        self.query_one("#lessons-scroll").focus()

    def action_close(self) -> None:
        self.dismiss(None)
