"""The rule bot: back one politician, make it popular, turn Gladiators into Stars there, vote by
stake. No search, no cards; reads only its seat's information set.
"""

from __future__ import annotations

from common import (
    GauntletBot,
    attending,
    gladiators,
    leader,
    living,
    match_possible,
    own_stars,
    reach_any,
    reach_if_placed,
)

from voxpopuli_tui.engine.actions import Action, NoMatch
from voxpopuli_tui.engine.constants import Side
from voxpopuli_tui.engine.game import Game


class RuleBot(GauntletBot):
    """One politician, made popular by matches in its arena; Stars always there."""

    name = "rule"

    def __init__(self, seed: int = 0, mixed: bool = False) -> None:
        super().__init__(seed)
        self.fav = -1
        #: A random edge in the choice of politician, so rule bots at one table spread out.
        self.mixed = mixed

    def favourite(self, game: Game) -> int:
        st = game.state
        if self.fav < 0 or st.dead[self.fav]:
            stars = own_stars(st, self.me)
            alive = living(st) or [0]
            # Where it already has Stars, else a politician whose arena can hold matches soon;
            # ties go by precedence (R29 favours the earlier politician), so rule bots at one
            # table back the same one unless `mixed`.
            jitter = {p: 3 * self.rng.random() if self.mixed else 0.0 for p in alive}
            self.fav = max(
                alive,
                key=lambda p: (
                    stars[p],
                    st.popularity[p] + (2 if match_possible(st, p) else 0) + jitter[p],
                    -p,
                ),
            )
        return self.fav

    def on_supporter(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        fav = self.favourite(game)
        club = st.players[self.me].club
        values = sorted(v for v, c in club.items() if c > 0)
        moves = self.supporters(main)
        scored = {}
        for space in {a.space for a in moves}:
            score = 0.0
            if fav in reach_if_placed(st, space, self.me):
                score += 2
            if fav in reach_any(st, space, self.me):
                score += 1
            scored[space] = score + 0.01 * self.rng.random()
        space = max(scored, key=lambda s: scored[s])
        # A middle piece where it carries the vote in its politician's arena, else the smallest.
        if scored[space] >= 1:
            mid = [v for v in values if v <= 3]
            value = mid[-1] if mid else values[0]
        else:
            value = values[0]
        return next((a for a in moves if a.space == space and a.value == value), moves[0])

    def on_gladiator(self, game: Game, main: list[Action]) -> Action | None:
        fav = self.favourite(game)
        moves = [a for a in self.gladiator_moves(main) if a.politician == fav]
        if not moves:
            moves = self.gladiator_moves(main)
        return max(moves, key=lambda a: a.value)

    def on_match(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        fav = self.favourite(game)
        money = st.players[self.me].money
        offers = self.matches(main)
        at_fav = [a for a in offers if a.politician == fav]
        if at_fav and self.likely_applause(st, fav, self.me):
            kind = self.kind_for(money, spare=1)
            return next((a for a in at_fav if a.kind is kind), at_fav[0])
        for a in offers:
            mine = gladiators(st, a.politician, self.me) and a.kind.value == "cup"
            if mine and self.likely_applause(st, a.politician, self.me):
                return a
        return next((a for a in main if isinstance(a, NoMatch)), None)

    def on_vote(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        m = st.turn_state.match
        assert m is not None
        fav = self.favourite(game)
        arena = m.arena
        if arena == fav or m.organiser == self.me or gladiators(st, arena, self.me):
            return self.vote(main, Side.APPLAUSE)
        if st.popularity[arena] + 2 >= st.popularity[fav] and not st.dead[arena]:
            return self.vote(main, Side.BOOS)  # a rival of its politician must not climb
        if attending(st, arena)[self.me] == 0:
            return self.vote(main, Side.BOOS)  # nothing to lose, a card to gain
        side = Side.APPLAUSE if self.likely_applause(st, arena, m.organiser) else Side.BOOS
        return self.vote(main, side)

    def on_stars(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        fav = self.favourite(game)
        lead = leader(st)
        decoy = lead if lead != fav else None
        return self.stars_to(main, fav, decoy)
