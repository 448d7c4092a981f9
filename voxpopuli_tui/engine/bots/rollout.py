"""A fast playout policy for the search: plain rules, a little randomness, no look-ahead.

It plays on a sampled world (`world.Information.sample`), where every seat's pieces are filled
in, so it may read the whole sample. Each seat backs the politician where it has most Stars,
weighted by popularity; Gladiators go there, Stars go there, matches are staged where the seat
has Gladiators and the vote looks won, votes follow the seat's stake. Cards are passed (cheap
playouts); `epsilon` of the choices are uniform, so playouts of one world differ.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..actions import (
    Action,
    AnnounceMatch,
    ChooseGain,
    EliminateGladiator,
    EliminateSupporter,
    NoMatch,
    Pass,
    PlaceGladiator,
    PlaceStar,
    PlaceSupporter,
    Pledge,
    Vote,
)
from ..board import match_attendance
from ..constants import Gain, MatchType, Side
from ..game import Game
from ..kinds import Decision
from ..state import GameState

#: Share of the playout's choices made uniformly at random.
EPSILON = 0.1
#: Safety cap on actions per playout.
PLAYOUT_CAP = 2000


def favourite(st: GameState, seat: int) -> int:
    """The politician `seat` backs in a playout: Stars there, and popularity."""
    best, best_score = 0, -1e9
    for p, content in enumerate(st.slots):
        if st.dead[p]:
            continue
        mine = 0
        for ins in content:
            if ins.seat == seat:
                mine += ins.value
        score = mine + 0.7 * st.popularity[p]
        if score > best_score:
            best, best_score = p, score
    return best


def _weights(st: GameState, arena: int) -> list[int]:
    weight = [0] * st.n
    for space in match_attendance(st, arena):
        weight[st.owner[space]] += st.value[space]
    return weight


def _has_gladiator(st: GameState, arena: int, seat: int) -> bool:
    return any(s == seat for s, _ in st.arenas[arena])


class FastPolicy:
    """The playout policy (see the module docstring)."""

    def __init__(self, rng: random.Random, epsilon: float = EPSILON) -> None:
        self.rng = rng
        self.epsilon = epsilon

    def choose(self, game: Game, seat: int, moves: Sequence[Action]) -> Action:
        """One of `moves` (the seat's moves on the pending decision, never empty)."""
        if len(moves) == 1:
            return moves[0]
        rng = self.rng
        st = game.state
        p = st.pending
        kind = p.kind if p is not None else None
        if kind is Decision.WINDOW:
            for a in moves:
                if isinstance(a, Pass):
                    return a
        if rng.random() < self.epsilon:
            return rng.choice(moves)
        if kind is Decision.SUPPORTER:
            return self._supporter(st, seat, moves)
        if kind is Decision.GLADIATOR:
            return self._gladiator(st, seat, moves)
        if kind is Decision.MATCH:
            return self._match(st, seat, moves)
        if kind is Decision.VOTE:
            return self._vote(st, seat, moves)
        if kind is Decision.STARS:
            fav = favourite(st, seat)
            stars = [a for a in moves if isinstance(a, PlaceStar) and a.decoy is None]
            here = [a for a in stars if a.politician == fav] or stars
            return max(here, key=lambda a: a.value) if here else moves[0]
        if kind is Decision.ELIM_SUPPORTER:
            return min(
                moves, key=lambda a: st.value[a.space] if isinstance(a, EliminateSupporter) else 9
            )
        if kind is Decision.ELIM_GLADIATOR:
            return min(moves, key=lambda a: a.value if isinstance(a, EliminateGladiator) else 9)
        if kind is Decision.GAIN:
            want = Gain.MONEY if st.players[seat].money < 4 else Gain.CARD
            for a in moves:
                if isinstance(a, ChooseGain) and a.gain is want:
                    return a
        if kind is Decision.PLEDGE:
            return min(moves, key=lambda a: a.amount if isinstance(a, Pledge) else 0)
        return rng.choice(moves)

    def _supporter(self, st: GameState, seat: int, moves: Sequence[Action]) -> Action:
        sup = [a for a in moves if isinstance(a, PlaceSupporter)]
        low = min(a.value for a in sup)
        # Small pieces as Supporters, big ones kept for Gladiators (rulebook 7.0).
        value = low if self.rng.random() < 0.7 else self.rng.choice(sup).value
        return self.rng.choice([a for a in sup if a.value == value])

    def _gladiator(self, st: GameState, seat: int, moves: Sequence[Action]) -> Action:
        fav = favourite(st, seat)
        glad = [a for a in moves if isinstance(a, PlaceGladiator)]
        here = [a for a in glad if a.politician == fav] or glad
        return max(here, key=lambda a: a.value)

    def _match(self, st: GameState, seat: int, moves: Sequence[Action]) -> Action:
        fav = favourite(st, seat)
        money = st.players[seat].money
        best: Action | None = None
        best_score = 0.0
        for a in moves:
            if not isinstance(a, AnnounceMatch) or a.kind is MatchType.STAR:
                continue
            mine = _has_gladiator(st, a.politician, seat)
            if not mine and a.politician != fav:
                continue
            want = MatchType.CHAMPIONSHIP if a.politician == fav and money >= 4 else MatchType.CUP
            if a.kind is not want:
                continue
            weight = _weights(st, a.politician)
            pro = sum(
                w for s, w in enumerate(weight) if s == seat or _has_gladiator(st, a.politician, s)
            )
            con = sum(weight) - pro
            score = (2.0 if a.politician == fav else 1.0) + 0.1 * (pro - con)
            if pro >= con and score > best_score:
                best, best_score = a, score
        if best is not None:
            return best
        for a in moves:
            if isinstance(a, NoMatch):
                return a
        return moves[0]

    def _vote(self, st: GameState, seat: int, moves: Sequence[Action]) -> Action:
        m = st.turn_state.match
        side = Side.BOOS
        if m is not None:
            fav = favourite(st, seat)
            arena = m.arena
            if m.organiser == seat or arena == fav or _has_gladiator(st, arena, seat):
                side = Side.APPLAUSE
            elif st.popularity[arena] + 2 < st.popularity[fav] and _weights(st, arena)[seat]:
                side = Side.APPLAUSE  # no threat: keep the Supporter
        for a in moves:
            if isinstance(a, Vote) and a.side is side:
                return a
        return moves[0]


def playout(game: Game, policy: FastPolicy, stop_turn: int | None) -> int:
    """Play `game` on in place with `policy` for every seat until the game ends or the turn
    `stop_turn` starts; return the number of actions played."""
    st = game.state
    count = 0
    while count < PLAYOUT_CAP and not st.over and (stop_turn is None or st.turn < stop_turn):
        seats = game.to_act()
        if not seats:
            break
        seat = seats[0]
        game.apply(policy.choose(game, seat, game.moves(seat)))
        count += 1
    return count
