"""The reveal of the secret vote: each seat's choice, totals with modifiers, then consequences."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static

from voxpopuli_tui.engine import POLITICIANS, Game, SeatView
from voxpopuli_tui.engine.assets import title

from ..style import who
from ..widgets.footer import Footer
from ..wording import tidy


def reveal_lines(game: Game, seq: int) -> list[str]:
    """The public lines the reveal at log position `seq` caused: the events of the action that
    revealed the votes, from the reveal to the end of the turn (later actions, a computer's
    say, the next turn, are not its own)."""
    from voxpopuli_tui.engine.views import public_view

    # An event's `seq` is its place in the log, and `marks` the place of each action's first.
    end = next((m for m in game.marks if m > seq), game.log_length)
    own = []
    for e in public_view(game).log:
        if not seq < e.seq < end:
            continue
        if e.kind == "turn":
            break  # the same action ran on into the next turn: that is not the match's
        own.append(tidy(e.text))
    return own


class RevealScreen(Screen[None]):
    """Public; everything at once, one key (Enter, or Esc) back to the table."""

    DEFAULT_CSS = """
    RevealScreen { align: center middle; }
    RevealScreen #reveal { width: 96; height: auto; border: double $accent; padding: 1 2; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", "Next"),
        Binding("escape", "close", "Skip"),
    ]

    def __init__(self, view: SeatView, lines: list[str]) -> None:
        super().__init__()
        self.view = view
        self.lines = lines

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="reveal")
        yield Footer()

    def on_mount(self) -> None:
        self.draw()

    def draw(self) -> None:
        view, m = self.view, self.view.match
        out = Text("THE VOTES ARE REVEALED\n\n", style="bold")
        if m is not None:
            out.append(f"{m.kind.capitalize()} in {POLITICIANS[m.arena]}'s arena\n")
            for seat, vote in enumerate(m.votes):
                out.append_text(who(view, seat))
                out.append(f": {(vote or '-').upper()}\n")
            out.append(f"\nApplause {m.applause}   Boos {m.boos}\n", style="bold")
            for card, side, amount in m.modifiers:
                out.append(f"  {title(card)}: {amount:+d} {side}\n", style="italic")
            if m.result:
                out.append(f"Result: {m.result}\n", style="bold")
        out.append("\n")
        for line in self.lines:
            out.append("• ")
            out.append(line)
            out.append("\n")
        out.append("\nEnter: on to the next decision", "dim")
        self.query_one("#reveal", Static).update(out)

    def action_next(self) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
