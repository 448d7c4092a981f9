"""Replay of a finished game: step through its actions with what the end reveals.

At step k the game is rebuilt from the ruleset and the first k actions (`Game.replay`); the
screen shows the map and the public view at that moment plus every compartment's contents (the
end opens them all), and the end screen's charts of the whole game (`g` hides them). Hands
stay hidden: the end never shows them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from voxpopuli_tui.engine import Action, Game, Ruleset, SeatView, view_for
from voxpopuli_tui.engine.views import revealed_slots
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.style import piece
from voxpopuli_tui.ui.table.log_words import line_words
from voxpopuli_tui.ui.table.stats import GameStats, compute_stats
from voxpopuli_tui.ui.widgets.charts import money_chart, pieces_chart, popularity_chart
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.widgets.players_panel import render_players
from voxpopuli_tui.ui.widgets.popularity_board import render_board
from voxpopuli_tui.ui.widgets.rome_map import RomeMap
from voxpopuli_tui.ui.words.game_words import politicians


class ReplayScreen(Screen[None]):
    """Forward/back one action, jump by turn, start and end."""

    DEFAULT_CSS = """
    ReplayScreen #replay-head { height: auto; padding: 0 1; text-style: bold; }
    ReplayScreen #replay-top { height: auto; }
    ReplayScreen RomeMap { width: 50; }
    ReplayScreen.-wide RomeMap { width: 62; }
    ReplayScreen #replay-board { width: 1fr; height: auto; }
    ReplayScreen #replay-slots { width: 46; height: auto; padding: 0 1; }
    ReplayScreen #replay-middle { height: auto; }
    ReplayScreen #replay-players { width: 1fr; height: auto; padding: 0 1; }
    ReplayScreen #replay-log-scroll { height: 1fr; padding: 0 1; }
    ReplayScreen #replay-charts { height: 14; display: none; }
    ReplayScreen.-charts #replay-charts { display: block; layout: horizontal; }
    ReplayScreen #replay-charts SeriesChart { width: 1fr; }
    """
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (140, "-wide")]  # noqa: RUF012
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,n", "forward", N_("Next"), id="replay.forward"),
        Binding("left,b", "back", N_("Previous"), id="replay.back"),
        Binding("pageup,t", "turn_back", N_("Turn start"), id="replay.turn-back"),
        Binding("pagedown,space", "turn_forward", N_("Next turn"), id="replay.turn-forward"),
        Binding("home", "first", N_("Start"), show=False, id="replay.first"),
        Binding("end", "last", N_("End"), show=False, id="replay.last"),
        Binding("g", "charts", N_("Charts"), id="replay.charts"),
        Binding("escape", "close", N_("Back"), id="replay.close"),
    ]

    def __init__(self, ruleset: Ruleset, history: Sequence[Action]) -> None:
        super().__init__()
        self.ruleset = ruleset
        self.history = tuple(history)
        self.step = 0
        self.game = Game.new(ruleset)
        #: the turn each step (0..N) lands in, for the turn jumps
        self.turns = self._turns()

    def _turns(self) -> list[int]:
        game = Game.new(self.ruleset)
        turns = [game.turn]
        for action in self.history:
            game.apply(action)
            turns.append(game.turn)
        return turns

    def compose(self) -> ComposeResult:
        yield Static("", id="replay-head", markup=False)
        with Horizontal(id="replay-top"):
            yield RomeMap()
            yield Static("", id="replay-board")
        with Horizontal(id="replay-middle"):
            yield Static("", id="replay-players")
            yield Static("", id="replay-slots")
        with VerticalScroll(id="replay-log-scroll", can_focus=False):  # the keys step the game
            yield Static("", id="replay-log")
        yield Horizontal(id="replay-charts")
        yield Footer()

    def on_mount(self) -> None:
        self.set_class(self.app.size.height >= 44, "-charts")
        self.redraw()
        self.gather_stats()

    @work(thread=True, exclusive=True)
    def gather_stats(self) -> None:
        stats = compute_stats(self.ruleset, self.history)
        self.app.call_from_thread(self.show_stats, stats)

    def show_stats(self, stats: GameStats) -> None:
        self.query_one("#replay-charts", Horizontal).mount_all(
            [popularity_chart(stats), money_chart(stats), pieces_chart(stats)])

    def action_charts(self) -> None:
        self.toggle_class("-charts")

    # ------------------------------------------------------------------ moving
    def go(self, step: int) -> None:
        step = max(0, min(len(self.history), step))
        if step == self.step:
            return
        if step == self.step + 1:
            self.game.apply(self.history[self.step])
        else:
            self.game = Game.replay(self.ruleset, self.history[:step])
        self.step = step
        self.redraw()

    def action_forward(self) -> None:
        self.go(self.step + 1)

    def action_back(self) -> None:
        self.go(self.step - 1)

    def action_first(self) -> None:
        self.go(0)

    def action_last(self) -> None:
        self.go(len(self.history))

    def turn_start(self, step: int) -> int:
        """The first step of the turn `step` is in."""
        while step > 0 and self.turns[step - 1] == self.turns[step]:
            step -= 1
        return step

    def action_turn_back(self) -> None:
        start = self.turn_start(self.step)
        self.go(start if start < self.step else self.turn_start(max(0, start - 1)))

    def action_turn_forward(self) -> None:
        step = self.step
        while step < len(self.history) and self.turns[step] == self.turns[self.step]:
            step += 1
        self.go(step)

    def action_close(self) -> None:
        self.dismiss(None)

    # ------------------------------------------------------------------ drawing
    def redraw(self) -> None:
        view = view_for(self.game, None)
        total = len(self.history)
        where = _("the end") if self.game.is_over else _("turn {turn}").format(turn=view.turn)
        head = _("REPLAY — step {step}/{total}, {where}").format(
            step=self.step, total=total, where=where)
        if self.step == 0:
            head += " " + _("(setup)")
        self.query_one("#replay-head", Static).update(
            head + "   "
            + _("←/→ step · T/PgUp turn start · Space/PgDn next turn · Home/End · Esc back")
        )
        self.query_one(RomeMap).show(view)
        self.query_one("#replay-board", Static).update(render_board(view))
        self.query_one("#replay-slots", Static).update(self.render_slots(view))
        self.query_one("#replay-players", Static).update(render_players(view))
        self.query_one("#replay-log", Static).update(self.render_log(view))
        self.query_one("#replay-log-scroll", VerticalScroll).scroll_end(animate=False)

    def render_slots(self, view: SeatView) -> Text:
        """Every compartment's contents (the end reveals them)."""
        slots = revealed_slots(self.game)
        out = Text(_("Compartments (all revealed; D = decoy)") + "\n", style="bold")
        for p, name in enumerate(politicians()):
            out.append(f"{name:<9} ")
            if not slots[p]:
                out.append(_("empty"), style="dim")
            for seat, value in slots[p]:
                out.append_text(piece(view, seat, value or None))
                out.append("D " if value == 0 else " ")
            out.append("\n")
        return out

    def render_log(self, view: SeatView) -> Text:
        """The public log up to this step; the lines of the last action stand out."""
        marks = self.game.marks
        first_new = marks[self.step - 1] if self.step and len(marks) >= self.step else None
        out = Text()
        for event in view.log:
            new = first_new is not None and event.seq >= first_new
            out.append(f"T{event.turn} ", style="dim")
            out.append(line_words(event, view.names) + "\n", style="bold reverse" if new else "")
        return out
