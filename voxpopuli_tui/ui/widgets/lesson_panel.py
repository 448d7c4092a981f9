"""The lesson panel of "Learn to play", beside the table of a guided game.

On top, each lesson as it first becomes due: its title, its rule ids and its 2–4 lines (when
several come due at one moment they wait their turn, one more at each of the learner's
decisions; their titles are named, and `L` reads every lesson so far). The panel is as tall as
what it shows: it never scrolls and never takes the focus (Enter stays with the decision); the
table gives it the room first (`MainScreen.fit_side`).
Under them, at each decision of the learner, the guide's suggestion and a one-line why; after a
choice other than the suggested one, what that choice does. The guide thinks in a worker
thread (Hard searches a few worlds); the panel looks at the table a few times a second and
redraws only when something changed.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from voxpopuli_tui.coach import LEARNER, LEARNER_NAME
from voxpopuli_tui.engine.clone import clone_game
from voxpopuli_tui.i18n import _, ngettext
from voxpopuli_tui.ui.learn.guide import Ask, advise
from voxpopuli_tui.ui.table.choices import describe
from voxpopuli_tui.ui.words.lesson_words import shown

if TYPE_CHECKING:
    from voxpopuli_tui.ui.learn.guide import Advice, Ask, Guide
    from voxpopuli_tui.ui.learn.guided_table import GuidedTable

#: Seconds between two looks at the table.
POLL = 0.1


def guided_table(app: Any) -> GuidedTable | None:
    """The app's table if it is the guided game."""
    table = getattr(app, "table", None)
    return table if getattr(table, "guided", False) else None


def lesson_panels(screen: Any) -> Iterator[LessonPanel]:
    """A lesson panel for a screen of the guided game's learner (none for any other game);
    the screen gets the class `-guided` (its CSS makes room for the panel)."""
    if guided_table(screen.app) is not None:
        screen.add_class("-guided")
        yield LessonPanel()


class LessonPanel(Vertical):
    """Lessons and the guide's advice, for the learner of a guided game."""

    DEFAULT_CSS = """
    LessonPanel { height: auto; border-top: round $success 60%; padding: 0 1; }
    LessonPanel #lesson-text { height: auto; }
    LessonPanel #lesson-guide { height: auto; }
    """
    can_focus = False

    def __init__(self, *, id: str | None = "lessons") -> None:
        super().__init__(id=id)
        self.border_title = f"Learn to play · you are {LEARNER_NAME} · L: every lesson so far"
        self._lessons = Static("", id="lesson-text", markup=False)
        self._guide = Static("", id="lesson-guide", markup=False)
        self._drawn: object = None
        self._watched: tuple[int, int] | None = None
        #: the lesson's text and the guide's, as drawn
        self._shown: tuple[Text, Text] = (Text(), Text())

    def compose(self) -> ComposeResult:
        yield self._lessons
        yield self._guide

    @property
    def drawn(self) -> object:
        """What the panel shows now (a new object whenever it changes)."""
        return self._shown

    def needed(self, width: int) -> int:
        """The rows the panel needs at `width` columns (its border and padding included) to
        show the lesson and the guide whole."""
        inner = max(1, width - 2)
        rows = 1  # the border on top
        for text in self._shown:
            rows += len(text.wrap(self.app.console, inner)) if text.plain else 0
        return rows

    def on_mount(self) -> None:
        self.sync()
        self.set_interval(POLL, self.sync)

    # ------------------------------------------------------------------ state
    def sync(self) -> None:
        """Look at the table: lessons now due, the guide asked, the panel redrawn if changed."""
        table = guided_table(self.app)
        if table is None or not self.is_attached:
            return
        guide = table.guide
        moment = table.moment
        if moment != self._watched:  # (the table tells the guide each lesson due)
            self._watched = moment
            self._ask(table, guide, moment)
        self.draw(table, guide)
        fit = getattr(self.screen, "fit_side", None)
        if callable(fit):  # the screen makes room for what the panel shows (and its menu)
            fit()

    def _ask(self, table: GuidedTable, guide: Guide, moment: tuple[int, int]) -> None:
        if table.game.is_over or not guide.wants(moment) or table.computer_turn() is not None:
            return  # (a computer still owes a move here: the moment will change first)
        folded = table.folded()
        if LEARNER not in table.game.to_act() and (folded is None or folded.seat != LEARNER):
            return
        ask = Ask(moment, clone_game(table.game), folded)
        guide.asked = moment
        app = self.app

        def work() -> None:
            try:
                advice = advise(ask)
            except Exception:  # the guide's failure must not stop the table
                advice = None
            with contextlib.suppress(RuntimeError):  # the app is closing: nobody waits
                app.call_from_thread(answered, ask, advice)

        def answered(ask: Ask, advice: Advice | None) -> None:
            now = guided_table(app)
            if now is not None:
                now.guide.answered(advice, ask.moment, now.moment)

        app.run_worker(work, name="guide", group="guide", thread=True, exit_on_error=False)

    # ------------------------------------------------------------------ drawing
    def draw(self, table: GuidedTable, guide: Guide) -> None:
        advice = guide.current(table.moment)
        asking = guide.asked == table.moment
        state = (guide.shown, len(guide.queue), advice, guide.note, asking, table.game.is_over)
        if state == self._drawn:
            return
        self._drawn = state
        self._shown = (lessons_text(guide), guide_text(table, guide, advice, asking))
        self._lessons.update(self._shown[0])
        self._guide.update(self._shown[1])

    @property
    def text(self) -> str:
        """What the panel shows, as plain text (for tests and screen readers)."""
        parts = [str(w.render()) for w in (self._lessons, self._guide)]
        return "\n".join(parts)


def lessons_text(guide: Guide) -> Text:
    """The lesson on the panel, in full, and how many wait their turn."""
    out = Text()
    if guide.shown is None:
        out.append(_("Lessons come up here as their rules first matter."), style="italic")
        return out
    lesson = shown(guide.shown)
    out.append(lesson.title, style="bold")
    out.append(f" ({', '.join(lesson.rules)})", style="dim")
    out.append("\n" + " ".join(lesson.lines))
    waiting = len(guide.queue)
    if waiting:
        more = ngettext("{count} more lesson", "{count} more lessons", waiting).format(
            count=waiting)
        titles = "; ".join(shown(lesson).title for lesson in guide.queue)
        out.append("\n" + _("Next, one after each of your choices ({more}): {titles}.").format(
            more=more, titles=titles), style="dim italic")
    return out


def guide_text(table: GuidedTable, guide: Guide, advice: Advice | None, asking: bool) -> Text:
    """The guide's suggestion and why, and a note on the learner's last choice."""
    out = Text()
    if guide.note:
        out.append(guide.note + "\n", style="italic")
    if table.game.is_over:
        out.append("The game is over.")
    elif advice is not None:
        out.append("Guide: ", style="bold")
        out.append(describe(advice.choice, table.game.names))
        if advice.keys:
            out.append(f" ({advice.keys})")
        out.append("\nWhy: " + advice.why)
    elif asking:
        out.append("Guide: thinking…", style="dim")
    else:
        out.append("Guide: the computers are playing; your turn comes.", style="dim")
    return out
