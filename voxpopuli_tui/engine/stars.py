"""Stars and decoys: the secret insertion into the politicians' slots (R21 b, R27, R31, 4.5)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import Action, PlaceStar, cached, holds_shared
from .constants import POLITICIANS
from .events import EventKind, StarsSealed, StarsShown
from .prompts import STARS
from .refusal import Refusal, refused
from .said import N_, Arena, Number, Parts, Politician, Said, Seat
from .state import Insert, Placement, StarsLeft
from .steps import AskStars

if TYPE_CHECKING:
    from .core import Core


def ask_stars(game: Core, step: AskStars) -> None:
    """R21 (b): all the seat's Gladiators in the arena become Stars to place one by one."""
    st = game.state
    seat = step.seat
    arena = game.active_match_arena()
    mine = [g for g in st.arenas[arena] if g[0] == seat]
    if not mine:
        return
    values = sorted((v for _, v in mine), reverse=True)
    st.arenas[arena] = [g for g in st.arenas[arena] if g[0] != seat]
    game.say(
        N_("{seat}'s Gladiators ({values}) in {arena} become Stars."),
        EventKind.STARS,
        seat=Seat(seat),
        values=Parts(tuple(Said(N_("{value}"), (("value", Number(v)),)) for v in values)),
        arena=Arena(arena),
    )
    game.ask(STARS, [seat], stars=StarsLeft(tuple(values)))


def legal_stars(game: Core, seat: int) -> list[Action]:
    """Each remaining Star to any slot, with or without one decoy into a different slot."""
    st = game.state
    p = st.pending
    assert p is not None and p.stars is not None
    decoys = decoy_refusal(game, seat) is None
    return list(_star_moves(seat, tuple(sorted(set(p.stars.left))), decoys))


@holds_shared
@lru_cache(maxsize=4096)
def _star_moves(seat: int, values: tuple[int, ...], decoys: bool) -> tuple[Action, ...]:
    # One table per seat, Stars left and decoy allowance: the same few recur all game, and the
    # 36 slot pairs of a Star cost more to list one by one than the rest of the decision.
    slots = range(len(POLITICIANS))
    options: list[Action] = []
    for v in values:
        for pol in slots:
            options.append(cached(PlaceStar, seat, v, pol, None))
            if decoys:
                options.extend(
                    cached(PlaceStar, seat, v, pol, d)
                    for d in slots
                    if decoy_slot_refusal(pol, d) is None
                )
    return tuple(options)


def star_refusal(game: Core, seat: int, value: int) -> Refusal | None:
    """R21 (b): None when `seat` still has a Star of `value` to place."""
    p = game.state.pending
    if p is None or p.stars is None or value not in p.stars.left:
        return refused("R21", game.names, N_("{seat} has no {value} Star left to place"),
                       seat=Seat(seat), value=Number(value))
    return None


def decoy_refusal(game: Core, seat: int) -> Refusal | None:
    """R5, R31: None when `seat` may slide one more decoy with a Star now."""
    if game.ruleset.no_bluff:
        return Refusal("R31", N_("No Bluff, No Remorse: decoys are not used"))
    p = game.state.pending
    stars = None if p is None else p.stars
    used = 0 if stars is None else sum(1 for x in stars.placed if x.decoy is not None)
    if game.state.players[seat].decoys <= used:
        return refused("R5", game.names, N_("{seat} has no decoy left (buy one for 1 sestertius)"),
                       seat=Seat(seat))
    return None


def decoy_slot_refusal(politician: int, decoy: int) -> Refusal | None:
    """R21 (b): a decoy goes into the slot of a different politician from its Star."""
    if decoy == politician:
        return refused("R21", (), N_("a decoy cannot go into its own Star's slot ({politician}'s)"),
                       politician=Politician(politician))
    return None


def place_star(game: Core, action: PlaceStar) -> None:
    """Hold the placement until the seat's last Star, then slide them all in at once.

    Committing together keeps the order of placements (which could hint at values) private.
    """
    st = game.state
    p = st.pending
    assert p is not None and p.stars is not None
    seat = action.seat
    left = list(p.stars.left)
    left.remove(action.value)
    decoy = action.decoy
    placed = (*p.stars.placed, Placement(action.value, action.politician, decoy))
    p.stars = StarsLeft(tuple(left), placed)
    if decoy is None:
        game.say(N_("You slid your {value} Star into {politician}'s slot."),
                 EventKind.STARS_PRIVATE, [seat], value=Number(action.value),
                 politician=Politician(action.politician))
    else:
        game.say(N_("You slid your {value} Star into {politician}'s slot and a decoy into "
                    "{decoy}'s slot."),
                 EventKind.STARS_PRIVATE, [seat], value=Number(action.value),
                 politician=Politician(action.politician), decoy=Politician(decoy))
    if left:
        return
    counts = [0] * len(POLITICIANS)
    for value, pol, dec in ((x.value, x.politician, x.decoy) for x in placed):
        st.slots[pol].append(Insert(seat, value, st.turn))
        counts[pol] += 1
        if dec is not None:
            # Decoys leave the player's stock only now, so the public count moves once.
            st.players[seat].decoys -= 1
            st.slots[dec].append(Insert(seat, 0, st.turn))
            counts[dec] += 1
    st.pending = None
    if game.ruleset.no_bluff:
        game.emit(StarsShown(seat, tuple((x.value, x.politician) for x in placed)))
        return
    game.emit(StarsSealed(seat, tuple(counts)))
