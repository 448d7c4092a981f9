"""A seat's hand (private screen only): titles, summaries, and optional playability notes."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.look.plain import plain
from voxpopuli_tui.ui.words.card_words import card_summary, card_title


class HandPanel(Static):
    """Draws `view.hand`; `notes` maps a card to None (playable) or why it is not."""

    DEFAULT_CSS = "HandPanel { height: auto; padding: 0 1; border: round $secondary; }"

    def show(self, view: SeatView, notes: Mapping[str, str | None] | None = None,
             brief: bool = False) -> None:
        """`brief`: each card on one line, without its summary (a short terminal shows the
        whole hand that way)."""
        self.border_title = plain(_("Hand of {name} ({count})").format(
            name=view.names[view.seat or 0], count=len(view.hand)))
        out = Text()
        if not view.hand:
            out.append(_("(no cards)"), style="dim")
        info = cards_by_id()
        for card in view.hand:
            c = info.get(card)
            title = card_title(c) if c else card
            kind = c.kind if c else "?"
            if notes is not None and card in notes:
                reason = notes[card]
                if reason is None:
                    out.append(_("+ PLAYABLE "), style="bold green")
                    out.append(f"[{kind}] {title}", style="bold")
                else:
                    out.append(f"- [{kind}] {title}", style="dim")
                    out.append(f"  ({reason})", style="dim italic")
            else:
                out.append(f"[{kind}] {title}", style="bold")
            if c is not None and not brief:
                out.append(f"\n    {card_summary(c)}", style="dim")
            out.append("\n")
        out.rstrip()
        self.update(out)
