"""The match organiser: stages a match whenever it can pay for one; big Supporters to carry the
vote, small Gladiators; Stars where it already has most. No search, no cards.
"""

from __future__ import annotations

from common import GauntletBot, attending, gladiators, leader, living, own_stars, reach_if_placed

from voxpopuli_tui.engine.actions import Action
from voxpopuli_tui.engine.constants import MatchType, Side
from voxpopuli_tui.engine.game import Game


class OrganiserBot(GauntletBot):
    """A match every turn it can afford one."""

    name = "organiser"

    def favourite(self, game: Game) -> int:
        st = game.state
        stars = own_stars(st, self.me)
        alive = living(st) or [0]
        if max(stars[p] for p in alive) == 0:
            return leader(st)
        return max(alive, key=lambda p: (stars[p], st.popularity[p], -p))

    def on_supporter(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        club = st.players[self.me].club
        top = max(v for v, c in club.items() if c > 0)
        moves = self.supporters(main)
        reach = {s: len(reach_if_placed(st, s, self.me)) for s in {a.space for a in moves}}
        space = max(reach, key=lambda s: (reach[s], self.rng.random()))
        value = top if reach[space] else min(v for v, c in club.items() if c > 0)
        return next((a for a in moves if a.space == space and a.value == value), moves[0])

    def on_gladiator(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        moves = self.gladiator_moves(main)
        small = min(a.value for a in moves)
        weight = {p: attending(st, p)[self.me] for p in {a.politician for a in moves}}
        best = max(weight, key=lambda p: (weight[p], st.popularity[p], self.rng.random()))
        return next(a for a in moves if a.politician == best and a.value == small)

    def on_match(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        offers = [a for a in self.matches(main) if a.kind is not MatchType.STAR]
        if not offers:
            return None
        fav = self.favourite(game)

        def appeal(p: int) -> tuple[int, int, bool]:
            return (attending(st, p)[self.me], len(gladiators(st, p, self.me)), p == fav)

        arena = max({a.politician for a in offers}, key=appeal)
        here = [a for a in offers if a.politician == arena]
        want = MatchType.CHAMPIONSHIP if arena == fav else MatchType.CUP
        cup = next((a for a in here if a.kind is MatchType.CUP), here[0])
        return next((a for a in here if a.kind is want), cup)

    def on_vote(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        m = st.turn_state.match
        assert m is not None
        if m.organiser == self.me or gladiators(st, m.arena, self.me):
            return self.vote(main, Side.APPLAUSE)
        if attending(st, m.arena)[self.me] == 0:
            return self.vote(main, Side.BOOS)
        side = Side.APPLAUSE if self.likely_applause(st, m.arena, m.organiser) else Side.BOOS
        return self.vote(main, side)

    def on_stars(self, game: Game, main: list[Action]) -> Action | None:
        return self.stars_to(main, self.favourite(game), None)

    def on_gain(self, game: Game, main: list[Action]) -> Action | None:
        from voxpopuli_tui.engine.actions import ChooseGain
        from voxpopuli_tui.engine.constants import Gain

        return next((a for a in main if isinstance(a, ChooseGain) and a.gain is Gain.MONEY), None)
