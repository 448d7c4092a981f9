"""Readable reasons for refusing an action (the `IllegalActionError` message).

Every reason names its ruling and comes from the predicates the enumerators of
`legal_actions` use (`turn`, `match`, `votes`, `stars`, `cards.registry`): a refusal says what
the rules checked, and the same mistake reads the same whatever else the seat holds.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .actions import (
    Action,
    ActionType,
    AnnounceMatch,
    ChooseGain,
    Designate,
    NoMatch,
    PlaceGladiator,
    PlaceStar,
    PlaceSupporter,
    PlayCard,
    Vote,
    is_free,
)
from .assets import cards_by_id, title
from .prompts import (
    COLISEUM,
    DESCRIPTIONS,
    DESIGNATE,
    ELIM_GLADIATOR,
    ELIM_SUPPORTER,
    GAIN,
    GLADIATOR,
    HANDS,
    MATCH,
    PLEDGE,
    SECRET,
    STARS,
    SUPPORTER,
    VOTE,
    WINDOW,
)
from .quoting import quote
from .refusal import Refusal, refused
from .said import N_, Card, Number, Seat, Seats, Why

if TYPE_CHECKING:
    from .core import Core

#: The ruling behind each kind of pending decision.
KIND_RULES: dict[str, str] = {
    COLISEUM: "R10",
    DESIGNATE: "R14",
    SUPPORTER: "R14",
    GLADIATOR: "R15",
    MATCH: "R18",
    WINDOW: "R13",
    VOTE: "R19",
    ELIM_SUPPORTER: "R21",
    ELIM_GLADIATOR: "R22",
    STARS: "R21",
    GAIN: "R24",
    HANDS: "R33",
    PLEDGE: "C-KEPT_WOMAN",
}
#: The action types that answer each kind of pending decision.
KIND_TYPES: dict[str, frozenset[ActionType]] = {
    COLISEUM: frozenset({ActionType.COLISEUM}),
    DESIGNATE: frozenset({ActionType.DESIGNATE}),
    SUPPORTER: frozenset({ActionType.SUPPORTER}),
    GLADIATOR: frozenset({ActionType.GLADIATOR}),
    MATCH: frozenset({ActionType.MATCH, ActionType.NO_MATCH}),
    WINDOW: frozenset({ActionType.PASS, ActionType.PLAY}),
    VOTE: frozenset({ActionType.VOTE}),
    ELIM_SUPPORTER: frozenset({ActionType.ELIMINATE_SUPPORTER}),
    ELIM_GLADIATOR: frozenset({ActionType.ELIMINATE_GLADIATOR}),
    STARS: frozenset({ActionType.STAR}),
    GAIN: frozenset({ActionType.GAIN}),
    HANDS: frozenset({ActionType.HANDS}),
    PLEDGE: frozenset({ActionType.PLEDGE}),
}


def why_illegal(game: Core, action: Action) -> str:
    """Say, in one sentence ending with its ruling, why `action` is not legal now."""
    moment = _moment(game, action)
    if moment is not None:
        return str(moment)
    return f"{game.name(action.seat)} cannot {_doing(action)}: {_specific(game, action)}"


def refusal_for(game: Core, action: Action) -> Refusal:
    """The typed reason `action` is refused now (its ruling and a few words)."""
    return _moment(game, action) or _specific(game, action)


def first_refusal(game: Core, action: Action) -> Refusal | None:
    """What the enumerators' predicates say against `action`; None when none of them objects.

    For every choice without card targets, None exactly when the action is legal.
    """
    return _moment(game, action) or _choice(game, action)


def _moment(game: Core, action: Action) -> Refusal | None:
    """Refusals about the moment, not the choice: no such seat, not this seat's decision, a
    decision of another kind. Their text names the seat."""
    st = game.state
    if not 0 <= action.seat < st.n:
        return refused("R1", (), N_("there is no seat {seat} at this table (seats 0 to {last})"),
                       seat=Number(action.seat), last=Number(st.n - 1))
    names = game.names
    who = Seat(action.seat)
    if st.over:
        return refused("R28", names, N_("the game is over: {seat} cannot act"), seat=who)
    p = st.pending
    if p is None:
        return Refusal("R13", N_("the game is not waiting for a decision"))
    if is_free(action):
        if p.kind in SECRET:
            return Refusal("R26", N_("gifts and purchases wait until the secret input is sealed"))
        return refused("R26", names, N_("{seat} cannot afford or make that {thing}"), seat=who,
                       thing=Why(action.type.replace("-", " ")))
    if action.seat not in game.to_act():
        return refused("R1", names,
                       N_("it is not {seat}'s decision now; waiting for {waiting}: {what}"),
                       seat=who, waiting=Seats(tuple(game.to_act())),
                       what=Why(DESCRIPTIONS.get(p.kind, p.kind)))
    if not isinstance(action, PlayCard) and action.type not in KIND_TYPES.get(p.kind, ()):
        verb = "vote" if isinstance(action, Vote) else _doing(action)
        return refused(KIND_RULES.get(p.kind, "R13"), names,
                       N_("{seat} cannot {doing} now; they must {must}"), seat=who,
                       doing=Why(verb), must=Why(DESCRIPTIONS[p.kind]))
    return None


def _choice(game: Core, action: Action) -> Refusal | None:
    """The enumerators' own predicates on this very choice."""
    p = game.state.pending
    assert p is not None
    if isinstance(action, PlayCard):
        # Any card, in any decision: the card's own checks (there may be no window at all).
        return _card(game, action, p.window if p.kind == WINDOW else None)
    check = _CHECKS.get(type(action))
    return check(game, action) if check is not None else None


def _specific(game: Core, action: Action) -> Refusal:
    """`_choice`, or what is left when every predicate passed: targets, or a value out of range."""
    found = _choice(game, action)
    if found is not None:
        return found
    if isinstance(action, PlayCard):
        return refused("R38", (), N_("{card} cannot be played with those targets"),
                       card=Card(action.card))
    p = game.state.pending
    assert p is not None
    return Refusal(KIND_RULES.get(p.kind, "R13"), N_("not among the choices now"))


def _card(game: Core, action: PlayCard, window: str | None) -> Refusal | None:
    from .cards.registry import card_refusal

    if action.card not in cards_by_id():
        return refused("R6", (), N_("there is no card {card}"), card=Why(quote(action.card)))
    if action.card not in game.state.players[action.seat].hand:
        return refused("R13", game.names, N_("{seat} does not hold {card}"),
                       seat=Seat(action.seat), card=Card(action.card))
    return card_refusal(game, action.seat, action.card, window)


def _supporter(game: Core, action: PlaceSupporter) -> Refusal | None:
    from .turn import piece_refusal, space_refusal

    return piece_refusal(game, action.seat, action.value) or space_refusal(game, action.space)


def _gladiator(game: Core, action: PlaceGladiator) -> Refusal | None:
    from .turn import piece_refusal

    return piece_refusal(game, action.seat, action.value)


def _designate(game: Core, action: Designate) -> Refusal | None:
    from .turn import district_refusal

    return district_refusal(game, action.district)


def _match(game: Core, action: AnnounceMatch) -> Refusal | None:
    from .match import arena_refusal, price_refusal

    return arena_refusal(game, action.politician) or price_refusal(
        game, action.seat, action.kind
    )


def _no_match(game: Core, action: NoMatch) -> Refusal | None:
    from .match import match_obligation

    return match_obligation(game)


def _vote(game: Core, action: Vote) -> Refusal | None:
    from .votes import vote_refusal

    return vote_refusal(game, action.seat, action.side)


def _star(game: Core, action: PlaceStar) -> Refusal | None:
    from .stars import decoy_refusal, decoy_slot_refusal, star_refusal

    found = star_refusal(game, action.seat, action.value)
    if found is None and action.decoy is not None:
        found = decoy_slot_refusal(action.politician, action.decoy) or decoy_refusal(
            game, action.seat
        )
    return found


def _gain(game: Core, action: ChooseGain) -> Refusal | None:
    from .turn import gain_refusal

    return gain_refusal(game, action.gain)


_CHECKS: dict[type[Any], Callable[[Core, Any], Refusal | None]] = {
    PlaceSupporter: _supporter,
    PlaceGladiator: _gladiator,
    Designate: _designate,
    AnnounceMatch: _match,
    NoMatch: _no_match,
    Vote: _vote,
    PlaceStar: _star,
    ChooseGain: _gain,
}

#: What the seat tried, as words after "cannot".
_DOING: dict[ActionType, str] = {
    ActionType.COLISEUM: "place that Coliseum",
    ActionType.DESIGNATE: "designate that district",
    ActionType.SUPPORTER: "place that Supporter",
    ActionType.GLADIATOR: "place that Gladiator",
    ActionType.MATCH: "announce that match",
    ActionType.NO_MATCH: "decline to organise a match",
    ActionType.PASS: "pass",
    ActionType.ELIMINATE_SUPPORTER: "eliminate that Supporter",
    ActionType.ELIMINATE_GLADIATOR: "eliminate that Gladiator",
    ActionType.STAR: "place that Star",
    ActionType.GAIN: "take that gain",
    ActionType.HANDS: "vote that way",
    ActionType.PLEDGE: "pledge that amount",
}


def _doing(action: Action) -> str:
    if isinstance(action, PlayCard):
        known = action.card in cards_by_id()
        return f"play {title(action.card) if known else 'that card'}"
    if isinstance(action, Vote):
        return f"vote {action.side.value.capitalize()}"
    return _DOING.get(action.type, f"make that {action.type.replace('-', ' ')}")
