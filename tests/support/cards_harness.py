"""Helpers for the card-screen tests: a bare App that shows one screen, and seeded games."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.screen import Screen

from voxpopuli_tui.engine import Game
from voxpopuli_tui.engine.position import position
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


def forum_game(cards: list[str], seed: int = 3, seat: int = 0, **described: object) -> Game:
    """A 4-player game waiting in the first Forum window, `seat` holding exactly `cards`, with
    whatever else `position` builds as described (`on_table`, `lover`…)."""
    return position(4, seed=seed, at="forum-start", hands={seat: cards}, **described)
