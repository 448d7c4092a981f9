"""The Rules summary and the Help (keys) screens."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ..widgets.footer import Footer

RULES = """\
VOX POPULI — the turn (3 to 6 players; rulings R1–R37)

Phase 1  The previous player designates a district; the active player puts a Supporter
         (a piece of their club, value 1–5) on an empty space of it, then a Gladiator in
         any politician's arena.
Phase 2  The active player may organise a match (Cup 1, Championship 3, International 6)
         in an arena attended by at least 3 Supporters (adjacent to its Coliseum, or
         chained to it). Everyone votes Applause or Boos in secret.
         Applause wins: Boos voters each lose an attending Supporter; Applause voters turn
         their Gladiators there into Stars, slid secretly into politicians' slots (with
         decoys if they like); the organiser gains 4; the politician gains popularity.
         Boos win: Applause voters each lose a Gladiator there; Boos voters draw a card.
Phase 3  With no match: take 1 sestertius or draw 1 card.

Cards are played in windows (Forum: start, middle, end of turn; Arena: after a match is
announced; reactions after die rolls and show-of-hands votes).
At any open moment: give money or cards, buy decoys, pay ROTTEN ARENA.

The game ends after the turn in which a politician reaches 10 (or all clubs are empty).
The Emperor is the most popular living politician; each player scores the value of their
pieces in the Emperor's compartment (decoys 0). Ties: Supporters on the map.
"""

HELP = """\
KEYS
  Enter / click   choose the highlighted option; in a card window: continue (all pass)
  Up / Down       move in a menu           Esc   back one step
  c               play a card (card window): choose the player, then a curtain
  h               look at your hand: choose the player, then a curtain
  m               open-moment actions: give money or a card, buy decoys, ROTTEN ARENA
  b               (while placing your Stars) buy one decoy
  r               rules summary            ?     this help
  Ctrl+P          command palette          Ctrl+Q quit

Curtains: before any secret input the screen is covered; pass the keyboard to the named
player, who presses Enter. Nothing private shows before that.
"""


class TextScreen(ModalScreen[None]):
    """A scrolling page of text, opaque, closed with Esc, Enter or q."""

    DEFAULT_CSS = """
    TextScreen { background: $background; align: center middle; }
    TextScreen VerticalScroll { width: 96; height: 1fr; border: round $accent; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", "Close"),
        Binding("enter", "close", "Close", show=False),
        Binding("q", "close", "Close", show=False),
    ]

    def __init__(self, text: str, title: str) -> None:
        super().__init__()
        self.text = text
        self.title_text = title

    def compose(self) -> ComposeResult:
        with VerticalScroll() as scroll:
            scroll.border_title = self.title_text
            yield Static(self.text, markup=False)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)


def rules_screen() -> TextScreen:
    return TextScreen(RULES, "Rules")


def help_screen() -> TextScreen:
    return TextScreen(HELP, "Help")
