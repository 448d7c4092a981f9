"""The Random level: uniform among the legal actions (the game's first computer player)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..actions import Action, extras_of, main_line
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
        return self.pick_split(main_line(legal), lambda: extras_of(legal))

    def pick_split(self, main: Sequence[Action], extras: Callable[[], Sequence[Action]]) -> Action:
        """`pick` from the main-line moves (`Core.moves`) and the open-moment actions
        (`Core.extras`), the latter built only on the rare move that may use them: the same
        choices, from the same random stream, as `pick(main + extras())`."""
        if self.free_left > 0 and (not main or self.rng.random() < self.free_rate):
            free = extras()
            if free:
                self.free_left -= 1
                return self.rng.choice(free)
        if not main:
            raise ValueError("no legal action to choose from")
        # `Random.choice(seq)` draws `getrandbits(k)` with k the bit length of `len(seq)`
        # until the draw is below `len(seq)` (CPython 3.11 and after): the same draws from the
        # same stream, without its two Python calls a move (the tests check it against
        # `choice`).
        n = len(main)
        k = n.bit_length()
        getrandbits = self.rng.getrandbits
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return main[r]
