"""One line of table facts: turn, CLEOPATRA, ROTTEN ARENA, markers, deck and discard."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import SeatView


class TableLine(Static):
    """Draws the table status of a `SeatView`."""

    DEFAULT_CSS = "TableLine { height: 1; }"

    def show(self, view: SeatView) -> None:
        self.update(render_table_line(view))


def render_table_line(view: SeatView) -> Text:
    out = Text(f"Turn {view.turn}", style="bold")
    if view.last_turn:
        out.append(" (LAST TURN)", style="bold red")
    if view.cleopatra:
        out.append("  CLEOPATRA on the table", style="magenta")
    if view.rotten:
        out.append(f"  ROTTEN ARENA paid {view.rotten_paid}/5", style="yellow")
    out.append(f"  Assassination markers: {view.assassinations_left}")
    if view.use_cards:
        out.append(f"  deck {view.deck_size}  discard {len(view.discard)}")
    else:
        out.append("  (no cards)")
    out.append(f"  decoy bank {view.decoy_bank}")
    return out
