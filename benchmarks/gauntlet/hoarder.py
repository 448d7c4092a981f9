"""The Star hoarder: its big pieces become Gladiators in the arena of the politician in the lead,
and every Star goes to whoever leads at that moment. Small Supporters, few matches, no cards.
"""

from __future__ import annotations

from common import GauntletBot, gladiators, leader, living

from voxpopuli_tui.engine.actions import Action, NoMatch
from voxpopuli_tui.engine.constants import MatchType, Side
from voxpopuli_tui.engine.game import Game


class HoarderBot(GauntletBot):
    """Follows the politician in the lead."""

    name = "hoarder"

    def favourite(self, game: Game) -> int:
        return leader(game.state)

    def on_supporter(self, game: Game, main: list[Action]) -> Action | None:
        moves = self.supporters(main)
        low = min(a.value for a in moves)
        return self.rng.choice([a for a in moves if a.value == low])

    def on_gladiator(self, game: Game, main: list[Action]) -> Action | None:
        lead = leader(game.state)
        moves = [a for a in self.gladiator_moves(main) if a.politician == lead]
        moves = moves or self.gladiator_moves(main)
        return max(moves, key=lambda a: a.value)

    def on_match(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        for a in self.matches(main):
            mine = a.kind is MatchType.CUP and gladiators(st, a.politician, self.me)
            if mine and self.likely_applause(st, a.politician, self.me):
                return a
        return next((a for a in main if isinstance(a, NoMatch)), None)

    def on_vote(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        m = st.turn_state.match
        assert m is not None
        stake = gladiators(st, m.arena, self.me) or m.organiser == self.me
        return self.vote(main, Side.APPLAUSE if stake or m.arena == leader(st) else Side.BOOS)

    def on_stars(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        alive = living(st) or [0]
        order = sorted(alive, key=lambda p: (-st.popularity[p], p))
        second = order[1] if len(order) > 1 else None
        return self.stars_to(main, order[0], second)
