"""The end, with ceremony: the Emperor, each compartment opened in turn, the scores and the
tie-break, then charts of the game and its statistics (R29).

The compartments open one by one (the Emperor's last); Space or `s` opens them all at once.
The charts and statistics come from the game's public record (`game_stats`), gathered in a
thread while the compartments open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.align import Align
from rich.console import Group
from rich.panel import Panel
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from voxpopuli_tui.engine import POLITICIANS, Action, Ruleset, SeatView
from voxpopuli_tui.i18n import N_, _, ngettext
from voxpopuli_tui.ui.look.style import ACTIVE, piece, who
from voxpopuli_tui.ui.table.stats import GameStats, compute_stats
from voxpopuli_tui.ui.widgets.charts import money_chart, pieces_chart, popularity_chart, stats_table
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.words.game_words import politician, politicians

TIE_BREAKS = {
    "none": N_("no tie-break was needed"),
    "supporters": N_("tie broken by the value of Supporters on the map"),
    "joint": N_("still tied after the Supporters on the map: joint winners"),
}
#: Seconds between two compartments opening.
OPEN_EVERY = 0.6


def opening_order(view: SeatView) -> list[int]:
    """The compartments in precedence order, the Emperor's kept for last."""
    o = view.outcome
    order = list(range(len(POLITICIANS)))
    if o is not None and o.emperor is not None:
        order.remove(o.emperor)
        order.append(o.emperor)
    return order


class EndScreen(Screen[None]):
    """Drawn from the public view of a finished game (and its record, for the charts)."""

    DEFAULT_CSS = """
    EndScreen #end-scroll { padding: 0 1; }
    EndScreen #emperor { height: auto; }
    EndScreen #end-top { height: auto; }
    EndScreen #compartments { width: 1fr; height: auto; padding: 0 3 0 0; }
    EndScreen #scores { width: 1fr; height: auto; }
    EndScreen #charts { height: 16; margin-top: 1; display: none; }
    EndScreen.-wide #charts { height: 20; }
    EndScreen #charts SeriesChart { width: 1fr; margin-right: 1; }
    EndScreen #stats { height: auto; margin-top: 1; display: none; }
    EndScreen.-done #charts, EndScreen.-done #stats { display: block; }
    EndScreen.-done #charts { layout: horizontal; }
    """
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (140, "-wide")]  # noqa: RUF012
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "title", N_("Back to the title"), id="end.title"),
        Binding("space,s", "open_all", N_("Open every compartment"), id="end.open-all"),
        Binding("p", "replay", N_("Replay the game"), id="end.replay"),
    ]

    def __init__(self, view: SeatView, ruleset: Ruleset | None = None,
                 history: Sequence[Action] = (), animate: bool = True) -> None:
        """`ruleset` and `history` give the charts (without them: no charts)."""
        super().__init__()
        self.view = view
        self.ruleset = ruleset
        self.history = tuple(history)
        self.order = opening_order(view)
        self.opened = 0 if animate else len(self.order)
        self.stats: GameStats | None = None
        self._timer: Timer | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="end-scroll"):
            yield Static(render_emperor(self.view), id="emperor")
            with Horizontal(id="end-top"):
                yield Static(id="compartments")
                yield Static(id="scores")
            yield Horizontal(id="charts")
            yield Static(id="stats")
        yield Footer()

    def on_mount(self) -> None:
        if not self.is_attached:
            return  # pushed as the app closes (the game's last action): its widgets are gone
        self.redraw()
        if self.opened < len(self.order):
            self._timer = self.set_interval(OPEN_EVERY, self.open_next)
        if self.ruleset is not None:
            self.gather_stats()

    @work(thread=True, exclusive=True)
    def gather_stats(self) -> None:
        assert self.ruleset is not None
        stats = compute_stats(self.ruleset, self.history)
        self.app.call_from_thread(self.show_stats, stats)

    def show_stats(self, stats: GameStats) -> None:
        self.stats = stats
        charts = self.query_one("#charts", Horizontal)
        charts.mount_all([popularity_chart(stats), money_chart(stats), pieces_chart(stats)])
        self.redraw()

    # ------------------------------------------------------------------ the ceremony
    @property
    def done(self) -> bool:
        return self.opened >= len(self.order)

    def on_resize(self) -> None:
        self.call_after_refresh(self.redraw)

    def open_next(self) -> None:
        self.opened = min(len(self.order), self.opened + 1)
        self.redraw()

    def action_open_all(self) -> None:
        self.opened = len(self.order)
        self.redraw()

    def redraw(self) -> None:
        if self.done and self._timer is not None:
            self._timer.stop()
            self._timer = None
        opened = set(self.order[: self.opened])
        box = self.query_one("#compartments", Static)
        box.update(render_compartments(self.view, opened, box.content_size.width))
        self.query_one("#scores", Static).update(
            render_scores(self.view) if self.done else
            Text(_("Space: open every compartment"), style="dim italic"))
        self.set_class(self.done, "-done")
        if self.stats is not None:
            winners = self.view.outcome.winners if self.view.outcome is not None else ()
            self.query_one("#stats", Static).update(stats_table(self.stats, winners))

    class Leave(Message):
        """Back to the title, or (`replay`) replay the game move by move."""

        def __init__(self, replay: bool) -> None:
            super().__init__()
            self.replay = replay

    def action_title(self) -> None:
        self.post_message(self.Leave(replay=False))

    def action_replay(self) -> None:
        self.post_message(self.Leave(replay=True))


def render_emperor(view: SeatView) -> Panel:
    """The Emperor's name large, and why."""
    o = view.outcome
    if o is None:
        return Panel(Text(_("THE GAME IS OVER"), style="bold"))
    if o.emperor is None:
        dead = Text(_("Every politician is dead: Rome has no Emperor."), style="bold")
        return Panel(dead, title=_("THE GAME IS OVER"), border_style="bold")
    living = [p for p in range(len(POLITICIANS)) if not o.dead[p]]
    tied = [p for p in living if o.popularity[p] == o.popularity[o.emperor]]
    if len(tied) > 1:
        why = _("the most popular living politician ({popularity}), first in precedence among "
                "{tied}").format(popularity=o.popularity[o.emperor],
                                 tied=", ".join(politician(p) for p in tied))
    else:
        why = _("the most popular living politician ({popularity})").format(
            popularity=o.popularity[o.emperor])
    name = Text(f"  {' '.join(politician(o.emperor).upper())}  ", style="bold reverse")
    body = Group(Align.center(Text("AVE, IMPERATOR", style="bold")), Align.center(name),
                 Align.center(Text(why, style="italic")))
    return Panel(body, title=_("THE GAME IS OVER — Rome has an Emperor"), border_style="bold")


def render_compartments(view: SeatView, opened: set[int], width: int = 0) -> Text:
    """Each compartment, opened or still closed (D = decoy). `width`: the room, so that a long
    compartment goes on under its own pieces, never under the names (0: one line each)."""
    o = view.outcome
    out = Text()
    # The heading on a line of its own: beside the scores' it must never run into them.
    out.append(_("Compartments"), style="bold underline")
    out.append("\n" + _("owner and value; D = decoy; ▶ the Emperor's") + "\n", style="dim")
    if o is None:
        return out
    names = politicians()
    room = max(9, *(len(n) + 1 for n in names))
    for p, name in enumerate(names):
        emperor = p == o.emperor
        line = Text()
        line.append(f"{ACTIVE} " if emperor else "  ", style="bold")
        line.append(f"{name:<{room}}", style="bold" if emperor else "")
        dead = _(" DEAD") if o.dead[p] else ""
        line.append(_(" pop {popularity} ").format(
            popularity=f"{o.popularity[p]:>2}{dead:{len(_(' DEAD'))}}"),
                    style="dim" if o.dead[p] else "")
        indent = line.cell_len
        shown = view.slots[p].shown
        if p not in opened:
            line.append(ngettext("[closed: {count} piece]", "[closed: {count} pieces]",
                                 len(shown)).format(count=len(shown)), style="dim italic")
        elif not shown:
            line.append(_("empty"), style="dim")
        for seat, value in shown if p in opened else ():
            token = piece(view, seat, value) if value else piece(view, seat)
            if width and line.cell_len + token.cell_len + (0 if value else 1) > width:
                out.append_text(line)
                out.append("\n")
                line = Text(" " * indent)
            line.append_text(token)
            line.append(("" if value else "D") + " ")
        out.append_text(line)
        out.append("\n")
    out.rstrip()
    return out


def render_scores(view: SeatView, keys: bool = True) -> Text:
    """Each player's score as the sum of their Stars in the Emperor's compartment (`keys`:
    with the end screen's keys under them)."""
    o = view.outcome
    out = Text()
    if o is None:
        return out
    out.append(_("Scores"), style="bold underline")
    out.append("\n" + _("Stars in the Emperor's compartment; Supporters on the map") + "\n",
               style="dim")
    shown = view.slots[o.emperor].shown if o.emperor is not None else ()
    for seat in range(len(view.names)):
        out.append("  ")
        out.append_text(who(view, seat))
        stars = [v for s, v in shown if s == seat and v]
        sums = " + ".join(map(str, stars)) if stars else "0"
        total = f"{sums} = {o.scores[seat]}" if len(stars) > 1 else sums
        out.append(_(": {score}").format(score=total), style="bold")
        out.append(_("   (map {supporters})").format(supporters=o.supporters[seat]), style="dim")
        if seat in o.winners:
            out.append("  " + _("WINNER"), style="bold reverse")
        out.append("\n")
    tie = TIE_BREAKS.get(o.tie_break)
    out.append("\n" + _("{tie_break}.").format(tie_break=_(tie) if tie else o.tie_break) + "\n")
    names = _(" and ").join(view.names[s] for s in o.winners)
    out.append(ngettext("Winner: ", "Winners: ", len(o.winners)), style="bold")
    out.append(names, style="bold")
    if keys:
        out.append("\n\n" + _("Enter: back to the title · P: replay the game"), style="dim")
    return out
