"""Computer players: the engine's `RandomBot` when present, else a tiny uniform fallback."""

from __future__ import annotations

import random
from typing import Any, Protocol

from voxpopuli_tui.engine import Action, SeatView
from voxpopuli_tui.engine.actions import FREE_TYPES


class Bot(Protocol):
    """Anything with `choose(view, legal) -> Action`."""

    def choose(self, view: SeatView, legal: list[Action]) -> Action: ...


class _UniformBot:
    """Uniform among main-line actions (never a gift, purchase or contribution)."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: SeatView, legal: list[Action]) -> Action:
        main = [a for a in legal if a.type not in FREE_TYPES] or legal
        return self._rng.choice(main)


def make_bot(seed: int) -> Bot:
    """A seeded computer player."""
    try:
        from voxpopuli_tui.engine import bots as engine_bots

        cls: Any = engine_bots.RandomBot
        bot: Bot = cls(seed)
        return bot
    except (ImportError, AttributeError):
        return _UniformBot(seed)
