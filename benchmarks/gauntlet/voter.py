"""The voter: never organises a match. It puts its biggest Supporters where they attend the most
arenas, so its vote weighs in every match others stage, parks its Gladiators in the arena of the
politician it backs and waits for someone else's match there, votes by stake, and places its
Stars with the crowd: the politician whose compartment holds the most public Star pieces (its
own first). No cards, no search; reads only its seat's information set.
"""

from __future__ import annotations

from common import GauntletBot, attending, gladiators, leader, living, own_stars, reach_any

from voxpopuli_tui.engine.actions import Action, AnnounceMatch, NoMatch
from voxpopuli_tui.engine.constants import Side
from voxpopuli_tui.engine.game import Game


class VoterBot(GauntletBot):
    """Votes and Stars only; rides the coalition it reads from the compartments."""

    name = "voter"

    def favourite(self, game: Game) -> int:
        st = game.state
        alive = living(st) or [0]
        mine = own_stars(st, self.me)
        # Public: how many pieces (Stars or decoys) each compartment holds; the values of other
        # seats' pieces are hidden, their number is not.
        crowd = [len(content) for content in st.slots]
        if max(mine[p] for p in alive) > 0:
            return max(alive, key=lambda p: (mine[p], crowd[p], st.popularity[p]))
        if max(crowd[p] for p in alive) > 0:
            return max(alive, key=lambda p: (crowd[p], st.popularity[p], p))
        # Nothing placed yet: the most popular, ties to the last in precedence (unlike the
        # rule bot, so it does not start inside the rule bots' coalition by construction).
        return max(alive, key=lambda p: (st.popularity[p], p))

    def on_supporter(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        moves = self.supporters(main)
        reach = {s: len(reach_any(st, s, self.me)) for s in {a.space for a in moves}}
        space = max(reach, key=lambda s: (reach[s], self.rng.random()))
        value = max(a.value for a in moves if a.space == space)
        return next(a for a in moves if a.space == space and a.value == value)

    def on_gladiator(self, game: Game, main: list[Action]) -> Action | None:
        fav = self.favourite(game)
        moves = [a for a in self.gladiator_moves(main) if a.politician == fav]
        moves = moves or self.gladiator_moves(main)
        return max(moves, key=lambda a: a.value)

    def on_match(self, game: Game, main: list[Action]) -> Action | None:
        no = next((a for a in main if isinstance(a, NoMatch)), None)
        if no is not None:
            return no
        # A match is owed (a card's obligation): the cheapest one.
        offers = [a for a in main if isinstance(a, AnnounceMatch)]
        return min(offers, key=lambda a: a.kind.value != "cup") if offers else None

    def on_vote(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        m = st.turn_state.match
        assert m is not None
        fav = self.favourite(game)
        if m.arena == fav or gladiators(st, m.arena, self.me):
            return self.vote(main, Side.APPLAUSE)
        if attending(st, m.arena)[self.me] == 0:
            return self.vote(main, Side.BOOS)  # nothing to lose, a card to gain
        if st.popularity[m.arena] + 1 >= st.popularity[fav]:
            return self.vote(main, Side.BOOS)  # a rival must not pass its politician
        side = Side.APPLAUSE if self.likely_applause(st, m.arena, m.organiser) else Side.BOOS
        return self.vote(main, side)

    def on_stars(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        fav = self.favourite(game)
        lead = leader(st)
        return self.stars_to(main, fav, lead if lead != fav else None)
