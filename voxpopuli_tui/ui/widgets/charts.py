"""Charts of a finished game (textual-plotext): popularity, money and pieces over the turns.

Each chart draws one `GameStats` series; players' lines take their club's colour and are drawn
with their club's mark, which the legend names too ("Livia [R]"), and every line is named in the
legend (colour is never the only cue). The statistics table is Rich.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text
from textual.color import Color
from textual_plotext import PlotextPlot

from voxpopuli_tui.engine import POLITICIANS
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.look.style import club_info, short
from voxpopuli_tui.ui.table.stats import GameStats
from voxpopuli_tui.ui.words.game_words import politician

#: The politicians' lines (they have no colours of their own): Okabe–Ito's remaining hues
#: and greys, in precedence order.
POLITICIAN_COLOURS = ("#56B4E9", "#E69F00", "#F0E442", "#CC79A7", "#009E73", "#BBBBBB")


def plot_colour(colour: str) -> str | tuple[int, int, int]:
    """A Rich colour (hex or an ANSI name) as plotext takes it."""
    if colour.startswith("#"):
        return Color.parse(colour).rgb
    base = colour.removeprefix("bright_")
    return base + ("+" if colour.startswith("bright_") else "")


class SeriesChart(PlotextPlot):
    """Lines over the turns, one per named series."""

    DEFAULT_CSS = "SeriesChart { height: 100%; min-height: 10; }"

    def __init__(self, title: str, turns: Sequence[int],
                 series: Sequence[tuple[str, str, Sequence[int]]], *, id: str | None = None,
                 classes: str | None = None) -> None:
        """`series`: (label, Rich colour, values per turn)."""
        super().__init__(id=id, classes=classes)
        self.title = title
        self.turns = list(turns)
        self.series = list(series)

    def on_mount(self) -> None:  # PlotextPlot's own on_mount runs too (handlers follow the MRO)
        self.draw_series()

    def draw_series(self) -> None:
        plt = self.plt
        plt.clear_data()
        plt.clear_figure()
        plt.title(self.title)
        plt.xlabel(_("turn"))
        top = 1
        for label, colour, values in self.series:
            plt.plot(self.turns, list(values), label=label, color=plot_colour(colour),
                     marker=line_mark(label))
            top = max(top, *values)
        plt.ylim(0, top + 1)
        # Whole numbers are counted here (turns, popularity, sesterces, pieces): ticks and
        # their labels are whole too, never plotext's own decimals.
        xs = self.turns[:: max(1, len(self.turns) // 8)]
        plt.xticks([float(t) for t in xs], [str(t) for t in xs])
        ys = whole_ticks(top + 1)
        plt.yticks([float(y) for y in ys], [str(y) for y in ys])
        self.refresh()


def line_mark(label: str) -> str:
    """How a line is drawn: a player's with their club's mark (`Livia [R]`: R), so the lines
    and the legend tell the players apart without colour; others as plotext's dots."""
    if label.endswith("]") and "[" in label:
        mark = label[label.rindex("[") + 1:-1]
        if len(mark) == 1:
            return mark
    return "hd"


def whole_ticks(top: int, most: int = 6) -> list[int]:
    """At most `most` evenly spaced whole-number ticks from 0 to `top`."""
    step = max(1, -(-top // (most - 1)))
    return list(range(0, top + 1, step))


def popularity_chart(stats: GameStats) -> SeriesChart:
    series = [(politician(p), POLITICIAN_COLOURS[p], stats.popularity[p])
              for p in range(len(POLITICIANS))]
    return SeriesChart(_("Popularity of the politicians"), stats.turns, series, id="chart-pop")


def _players(stats: GameStats, rows: Sequence[Sequence[int]]) -> list[tuple[str, str,
                                                                            Sequence[int]]]:
    out = []
    for seat, name in enumerate(stats.names):
        mark, colour, _name = club_info(stats.clubs[seat])
        out.append((f"{name} [{mark}]", colour, rows[seat]))
    return out


def money_chart(stats: GameStats) -> SeriesChart:
    return SeriesChart(_("Money (sesterces)"), stats.turns, _players(stats, stats.money),
                       id="chart-money")


def pieces_chart(stats: GameStats) -> SeriesChart:
    return SeriesChart(_("Supporters on the map"), stats.turns, _players(stats, stats.on_map),
                       id="chart-pieces")


def stats_table(stats: GameStats, winners: Sequence[int] = ()) -> Table:
    """Matches won and lost, matches organised, cards played and Stars per politician."""
    table = Table(title=_("Statistics"), title_style="bold", expand=False, pad_edge=False,
                  header_style="bold", show_edge=False)
    table.add_column(_("Player"), no_wrap=True)
    for word in (_("Won"), _("Lost"), _("Organised"), _("Cards")):
        table.add_column(word, justify="right")
    for p in range(len(POLITICIANS)):
        table.add_column(f"{short(p)}", justify="right")
    for seat, name in enumerate(stats.names):
        mark, colour, _name = club_info(stats.clubs[seat])
        label = Text(f"{name} [{mark}]", style=colour)
        if seat in winners:
            label.append(" " + _("WINNER"), style="bold")
        stars = [stats.stars_of(p, seat) for p in range(len(POLITICIANS))]
        table.add_row(label, str(stats.won[seat]), str(stats.lost[seat]),
                      str(stats.organised[seat]), str(stats.cards_played[seat]),
                      *(str(s) if s else "·" for s in stars))
    table.caption = _("Won / Lost: matches where the player's revealed vote was on the winning "
                      "/ losing side. {first} … {last}: Stars the end opened in each "
                      "compartment.").format(first=short(0), last=short(len(POLITICIANS) - 1))
    table.caption_style = "dim"
    return table
