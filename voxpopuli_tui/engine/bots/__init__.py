"""Computer players: one `Bot` protocol over a seat's view, four levels, one factory.

A bot sees only its `SeatView`, the seat's legal actions (open-moment extras included) and the
seat's information set the engine builds for it (`SeatView.information()`, see `world`). Each bot
owns its random source and keeps no shared state, so bots may run on worker threads.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Protocol

from ..actions import Action
from ..views import SeatView
from .easy import EasyBot
from .hard import DEFAULT_THINK, HardBot
from .normal import NormalBot, forced
from .random_bot import RandomBot


class Level(StrEnum):
    """How a computer seat plays (docs/BOTS.md)."""

    RANDOM = "random"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"


class Bot(Protocol):
    """A computer player."""

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Return one action of `legal` (the seat's legal actions now)."""
        ...


def make_bot(level: Level, seed: int, think: float | None = None) -> Bot:
    """A seeded bot of `level`; `think` is Hard's budget in seconds per decision."""
    if level is Level.RANDOM:
        return RandomBot(seed)
    if level is Level.EASY:
        return EasyBot(seed)
    if level is Level.NORMAL:
        return NormalBot(seed)
    return HardBot(seed, DEFAULT_THINK if think is None else think)


__all__ = [
    "DEFAULT_THINK",
    "Bot",
    "EasyBot",
    "HardBot",
    "Level",
    "NormalBot",
    "RandomBot",
    "forced",
    "make_bot",
]
