"""The card player: plays a card whenever it can, always takes a card in Phase 3, and otherwise
plays a plain game for the politician where its Stars are. No search.
"""

from __future__ import annotations

from common import GauntletBot, attending, gladiators, leader, living, own_stars

from voxpopuli_tui.engine.actions import Action, ChooseGain, NoMatch
from voxpopuli_tui.engine.constants import Gain, Side
from voxpopuli_tui.engine.game import Game


class CardBot(GauntletBot):
    """Cards first."""

    name = "cards"

    def favourite(self, game: Game) -> int:
        st = game.state
        stars = own_stars(st, self.me)
        alive = living(st) or [0]
        if max(stars[p] for p in alive) == 0:
            return leader(st)
        return max(alive, key=lambda p: (stars[p], -p))

    def on_window(self, game: Game, main: list[Action]) -> Action | None:
        plays = self.card_plays(main)
        if not plays:
            return None
        fav = self.favourite(game)
        # Point a card at a politician: its own when it can, else any.
        aimed = [a for a in plays if a.politician == fav]
        return self.rng.choice(aimed or plays)

    def on_gain(self, game: Game, main: list[Action]) -> Action | None:
        return next((a for a in main if isinstance(a, ChooseGain) and a.gain is Gain.CARD), None)

    def on_supporter(self, game: Game, main: list[Action]) -> Action | None:
        moves = self.supporters(main)
        low = min(a.value for a in moves)
        return self.rng.choice([a for a in moves if a.value == low])

    def on_gladiator(self, game: Game, main: list[Action]) -> Action | None:
        fav = self.favourite(game)
        moves = [a for a in self.gladiator_moves(main) if a.politician == fav]
        moves = moves or self.gladiator_moves(main)
        values = sorted({a.value for a in moves})
        mid = values[len(values) // 2]
        return next(a for a in moves if a.value == mid)

    def on_match(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        offers = self.matches(main)
        mine = [a for a in offers if gladiators(st, a.politician, self.me)]
        for a in sorted(mine, key=lambda a: a.kind.value != "cup"):
            if self.likely_applause(st, a.politician, self.me):
                return a
        return next((a for a in main if isinstance(a, NoMatch)), None)

    def on_vote(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        m = st.turn_state.match
        assert m is not None
        if m.organiser == self.me or gladiators(st, m.arena, self.me):
            return self.vote(main, Side.APPLAUSE)
        if attending(st, m.arena)[self.me] == 0:
            return self.vote(main, Side.BOOS)
        side = Side.APPLAUSE if m.arena == self.favourite(game) else Side.BOOS
        return self.vote(main, side)

    def on_stars(self, game: Game, main: list[Action]) -> Action | None:
        fav = self.favourite(game)
        lead = leader(game.state)
        return self.stars_to(main, fav, lead if lead != fav else None)
