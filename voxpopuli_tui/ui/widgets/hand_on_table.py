"""The solo human's hand on the table: one numbered line per card, the cards
playable now marked, the cards new since the human last acted tagged.

Only ever shown at a table of one human against computers (`ui.keyboard.Keyboard.solo`): there
nobody else can see the screen, and the hand is the human's to see. It draws the human seat's
own view; a computer's hand is never given to it.
"""

from __future__ import annotations

from collections.abc import Collection

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.said import Said
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.plain import plain
from voxpopuli_tui.ui.table.log_words import reason_words
from voxpopuli_tui.ui.words.card_words import card_title

PLAYABLE, NOT_NOW = "▶", "·"
#: How to play one (the numbers are the card's line here and in the menu after `c`).
HOW = N_("c then the card's number plays it")


def hand_lines(view: SeatView) -> list[tuple[int, str, str | None]]:
    """(number, card, why not playable now — None when playable) for each card of the hand."""
    reasons: dict[str, Said | None] = dict(view.card_reasons)
    return [(i + 1, card, reason_words(reasons[card], view.names) if card in reasons
             else _("not now")) for i, card in enumerate(view.hand)]


class HandOnTable(Static):
    """Draws one seat's own view's hand, numbered (the same numbers as the card menu)."""

    DEFAULT_CSS = """
    HandOnTable { height: auto; padding: 0 1; border-top: hkey $primary 40%; }
    """

    _drawn: object = None

    def show(self, view: SeatView, new: Collection[str] = (), playing: bool = False) -> None:
        """`playing`: a card window is open for the seat (the marks then mean "playable now")."""
        drawn = (view.hand, view.card_reasons, frozenset(new), playing, view.seat)
        if drawn == self._drawn:
            return
        self._drawn = drawn
        seat = view.seat if view.seat is not None else 0
        n = len(view.hand)
        self.border_title = plain(
            _("Your hand ({count}) · {how}").format(count=n, how=_(HOW)) if playing else
            _("Your hand, {name} ({count})").format(name=view.names[seat], count=n))
        info = cards_by_id()
        out = Text(no_wrap=True, overflow="ellipsis")
        if not view.hand:
            out.append(_("(no cards)"), style="dim")
        for number, card, why in hand_lines(view):
            c = info.get(card)
            title = card_title(c) if c else card
            if number > 1:
                out.append("\n")
            if playing and why is None:
                out.append(f"{number} {PLAYABLE} {title}", style="bold")
                out.append(_("  playable"), style="green")
            else:
                out.append(f"{number} {NOT_NOW} {title}", style="" if not playing else "dim")
                if playing and why:
                    out.append(f"  ({why})", style="dim italic")
            if card in new:
                out.append(_("  new"), style="bold")
        self.update(out)
