"""The map of Rome and match attendance (R12, R17, HOOLIGANS, FREE ARENA)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from operator import itemgetter

from .assets import load_map
from .cards.slots import everyone_attends, isolated_district
from .state import COLISEUM_BASE, EMPTY, GameState


@dataclass(frozen=True, slots=True)
class Geometry:
    """Precomputed grid facts: each space's district and edge neighbours."""

    columns: int
    rows: int
    district_of: tuple[int, ...]
    spaces_of: tuple[tuple[int, ...], ...]
    neighbours: tuple[tuple[int, ...], ...]

    @property
    def size(self) -> int:
        """Number of spaces."""
        return self.columns * self.rows


@cache
def geometry() -> Geometry:
    """R12: the grid from `assets/map.json`; adjacency by shared edge, across districts too."""
    m = load_map()
    size = m.columns * m.rows
    district_of = [EMPTY] * size
    for d in m.districts:
        for r in range(d.row0, d.row0 + m.district_height):
            for c in range(d.col0, d.col0 + m.district_width):
                district_of[r * m.columns + c] = d.id
    neighbours = []
    for s in range(size):
        r, c = divmod(s, m.columns)
        near = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            rr, cc = r + dr, c + dc
            if 0 <= rr < m.rows and 0 <= cc < m.columns:
                near.append(rr * m.columns + cc)
        neighbours.append(tuple(near))
    spaces_of = tuple(tuple(s for s in range(size) if district_of[s] == d.id) for d in m.districts)
    return Geometry(m.columns, m.rows, tuple(district_of), spaces_of, tuple(neighbours))


def is_supporter(owner: int) -> bool:
    """True when a space's owner code is a seat's Supporter."""
    return 0 <= owner < COLISEUM_BASE


def empty_spaces(state: GameState, district: int | None = None) -> list[int]:
    """Spaces with no piece and no Coliseum, in one district or anywhere."""
    g = geometry()
    spaces = range(g.size) if district is None else g.spaces_of[district]
    owner = state.owner
    return [s for s in spaces if owner[s] == EMPTY]


def districts_with_room(state: GameState) -> list[int]:
    """R14: districts that have at least one empty space."""
    owner = state.owner
    return [d for d, get in enumerate(_district_getters()) if EMPTY in get(owner)]


@cache
def _district_getters() -> tuple[Callable[[list[int]], tuple[int, ...]], ...]:
    # Each district's spaces read from the map in one C call (this runs at every designation).
    return tuple(itemgetter(*spaces) for spaces in geometry().spaces_of)


def attendance(
    state: GameState, politician: int, *, isolated: int = EMPTY, everyone: bool = False
) -> list[int]:
    """R17: spaces of the Supporters attending a match in `politician`'s arena.

    `isolated` is a district cut off from the others (HOOLIGANS); `everyone` makes every
    Supporter on the map attend (FREE ARENA).
    """
    owner = state.owner
    if everyone:
        return [s for s, o in enumerate(owner) if 0 <= o < COLISEUM_BASE]
    start = state.coliseum[politician]
    if start == EMPTY:
        return []
    return list(_reached(tuple(owner), start, isolated))


@lru_cache(maxsize=8192)
def _reached(owner: tuple[int, ...], start: int, isolated: int) -> tuple[int, ...]:
    """The Supporters connected to `start` (R17): the groups next to it, merged. Cached like
    `_groups`: every arena is asked at every match decision while the map stays the same."""
    label, groups = _groups(owner, isolated)
    g = geometry()
    district_of = g.district_of
    inside = district_of[start] == isolated
    near = {
        label[nxt]
        for nxt in g.neighbours[start]
        if label[nxt] >= 0 and (isolated == EMPTY or (district_of[nxt] == isolated) == inside)
    }
    if len(near) == 1:
        return groups[near.pop()]
    return tuple(sorted(s for k in near for s in groups[k]))


@lru_cache(maxsize=4096)
def _groups(
    owner: tuple[int, ...], isolated: int
) -> tuple[tuple[int, ...], tuple[tuple[int, ...], ...]]:
    """The map's Supporters in connected groups (R17; no step into or out of the `isolated`
    district): each space's group (-1 for none) and each group's spaces, sorted. Cached, and
    one labelling serves every arena: the map changes far less often than attendance is asked
    (every match decision, every view)."""
    g = geometry()
    district_of = g.district_of
    neighbours = g.neighbours
    label = [-1] * len(owner)
    groups: list[tuple[int, ...]] = []
    for first, o in enumerate(owner):
        if label[first] >= 0 or not 0 <= o < COLISEUM_BASE:
            continue
        k = len(groups)
        label[first] = k
        members = [first]
        stack = [first]
        while stack:
            here = stack.pop()
            dh = district_of[here]
            for nxt in neighbours[here]:
                if label[nxt] >= 0:
                    continue
                if isolated != EMPTY and (dh == isolated) != (district_of[nxt] == isolated):
                    continue
                if 0 <= owner[nxt] < COLISEUM_BASE:
                    label[nxt] = k
                    members.append(nxt)
                    stack.append(nxt)
        members.sort()
        groups.append(tuple(members))
    return tuple(label), tuple(groups)


def match_attendance(state: GameState, politician: int) -> list[int]:
    """Attendance under the turn's cards: HOOLIGANS unless FREE ARENA cancels it."""
    slots = state.turn_state.cards
    if everyone_attends(slots):
        return attendance(state, politician, everyone=True)
    isolated = isolated_district(slots)
    return attendance(state, politician, isolated=EMPTY if isolated is None else isolated)


def match_attendance_counts(state: GameState) -> list[int]:
    """Per politician, `len(match_attendance(state, p))`, 0 where its Coliseum is not on the
    map: the map read once for every arena (a match decision asks them all)."""
    slots = state.turn_state.cards
    coliseum = state.coliseum
    if everyone_attends(slots):
        everyone = sum(1 for o in state.owner if 0 <= o < COLISEUM_BASE)
        return [0 if start == EMPTY else everyone for start in coliseum]
    isolated = isolated_district(slots)
    cut = EMPTY if isolated is None else isolated
    return list(_counts(tuple(state.owner), cut, tuple(coliseum)))


@lru_cache(maxsize=4096)
def _counts(owner: tuple[int, ...], cut: int, coliseum: tuple[int, ...]) -> tuple[int, ...]:
    # Cached: a turn asks whether a match is possible, then lists the offers, on one map.
    label, groups = _groups(owner, cut)
    g = geometry()
    district_of = g.district_of
    neighbours = g.neighbours
    counts = []
    for start in coliseum:
        if start == EMPTY:
            counts.append(0)
            continue
        # `_reached`'s groups, counted without merging them (groups share no space).
        inside = district_of[start] == cut
        near = {
            label[nxt]
            for nxt in neighbours[start]
            if label[nxt] >= 0 and (cut == EMPTY or (district_of[nxt] == cut) == inside)
        }
        counts.append(sum(len(groups[k]) for k in near))
    return tuple(counts)
