"""One line of table facts: CLEOPATRA, ROTTEN ARENA, assassinations, deck, discard, decoy bank."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.widgets.view_widget import ViewWidget


class TableLine(ViewWidget):
    """Draws the table's stock of a `SeatView` on one line, in short words when narrow."""

    DEFAULT_CSS = "TableLine { height: auto; text-wrap: nowrap; text-overflow: ellipsis; }"

    def slice_of(self, view: SeatView) -> object:
        return (view.cleopatra, view.rotten, view.rotten_paid, view.assassinations_left,
                view.use_cards, view.deck_size, len(view.discard), view.decoy_bank)

    def draw(self, view: SeatView, width: int) -> Text:
        text = render_table_line(view)
        if width and text.cell_len > width:
            text = render_table_line(view, short=True)
        return text

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1


def render_table_line(view: SeatView, short: bool = False) -> Text:
    """The turn and the last-turn warning are on the banner; this line is the table's stock."""
    parts: list[Text] = []
    if view.cleopatra:
        parts.append(Text("CLEOPATRA" if short else _("CLEOPATRA on the table"),
                          style="bold magenta"))
    if view.rotten:
        parts.append(Text(f"ROTTEN {view.rotten_paid}/5" if short
                          else _("ROTTEN ARENA paid {paid}/5").format(paid=view.rotten_paid),
                          style="bold yellow"))
    parts.append(Text((_("Assass. {left}") if short else _("Assassinations {left}")).format(
        left=view.assassinations_left)))
    if view.use_cards:
        parts.append(Text((_("deck {deck} · disc. {discard}") if short else
                           _("deck {deck} · discard {discard}")).format(
            deck=view.deck_size, discard=len(view.discard))))
    else:
        parts.append(Text(_("no cards")))
    parts.append(Text((_("bank {decoys}") if short else _("decoy bank {decoys}")).format(
        decoys=view.decoy_bank)))
    return Text(" · ").join(parts)
