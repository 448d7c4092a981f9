"""The secret vote's choice, first and large: A (Applause) and B (Boos), each a coloured card
with its letter drawn big and its word, then the voter's weight in this arena.

Drawn only on a seat's private screen, after its curtain (R19): it takes that seat's view.
The colour never speaks alone: each card has its letter and its word.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size

from voxpopuli_tui.engine import POLITICIANS, SeatView

from .view_widget import ViewWidget

#: Three-line block letters.
GLYPHS = {
    "A": ("▄▀▀▄", "█▀▀█", "▀  ▀"),
    "B": ("█▀▀▄", "█▀▀▄", "▀▀▀ "),
}
#: (letter, word, colour) of each side.
SIDES = (("A", "Applause", "green"), ("B", "Boos", "red"))
CARD_W = 20


def weight(view: SeatView) -> tuple[int, tuple[int, ...]]:
    """The voter's weight: the sum of the values of their Supporters attending the match."""
    m = view.match
    if m is None or view.seat is None:
        return 0, ()
    mine = tuple(view.spaces[s].value for s in m.attending if view.spaces[s].seat == view.seat)
    return sum(mine), mine


def render_choice(view: SeatView, width: int = 60) -> Text:
    """Two cards side by side (stacked when narrow), the arena and the weight under them."""
    cards = [_card(letter, word, hue) for letter, word, hue in SIDES]
    out = Text()
    if width >= 2 * CARD_W + 3:
        pad = " " * max(0, (width - 2 * CARD_W - 3) // 2)
        for a, b in zip(cards[0], cards[1], strict=True):
            out.append(pad)
            out.append_text(a)
            out.append("   ")
            out.append_text(b)
            out.append("\n")
    else:
        for card in cards:
            for line in card:
                out.append_text(line)
                out.append("\n")
    m = view.match
    total, mine = weight(view)
    if m is not None:
        out.append(f"{m.kind.capitalize()} in {POLITICIANS[m.arena]}'s arena · ", style="bold")
    if mine:
        out.append(f"your weight {total}", style="bold")
        out.append(f" ({' + '.join(map(str, mine))}, your attending Supporters)", style="dim")
    else:
        out.append("your weight 0", style="bold")
        out.append(" (none of your Supporters attends)", style="dim")
    if m is not None and view.seat in m.locked:
        out.append("\nINTERVIEW locks your vote on Applause: press A or B as usual.",
                   style="bold")
    return out


def _card(letter: str, word: str, hue: str) -> list[Text]:
    """A card: its letter in block capitals, then `A  Applause`."""
    style = f"bold {hue}"
    edge = Text("┌" + "─" * (CARD_W - 2) + "┐", style=hue)
    lines = [edge]
    for row in GLYPHS[letter]:
        line = Text("│", style=hue)
        line.append(f"{row:^{CARD_W - 2}}", style=style)
        line.append("│", style=hue)
        lines.append(line)
    label = Text("│", style=hue)
    label.append(f"{f'{letter}  {word}':^{CARD_W - 2}}", style=f"{style} reverse")
    label.append("│", style=hue)
    lines.append(label)
    lines.append(Text("└" + "─" * (CARD_W - 2) + "┘", style=hue))
    return lines


class VoteChoice(ViewWidget):
    """The choice of a secret vote, for the seat whose view it is given."""

    DEFAULT_CSS = "VoteChoice { height: auto; text-wrap: nowrap; padding: 1 1 0 1; }"

    def slice_of(self, view: SeatView) -> object:
        return (view.seat, view.match, view.spaces)

    def draw(self, view: SeatView, width: int) -> Text:
        return render_choice(view, width or 60)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if self._view is None:
            return 1
        return render_choice(self._view, width).plain.count("\n") + 1
