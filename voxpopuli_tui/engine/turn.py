"""A turn of play: Phase 1 placements (R14–R16), Phase 3 (R24) and the end of the turn (R28)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import (
    Action,
    ChooseGain,
    Designate,
    PlaceGladiator,
    PlaceSupporter,
    cached,
    holds_shared,
)
from .board import districts_with_room, empty_spaces, geometry
from .constants import POLITICIANS, Gain, Phase, Window
from .core import CardHook
from .events import EventKind
from .prompts import DESIGNATE, GAIN, GLADIATOR, SUPPORTER
from .refusal import Refusal, refused
from .said import N_, Arena, Coins, District, Number, Seat, Space
from .state import EMPTY, TurnState
from .steps import (
    AskDesignation,
    AskGladiator,
    AskMatch,
    AskSupporter,
    EndTurn,
    OpenWindow,
    Phase3,
    TurnStart,
)

if TYPE_CHECKING:
    from .core import Core


def club_count(game: Core, seat: int) -> int:
    """Pieces left in a seat's club."""
    return sum(game.state.players[seat].club.values())


#: R13: a turn's steps after its start, in order.
TURN_STEPS = (
    OpenWindow(Window.FORUM_START),
    AskDesignation(),
    AskSupporter(),
    AskGladiator(),
    OpenWindow(Window.FORUM_MID),
    AskMatch(),
    Phase3(),
    EndTurn(),
)


def turn_start(game: Core, step: TurnStart) -> None:
    """Open a new turn for the active seat: the whole turn's steps, in order (R13)."""
    st = game.state
    st.turn += 1
    st.phase = Phase.PHASE1
    st.turn_state = TurnState()
    game.say(N_("Turn {turn}: {seat} plays."), EventKind.TURN, turn=Number(st.turn),
             seat=Seat(st.active))
    game.push(
        *TURN_STEPS,
    )


def supporter_due(game: Core) -> bool:
    """R14, R16: whether the active player places a Supporter this turn."""
    st = game.state
    pieces = club_count(game, st.active)
    if pieces == 0:
        return False
    spaces = _spaces_by_card(game)
    if spaces is not None:
        return bool(spaces)
    return bool(districts_with_room(st))


def _spaces_by_card(game: Core) -> list[int] | None:
    # Where the Supporter may go when a card decides it (FREE DISTRICT), else None.
    for rule in game.book.hooked[CardHook.SUPPORTER_SPACES]:
        if rule.supporter_spaces is not None:
            spaces = rule.supporter_spaces(game)
            if spaces is not None:
                return spaces
    return None


def ask_designation(game: Core, step: AskDesignation) -> None:
    """R14: the previous seat designates a district, unless a card already decided."""
    st = game.state
    ts = st.turn_state
    if not supporter_due(game):
        if club_count(game, st.active) and not districts_with_room(st):
            game.say(N_("No district has an empty space: no Supporter is placed this turn."))
        return
    if _spaces_by_card(game) is not None or (
        ts.district != EMPTY and ts.district in districts_with_room(st)
    ):
        return
    ts.district = EMPTY
    game.ask(DESIGNATE, [game.previous(st.active)])


def district_refusal(game: Core, district: int) -> Refusal | None:
    """R14: None when the district has an empty space to designate."""
    if district not in districts_with_room(game.state):
        return refused("R14", (), N_("the {district} district is full"),
                       district=District(district))
    return None


def piece_refusal(game: Core, seat: int, value: int) -> Refusal | None:
    """R14, R15: None when `seat`'s club still holds a piece of `value`."""
    if not has_piece(game.state.players[seat].club, value):
        msg = N_("{seat} has no piece of value {value} left in their club")
        return refused("R4", game.names, msg, seat=Seat(seat), value=Number(value))
    return None


def has_piece(club: dict[int, int], value: int) -> bool:
    """R4: whether a club holds a piece of `value` (`piece_refusal`'s None, as a yes or no)."""
    return club.get(value, 0) > 0


def held_values(game: Core, seat: int) -> tuple[int, ...]:
    """The values `seat`'s club holds a piece of, in the club's order: the values a Supporter or
    a Gladiator may take (R14, R15), tested without building a refusal for each empty one."""
    club = game.state.players[seat].club
    return tuple(v for v in club if has_piece(club, v))


def space_refusal(game: Core, space: int) -> Refusal | None:
    """R14: None when the Supporter may go on `space` (empty, in the designated district)."""
    if space in supporter_spaces(game):
        return None
    if game.state.owner[space] != EMPTY:
        return refused("R14", (), N_("{space} is not an empty space"), space=Space(space))
    return refused("R14", (), N_("{space} is not in the designated {district} district"),
                   space=Space(space), district=District(game.state.turn_state.district))


def gain_refusal(game: Core, gain: Gain) -> Refusal | None:
    """R24, R6: the card option only while the deck has cards."""
    if gain is Gain.CARD and not game.state.deck:
        return Refusal("R6", N_("the deck is empty: no card to draw"))
    return None


def legal_designation(game: Core, seat: int) -> list[Action]:
    """R14: any district with an empty space."""
    return [cached(Designate, seat, d) for d in districts_with_room(game.state)]


def designate(game: Core, action: Designate) -> None:
    """R14: record the designated district."""
    st = game.state
    st.pending = None
    st.turn_state.district = action.district
    st.turn_state.designated_by = action.seat
    game.say(
        N_("{seat} designated the {district} district for {active}."),
        EventKind.DESIGNATE,
        seat=Seat(action.seat),
        district=District(action.district),
        active=Seat(st.active),
    )


def ask_supporter(game: Core, step: AskSupporter) -> None:
    """R14: the active player places a Supporter."""
    if supporter_due(game):
        game.ask(SUPPORTER, [game.state.active])


def supporter_spaces(game: Core) -> list[int]:
    """Empty spaces where the active player's Supporter may go."""
    spaces = _spaces_by_card(game)
    if spaces is not None:
        return spaces
    return empty_spaces(game.state, game.state.turn_state.district)


def legal_supporter(game: Core, seat: int) -> list[Action]:
    """R14: any value in the club, any empty space of the district."""
    values = held_values(game, seat)
    return list(_supporter_moves(seat, values, tuple(supporter_spaces(game))))


@holds_shared
@lru_cache(maxsize=4096)
def _supporter_moves(
    seat: int, values: tuple[int, ...], spaces: tuple[int, ...]
) -> tuple[Action, ...]:
    # One table per club and district: the same few recur all game (`cached` per move cost
    # more than the rest of the decision), each built from the rows of its values.
    rows = [_supporter_row(seat, v) for v in values]
    return tuple(row[s] for row in rows for s in spaces)


@holds_shared
@lru_cache(maxsize=512)
def _supporter_row(seat: int, value: int) -> tuple[Action, ...]:
    # A seat's Supporter of one value on each space of the map, by space.
    return tuple(cached(PlaceSupporter, seat, value, s) for s in range(geometry().size))


def place_supporter(game: Core, action: PlaceSupporter) -> None:
    """R14: the piece goes on the map, Supporter side up."""
    st = game.state
    st.pending = None
    st.players[action.seat].club[action.value] -= 1
    st.owner[action.space] = action.seat
    st.value[action.space] = action.value
    game.say(
        N_("{seat} placed a {value} Supporter on {space} ({district} district)."),
        EventKind.SUPPORTER,
        seat=Seat(action.seat),
        value=Number(action.value),
        space=Space(action.space),
        district=District(_district(action.space)),
    )


def _district(space: int) -> int:
    return geometry().district_of[space]


def ask_gladiator(game: Core, step: AskGladiator) -> None:
    """R15, R16: the active player places a Gladiator if the club still has a piece."""
    if club_count(game, game.state.active):
        game.ask(GLADIATOR, [game.state.active])


def legal_gladiator(game: Core, seat: int) -> list[Action]:
    """R15: any value in the club, any politician's arena."""
    values = held_values(game, seat)
    return list(_gladiator_moves(seat, values))


@holds_shared
@lru_cache(maxsize=4096)
def _gladiator_moves(seat: int, values: tuple[int, ...]) -> tuple[Action, ...]:
    arenas = range(len(POLITICIANS))
    return tuple(cached(PlaceGladiator, seat, v, p) for v in values for p in arenas)


def place_gladiator(game: Core, action: PlaceGladiator) -> None:
    """R15: the piece goes into the arena, Gladiator side up (its value is public)."""
    st = game.state
    st.pending = None
    st.players[action.seat].club[action.value] -= 1
    st.arenas[action.politician].append([action.seat, action.value])
    game.say(
        N_("{seat} sent a {value} Gladiator to {arena}."),
        EventKind.GLADIATOR,
        seat=Seat(action.seat),
        value=Number(action.value),
        arena=Arena(action.politician),
    )


def phase3(game: Core, step: Phase3) -> None:
    """R24: without a match, 1 sestertius or 1 card; then the last Forum window."""
    st = game.state
    ts = st.turn_state
    if ts.match is not None and ts.match.cancelled:
        return  # R24: UNREASONABLE EXPENSE ends the turn at once, with no Phase 3
    st.phase = Phase.PHASE3
    game.push(OpenWindow(Window.FORUM_END))
    if ts.match is not None:  # a match was announced: no gain (R24)
        return
    game.ask(GAIN, [st.active])


def legal_gain(game: Core, seat: int) -> list[Action]:
    """R24: the card option only while the deck has cards."""
    return [cached(ChooseGain, seat, g) for g in (Gain.MONEY, Gain.CARD)
            if gain_refusal(game, g) is None]


def choose_gain(game: Core, action: ChooseGain) -> None:
    """R24: take the chosen gain."""
    st = game.state
    st.pending = None
    st.turn_state.gained = action.gain.value
    if action.gain is Gain.MONEY:
        game.earn(action.seat, 1)
        game.say(N_("{seat} took {coins}."), EventKind.GAIN, seat=Seat(action.seat),
                 coins=Coins(1))
    else:
        game.draw(action.seat)


def end_turn(game: Core, step: EndTurn) -> None:
    """Turn clean-up, then R28: the last turn ends the game, else the next seat plays."""
    st = game.state
    for rule in game.book.hooked[CardHook.END_OF_TURN]:  # VOX POPULI's cards return…
        if rule.end_of_turn is not None:
            rule.end_of_turn(game)
    if all(club_count(game, s) == 0 for s in range(st.n)) and not st.last_turn:
        st.last_turn = True
        game.say(N_("Every club is empty: this was the last turn."), EventKind.LAST_TURN)
    st.turn_state = TurnState()
    if st.last_turn:
        from .scoring import finish

        finish(game)
        return
    st.active = (st.active + 1) % st.n
    game.push(TurnStart())
