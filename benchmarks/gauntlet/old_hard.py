"""The Hard level as shipped before the learned evaluation and its search, kept
here to measure against (old_hard@THINK).


Each iteration samples one world from the seat's information set (`world.Information.sample`),
then for each of Normal's best few candidates plays the world on with Normal's policy for every
seat (cards passed, for speed) until the depth cap — the start of a later turn — and evaluates
the position there (`knowledge.evaluate`). All candidates of an iteration meet the same world and
the same dice (common random numbers), so their difference is the decision's, not luck's. The
candidate with the best mean over complete iterations wins; a decision with one real choice is
instant.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from voxpopuli_tui.engine.actions import Action
from voxpopuli_tui.engine.bots.normal import NormalPolicy, _same, forced, judge, main_actions
from voxpopuli_tui.engine.clone import clone_game
from voxpopuli_tui.engine.errors import IllegalActionError
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.views import SeatView

#: Seconds per decision when none is given: median about 0.2 s on a shared two-core machine.
DEFAULT_THINK = 0.2
#: Candidates searched per decision (Normal's best first).
CANDIDATES = 6
#: Turns played on before the evaluation (1: to the end of the current turn).
DEPTH_TURNS = 1
#: Safety cap on actions per playout.
PLAYOUT_CAP = 400


class HardBot:
    """Sampled-world search with Normal playouts and an evaluation at the cut."""

    def __init__(
        self,
        seed: int = 0,
        think: float = DEFAULT_THINK,
        candidates: int = CANDIDATES,
        depth_turns: int = DEPTH_TURNS,
        iterations: int | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.think = think
        self.candidates = candidates
        self.depth_turns = depth_turns
        #: A fixed number of sampled worlds instead of the clock (reproducible, for tests).
        self.iterations = iterations
        self.policy = NormalPolicy(self.rng, learned_stars=False)

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Search within `think` seconds; instant when there is one real choice."""
        only = forced(legal)
        if only is not None:
            return only
        assert view.seat is not None
        me = view.seat
        deadline = time.perf_counter() + self.think
        info = view.information()
        world = info.sample(self.rng)
        ranked = self.policy.ranked(world, me, legal)
        cands = ranked[: self.candidates]
        if len(cands) == 1:
            return _same(cands[0], legal)
        totals = [0.0] * len(cands)
        done = 0
        while True:
            seed = self.rng.getrandbits(32)
            round_values = []
            for action in cands:
                round_values.append(self._playout(world, me, action, seed))
                if done and self._out_of_time(deadline, done):
                    break
            if len(round_values) < len(cands):
                break  # an incomplete round would compare unlike samples
            for i, v in enumerate(round_values):
                totals[i] += v
            done += 1
            if self._out_of_time(deadline, done):
                break
            world = info.sample(self.rng)
        # Normal's order breaks ties: its ranking is the prior.
        best = max(range(len(cands)), key=lambda i: (totals[i] / done, -i))
        return _same(cands[best], legal)

    def _out_of_time(self, deadline: float, done: int) -> bool:
        if self.iterations is not None:
            return done >= self.iterations
        return time.perf_counter() >= deadline

    def _playout(self, world: Game, me: int, action: Action, seed: int) -> float:
        """Play `action` on a copy of `world`, then Normal for everyone up to the cut."""
        w = clone_game(world, history=False)
        w.rng = random.Random(seed)
        policy = NormalPolicy(random.Random(seed), cards=False, learned_stars=False)
        try:
            w.apply(action)
        except IllegalActionError:
            return -1.0
        stop = w.state.turn + self.depth_turns
        st = w.state
        for _ in range(PLAYOUT_CAP):
            if st.over or st.turn >= stop:
                break
            seats = w.to_act()
            if not seats:
                break
            seat = seats[0]
            legal = w.legal_actions(seat)
            main = main_actions(legal)
            choice = main[0] if len(main) == 1 else policy.choose(w, seat, legal)
            w.apply(choice)
        return judge(w, me)
