"""Small facts of a position read from one seat's `SeatView` (R27: nothing else), in words.

The guide's reasons and explanations are built from these: who attends an arena (R17) now or
after a placement, a seat's share of a crowd, popularity ranks, one's own pieces.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from voxpopuli_tui.engine.constants import POLITICIANS
from voxpopuli_tui.engine.views import SeatView
from voxpopuli_tui.i18n import _


def name(view: SeatView, seat: int) -> str:
    """`you` for the viewer, else the seat's name."""
    return "you" if seat == view.seat else view.names[seat]


def politician(p: int) -> str:
    """A politician's name in the interface's language (R29's precedence order is the index
    order)."""
    return _(POLITICIANS[p])


def coliseum(view: SeatView, p: int) -> int | None:
    """The space of politician `p`'s Coliseum, if placed (R10)."""
    for s in view.spaces:
        if s.coliseum == p:
            return s.space
    return None


@dataclass(frozen=True, slots=True)
class Crowd:
    """Who attends a match in one arena (R17): the spaces, and the vote weight in them."""

    politician: int
    spaces: tuple[int, ...]
    owners: tuple[int, ...]  # the seat on each space
    values: tuple[int, ...]  # the Supporter's value on each space

    @property
    def size(self) -> int:
        """Supporter pieces attending: 3 or more let a match be announced (R18)."""
        return len(self.spaces)

    @property
    def total(self) -> int:
        """The attending Supporters' total value (R20)."""
        return sum(self.values)

    def count_of(self, seat: int) -> int:
        """How many attending Supporters are `seat`'s."""
        return sum(1 for o in self.owners if o == seat)

    def weight_of(self, seat: int) -> int:
        """`seat`'s vote weight in this crowd (R20)."""
        return sum(v for o, v in zip(self.owners, self.values, strict=True) if o == seat)


def crowd(
    view: SeatView,
    p: int,
    add: Mapping[int, tuple[int, int]] | None = None,
) -> Crowd:
    """R17: the Supporters attending `p`'s arena now, or once `add` (space -> (seat, value))
    is on the map. HOOLIGANS cuts its district's borders; FREE ARENA lets everyone attend."""
    owner: dict[int, tuple[int, int]] = {
        s.space: (s.seat, s.value) for s in view.spaces if s.seat is not None
    }
    owner.update(add or {})
    ti = view.turn_info
    if ti.free_arena:
        reached = sorted(owner)
    else:
        start = coliseum(view, p)
        reached = [] if start is None else _reach(view, owner, start, ti.hooligans)
    return Crowd(
        p,
        tuple(reached),
        tuple(owner[s][0] for s in reached),
        tuple(owner[s][1] for s in reached),
    )


def _reach(
    view: SeatView, owner: Mapping[int, tuple[int, int]], start: int, cut: int | None
) -> list[int]:
    district = [s.district for s in view.spaces]
    seen = {start}
    stack = [start]
    found: list[int] = []
    while stack:
        here = stack.pop()
        for nxt in view.adjacency[here]:
            if nxt in seen or nxt not in owner:
                continue
            if cut is not None and (district[here] == cut) != (district[nxt] == cut):
                continue  # HOOLIGANS: no space of the district touches another district
            seen.add(nxt)
            found.append(nxt)
            stack.append(nxt)
    return sorted(found)


def leader(view: SeatView) -> int | None:
    """The politician who would be Emperor now (R29: living, most popular, precedence)."""
    living = [p for p in range(len(view.popularity)) if not view.dead[p]]
    if not living:
        return None
    return max(living, key=lambda p: (view.popularity[p], -p))


def rank(view: SeatView, p: int) -> int:
    """1 for the politician who would be Emperor now, 2 for the next… (dead ones last)."""
    order = sorted(
        range(len(view.popularity)),
        key=lambda q: (view.dead[q], -view.popularity[q], q),
    )
    return order.index(p) + 1


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th…"""
    if n == 1:
        return _("1st")
    suffix = {2: "nd", 3: "rd"}.get(n if n < 20 else n % 10, "th")
    return _("{n}nd").format(n=n) if suffix == "nd" else (
        _("{n}rd").format(n=n) if suffix == "rd" else _("{n}th").format(n=n))


def my_gladiators(view: SeatView, p: int) -> list[int]:
    """The viewer's Gladiator values in `p`'s arena (public, R15)."""
    return sorted(v for s, v in view.arenas[p] if s == view.seat)


def my_stars(view: SeatView, p: int) -> tuple[int, int]:
    """The viewer's pieces in `p`'s compartment: (Stars, their value); decoys left out."""
    own = [v for v in view.slots[p].own if v > 0]
    return len(own), sum(own)


def values(xs: Sequence[object]) -> str:
    """`3`, `1 and 3`, `1, 2 and 4` (numbers or words)."""
    words = [str(x) for x in xs]
    if len(words) == 1:
        return words[0]
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])
