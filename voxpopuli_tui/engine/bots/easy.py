"""The Easy level: Normal's judgement, with a share of its choices made at random."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import Action
from ..views import SeatView
from .normal import NormalBot, main_actions

#: Share of the decisions with a real choice that Easy makes uniformly at random.
RANDOM_SHARE = 0.35


class EasyBot:
    """Normal most of the time; now and then any legal main-line action."""

    def __init__(self, seed: int = 0, share: float = RANDOM_SHARE) -> None:
        self.rng = random.Random(seed)
        self.share = share
        self.normal = NormalBot(seed + 1)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """A random main-line action with probability `share`, else Normal's choice."""
        main = main_actions(legal)
        if len(main) > 1 and self.rng.random() < self.share:
            return self.rng.choice(main)
        return self.normal.choose(view, legal)
