"""A seat's hand (private screen only): titles, summaries, and optional playability notes."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.assets import cards_by_id

from ..plain import plain


class HandPanel(Static):
    """Draws `view.hand`; `notes` maps a card to None (playable) or why it is not."""

    DEFAULT_CSS = "HandPanel { height: auto; padding: 0 1; border: round $secondary; }"

    def show(self, view: SeatView, notes: Mapping[str, str | None] | None = None,
             brief: bool = False) -> None:
        """`brief`: each card on one line, without its summary (a short terminal shows the
        whole hand that way)."""
        self.border_title = plain(f"Hand of {view.names[view.seat or 0]} ({len(view.hand)})")
        out = Text()
        if not view.hand:
            out.append("(no cards)", style="dim")
        info = cards_by_id()
        for card in view.hand:
            c = info.get(card)
            title = c.title if c else card
            kind = c.kind if c else "?"
            if notes is not None and card in notes:
                reason = notes[card]
                if reason is None:
                    out.append("+ PLAYABLE ", style="bold green")
                    out.append(f"[{kind}] {title}", style="bold")
                else:
                    out.append(f"- [{kind}] {title}", style="dim")
                    out.append(f"  ({reason})", style="dim italic")
            else:
                out.append(f"[{kind}] {title}", style="bold")
            if c is not None and not brief:
                out.append(f"\n    {c.summary}", style="dim")
            out.append("\n")
        out.rstrip()
        self.update(out)
