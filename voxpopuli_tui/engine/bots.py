"""Computer players. A bot sees only its own seat's view and the legal actions."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from .actions import FREE_TYPES, Action
from .views import SeatView

Observe = Callable[[], SeatView]


class Bot(Protocol):
    """A computer player: picks one of `legal`, reading its view through `observe` if it needs."""

    def choose(self, observe: Observe, legal: Sequence[Action]) -> Action:
        """Return one action of `legal`."""
        ...


class RandomBot:
    """Uniform among the legal main-line actions; now and then a gift or purchase.

    Open-moment actions are bounded (`free_budget` per game) so every game ends.
    """

    def __init__(self, seed: int = 0, free_rate: float = 0.02, free_budget: int = 4) -> None:
        self.rng = random.Random(seed)
        self.free_rate = free_rate
        self.free_left = free_budget

    def choose(self, observe: Observe, legal: Sequence[Action]) -> Action:
        """Pick uniformly; the view is not needed for random play."""
        main = [a for a in legal if a.type not in FREE_TYPES]
        if self.free_left > 0 and (not main or self.rng.random() < self.free_rate):
            free = [a for a in legal if a.type in FREE_TYPES]
            if free:
                self.free_left -= 1
                return self.rng.choice(free)
        if not main:
            raise ValueError("no legal action to choose from")
        return self.rng.choice(main)
