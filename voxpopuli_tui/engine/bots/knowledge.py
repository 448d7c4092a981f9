"""Game knowledge shared by the levels: a position summary, its evaluation, and match forecasts.

Everything here reads a *sample* of the seat's information set (`world.Information.sample`) and
only what that seat may know: its own compartment pieces exactly, everyone else's through the
public batch averages (a batch's Star values are logged, which piece carries which is not).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ..board import match_attendance
from ..constants import MATCH_POPULARITY, MatchType, Side
from ..game import Game
from ..scoring import compute_outcome
from ..state import GameState

#: How much a piece still in a club or in an arena is worth compared with a Star in a slot.
CLUB_WEIGHT = 0.2
ARENA_WEIGHT = 0.45
#: Sharpness of "who leads a compartment" (per point of Star value).
SHARE_SHARPNESS = 0.55
#: Share of the weighted pieces to come that counts in every compartment.
FLEX_SHARE = 0.15
MONEY_WEIGHT = 0.008
CARD_WEIGHT = 0.006
SUPPORTER_WEIGHT = 0.003
#: How much of the weight of pieces to come fades as the end nears (R28): at the last turn they
#: can no longer become Stars, so only what sits in the compartments counts.
HORIZON = 1.0


@dataclass(slots=True)
class Position:
    """The numbers the evaluation needs, cheap to change for a what-if."""

    me: int
    n: int
    popularity: list[int]
    dead: list[bool]
    stars: list[list[float]]  # [politician][seat]: Star value, estimated for other seats
    flex: list[float]  # per seat: pieces not yet Stars, weighted
    money: list[int]
    hand: list[int]
    supporters: list[int]  # per seat: value on the map
    heat: float  # how settled the race for Emperor is (0 early … 1 at the end)
    over: bool = False
    final: float = 0.0

    def copy(self) -> Position:
        """An independent copy for a what-if."""
        return Position(
            self.me,
            self.n,
            list(self.popularity),
            list(self.dead),
            [list(row) for row in self.stars],
            list(self.flex),
            list(self.money),
            list(self.hand),
            list(self.supporters),
            self.heat,
            self.over,
            self.final,
        )


def estimated_stars(st: GameState, me: int, public: bool = False) -> list[list[float]]:
    """Per politician and seat: own Stars exactly, others' by their batch's average per piece.

    `public`: every value is known (R31 face-up Stars), so all are exact.
    """
    n = st.n
    sums: dict[tuple[int, int], list[float]] = {}
    for content in st.slots:
        for ins in content:
            if ins.seat != me:
                acc = sums.setdefault((ins.seat, ins.turn), [0.0, 0.0])
                acc[0] += max(ins.value, 0)
                acc[1] += 1
    out = [[0.0] * n for _ in st.slots]
    for p, content in enumerate(st.slots):
        row = out[p]
        for ins in content:
            if ins.seat == me or public:
                row[ins.seat] += ins.value
            else:
                total, count = sums[(ins.seat, ins.turn)]
                row[ins.seat] += total / count
    return out


def position_of(game: Game, me: int) -> Position:
    """Summarise `game` (a sample of `me`'s information) for the evaluation."""
    st = game.state
    n = st.n
    flex = [0.0] * n
    for s, pl in enumerate(st.players):
        flex[s] += CLUB_WEIGHT * sum(v * c for v, c in pl.club.items())
    for arena in st.arenas:
        for s, v in arena:
            flex[s] += ARENA_WEIGHT * v
    supporters = [0] * n
    for owner, value in zip(st.owner, st.value, strict=True):
        if 0 <= owner < n:
            supporters[owner] += value
    target = game.ruleset.popularity_target
    top = max(st.popularity)
    heat = 1.0 if st.last_turn else min(1.0, (top / max(target, 1)) ** 2)
    pos = Position(
        me,
        n,
        list(st.popularity),
        list(st.dead),
        estimated_stars(st, me, game.ruleset.no_bluff),
        flex,
        [pl.money for pl in st.players],
        [len(pl.hand) for pl in st.players],
        supporters,
        heat,
    )
    if st.over:
        out = compute_outcome(st)
        pos.over = True
        pos.final = 1.0 / len(out.winners) if me in out.winners else 0.0
    return pos


def emperor_odds(pos: Position) -> list[float]:
    """A soft guess of each politician's chance to be Emperor (R29)."""
    beta = 0.3 + 2.2 * pos.heat
    living = [p for p in range(len(pos.popularity)) if not pos.dead[p]]
    if not living:
        return [0.0] * len(pos.popularity)
    top = max(pos.popularity[p] for p in living)
    weights = [0.0] * len(pos.popularity)
    for p in living:
        # Precedence breaks ties (R29): a tiny edge to earlier politicians.
        weights[p] = math.exp(beta * (pos.popularity[p] - top) - 0.01 * p)
    total = sum(weights)
    return [w / total for w in weights]


def flex_share(pos: Position) -> float:
    """The weight of pieces not yet Stars: it fades as the end of the game nears (R28)."""
    return FLEX_SHARE * (1.0 - HORIZON * pos.heat)


def shares(pos: Position, politician: int) -> list[float]:
    """Each seat's chance to hold the most in `politician`'s compartment."""
    row = pos.stars[politician]
    k = SHARE_SHARPNESS
    # Pieces to come may go to any slot, but only to one and only if they survive: a little of
    # their weight counts everywhere.
    fs = flex_share(pos)
    totals = [row[s] + fs * pos.flex[s] for s in range(pos.n)]
    top = max(totals)
    weights = [math.exp(k * (t - top)) for t in totals]
    z = sum(weights)
    return [w / z for w in weights]


def evaluate(pos: Position) -> float:
    """`me`'s chance to win, roughly, plus tiny tie-breaking terms for resources."""
    if pos.over:
        return pos.final
    odds = emperor_odds(pos)
    me = pos.me
    n = pos.n
    k = SHARE_SHARPNESS
    fs = flex_share(pos)
    flex = [fs * f for f in pos.flex]
    exp = math.exp
    win = 0.0
    for p, pi in enumerate(odds):
        if pi < 1e-3:
            continue
        row = pos.stars[p]
        totals = [row[s] + flex[s] for s in range(n)]
        top = max(totals)
        z = 0.0
        mine = 0.0
        for s in range(n):
            w = exp(k * (totals[s] - top))
            z += w
            if s == me:
                mine = w
        win += pi * mine / z
    return (
        win
        + MONEY_WEIGHT * min(pos.money[me], 10)
        + CARD_WEIGHT * min(pos.hand[me], 6)
        + SUPPORTER_WEIGHT * pos.supporters[me]
    )


def best_slot(pos: Position, seat: int, value: float) -> int:
    """The politician whose compartment a Star of `value` helps `seat` most in."""
    best, best_gain = 0, -1.0
    odds = emperor_odds(pos)
    for p, pi in enumerate(odds):
        if pos.dead[p]:
            continue
        before = shares(pos, p)[seat]
        pos.stars[p][seat] += value
        after = shares(pos, p)[seat]
        pos.stars[p][seat] -= value
        gain = pi * (after - before) + 1e-6 * pos.stars[p][seat]
        if gain > best_gain:
            best, best_gain = p, gain
    return best


def apparent_favourite(pos: Position, seat: int) -> int:
    """The politician `seat` seems to back: most estimated Star value in its compartment."""
    return max(range(len(pos.stars)), key=lambda p: (pos.stars[p][seat], -p))


# ----------------------------------------------------------------- matches
@dataclass(slots=True)
class MatchFacts:
    """A match (announced or imagined) as the forecast needs it."""

    arena: int
    kind: str
    organiser: int
    weight: list[int]  # per seat: attending Supporter value (R20)
    gladiators: list[list[int]]  # per seat: values in the arena
    applause_mod: int
    boos_mod: int
    tie_to_boos: bool
    locked: list[int]
    flags: list[str]
    enemy_brother: int
    lowest_supporter: list[int]  # per seat: value of the weakest attending Supporter, 0 if none


def match_facts(game: Game, arena: int, kind: str, organiser: int) -> MatchFacts:
    """The facts of a match in `arena` now (the live match's cards included if it is this one)."""
    from ..cards.registry import modifier_in_force

    st = game.state
    n = st.n
    spaces = match_attendance(st, arena)
    m = st.turn_state.match
    live = m is not None and m.arena == arena and not m.cancelled and not m.revealed
    panem = live and m is not None and "PANEM" in m.flags
    weight = [0] * n
    lowest = [0] * n
    for s in spaces:
        o, v = st.owner[s], st.value[s]
        weight[o] += 1 if panem else v
        lowest[o] = v if lowest[o] == 0 else min(lowest[o], v)
    glad: list[list[int]] = [[] for _ in range(n)]
    for s, v in st.arenas[arena]:
        glad[s].append(v)
    a_mod = b_mod = 0
    flags: list[str] = []
    locked: list[int] = []
    brother = -1
    tie_boos = False
    if live and m is not None:
        for mod in m.modifiers:
            if modifier_in_force(game, mod):
                if mod.side == Side.APPLAUSE.value:
                    a_mod += mod.amount
                else:
                    b_mod += mod.amount
        flags = list(m.flags)
        locked = list(m.locked)
        brother = m.enemy_brother
        tie_boos = "BAD_SOUND" in m.flags
    elif st.rotten:
        b_mod += 3  # ROTTEN ARENA: every match announced while it stands
    return MatchFacts(
        arena, kind, organiser, weight, glad, a_mod, b_mod, tie_boos, locked, flags, brother, lowest
    )


def predict_votes(pos: Position, mf: MatchFacts, skip: int) -> list[str]:
    """Guess every seat's vote but `skip`'s from public stakes (R19)."""
    n = pos.n
    votes = [Side.BOOS.value] * n
    for s in range(n):
        if s == skip:
            continue
        stake = s in mf.locked or s == mf.organiser or bool(mf.gladiators[s])
        backer = apparent_favourite(pos, s) == mf.arena and pos.stars[mf.arena][s] > 0
        if stake or backer:
            votes[s] = Side.APPLAUSE.value
    # Seats without a stake side with a clear winner rather than lose a Supporter (R21 a).
    a = sum(mf.weight[s] for s in range(n) if votes[s] == Side.APPLAUSE.value and s != skip)
    b = sum(mf.weight[s] for s in range(n) if votes[s] == Side.BOOS.value and s != skip)
    for s in range(n):
        undecided = s != skip and votes[s] == Side.BOOS.value and mf.weight[s] > 0
        if undecided and a + mf.applause_mod > b - mf.weight[s] + mf.boos_mod + 2:
            votes[s] = Side.APPLAUSE.value
    return votes


def applause_chance(mf: MatchFacts, votes: list[str]) -> float:
    """Chance that Applause wins with these votes (R20), allowing for surprises."""
    a = mf.applause_mod + sum(w for w, v in zip(mf.weight, votes, strict=True) if v == "applause")
    b = mf.boos_mod + sum(w for w, v in zip(mf.weight, votes, strict=True) if v == "boos")
    margin = a - b + (-0.5 if mf.tie_to_boos else 0.5)
    return 1.0 / (1.0 + math.exp(-margin / 2.0))


def after_match(pos: Position, mf: MatchFacts, votes: list[str], applause: bool) -> Position:
    """The position after the match ends on `applause` (True) or Boos (R21, R22)."""
    out = pos.copy()
    n = pos.n
    if applause:
        for s in range(n):
            if votes[s] == "applause" and mf.gladiators[s]:
                total = sum(mf.gladiators[s])
                out.flex[s] -= ARENA_WEIGHT * total
                slot = best_slot(out, s, total) if s == pos.me else apparent_favourite(out, s)
                out.stars[slot][s] += total
            elif votes[s] == "boos" and mf.lowest_supporter[s]:
                out.supporters[s] -= mf.lowest_supporter[s]
        out.money[mf.organiser] += 4
        if "PAX_DEORUM" not in mf.flags:
            gain = MATCH_POPULARITY[MatchType(mf.kind)]
            if not out.dead[mf.arena] and "DO_NOT_DISTURB" not in mf.flags:
                out.popularity[mf.arena] += gain + (1 if "POLITICAL_RECOVERY" in mf.flags else 0)
            if mf.enemy_brother >= 0 and not out.dead[mf.enemy_brother]:
                out.popularity[mf.enemy_brother] += gain
    else:
        for s in range(n):
            if "VAE_VICTIS" in mf.flags:
                out.flex[s] -= ARENA_WEIGHT * sum(mf.gladiators[s])
            elif votes[s] == "applause" and mf.gladiators[s]:
                out.flex[s] -= ARENA_WEIGHT * min(mf.gladiators[s])
            if votes[s] == "boos":
                out.hand[s] += 1
        if "TRAMPLED" in mf.flags:
            out.dead[mf.arena] = True
        if "MEDIA_LYNCHING" in mf.flags and "PAX_DEORUM" not in mf.flags:
            for p in (mf.arena, mf.enemy_brother):
                if p >= 0 and not out.dead[p]:
                    out.popularity[p] = max(0, out.popularity[p] - 2)
    top = max(out.popularity)
    out.heat = max(out.heat, min(1.0, (top / 10) ** 2))
    return out


def as_seat(pos: Position, seat: int) -> Position:
    """`pos` seen from `seat` (as far as `me` can tell: the same estimates)."""
    out = pos.copy()
    out.me = seat
    return out


def predict_votes_deep(pos: Position, mf: MatchFacts, skip: int) -> list[str]:
    """Each other seat's best vote by its own stakes, against the simple guess of the rest."""
    votes = predict_votes(pos, mf, skip)
    for s in range(pos.n):
        if s == skip or s in mf.locked:
            continue
        theirs = _values(as_seat(pos, s), mf, predict_votes(pos, mf, s))
        votes[s] = "applause" if theirs["applause"] >= theirs["boos"] else "boos"
    return votes


def vote_values(pos: Position, mf: MatchFacts, deep: bool = True) -> dict[str, float]:
    """`me`'s expected evaluation for each of its votes (`deep`: others weigh theirs too)."""
    votes = (predict_votes_deep if deep else predict_votes)(pos, mf, pos.me)
    return _values(pos, mf, votes)


def _values(pos: Position, mf: MatchFacts, votes: list[str]) -> dict[str, float]:
    votes = list(votes)
    result: dict[str, float] = {}
    for side in ("applause", "boos"):
        votes[pos.me] = side
        p = applause_chance(mf, votes)
        result[side] = p * evaluate(after_match(pos, mf, votes, True)) + (1 - p) * evaluate(
            after_match(pos, mf, votes, False)
        )
    return result


def match_value(pos: Position, mf: MatchFacts, deep: bool = True) -> float:
    """`me`'s expected evaluation of the match, voting its best."""
    values = vote_values(pos, mf, deep)
    if pos.me in mf.locked:
        return values["applause"]
    return max(values.values())
