"""The search of the Hard level: determinised playouts judged by the learned evaluation.

For each decision: Normal ranks the seat's moves on one sample of its information set and keeps
its best few as candidates. Then, until the think budget is spent, each round samples one world
from the information set (`world.Information.sample`: unseen cards dealt, hidden Star values
spread, fresh dice), plays every candidate on a copy of that world, lets the fast playout policy
(`rollout.FastPolicy`) play every seat to the cut — the start of the turn `depth` turns on — and
scores the position there with the learned evaluation (`evaluation.learned_value`, the seat's
chance to win). All candidates of a round meet the same world and the same dice (common random
numbers), so the comparison measures the decision, not the luck. The best mean wins; Normal's
order gives a prior that fades with the rounds, so few rounds lean on its judgement and many
rounds overrule it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from ..actions import Action
from ..clone import clone_game
from ..errors import IllegalActionError
from ..game import Game
from ..kinds import Decision
from ..views import SeatView
from .coalition import join_filter, join_move
from .evaluation import Weights, learned_value, load_weights
from .normal import NormalPolicy, _same, forced
from .rollout import FastPolicy, playout

#: Seconds per decision when none is given.
DEFAULT_THINK = 0.2
#: Candidates searched per decision (Normal's best first).
CANDIDATES = 6
#: Turns played on before the evaluation at the default budget (1: to the end of the current
#: turn). Three measured better than two and one against three Normal (docs/BOTS.md, sixth pass).
DEPTH_TURNS = 3
#: The deepest look-ahead a larger budget buys (`depth_for`).
MAX_DEPTH_TURNS = 6
#: Share of the budget spent on a card window (passing is nearly always right there).
WINDOW_SHARE = 0.25
#: The prior of Normal's ranking: a bonus of PRIOR / (1 + rank) / √rounds in win chance, about
#: the noise of a mean over that many playouts, so a few rounds cannot overrule Normal by luck.
PRIOR = 0.04


def depth_for(think: float) -> int:
    """Turns of look-ahead for a budget of `think` seconds: `DEPTH_TURNS` up to the default
    budget, one turn more for each doubling beyond it (1 s: five), at most `MAX_DEPTH_TURNS`.

    More time spent on more rounds at the same depth only sharpens the means of a biased
    evaluation; spent on depth, it moves the evaluation further from the decision, where its
    bias matters less (docs/BOTS.md, eighth pass)."""
    if think <= DEFAULT_THINK:
        return DEPTH_TURNS
    extra = round(math.log2(think / DEFAULT_THINK))
    return min(MAX_DEPTH_TURNS, DEPTH_TURNS + extra)


class SearchBot:
    """Determinised playouts with a learned evaluation at the cut (see the module docstring)."""

    def __init__(
        self,
        seed: int = 0,
        think: float = DEFAULT_THINK,
        candidates: int = CANDIDATES,
        depth_turns: int | None = None,
        iterations: int | None = None,
        weights: Weights | None = None,
        join: bool = True,
        prior: float = PRIOR,
    ) -> None:
        self.rng = random.Random(seed)
        self.think = think
        self.candidates = candidates
        #: Turns of look-ahead (default: by the budget, `depth_for`; with a fixed number of
        #: rounds, `DEPTH_TURNS`).
        if depth_turns is None:
            depth_turns = DEPTH_TURNS if iterations is not None else depth_for(think)
        self.depth_turns = depth_turns
        #: A fixed number of rounds instead of the clock (reproducible, for tests).
        self.iterations = iterations
        self.weights = weights or load_weights()
        #: Race a coalition of other seats in its own politician (`coalition.join_move`).
        self.join = join
        #: The weight of Normal's ranking against the playouts' means (`PRIOR`).
        self.prior = prior
        self.policy = NormalPolicy(self.rng)
        #: Rounds completed by the last decision (for measurements).
        self.last_rounds = 0

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Search within `think` seconds (or `iterations` rounds); instant with one real choice."""
        only = forced(legal)
        if only is not None:
            return only
        assert view.seat is not None
        me = view.seat
        start = time.perf_counter()
        info = view.information()
        self.last_rounds = 0
        if self.join:
            move = join_move(info.game, me, legal)
            if move is not None:
                return move
            legal = join_filter(info.game, me, legal)
        pending = info.game.state.pending
        window = pending is not None and pending.kind is Decision.WINDOW
        deadline = start + self.think * (WINDOW_SHARE if window else 1.0)
        world = info.sample(self.rng)
        cands = self.policy.ranked(world, me, legal)[: self.candidates]
        self.last_rounds = 0
        if len(cands) == 1:
            return _same(cands[0], legal)
        totals = [0.0] * len(cands)
        done = 0
        while not self._out_of_time(deadline, done):
            seed = self.rng.getrandbits(32)
            values = []
            for action in cands:
                values.append(self._playout(world, me, action, seed))
                if done and self._out_of_time(deadline, done):
                    break
            if len(values) < len(cands):
                break  # an incomplete round would compare unlike samples
            for i, v in enumerate(values):
                totals[i] += v
            done += 1
            world = info.sample(self.rng)
        self.last_rounds = done
        rounds = max(done, 1)

        def score(i: int) -> float:
            return totals[i] / rounds + self.prior / (1 + i) / math.sqrt(rounds)

        best = max(range(len(cands)), key=lambda i: (score(i), -i))
        return _same(cands[best], legal)

    def _out_of_time(self, deadline: float, done: int) -> bool:
        if self.iterations is not None:
            return done >= self.iterations
        return time.perf_counter() >= deadline

    def _playout(self, world: Game, me: int, action: Action, seed: int) -> float:
        """Play `action` on a copy of `world`, then the fast policy for everyone to the cut."""
        stop = world.state.turn + self.depth_turns
        w = clone_game(world, history=False)
        w.rng = random.Random(seed)
        try:
            w.apply(action)
        except IllegalActionError:
            return -1.0
        playout(w, FastPolicy(random.Random(seed ^ 0x9E3779B9)), stop)
        return learned_value(w, me, self.weights)
