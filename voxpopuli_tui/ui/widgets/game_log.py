"""The log visible to a view (third person on public screens), newest at the bottom."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import SeatView


class GameLog(Static):
    """Draws the last lines of a view's log."""

    DEFAULT_CSS = "GameLog { height: 1fr; overflow: hidden; }"

    def show(self, view: SeatView, lines: int = 40) -> None:
        out = Text(no_wrap=True, overflow="ellipsis")
        height = max(1, self.size.height or lines)
        for event in view.log[-height:]:
            out.append(f"T{event.turn} ", style="dim")
            out.append(event.text + "\n", style="italic" if event.private else "")
        self.update(out)

    def on_resize(self) -> None:
        self.refresh()
