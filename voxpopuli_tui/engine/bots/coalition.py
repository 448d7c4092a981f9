"""Reading a table's coalition from public pieces, and joining it in earnest (R21 b, R29).

When two or more other seats pile onto one politician — their Gladiators wait in his arena,
their Star batches went into his compartment — and he leads the race for Emperor, his
compartment is the one that scores (R29), and it is a race of converted value: every match
applauded there turns each Applause voter's Gladiators into Stars (R21 b). A seat that keeps
its big pieces for later, or spreads its Stars over other politicians, ends the game a few
points short with value still in its club (docs/BOTS.md, the loss table). `coalition(game, me)`
names that politician from what every seat can see (arena pieces, slot piece counts per seat,
popularity), never from a hidden value; `join_move` gives the move that races it: the
biggest Gladiator to his arena, every Star into his compartment, Applause on his matches while
the seat's own Gladiators stand there.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action, PlaceGladiator, PlaceStar, PlaceSupporter, Vote
from ..constants import Side
from ..game import Game
from ..kinds import Decision

#: Other seats that must back one politician before it counts as a coalition.
MIN_BACKERS = 2
#: The share of a seat's public pieces one politician must hold for the seat to back him.
MIN_SHARE = 0.5
#: Popularity points a coalition's politician gains a round, for `rounds_left` (the rule
#: bots' tables measured 2.5–3 a round; slower tables leave more turns and smaller Supporters).
PACE = 3
#: How far behind the most popular living politician the coalition's may be.
POPULARITY_SLACK = 1


def backers(game: Game, me: int) -> list[int]:
    """Per politician: how many seats other than `me` back him in public — at least
    `MIN_SHARE` of the seat's public pieces (its Gladiators in the arenas, its pieces in the
    compartments) are his."""
    st = game.state
    on = [[0] * len(st.slots) for _ in range(st.n)]
    for p in range(len(st.slots)):
        for s, _ in st.arenas[p]:
            on[s][p] += 1
        for item in st.slots[p]:
            on[item.seat][p] += 1
    out = [0] * len(st.slots)
    for s in range(st.n):
        total = sum(on[s])
        if s == me or total == 0:
            continue
        for p in range(len(st.slots)):
            if on[s][p] and on[s][p] >= MIN_SHARE * total:
                out[p] += 1
    return out


def coalition(game: Game, me: int) -> int | None:
    """The politician a coalition of other seats backs, if he leads the race (public facts)."""
    st = game.state
    alive = [p for p in range(len(st.slots)) if not st.dead[p]]
    if not alive:
        return None
    count = backers(game, me)
    top_pop = max(st.popularity[p] for p in alive)
    best = max(alive, key=lambda p: (count[p], st.popularity[p], -p))
    if count[best] < MIN_BACKERS or any(count[p] == count[best] for p in alive if p != best):
        return None
    if st.popularity[best] + POPULARITY_SLACK < top_pop:
        return None
    return best


def join_move(game: Game, me: int, legal: Sequence[Action]) -> Action | None:
    """The move that races the coalition on `game`'s pending decision, or None to let the
    search decide (no coalition, or a decision this does not cover)."""
    st = game.state
    pending = st.pending
    if pending is None:
        return None
    target = coalition(game, me)
    if target is None:
        return None
    kind = pending.kind
    if kind is Decision.GLADIATOR:
        glad = [a for a in legal if isinstance(a, PlaceGladiator) and a.politician == target]
        return max(glad, key=lambda a: a.value) if glad else None
    if kind is Decision.STARS:
        stars = [
            a
            for a in legal
            if isinstance(a, PlaceStar) and a.politician == target and a.decoy is None
        ]
        return max(stars, key=lambda a: a.value) if stars else None
    if kind is Decision.VOTE:
        m = st.turn_state.match
        if m is None or m.arena != target:
            return None
        if not any(s == me for s, _ in st.arenas[target]):
            return None
        return next((a for a in legal if isinstance(a, Vote) and a.side is Side.APPLAUSE), None)
    return None


def rounds_left(game: Game, target: int) -> int:
    """A guess at the seat's own turns left before `target` reaches the popularity that ends
    the game (R28), at `PACE` points a round, and one more for the last turn."""
    st = game.state
    need = max(0, game.ruleset.popularity_target - st.popularity[target])
    return -(-need // PACE) + 1


def join_filter(game: Game, me: int, legal: Sequence[Action]) -> list[Action]:
    """`legal` narrowed for the search while racing a coalition, or in the seat's first round.

    Racing, each own turn left needs a Gladiator, so the seat's biggest pieces, one per turn
    left (`rounds_left`), are kept for that; the Supporter is the biggest of the rest (vote weight
    and the R29 tie-break), or the smallest piece when none is spare. In the first round, before
    any coalition can show, the Gladiator is the seat's biggest piece (wherever the search sends
    it: Stars made anywhere may go to any compartment, R21 b), so an early race is not lost by
    a small first piece."""
    st = game.state
    pending = st.pending
    if pending is None:
        return list(legal)
    target = coalition(game, me)
    if pending.kind is Decision.GLADIATOR and target is None and st.turn < st.n:
        glad = [a.value for a in legal if isinstance(a, PlaceGladiator)]
        if glad:
            top = max(glad)
            return [a for a in legal if not isinstance(a, PlaceGladiator) or a.value == top]
    if pending.kind is not Decision.SUPPORTER or target is None:
        return list(legal)
    values = sorted((v for v, c in st.players[me].club.items() for _ in range(c)), reverse=True)
    spare = values[rounds_left(game, target) :]
    offered = {a.value for a in legal if isinstance(a, PlaceSupporter)}
    if not offered:
        return list(legal)
    fits = [v for v in spare if v in offered]
    value = max(fits) if fits else min(offered)
    return [a for a in legal if not isinstance(a, PlaceSupporter) or a.value == value]
