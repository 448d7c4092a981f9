"""Computer players for the app: `Level` and `make_bot(level, seed)`, whatever plays behind them.

The app codes only against `make_bot(level, seed)` and `bot.choose(view, legal)`. Until the
engine's levels (`voxpopuli_tui.engine.bots.make_bot`) exist, every level is played by the
engine's `RandomBot`; `_engine_make_bot` is the one place that decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any, Protocol

from voxpopuli_tui.engine import Action, SeatView


class Level(StrEnum):
    """How a computer seat plays (the values are what saves store)."""

    RANDOM = "random"
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

    @property
    def label(self) -> str:
        return self.value.capitalize()


#: the level of a computer seat chosen on New game unless changed
DEFAULT_LEVEL = Level.NORMAL
#: the level of computer seats saved before levels existed (they played at random)
LEGACY_LEVEL = Level.RANDOM


class Bot(Protocol):
    """A computer player: one of `legal`, from what its seat sees."""

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action: ...


def make_bot(level: Level, seed: int) -> Bot:
    """A seeded computer player of `level`."""
    return _engine_make_bot(level, seed)


def _engine_make_bot(level: Level, seed: int) -> Bot:
    """The one switch: the engine's levels when it has them, else `RandomBot` for all."""
    from voxpopuli_tui.engine import bots

    engine_make: Any = getattr(bots, "make_bot", None)
    engine_level: Any = getattr(bots, "Level", None)
    if engine_make is not None and engine_level is not None:
        bot: Bot = engine_make(engine_level(level.value), seed)
        return bot
    return _ViewBot(bots.RandomBot(seed))


class _ViewBot:
    """Adapts the engine's `choose(observe, legal)` bots to `choose(view, legal)`."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        action: Action = self._inner.choose(lambda: view, legal)
        return action
