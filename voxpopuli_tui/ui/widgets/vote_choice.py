"""The secret vote's choice, first and large: A (Applause) and B (Boos), each a coloured card
with its letter drawn big and its word (the letter plain on a short terminal), then what is at
stake for the voter: their weight in this arena (R20), their Gladiators there — what Applause
turns into Stars (R21) and Boos may cost them (R22) — and the Arena cards in force.

Drawn only on a seat's private screen, after its curtain (R19): it takes that seat's view.
The colour never speaks alone: each card has its letter and its word.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.assets import title
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.widgets.view_widget import ViewWidget
from voxpopuli_tui.ui.words.game_words import arena, match_name, side_name

#: Three-line block letters.
GLYPHS = {
    "A": ("▄▀▀▄", "█▀▀█", "▀  ▀"),
    "B": ("█▀▀▄", "█▀▀▄", "▀▀▀ "),
}
#: (letter, word, colour) of each side.
SIDES = (("A", N_("Applause"), "green"), ("B", N_("Boos"), "red"))
CARD_W = 20
#: Under this many rows of terminal the cards leave out their big letters.
TALL = 40


def weight(view: SeatView) -> tuple[int, tuple[int, ...]]:
    """The voter's weight: the sum of the values of their Supporters attending the match."""
    m = view.match
    if m is None or view.seat is None:
        return 0, ()
    mine = tuple(view.spaces[s].value for s in m.attending if view.spaces[s].seat == view.seat)
    return sum(mine), mine


def gladiators(view: SeatView) -> tuple[int, ...]:
    """The values of the voter's own Gladiators in the match's arena (public pieces)."""
    m = view.match
    if m is None or view.seat is None:
        return ()
    return tuple(value for seat, value in view.arenas[m.arena] if seat == view.seat)


def in_force(view: SeatView) -> list[str]:
    """The Arena cards and modifiers on this match: `TICKET PRICE INCREASE (Boos +3)`, a card
    without a number by its title alone; one that no longer counts says so."""
    m = view.match
    if m is None:
        return []
    out: list[str] = []
    named: set[str] = set()
    for card, side, amount, counts in m.modifiers_in_force:
        named.add(str(card))
        words = _("{card} ({side} {amount})").format(card=title(card), side=side_name(str(side)),
                                                   amount=f"{amount:+d}")
        out.append(words if counts else _("{card}, no effect").format(card=words))
    for _seat, card in view.turn_info.arena_cards:
        if str(card) not in named:
            named.add(str(card))
            out.append(title(card))
    return out


def stake_lines(view: SeatView) -> Text:
    """What the vote puts at stake for the voter: Gladiators here, the cards in force."""
    out = Text()
    mine = gladiators(view)
    if mine:
        values = _(" and ").join(map(str, mine))
        out.append(_("Your Gladiators here: {values}").format(values=values), style="bold")
        out.append(_(" · Applause wins: they become your Stars (R21) · Boos win: you lose one"
                     " if you voted Applause (R22)"), style="dim")
    else:
        out.append(_("No Gladiator of yours here"), style="bold")
        out.append(_(" · Applause gives you no Star; Boos cost you none"), style="dim")
    cards = in_force(view)
    out.append("\n" + _("Arena cards in force: "), style="bold")
    out.append(" · ".join(cards) if cards else _("none"), style="" if cards else "dim")
    return out


def render_choice(view: SeatView, width: int = 60, tall: bool = True) -> Text:
    """Two cards side by side (stacked when narrow), the arena, the weight and the stakes
    under them. `tall`: the cards with their big letters."""
    card_w = card_width()
    cards = [_card(letter, _(word), hue, tall, card_w) for letter, word, hue in SIDES]
    out = Text()
    if width >= 2 * card_w + 3:
        pad = " " * max(0, (width - 2 * card_w - 3) // 2)
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
        out.append(_("{match} in {arena} · ").format(match=match_name(m.kind),
                                                     arena=arena(m.arena)), style="bold")
    if mine:
        out.append(_("your weight {total}").format(total=total), style="bold")
        out.append(_(" ({values}, your attending Supporters)").format(
            values=" + ".join(map(str, mine))), style="dim")
    else:
        out.append(_("your weight 0"), style="bold")
        out.append(_(" (none of your Supporters attends)"), style="dim")
    if m is not None and view.seat in m.locked:
        out.append("\n" + _("INTERVIEW locks your vote on Applause: press A or B as usual."),
                   style="bold")
    out.append("\n")
    out.append_text(stake_lines(view))
    return out


def card_width() -> int:
    """A card's width: CARD_W, or wider for a longer side's name (« Applaudissements »)."""
    return max(CARD_W, *(len(f"{letter}  {_(word)}") + 4 for letter, word, _hue in SIDES))


def _card(letter: str, word: str, hue: str, tall: bool = True,
          card_w: int = CARD_W) -> list[Text]:
    """A card: its letter in block capitals (when `tall`), then `A  Applause`."""
    style = f"bold {hue}"
    edge = Text("┌" + "─" * (card_w - 2) + "┐", style=hue)
    lines = [edge]
    for row in GLYPHS[letter] if tall else ():
        line = Text("│", style=hue)
        line.append(f"{row:^{card_w - 2}}", style=style)
        line.append("│", style=hue)
        lines.append(line)
    label = Text("│", style=hue)
    label.append(f"{f'{letter}  {word}':^{card_w - 2}}", style=f"{style} reverse")
    label.append("│", style=hue)
    lines.append(label)
    lines.append(Text("└" + "─" * (card_w - 2) + "┘", style=hue))
    return lines


class VoteChoice(ViewWidget):
    """The choice of a secret vote, for the seat whose view it is given."""

    DEFAULT_CSS = "VoteChoice { height: auto; padding: 1 1 0 1; }"

    def slice_of(self, view: SeatView) -> object:
        return (view.seat, view.match, view.spaces, view.arenas, view.turn_info.arena_cards,
                self.app.size.height >= TALL)

    def draw(self, view: SeatView, width: int) -> Text:
        return render_choice(view, width or 60, self.app.size.height >= TALL)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if self._view is None:
            return 1
        text = render_choice(self._view, width, self.app.size.height >= TALL)
        return len(text.wrap(self.app.console, max(1, width)))
