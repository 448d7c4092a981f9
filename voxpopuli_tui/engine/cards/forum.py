"""Plain Forum cards: money tables, popularity sweeps, the map and Phase 1 (R13, card table)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..actions import PlayCard, cached, holds_shared
from ..assets import CardId
from ..board import districts_with_room, empty_spaces, geometry, is_supporter
from ..constants import MATCH_PRICE, POLITICIANS, MatchType, Side, Window
from ..core import CardRule
from ..events import EventKind
from ..match import possible_arenas
from ..refusal import Refusal
from ..said import N_, Arena, Card, Coins, District, Number, Politician, Seat, Space
from ..state import EMPTY, MatchState, Modifier
from ..turn import supporter_due
from .common import gain, lose_popularity, pay_each, roll_for
from .slots import BadOrganiser, FreeDistrict, Hooligans

if TYPE_CHECKING:
    from ..core import Core

PHASE1 = frozenset({Window.FORUM_START, Window.FORUM_MID})
FIRST_WINDOW = frozenset({Window.FORUM_START})


# ----------------------------------------------------------------- LATE TRANSFER
def _late_transfer_condition(game: Core, seat: int) -> str | None:
    if not game.state.players[seat].eliminated:
        return N_("you have no eliminated piece")
    return None


def _late_transfer_targets(game: Core, seat: int) -> list[PlayCard]:
    values = sorted(set(game.state.players[seat].eliminated))
    return [
        cached(PlayCard, seat, "LATE_TRANSFER", p, None, None, None, None, v)
        for v in values
        for p in range(len(POLITICIANS))
    ]


def late_transfer(game: Core, action: PlayCard) -> None:
    """LATE TRANSFER (R23): an eliminated piece returns as a Gladiator in any arena."""
    assert action.politician is not None and action.value is not None
    st = game.state
    st.players[action.seat].eliminated.remove(action.value)
    st.arenas[action.politician].append([action.seat, action.value])
    game.say(
        N_("{seat}'s eliminated {value} piece returns as a Gladiator in {arena} ({card})."),
        EventKind.GLADIATOR,
        seat=Seat(action.seat),
        value=Number(action.value),
        arena=Arena(action.politician),
        card=Card("LATE_TRANSFER"),
    )


# ----------------------------------------------------------------- SCANDAL SHEET, RIOT
def scandal_sheet(game: Core, action: PlayCard) -> None:
    """SCANDAL SHEET: roll, 1–4 every politician −1, 5–6 −2."""
    roll_for(game, "SCANDAL_SHEET", action.seat)


def _scandal_sheet_roll(game: Core, seat: int, roll: int) -> None:
    amount = 1 if roll <= 4 else 2
    game.say(N_("{card}: every politician loses {amount}."), EventKind.EFFECT,
             card=Card("SCANDAL_SHEET"), amount=Number(amount))
    lose_popularity(game, range(len(POLITICIANS)), amount, "SCANDAL_SHEET")


def riot(game: Core, action: PlayCard) -> None:
    """RIOT IN THE EGYPTIAN DISTRICT: every politician but Pompey −1."""
    game.say(N_("{card}: every politician but {politician} loses 1."), EventKind.EFFECT,
             card=Card("RIOT"), politician=Politician(0))
    lose_popularity(game, range(1, len(POLITICIANS)), 1, "RIOT")


# ----------------------------------------------------------------- EXPULSION
def _expulsion_condition(game: Core, seat: int) -> str | None:
    st = game.state
    if not any(is_supporter(o) for o in st.owner):
        return N_("no Supporter is on the map")
    if not empty_spaces(st):
        return N_("no space is empty")
    return None


def _expulsion_targets(game: Core, seat: int) -> list[PlayCard]:
    st = game.state
    sources = tuple(s for s, o in enumerate(st.owner) if is_supporter(o))
    return list(_expulsion_moves(seat, sources, tuple(empty_spaces(st))))


@holds_shared
@lru_cache(maxsize=256)
def _expulsion_moves(
    seat: int, sources: tuple[int, ...], free: tuple[int, ...]
) -> tuple[PlayCard, ...]:
    # One table per map: every window of a turn offers the same few hundred moves again.
    return tuple(
        cached(PlayCard, seat, "EXPULSION", None, None, None, s, t) for s in sources for t in free
    )


def expulsion(game: Core, action: PlayCard) -> None:
    """EXPULSION: move any Supporter on the map to any empty space."""
    assert action.space is not None and action.to is not None
    st = game.state
    owner, value = st.owner[action.space], st.value[action.space]
    st.owner[action.to], st.value[action.to] = owner, value
    st.owner[action.space], st.value[action.space] = EMPTY, 0
    g = geometry()
    game.say(
        N_("{seat} moves {owner}'s {value} Supporter from {space} to {to} ({district} district) "
           "({card})."),
        EventKind.SUPPORTER,
        seat=Seat(action.seat),
        owner=Seat(owner),
        value=Number(value),
        space=Space(action.space),
        to=Space(action.to),
        district=District(g.district_of[action.to]),
        card=Card("EXPULSION"),
    )


# ----------------------------------------------------------------- Phase 1 cards
def _supporters_clubs_condition(game: Core, seat: int) -> str | None:
    ts = game.state.turn_state
    if not supporter_due(game):
        return N_("the active player places no Supporter this turn")
    if ts.cards.free_district is not None:
        return N_("FREE DISTRICT is in force this turn")
    if ts.district != EMPTY:
        return N_("the district is already chosen")
    return None


def _supporters_clubs_targets(game: Core, seat: int) -> list[PlayCard]:
    return [
        cached(PlayCard, seat, "SUPPORTERS_CLUBS", None, d) for d in districts_with_room(game.state)
    ]


def supporters_clubs(game: Core, action: PlayCard) -> None:
    """SUPPORTERS' CLUBS (R14): you designate the active player's district, then draw a card."""
    assert action.district is not None
    st = game.state
    ts = st.turn_state
    ts.district = action.district
    ts.designated_by = action.seat
    game.say(
        N_("{seat} designated the {district} district for {active} ({card})."),
        EventKind.DESIGNATE,
        seat=Seat(action.seat),
        district=District(action.district),
        active=Seat(st.active),
        card=Card("SUPPORTERS_CLUBS"),
    )
    game.draw(action.seat)


def _free_district_condition(game: Core, seat: int) -> str | None:
    st = game.state
    if seat != st.active:
        return N_("only the active player")
    if not supporter_due(game):
        return N_("you place no Supporter this turn")
    if st.turn_state.cards.free_district is not None:
        return N_("FREE DISTRICT is already in force")
    return None


def free_district(game: Core, action: PlayCard) -> None:
    """FREE DISTRICT (R14): the active player's Supporter goes on any empty space."""
    game.state.turn_state.cards.free_district = FreeDistrict()
    game.say(
        N_("{seat} may place their Supporter on any empty space this turn ({card})."),
        EventKind.EFFECT,
        seat=Seat(action.seat),
        card=Card("FREE_DISTRICT"),
    )


def _bad_organiser_obliges(game: Core) -> Refusal | None:
    """BAD ORGANISER (R18): a match is compulsory this turn if one is possible at price 1."""
    st = game.state
    if (
        st.turn_state.cards.bad_organiser is not None
        and st.players[st.active].money >= MATCH_PRICE[MatchType.CUP]
        and possible_arenas(game)
    ):
        return Refusal("C-BAD_ORGANISER", N_("BAD ORGANISER: a match must be announced this turn"))
    return None


def _free_district_spaces(game: Core) -> list[int] | None:
    st = game.state
    return empty_spaces(st) if st.turn_state.cards.free_district is not None else None


def bad_organiser(game: Core, action: PlayCard) -> None:
    """BAD ORGANISER (R18): a Cup-affordable, possible match becomes compulsory this turn."""
    game.state.turn_state.cards.bad_organiser = BadOrganiser()
    game.say(
        N_("{seat} must organise a match this turn if one is possible and they can pay 1 "
           "({card})."),
        EventKind.EFFECT,
        seat=Seat(game.state.active),
        card=Card("BAD_ORGANISER"),
    )


# ----------------------------------------------------------------- HOOLIGANS
def _hooligans_condition(game: Core, seat: int) -> str | None:
    if game.state.turn_state.cards.hooligans is not None:
        return N_("HOOLIGANS is already on a district")
    return None


def _hooligans_targets(game: Core, seat: int) -> list[PlayCard]:
    return [cached(PlayCard, seat, "HOOLIGANS", None, d) for d in range(len(geometry().spaces_of))]


def hooligans(game: Core, action: PlayCard) -> None:
    """HOOLIGANS (R17, R36): the district is cut off until the end of the turn."""
    assert action.district is not None
    game.state.turn_state.cards.hooligans = Hooligans(action.district, action.seat)
    game.say(
        N_("{card} ransack the {district} district: until the end of the turn it is adjacent "
           "to no other district."),
        EventKind.EFFECT,
        card=Card("HOOLIGANS"),
        district=District(action.district),
    )


def _hooligans_on_table(game: Core) -> bool:
    st = game.state
    return st.turn_state.cards.hooligans is not None and "HOOLIGANS" not in st.discard


def _hooligans_leave(game: Core) -> None:
    """HOOLIGANS (R36): the card lies on its district until the end of the turn."""
    if _hooligans_on_table(game):
        game.state.discard.append(CardId("HOOLIGANS"))


# ----------------------------------------------------------------- money tables
def tv_rights(game: Core, action: PlayCard) -> None:
    """TV RIGHTS: roll, 1–2 every player pays 2 (or all they have), 3–6 you gain 6."""
    roll_for(game, "TV_RIGHTS", action.seat)


def _tv_rights_roll(game: Core, seat: int, roll: int) -> None:
    if roll <= 2:
        pay_each(game, 2, "TV_RIGHTS")
    else:
        gain(game, seat, 6, "TV_RIGHTS")


def merchandising(game: Core, action: PlayCard) -> None:
    """MERCHANDISING: roll, 1–2 +1, 3–4 +2, 5–6 +4 to you."""
    roll_for(game, "MERCHANDISING", action.seat)


def _merchandising_roll(game: Core, seat: int, roll: int) -> None:
    gain(game, seat, 1 if roll <= 2 else 2 if roll <= 4 else 4, "MERCHANDISING")


def sponsors(game: Core, action: PlayCard) -> None:
    """SPONSORS: roll, 1–2 every player who can pays 1, 3–6 you gain 3."""
    roll_for(game, "SPONSORS", action.seat)


def _sponsors_roll(game: Core, seat: int, roll: int) -> None:
    if roll <= 2:
        pay_each(game, 1, "SPONSORS")
    else:
        gain(game, seat, 3, "SPONSORS")


# ----------------------------------------------------------------- ROTTEN ARENA
def _rotten_condition(game: Core, seat: int) -> str | None:
    if game.state.rotten:
        return N_("ROTTEN ARENA is already on the table")
    return None


def rotten_arena(game: Core, action: PlayCard) -> None:
    """ROTTEN ARENA (R36): stays on the table; matches announced from now on have Boos +3."""
    st = game.state
    st.rotten = True
    st.rotten_paid = 0
    game.say(
        N_("{card} stays on the table: every match announced from now on has Boos +3 until "
           "{coins} are contributed."),
        EventKind.ROTTEN,
        card=Card("ROTTEN_ARENA"),
        coins=Coins(5),
    )


def _rotten_boos(game: Core, m: MatchState) -> None:
    """ROTTEN ARENA (R36): Boos +3 in every match announced while it stands."""
    if game.state.rotten:
        m.modifiers.append(Modifier(CardId("ROTTEN_ARENA"), Side.BOOS, 3, EMPTY))


#: The cards of this module (listed in `rulebook`).
RULES: tuple[CardRule, ...] = (
    CardRule(
        "LATE_TRANSFER",
        late_transfer,
        condition=_late_transfer_condition,
        targets=_late_transfer_targets,
    ),
    CardRule("SCANDAL_SHEET", scandal_sheet, roll_effect=_scandal_sheet_roll),
    CardRule("RIOT", riot),
    CardRule("EXPULSION", expulsion, condition=_expulsion_condition, targets=_expulsion_targets),
    CardRule(
        "SUPPORTERS_CLUBS",
        supporters_clubs,
        condition=_supporters_clubs_condition,
        targets=_supporters_clubs_targets,
        windows=FIRST_WINDOW,
    ),
    CardRule(
        "FREE_DISTRICT",
        free_district,
        condition=_free_district_condition,
        windows=FIRST_WINDOW,
        supporter_spaces=_free_district_spaces,
    ),
    CardRule(
        "BAD_ORGANISER", bad_organiser, windows=PHASE1, forces_match=_bad_organiser_obliges
    ),
    CardRule(
        "HOOLIGANS",
        hooligans,
        condition=_hooligans_condition,
        targets=_hooligans_targets,
        on_table=_hooligans_on_table,
        end_of_turn=_hooligans_leave,
    ),
    CardRule("TV_RIGHTS", tv_rights, roll_effect=_tv_rights_roll),
    CardRule("MERCHANDISING", merchandising, roll_effect=_merchandising_roll),
    CardRule("SPONSORS", sponsors, roll_effect=_sponsors_roll),
    CardRule(
        "ROTTEN_ARENA",
        rotten_arena,
        condition=_rotten_condition,
        on_table=lambda game: game.state.rotten,
        on_announce=_rotten_boos,
    ),
)
