"""Helpers for the card-screen tests: a bare App that shows one screen, and seeded games."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.screen import Screen

from tests.support.games import advance_until, give_card, new_game, pending_kind, touch
from voxpopuli_tui.engine import Game
from voxpopuli_tui.ui.screens.card_reference import CardReferenceCommands

SIZE = (120, 40)


class Harness(App[None]):
    """Pushes one screen on mount and records what it is dismissed with."""

    COMMANDS = App.COMMANDS | {CardReferenceCommands}

    def __init__(self, screen: Screen[Any]) -> None:
        super().__init__()
        self.first = screen
        self.results: list[Any] = []

    def on_mount(self) -> None:
        self.push_screen(self.first, callback=self.results.append)


def forum_game(cards: list[str], seed: int = 3, seat: int = 0) -> Game:
    """A 4-player game waiting in the first Forum window, `seat` holding exactly `cards`."""
    game = new_game(4, seed=seed)
    advance_until(game, pending_kind("window", "forum-start"))
    st = game.state
    for card in list(st.players[seat].hand):
        st.players[seat].hand.remove(card)
        st.deck.insert(0, card)
    for card in cards:
        give_card(game, seat, card)
    touch(game)
    return game
