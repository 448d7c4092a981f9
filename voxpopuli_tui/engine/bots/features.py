"""Features of a position for the learned evaluation, as one seat may see them (R27).

`seat_features(game, me)` describes every seat of `game` from the observer `me`'s side: `me`'s
own Stars exactly, everyone else's through the public batch averages (a batch's values are
logged, which piece carries which is not), so the numbers depend only on `me`'s information set.
They read public counts and `me`'s own pieces only: a sample of the information set
(`world.Information.sample`) gives the same features as the real game
(tests/bots/test_no_peeking.py).

The features are relative by design: the evaluation (`evaluation`) compares the seats with a
softmax over their scores, so what is common to every seat (the turn, the heat of the race)
only matters through the products that carry it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..board import match_attendance
from ..game import Game
from . import knowledge as kn

#: The names of the features, in the order `seat_features` gives them (the weights file's keys).
FEATURES: tuple[str, ...] = (
    "emperor_share",  # Σ_p P(p Emperor) · P(seat leads p's compartment)
    "emperor_share_x_heat",
    "emperor_lead",  # Σ_p P(p Emperor) · (seat's Stars − best other's) in p, per 5 points
    "emperor_lead_x_heat",
    "emperor_first",  # Σ_p P(p Emperor) · [seat strictly ahead in p] (½ on a tie)
    "stars_alive",  # Star value with living politicians, per 10
    "arena_emperor",  # Σ_p P(p Emperor) · seat's Gladiator value in p's arena, per 5
    "arena_total",  # Gladiator value in every arena, per 10
    "club",  # value still in the club, per 10
    "supporters",  # Supporter value on the map, per 10 (also the tie-break, R30)
    "attendance_emperor",  # Σ_p P(p Emperor) · seat's Supporter value attending p's arena, per 5
    "money",  # sesterces (at most 15), per 10
    "cards",  # cards in hand (at most 8), per 5
    "active",  # 1 for the seat whose turn it is
    "log_emperor_share",  # log of emperor_share (at least 0.001): the softmax then multiplies it
)
#: The floor of `log_emperor_share`.
SHARE_FLOOR = 1e-3


@dataclass(slots=True)
class Board:
    """The per-arena numbers the features read besides the `Position` (what-ifs share them)."""

    arena_value: list[list[float]]  # [politician][seat]: Gladiator value in the arena
    attend: list[list[float]]  # [politician][seat]: Supporter value attending a match there
    clubs: list[float]  # per seat: value still in the club
    money: list[int]
    hands: list[int]
    active: int


def board_of(game: Game) -> Board:
    """The `Board` of `game` (public facts only)."""
    st = game.state
    n = st.n
    arena_value = [[0.0] * n for _ in st.arenas]
    for p, arena in enumerate(st.arenas):
        for s, v in arena:
            arena_value[p][s] += v
    attend = [[0.0] * n for _ in st.arenas]
    for p in range(len(st.arenas)):
        if st.coliseum[p] >= 0 and not st.dead[p]:
            for space in match_attendance(st, p):
                attend[p][st.owner[space]] += st.value[space]
    return Board(
        arena_value,
        attend,
        [float(sum(v * c for v, c in pl.club.items())) for pl in st.players],
        [pl.money for pl in st.players],
        [len(pl.hand) for pl in st.players],
        st.active,
    )


def seat_features(game: Game, me: int) -> list[list[float]]:
    """Per seat, the values of `FEATURES`, seen by `me` (see the module docstring)."""
    return features_of(kn.position_of(game, me), board_of(game))


def features_of(pos: kn.Position, board: Board) -> list[list[float]]:
    """Per seat, the values of `FEATURES` for a position summary (cheap for a what-if)."""
    n = pos.n
    odds = kn.emperor_odds(pos)
    heat = pos.heat
    stars = pos.stars
    live = [p for p in range(len(odds)) if odds[p] >= 1e-4]
    shares = {p: kn.shares(pos, p) for p in live}
    arena_value = board.arena_value
    attend = board.attend
    rows: list[list[float]] = []
    for s in range(n):
        share = lead = first = arena_e = attend_e = 0.0
        for p in live:
            pi = odds[p]
            row = stars[p]
            best_other = max((row[t] for t in range(n) if t != s), default=0.0)
            share += pi * shares[p][s]
            margin = max(-10.0, min(10.0, row[s] - best_other))
            lead += pi * margin / 5.0
            if row[s] > best_other:
                first += pi
            elif row[s] == best_other and row[s] > 0:
                first += 0.5 * pi
            arena_e += pi * arena_value[p][s] / 5.0
            attend_e += pi * attend[p][s] / 5.0
        rows.append(
            [
                share,
                share * heat,
                lead,
                lead * heat,
                first,
                sum(stars[p][s] for p in range(len(stars)) if not pos.dead[p]) / 10.0,
                arena_e,
                sum(arena_value[p][s] for p in range(len(arena_value))) / 10.0,
                board.clubs[s] / 10.0,
                pos.supporters[s] / 10.0,
                attend_e,
                min(board.money[s], 15) / 10.0,
                min(board.hands[s], 8) / 5.0,
                1.0 if s == board.active else 0.0,
                math.log(max(share, SHARE_FLOOR)),
            ]
        )
    return rows
