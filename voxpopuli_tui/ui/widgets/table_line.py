"""One line of table facts: turn, CLEOPATRA, ROTTEN ARENA, markers, deck and discard."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import SeatView


class TableLine(Static):
    """Draws the table status of a `SeatView`."""

    DEFAULT_CSS = "TableLine { height: auto; }"

    def show(self, view: SeatView) -> None:
        self.update(render_table_line(view))


def render_table_line(view: SeatView) -> Text:
    """The turn and the last-turn warning are on the banner; this line is the table's stock."""
    parts: list[Text] = []
    if view.cleopatra:
        parts.append(Text("CLEOPATRA on the table", style="bold magenta"))
    if view.rotten:
        parts.append(Text(f"ROTTEN ARENA paid {view.rotten_paid}/5", style="bold yellow"))
    parts.append(Text(f"Assassinations {view.assassinations_left}"))
    if view.use_cards:
        parts.append(Text(f"deck {view.deck_size} · discard {len(view.discard)}"))
    else:
        parts.append(Text("no cards"))
    parts.append(Text(f"decoy bank {view.decoy_bank}"))
    return Text(" · ").join(parts)
