"""The end: the Emperor and why, every compartment opened, scores, tie-break, winners."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from voxpopuli_tui.engine import POLITICIANS, SeatView

from ..style import piece, who
from ..widgets.footer import Footer

TIE_BREAKS = {
    "none": "no tie-break was needed",
    "supporters": "tie broken by the value of Supporters on the map",
    "joint": "still tied after the Supporters on the map: joint winners",
}


class EndScreen(Screen[None]):
    """Drawn from the public view of a finished game."""

    DEFAULT_CSS = "EndScreen VerticalScroll { padding: 1 2; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "title", "Back to the title"),
        Binding("p", "replay", "Replay the game"),
    ]

    def __init__(self, view: SeatView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(render_end(self.view), id="end")
        yield Footer()

    def action_title(self) -> None:
        self.app.back_to_title()  # type: ignore[attr-defined]

    def action_replay(self) -> None:
        self.app.open_replay()  # type: ignore[attr-defined]


def render_end(view: SeatView) -> Text:
    o = view.outcome
    out = Text("THE GAME IS OVER\n\n", style="bold")
    if o is None:
        return out
    if o.emperor is None:
        out.append("Every politician is dead: Rome has no Emperor.\n", style="bold")
    else:
        living = [p for p in range(len(POLITICIANS)) if not o.dead[p]]
        tied = [p for p in living if o.popularity[p] == o.popularity[o.emperor]]
        why = f"most popular living politician ({o.popularity[o.emperor]})"
        if len(tied) > 1:
            why += ", first in precedence among " + ", ".join(POLITICIANS[p] for p in tied)
        out.append(f"Emperor: {o.emperor_name} — {why}\n", style="bold yellow")
    out.append("\nCompartments (owner, value; D = decoy):\n", style="bold")
    for p, name in enumerate(POLITICIANS):
        out.append(f"  {name:<9} pop {o.popularity[p]:>2}{' DEAD' if o.dead[p] else '':5} ")
        shown = view.slots[p].shown
        if not shown:
            out.append("empty", style="dim")
        for seat, value in shown:
            out.append_text(piece(view, seat, value) if value else piece(view, seat))
            out.append("" if value else "D")
            out.append(" ")
        out.append("\n")
    out.append("\nScores (value in the Emperor's compartment; Supporters on the map):\n",
               style="bold")
    for seat in range(len(view.names)):
        out.append("  ")
        out.append_text(who(view, seat))
        out.append(f": {o.scores[seat]}   (map {o.supporters[seat]})")
        if seat in o.winners:
            out.append("  WINNER", style="bold green")
        out.append("\n")
    out.append(f"\n{TIE_BREAKS.get(o.tie_break, o.tie_break)}.\n")
    names = " and ".join(view.names[s] for s in o.winners)
    out.append(f"Winner{'s' if len(o.winners) > 1 else ''}: {names}\n", style="bold green")
    out.append("\nEnter: back to the title · P: replay the game", style="dim")
    return out
