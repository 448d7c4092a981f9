"""Invariants that hold after every action of every game: the simulator and the tests call them.

`check_invariants(game)` returns readable violations (empty when all is well). It reads the state
only (no copy, no replay) so that it can run often.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import TYPE_CHECKING

from .actions import is_free
from .assets import load_cards
from .board import geometry
from .constants import ASSASSINATION_MARKERS, POLITICIANS
from .core import CardHook
from .state import COLISEUM_BASE, EMPTY

if TYPE_CHECKING:
    from .core import Core

#: Piece values run 1–9 (the `Ruleset` checks it): counts are kept in lists indexed by value.
VALUES = 10


def check_invariants(game: Core) -> list[str]:
    """Every violated invariant of `game`'s current state, as a readable sentence."""
    out: list[str] = []
    _pieces(game, out)
    _money_and_decoys(game, out)
    _cards(game, out)
    _board(game, out)
    _politicians(game, out)
    _flow(game, out)
    return out


def _pending_stars(game: Core, seat: int) -> tuple[list[int], int]:
    """Star values held by a seat's unfinished insertion, and the decoys chosen to go with them
    (decoys leave the seat's stock only when the insertion is sealed)."""
    p = game.state.pending
    if p is None or p.stars is None or seat not in p.seats:
        return [], 0
    placed = p.stars.placed
    decoys = sum(1 for x in placed if x.decoy is not None)
    return [*p.stars.left, *(x.value for x in placed)], decoys


def _pieces(game: Core, out: list[str]) -> None:
    """R4, R23: each seat's 14 pieces are in its club, on the map, in arenas, slots or out."""
    st = game.state
    expected = [0] * VALUES
    for v, c in game.ruleset.pieces.items():
        expected[v] = c
    # Plain lists, one pass over the shared places, then per seat: this runs every turn in `sim`.
    places = [[0] * VALUES for _ in st.players]
    n = st.n
    stars = st.pending is not None and st.pending.stars is not None  # `_pending_stars` has some
    for owner, value in zip(st.owner, st.value, strict=True):
        if 0 <= owner < n:
            places[owner][value] += 1
    for arena in st.arenas:
        for s, v in arena:
            places[s][v] += 1
    for slot in st.slots:
        for ins in slot:
            if ins.value > 0:
                places[ins.seat][ins.value] += 1
    for seat, pl in enumerate(st.players):
        found = places[seat]
        for v, c in pl.club.items():
            if c < 0:
                out.append(f"seat {seat}: club holds {c} pieces of value {v}")
            elif c:
                found[v] += c
        for v in pl.eliminated:
            found[v] += 1
        if stars:
            for v in _pending_stars(game, seat)[0]:
                found[v] += 1
        if found != expected:
            have = {v: c for v, c in enumerate(found) if c}
            want = {v: c for v, c in enumerate(expected) if c}
            out.append(
                f"seat {seat}: pieces {have} (total {sum(found)}) do not match the piece set {want}"
            )


def _money_and_decoys(game: Core, out: list[str]) -> None:
    """R5, R7: no negative money; decoys are conserved between bank, hands and slots."""
    st = game.state
    rs = game.ruleset
    total = st.decoy_bank
    stars = st.pending is not None and st.pending.stars is not None  # `_pending_stars` has some
    if st.decoy_bank < 0:
        out.append(f"the decoy bank holds {st.decoy_bank}")
    for seat, pl in enumerate(st.players):
        if pl.money < 0:
            out.append(f"seat {seat} has {pl.money} sesterces")
        chosen = _pending_stars(game, seat)[1] if stars else 0
        if pl.decoys < chosen:
            out.append(f"seat {seat} holds {pl.decoys} decoys but slides {chosen}")
        total += pl.decoys
    for p, slot in enumerate(st.slots):
        for ins in slot:
            if ins.value == 0:
                total += 1
                if rs.no_bluff:
                    out.append(f"a decoy is in {POLITICIANS[p]}'s slot under R31")
    start = st.n * rs.starting_decoys + max(0, rs.decoy_bank - st.n * rs.starting_decoys)
    if total != start:
        out.append(f"{total} decoys in play, expected {start}")


def _cards(game: Core, out: list[str]) -> None:
    """R6, R36: every card is exactly once in the deck, a hand, the discard or on the table."""
    st = game.state
    seen: list[str] = [*st.deck, *st.discard]
    for pl in st.players:
        seen.extend(pl.hand)
    seen.extend(
        rule.id
        for rule in game.book.hooked[CardHook.ON_TABLE]
        if rule.on_table is not None and rule.on_table(game)
    )
    if not game.ruleset.use_cards:
        if seen:
            out.append(f"cards are off but {sorted(seen)} are in play")
        return
    seen.sort()
    if seen == _all_cards():
        return
    counted, expected = Counter(seen), Counter(_all_cards())
    missing = sorted((expected - counted).elements())
    extra = sorted((counted - expected).elements())
    out.append(f"cards out of place: missing {missing}, duplicated or unknown {extra}")


@cache
def _all_cards() -> list[str]:
    return sorted(c.id for c in load_cards())


def _board(game: Core, out: list[str]) -> None:
    """R10, R12: owners and values agree; one Coliseum per district; arenas hold valid pieces."""
    st = game.state
    g = geometry()
    if len(st.owner) != g.size or len(st.value) != g.size:
        out.append("the map does not have 48 spaces")
        return
    n, coliseum, pieces = st.n, st.coliseum, game.ruleset.pieces  # read once: 48 spaces a turn
    for s, (owner, value) in enumerate(zip(st.owner, st.value, strict=True)):
        if owner == EMPTY or owner >= COLISEUM_BASE:
            if value != 0:
                out.append(f"space {s} has value {value} without a Supporter")
            if owner >= COLISEUM_BASE and coliseum[owner - COLISEUM_BASE] != s:
                out.append(f"space {s} shows a Coliseum that is recorded elsewhere")
        elif not 0 <= owner < n:
            out.append(f"space {s} has unknown owner {owner}")
        elif value not in pieces:
            out.append(f"space {s} holds a Supporter of value {value}")
    districts: list[int] = []
    for p, s in enumerate(st.coliseum):
        if s == EMPTY:
            if st.turn > 0:
                out.append(f"{POLITICIANS[p]} has no Coliseum after setup")
            continue
        if st.owner[s] != COLISEUM_BASE + p:
            out.append(f"{POLITICIANS[p]}'s Coliseum space {s} is not marked")
        districts.append(g.district_of[s])
    if len(set(districts)) != len(districts):
        out.append(f"two Coliseums share a district: {districts}")
    for p, arena in enumerate(st.arenas):
        for seat, value in arena:
            if not 0 <= seat < st.n or value not in game.ruleset.pieces:
                out.append(f"{POLITICIANS[p]}'s arena holds a bad Gladiator {[seat, value]}")


def _politicians(game: Core, out: list[str]) -> None:
    """R9, R25: popularity never below 0; markers placed plus markers left is 3."""
    st = game.state
    for p, pop in enumerate(st.popularity):
        if pop < 0:
            out.append(f"{POLITICIANS[p]} has popularity {pop}")
    dead = sum(st.dead)
    if dead + st.assassinations_left != ASSASSINATION_MARKERS or st.assassinations_left < 0:
        out.append(f"{dead} dead and {st.assassinations_left} markers left")
    if st.lover != EMPTY and not 0 <= st.lover < len(POLITICIANS):
        out.append(f"the lover marker is on {st.lover}")


def _flow(game: Core, out: list[str]) -> None:
    """The game always waits for someone until it is over, and nothing is legal after (R28)."""
    st = game.state
    if not (0 <= st.active < st.n and 0 <= st.first < st.n):
        out.append(f"active seat {st.active} or first seat {st.first} out of range")
    # The whole log once the game is over; meanwhile its last line (this runs every turn).
    events = st.log if st.over else st.log[-1:]
    first = len(st.log) - len(events)
    if any(e.seq != first + i for i, e in enumerate(events)):
        out.append("log sequence numbers are not consecutive")
    if st.over:
        if st.pending is not None or st.stack:
            out.append("the game is over but a decision or step is still pending")
        for seat in range(st.n):
            if game.legal_actions(seat):
                out.append(f"seat {seat} has legal actions after the end")
        return
    p = st.pending
    if p is None:
        out.append("the game is not over but waits for nobody")
        return
    if not p.seats or any(not 0 <= s < st.n for s in p.seats):
        out.append(f"pending {p.kind} names seats {p.seats}")
    if any(s not in p.seats for s in p.done):
        out.append(f"pending {p.kind}: done {p.done} not among {p.seats}")
    to_act = game.to_act()
    if not to_act:
        out.append(f"pending {p.kind} but no seat is to act")
    for seat in range(st.n):
        # The decision's moves, not the full legal list: filtering every seat's gifts cost more
        # than the rest of the checks (the tests' `strict_flow` checks the extras hold no move).
        main = game.moves(seat)
        if any(map(is_free, main)):
            out.append(f"seat {seat} is offered a gift or purchase as a main-line move")
        if seat in to_act and not main:
            out.append(f"seat {seat} must {p.kind} but has no legal action")
        elif seat not in to_act and main:
            out.append(f"seat {seat} is not to act but has {len(main)} main-line actions")
