"""Each card's own state for the turn: one frozen class per card whose effect lasts across steps,
the turn's typed container of them (`CardSlots`, `TurnState.cards`), and the named questions the
turn's steps ask of them.

A slot holds None while its card is not in force, and its card's frozen record once it is. Only
the card's own module writes its slot (`forum` for FREE DISTRICT, BAD ORGANISER and HOOLIGANS;
`arena` for SPORTS FIRST, FREE ARENA and VOX POPULI, VOX DEI; `arena_rolls` for EPIC MATCH) and
reads it directly; any other step asks through a function of this module. The whole container
is replaced by an empty one at the end of each turn (`turn.end_turn`), when every one of these
effects ends.

A leaf module (the state imports it, so it imports nothing of the engine's rules), which is why
the questions live here rather than in the cards' modules.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..assets import CardId


@dataclass(frozen=True, slots=True)
class FreeDistrict:
    """FREE DISTRICT (R14) in force: the active player's Supporter goes on any empty space."""


@dataclass(frozen=True, slots=True)
class BadOrganiser:
    """BAD ORGANISER (R18) in force: a match the active player can pay 1 for is compulsory."""


@dataclass(frozen=True, slots=True)
class Hooligans:
    """HOOLIGANS (R17, R36) on `district`, played by `seat`: the district is adjacent to no
    other until the end of the turn."""

    district: int
    seat: int


@dataclass(frozen=True, slots=True)
class SportsFirst:
    """SPORTS FIRST in force: no card of any kind until the end of the turn."""


@dataclass(frozen=True, slots=True)
class FreeArena:
    """FREE ARENA (R17, R18) in force: every Supporter attends this turn's match; HOOLIGANS is
    void."""


@dataclass(frozen=True, slots=True)
class VoxPopuli:
    """VOX POPULI, VOX DEI played: no more Arena cards, the others' effects still to come are
    void, and `returning` (seat, card) go back to their players' hands at the end of the turn."""

    returning: tuple[tuple[int, CardId], ...] = ()


@dataclass(frozen=True, slots=True)
class EpicCancel:
    """EPIC MATCH rolled 5–6: FRIENDLY MATCH, REFEREE IN THE TOILETS and TICKET PRICE INCREASE
    have no effect this turn, even played later."""


@dataclass(slots=True)
class CardSlots:
    """The turn's card slots: one per card that keeps state across steps, None while it is not
    in force."""

    free_district: FreeDistrict | None = None
    bad_organiser: BadOrganiser | None = None
    hooligans: Hooligans | None = None
    sports_first: SportsFirst | None = None
    free_arena: FreeArena | None = None
    vox_populi: VoxPopuli | None = None
    epic_cancel: EpicCancel | None = None


# ----------------------------------------------------------------- questions of other steps
def no_card_this_turn(slots: CardSlots) -> bool:
    """SPORTS FIRST: no card may be played until the end of the turn (windows, DREAM TEAM)."""
    return slots.sports_first is not None


def no_arena_card_this_turn(slots: CardSlots) -> bool:
    """VOX POPULI, VOX DEI: no more Arena cards this turn (`registry.card_refusal`)."""
    return slots.vox_populi is not None


def everyone_attends(slots: CardSlots) -> bool:
    """FREE ARENA: every Supporter on the map attends this turn's match (R17)."""
    return slots.free_arena is not None


def isolated_district(slots: CardSlots) -> int | None:
    """HOOLIGANS: the district cut off this turn (R17), or None."""
    return None if slots.hooligans is None else slots.hooligans.district


def supporter_anywhere(slots: CardSlots) -> bool:
    """FREE DISTRICT: the active player's Supporter may go on any empty space (R14)."""
    return slots.free_district is not None


def match_compulsory(slots: CardSlots) -> bool:
    """BAD ORGANISER: a match is compulsory this turn when one is possible at price 1 (R18)."""
    return slots.bad_organiser is not None


def returning_cards(slots: CardSlots) -> tuple[tuple[int, CardId], ...]:
    """VOX POPULI, VOX DEI: the (seat, card) going back to their hands at the end of the turn."""
    return () if slots.vox_populi is None else slots.vox_populi.returning


# ----------------------------------------------------------------- older states
#: The fields an older `TurnState` held for these cards, and their value when not in force.
LEGACY_FIELDS: dict[str, Any] = {
    "free_district": False,
    "bad_organiser": False,
    "sports_first": False,
    "vox_dei": False,
    "epic_cancel": False,
    "free_arena": False,
    "hooligans": -1,
    "hooligans_seat": -1,
    "returning": [],
}


def migrate_turn(turn: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON of a turn as older versions wrote it (a flag per card, beside the turn's own
    facts) in today's shape: the flags set become their cards' slots in `cards`. A turn already
    in today's shape is returned as it is."""
    if "cards" in turn or not LEGACY_FIELDS.keys() & turn.keys():
        return dict(turn)
    out = {k: v for k, v in turn.items() if k not in LEGACY_FIELDS}

    def on(name: str) -> bool:
        return name in turn and turn[name] != LEGACY_FIELDS[name]

    cards: dict[str, Any] = {}
    for name in ("free_district", "bad_organiser", "sports_first", "free_arena", "epic_cancel"):
        if on(name):
            cards[name] = {}
    if on("hooligans"):
        cards["hooligans"] = {"district": turn["hooligans"],
                              "seat": turn.get("hooligans_seat", -1)}
    if on("vox_dei") or on("returning"):
        cards["vox_populi"] = {"returning": turn.get("returning", [])}
    out["cards"] = cards
    return out
