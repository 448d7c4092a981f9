"""The mutable game state. Plain dataclasses, changed in place by the rules modules.

Hot paths mutate these directly; a copy is made only by rebuilding from the action log or by the
JSON round trip (`GameState.to_json` / `from_json`).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, cast

from pydantic import TypeAdapter

from .assets import CardId
from .cards.slots import CardSlots, migrate_turn
from .constants import MatchType, Phase, Side, Window
from .events import EventKind, Payload
from .kinds import Decision
from .steps import Frame

EMPTY = -1
#: `owner` code of a space holding politician p's Coliseum is COLISEUM_BASE + p.
COLISEUM_BASE = 100


@dataclass(slots=True)
class PlayerState:
    """One seat's holdings (R11, R23)."""

    club: dict[int, int]  # value -> pieces of that value left in the club
    money: int
    decoys: int
    hand: list[CardId]
    eliminated: list[int] = field(default_factory=list)  # values, in order of elimination


@dataclass(slots=True)
class Insert:
    """A piece in a politician's compartment: a Star (value > 0) or a decoy (value 0)."""

    seat: int
    value: int
    turn: int

    @property
    def decoy(self) -> bool:
        """Decoys have no value (4.5)."""
        return self.value == 0


@dataclass(slots=True)
class Modifier:
    """A card's effect on a match's totals, kept so the reveal can say why (issue: modifiers)."""

    card: CardId
    side: Side
    amount: int
    seat: int


@dataclass(slots=True)
class MatchState:
    """A match announced this turn (R18–R22) and the Arena cards bearing on it."""

    arena: int
    kind: MatchType
    organiser: int
    price: int
    votes: list[Side | None]
    locked: list[int] = field(default_factory=list)  # seats whose vote is forced to Applause
    modifiers: list[Modifier] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)  # card ids whose effect is in force
    enemy_brother: int = EMPTY
    revealed: bool = False
    result: Side | None = None
    applause: int = 0
    boos: int = 0
    attending: list[int] = field(default_factory=list)  # spaces, at the reveal
    cancelled: bool = False


@dataclass(slots=True)
class OpenVote:
    """A public vote by show of hands (R33) or a round of pledges (KEPT WOMAN)."""

    card: str
    player: int
    subject: int  # the politician concerned, or EMPTY
    question: str  # "yes-no", "politician" or "pledge"
    choices: list[str | None]
    weight: list[int]


@dataclass(slots=True)
class TurnState:
    """Facts that last until the end of the current turn: the designation, the Arena cards
    played, the match, the gain; each card whose effect lasts keeps its own state in `cards`."""

    district: int = EMPTY  # designated district for the Supporter
    designated_by: int = EMPTY
    arena_cards: list[list[Any]] = field(default_factory=list)  # [seat, card] played this turn
    cards: CardSlots = field(default_factory=CardSlots)  # each lasting card's own state
    match: MatchState | None = None
    gained: str | None = None


@dataclass(frozen=True, slots=True)
class Placement:
    """R21 (b): one Star placed (not yet slid in): its value, its slot, and the slot of the
    decoy that goes with it (None: no decoy)."""

    value: int
    politician: int
    decoy: int | None = None


@dataclass(frozen=True, slots=True)
class StarsLeft:
    """A Stars decision: the values still to place and the placements made so far (private
    to the seat until the last one, then slid in together)."""

    left: tuple[int, ...]
    placed: tuple[Placement, ...] = ()


@dataclass(frozen=True, slots=True)
class Roll:
    """R8, R34: the die a reaction window follows: its face, what it decides, and the card and
    seat behind it (None when not a card's)."""

    value: int
    purpose: str
    card: str | None = None
    seat: int | None = None


@dataclass(slots=True)
class Pending:
    """What the game waits for: the kind of decision, the seats that may act (`done`: those
    who did, in a simultaneous decision), and its typed details: the card window (R13), the
    roll of a die-roll window (R34), the Stars still to place (R21 b)."""

    kind: Decision
    seats: list[int]
    done: list[int] = field(default_factory=list)
    window: Window | None = None
    roll: Roll | None = None
    stars: StarsLeft | None = None


@dataclass(slots=True)
class Event:
    """A log line. `seats` None: public; else only those seats see it (R27). `data`: the typed
    payload the text was rendered from (`events`), for the events programs read."""

    seq: int
    turn: int
    kind: EventKind
    text: str
    seats: list[int] | None = None
    data: Payload | None = None


#: The slot that holds an event's text: the text itself, or until it is first read what words
#: it (`worded_later`).
_TEXT_SLOT: Any = Event.__dict__["text"]


def worded_later(data: Payload, names: Sequence[str]) -> str:
    """The `text` of an `Event` the engine logs: `data`'s English wording with `names`, worded
    on first read rather than when logged (a headless game never reads most lines). Reading it
    gives the very text `data.text(names)` gives now: the payloads are frozen and the names of
    a game never change."""
    return (data, names)  # type: ignore[return-value]  # read back by `_event_text` only


def _event_text(event: Event) -> str:
    text = _TEXT_SLOT.__get__(event, Event)
    if type(text) is not str:
        data, names = text
        text = data.text(names)
        _TEXT_SLOT.__set__(event, text)
    return cast(str, text)


# Every read of `Event.text` (attribute, equality, repr, JSON, copies) goes through the wording.
Event.text = property(  # type: ignore[assignment,misc]
    _event_text, _TEXT_SLOT.__set__, doc="The line's English text."
)


@dataclass(slots=True)
class GameState:
    """Everything about a game in progress."""

    n: int
    first: int
    active: int
    turn: int
    phase: Phase
    players: list[PlayerState]
    owner: list[int]  # per space: EMPTY, seat of a Supporter, or COLISEUM_BASE + politician
    value: list[int]  # per space: Supporter value (0 when none)
    coliseum: list[int]  # per politician: space of its Coliseum or EMPTY
    popularity: list[int]
    dead: list[bool]
    lover: int
    assassinations_left: int
    arenas: list[list[list[int]]]  # per politician: [seat, value] Gladiators
    slots: list[list[Insert]]  # per politician: compartment contents
    deck: list[CardId]
    discard: list[CardId]
    cleopatra: bool = False
    rotten: bool = False
    rotten_paid: int = 0
    decoy_bank: int = 0
    turn_state: TurnState = field(default_factory=TurnState)
    open_vote: OpenVote | None = None
    pending: Pending | None = None
    stack: list[Frame] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    last_roll: int = 0
    last_turn: bool = False
    over: bool = False
    rng_state: list[Any] = field(default_factory=list)
    version: int = 0

    def to_json(self) -> str:
        """Serialise to JSON text."""
        return _adapter().dump_json(self).decode()

    @staticmethod
    def from_json(text: str | bytes) -> GameState:
        """Rebuild a state from `to_json` output, this version's or an older one's (whose turn
        kept each card's state as a flag of its own: `cards.slots.migrate_turn`)."""
        data = json.loads(text)
        turn = data.get("turn_state") if isinstance(data, dict) else None
        if isinstance(turn, dict) and "cards" not in turn:
            data["turn_state"] = migrate_turn(turn)
            text = json.dumps(data)
        return _adapter().validate_json(text)


@cache
def _adapter() -> TypeAdapter[GameState]:
    # Built on first use: it costs start-up time that a game never needs unless it saves.
    return TypeAdapter(GameState)
