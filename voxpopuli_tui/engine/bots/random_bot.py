"""The Random level: uniform among the legal actions (the game's first computer player)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import FREE_TYPES, Action
from ..views import SeatView


class RandomBot:
    """Uniform among the legal main-line actions; now and then a gift or purchase.

    Open-moment actions are bounded (`free_budget` per game) so every game ends.
    """

    def __init__(self, seed: int = 0, free_rate: float = 0.02, free_budget: int = 4) -> None:
        self.rng = random.Random(seed)
        self.free_rate = free_rate
        self.free_left = free_budget

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Pick uniformly; the view is not needed for random play."""
        return self.pick(legal)

    def pick(self, legal: Sequence[Action]) -> Action:
        """`choose` without a view (headless games skip building one)."""
        main = [a for a in legal if a.type not in FREE_TYPES]
        if self.free_left > 0 and (not main or self.rng.random() < self.free_rate):
            free = [a for a in legal if a.type in FREE_TYPES]
            if free:
                self.free_left -= 1
                return self.rng.choice(free)
        if not main:
            raise ValueError("no legal action to choose from")
        return self.rng.choice(main)
