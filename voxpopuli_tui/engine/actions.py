"""Actions: small frozen value objects with a text form that parses back.

Text form: ``<seat> <verb> <arguments>``, seats counted from 0, spaces as column letter and row
number (``B3``), politicians and districts by name, e.g. ``1 supporter 3 B3`` or
``2 play EXPULSION space=B3 to=C4``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum, StrEnum
from functools import cache
from operator import is_
from typing import Annotated, Any, ClassVar, Literal, TypeVar, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from .assets import CardId, load_map
from .constants import POLITICIAN_INDEX, POLITICIANS, Gain, MatchType, Side
from .errors import ActionParseError
from .quoting import quote

COLUMNS = 8


def space_name(space: int) -> str:
    """`B3` for column 2, row 3 (R12)."""
    return f"{chr(65 + space % COLUMNS)}{space // COLUMNS + 1}"


def parse_space(text: str) -> int:
    """Inverse of `space_name`."""
    m = load_map()
    text = text.strip().upper()
    if len(text) < 2 or not text[0].isalpha() or not _is_number(text[1:]):
        raise ActionParseError(f"{quote(text)} is not a space (column letter then row, like B3)")
    col, row = ord(text[0]) - 65, int(text[1:]) - 1
    if not (0 <= col < m.columns and 0 <= row < m.rows):
        raise ActionParseError(f"{quote(text)} is off the map")
    return row * m.columns + col


def district_name(district: int) -> str:
    """The district's name from the map asset."""
    return load_map().districts[district].name


def parse_district(text: str) -> int:
    """A district by name (case-insensitive) or number."""
    for d in load_map().districts:
        if d.name.casefold() == text.casefold():
            return d.id
    raise ActionParseError(f"{quote(text)} is not a district of Rome")


def parse_politician(text: str) -> int:
    """A politician by name (case-insensitive)."""
    for name, i in POLITICIAN_INDEX.items():
        if name.casefold() == text.casefold():
            return i
    raise ActionParseError(f"{quote(text)} is not a politician ({', '.join(POLITICIANS)})")


class Form(StrEnum):
    """How a field is written in an action's text form (and read back)."""

    NUMBER = "number"  # 3
    POLITICIAN = "politician"  # Caesar
    SPACE = "space"  # B3
    DISTRICT = "district"  # Subura
    WORD = "word"  # a card id, an enum value, a show-of-hands choice


Seat = Annotated[int, Field(ge=0, le=5), Form.NUMBER]
PoliticianNo = Annotated[int, Field(ge=0, le=5), Form.POLITICIAN]
SpaceNo = Annotated[int, Field(ge=0, le=47), Form.SPACE]
DistrictNo = Annotated[int, Field(ge=0, le=5), Form.DISTRICT]
PieceValue = Annotated[int, Field(ge=1, le=9), Form.NUMBER]


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One field of an action as its text form writes it: positional, or `name=` when
    optional (PlayCard's targets, a Star's decoy)."""

    name: str
    form: Form
    optional: bool


class ActionType(StrEnum):
    """The `type` tag of each action class: the verb of its text form and the discriminator of
    the `Action` union. A `StrEnum`, so a tag is written as its value in text and JSON."""

    COLISEUM = "coliseum"
    DESIGNATE = "designate"
    SUPPORTER = "supporter"
    GLADIATOR = "gladiator"
    MATCH = "match"
    NO_MATCH = "no-match"
    PASS = "pass"
    PLAY = "play"
    VOTE = "vote"
    ELIMINATE_SUPPORTER = "eliminate-supporter"
    ELIMINATE_GLADIATOR = "eliminate-gladiator"
    STAR = "star"
    GAIN = "gain"
    HANDS = "hands"
    PLEDGE = "pledge"
    CONTRIBUTE = "contribute"
    GIVE_MONEY = "give-money"
    GIVE_CARD = "give-card"
    BUY_DECOYS = "buy-decoys"


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int = Field(ge=0, le=5)
    #: the order of the positional fields in the text form, when not their declared order
    TEXT_ORDER: ClassVar[tuple[str, ...]] = ()

    def __str__(self) -> str:
        return f"{self.seat} {self._text()}"

    def _text(self) -> str:
        """`<verb> <positional fields> <name=value for each optional field set>`."""
        parts = [str(type(self).model_fields["type"].default)]
        for spec in action_fields(type(self)):
            value = getattr(self, spec.name)
            if not spec.optional:
                parts.append(_write(spec.form, value))
            elif value is not None:
                parts.append(f"{spec.name}={_write(spec.form, value)}")
        return " ".join(parts)


class PlaceColiseum(_Action):
    """R10: place a politician's Coliseum on a space."""

    type: Literal[ActionType.COLISEUM] = ActionType.COLISEUM
    politician: PoliticianNo
    space: SpaceNo


class Designate(_Action):
    """R14: the previous seat names the district of the active player's Supporter."""

    type: Literal[ActionType.DESIGNATE] = ActionType.DESIGNATE
    district: DistrictNo


class PlaceSupporter(_Action):
    """R14: put a piece of `value` on `space`, Supporter side up."""

    type: Literal[ActionType.SUPPORTER] = ActionType.SUPPORTER
    value: PieceValue
    space: SpaceNo


class PlaceGladiator(_Action):
    """R15: put a piece of `value` in a politician's arena."""

    type: Literal[ActionType.GLADIATOR] = ActionType.GLADIATOR
    value: PieceValue
    politician: PoliticianNo


class AnnounceMatch(_Action):
    """R18: announce a match; `star` is DREAM TEAM's match and plays that card."""

    type: Literal[ActionType.MATCH] = ActionType.MATCH
    politician: PoliticianNo
    kind: Annotated[MatchType, Form.WORD]
    TEXT_ORDER: ClassVar[tuple[str, ...]] = ("kind", "politician")


class NoMatch(_Action):
    """Phase 2: decline to organise a match."""

    type: Literal[ActionType.NO_MATCH] = ActionType.NO_MATCH


class Pass(_Action):
    """Pass in a card window (R13, R33, R34)."""

    type: Literal[ActionType.PASS] = ActionType.PASS


class PlayCard(_Action):
    """Play a card from one's hand, with its targets (written `name=value`)."""

    type: Literal[ActionType.PLAY] = ActionType.PLAY
    card: Annotated[CardId, Form.WORD]
    politician: PoliticianNo | None = None
    district: DistrictNo | None = None
    target: Seat | None = None
    space: SpaceNo | None = None
    to: SpaceNo | None = None
    value: Annotated[int, Field(ge=0, le=9), Form.NUMBER] | None = None


class Vote(_Action):
    """R19: the secret Applause/Boos vote."""

    type: Literal[ActionType.VOTE] = ActionType.VOTE
    side: Annotated[Side, Form.WORD]


class EliminateSupporter(_Action):
    """R21 (a): a Boos voter removes one of their attending Supporters."""

    type: Literal[ActionType.ELIMINATE_SUPPORTER] = ActionType.ELIMINATE_SUPPORTER
    space: SpaceNo


class EliminateGladiator(_Action):
    """R22: an Applause voter removes one of their Gladiators in the arena."""

    type: Literal[ActionType.ELIMINATE_GLADIATOR] = ActionType.ELIMINATE_GLADIATOR
    value: PieceValue


class PlaceStar(_Action):
    """R21 (b): slide one Star into a slot, optionally with a decoy into another slot."""

    type: Literal[ActionType.STAR] = ActionType.STAR
    value: PieceValue
    politician: PoliticianNo
    decoy: PoliticianNo | None = None


class ChooseGain(_Action):
    """R24: Phase 3 without a match: 1 sestertius or 1 card."""

    type: Literal[ActionType.GAIN] = ActionType.GAIN
    gain: Annotated[Gain, Form.WORD]


class HandsVote(_Action):
    """R33: an open vote by show of hands: `for`, `against`, or a politician's name."""

    type: Literal[ActionType.HANDS] = ActionType.HANDS
    choice: Annotated[str, Form.WORD]


class Pledge(_Action):
    """KEPT WOMAN: pledge sesterces openly."""

    type: Literal[ActionType.PLEDGE] = ActionType.PLEDGE
    amount: Annotated[int, Field(ge=0, le=999), Form.NUMBER]


class Contribute(_Action):
    """ROTTEN ARENA: contribute sesterces at an open moment."""

    type: Literal[ActionType.CONTRIBUTE] = ActionType.CONTRIBUTE
    amount: Annotated[int, Field(ge=1, le=5), Form.NUMBER]


class GiveMoney(_Action):
    """R26: a public gift of sesterces."""

    type: Literal[ActionType.GIVE_MONEY] = ActionType.GIVE_MONEY
    to: Seat
    amount: Annotated[int, Field(ge=1, le=999), Form.NUMBER]


class GiveCard(_Action):
    """R26: a card gift; the act is public, the card known to giver and receiver."""

    type: Literal[ActionType.GIVE_CARD] = ActionType.GIVE_CARD
    to: Seat
    card: Annotated[CardId, Form.WORD]


class BuyDecoys(_Action):
    """R5: buy decoys from the bank at 1 sestertius each."""

    type: Literal[ActionType.BUY_DECOYS] = ActionType.BUY_DECOYS
    count: Annotated[int, Field(ge=1, le=30), Form.NUMBER]


Action = Annotated[
    PlaceColiseum
    | Designate
    | PlaceSupporter
    | PlaceGladiator
    | AnnounceMatch
    | NoMatch
    | Pass
    | PlayCard
    | Vote
    | EliminateSupporter
    | EliminateGladiator
    | PlaceStar
    | ChooseGain
    | HandsVote
    | Pledge
    | Contribute
    | GiveMoney
    | GiveCard
    | BuyDecoys,
    Field(discriminator="type"),
]


@cache
def action_adapter() -> TypeAdapter[Action]:
    """The validator of the action union, built on first use (start-up time)."""
    return TypeAdapter(Action)


def action_classes() -> tuple[type[_Action], ...]:
    """Every action class of the union, in its order."""
    from typing import get_args

    return tuple(get_args(get_args(Action)[0]))


def action_types() -> tuple[ActionType, ...]:
    """Every action's `type` tag (`ActionType.SUPPORTER`, `ActionType.PLAY`…), in the order of
    the union."""
    return tuple(cls.model_fields["type"].default for cls in action_classes())


#: Actions any seat may take at an open moment, outside the game's main line (R5, R26): what
#: `legal_actions` lists after `moves`.
FREE_TYPES: frozenset[ActionType] = frozenset(
    {ActionType.GIVE_MONEY, ActionType.GIVE_CARD, ActionType.BUY_DECOYS, ActionType.CONTRIBUTE}
)


def is_free(action: Action) -> bool:
    """True for a gift, a decoy purchase or a contribution (`FREE_TYPES`)."""
    return action.type in FREE_TYPES


def main_line(legal: Iterable[Action]) -> list[Action]:
    """The pending decision's moves among `legal`, for a caller holding a list of actions and
    no game (a bot's choice, a guide's filter); with the game, `Core.moves` gives them."""
    return [a for a in legal if a.type not in FREE_TYPES]


def extras_of(legal: Iterable[Action]) -> list[Action]:
    """The open-moment actions among `legal` (with the game: `Core.extras`)."""
    return [a for a in legal if a.type in FREE_TYPES]


#: Every shared instance `cached` built, by `id`: the instance (kept, so its id is not reused)
#: and its field values when built. A caller can change any Python object
#: (`object.__setattr__`, its `__dict__`); `intact` tells the engine whether it still holds
#: what the rules built, before `apply` trusts it.
_BUILT: dict[int, tuple[_Action, tuple[Any, ...]]] = {}
#: Shared instances kept at most (then all are forgotten and built anew as needed).
MAX_SHARED = 1 << 18


@cache
def cached(cls: type[_Action], *args: object) -> Any:
    """A shared instance for frequent actions: enumeration stays cheap on the hot path."""
    fields = [f for f in cls.model_fields if f != "type"]
    action = cls.model_validate(dict(zip(fields, args, strict=False)))
    if len(_BUILT) >= MAX_SHARED:
        forget_shared()
    _BUILT[id(action)] = (action, tuple(action.__dict__.values()))
    return action


def intact(action: _Action) -> bool | None:
    """True when `action` is a shared instance whose fields are still those it was built with;
    False when a caller changed it; None when it is not (or no longer) a known instance."""
    built = _BUILT.get(id(action))
    if built is None or built[0] is not action:
        return None
    now, then = action.__dict__, built[1]
    # The very same value objects (an equal value of another type, 0.0 for 0, is a change).
    return len(now) == len(then) and all(map(is_, now.values(), then))


#: The `cache_clear` of every other cache that keeps shared instances (`holds_shared`).
_HOLDERS: list[Callable[[], None]] = []

_Cached = TypeVar("_Cached")


def holds_shared(fn: _Cached) -> _Cached:
    """Mark an `lru_cache` function whose results hold shared instances: `forget_shared`
    clears it too, so a changed instance is never listed again from there."""
    _HOLDERS.append(fn.cache_clear)  # type: ignore[attr-defined]
    return fn


def forget_shared() -> None:
    """Drop every shared instance (after one was changed by a caller: none is trusted), and
    every cache holding some."""
    cached.cache_clear()
    _BUILT.clear()
    for clear in _HOLDERS:
        clear()


def _form_of(annotation: Any) -> Form:
    """The `Form` marker of a field's annotation (inside `X | None` too)."""
    for meta in getattr(annotation, "__metadata__", ()):
        if isinstance(meta, Form):
            return meta
    for arg in get_args(annotation):
        if arg is not type(None):
            return _form_of(arg)
    raise TypeError(f"{annotation!r} declares no text form")


@cache
def action_fields(cls: type[_Action]) -> tuple[FieldSpec, ...]:
    """The fields of an action class as its text form writes them (the UI builds its menus
    from the same list): positional ones in text order, then the optional `name=` ones."""
    names = [n for n in cls.model_fields if n not in ("seat", "type")]
    specs = {
        n: FieldSpec(
            n,
            _form_of(cls.model_fields[n].rebuild_annotation()),
            not cls.model_fields[n].is_required(),
        )
        for n in names
    }
    order = list(cls.TEXT_ORDER) or [n for n in names if not specs[n].optional]
    return (*(specs[n] for n in order), *(s for s in specs.values() if s.optional))


@cache
def _classes_by_verb() -> dict[str, type[_Action]]:
    """Each action class by the verb of its text form (its `ActionType`'s value)."""
    return {str(c.model_fields["type"].default): c for c in action_classes()}


def _write(form: Form, value: Any) -> str:
    if form is Form.POLITICIAN:
        return str(POLITICIANS[value])
    if form is Form.SPACE:
        return space_name(value)
    if form is Form.DISTRICT:
        return district_name(value)
    return str(value.value if isinstance(value, Enum) else value)


def _read(form: Form, text: str) -> object:
    if form is Form.POLITICIAN:
        return parse_politician(text)
    if form is Form.SPACE:
        return parse_space(text)
    if form is Form.DISTRICT:
        return parse_district(text)
    if form is Form.NUMBER:
        if not _is_number(text):
            raise ActionParseError(f"{quote(text)} is not a number (digits 0 to 9)")
        return int(text)
    return text


#: Digits a number of the text form may have (every number of an action is below 1,000,000).
MAX_DIGITS = 6


def _is_number(text: str) -> bool:
    """ASCII digits only, at most `MAX_DIGITS` (`int` would read `"²"`, `"٣"`, `"1_0"`, and
    raise on a 5,000-digit one)."""
    return 0 < len(text) <= MAX_DIGITS and text.isascii() and text.isdigit()


def parse_action(text: str) -> Action:
    """Parse the text form produced by `str(action)` (derived from the same fields).

    Raises `ActionParseError` (one line) for anything that does not parse, and nothing else."""
    if type(text) is not str:
        raise ActionParseError(f"an action's text form is a str, not a {type(text).__name__}")
    words = text.split()
    if len(words) < 2 or not _is_number(words[0]):
        raise ActionParseError(f"{quote(text)}: expected '<seat> <verb> ...'")
    seat, verb, args = int(words[0]), words[1], words[2:]
    cls = _classes_by_verb().get(verb)
    if cls is None:
        raise ActionParseError(f"unknown action {quote(verb)}")
    try:
        data: dict[str, object] = {"seat": seat, "type": verb}
        specs = action_fields(cls)
        positional = [s for s in specs if not s.optional]
        optional = {s.name: s for s in specs if s.optional}
        if len(args) < len(positional):
            raise IndexError
        for spec, word in zip(positional, args, strict=False):
            data[spec.name] = _read(spec.form, word)
        for kv in args[len(positional) :]:
            key, _, val = kv.partition("=")
            named = optional.get(key)
            if named is None:
                raise ActionParseError(f"unknown argument {quote(key)} of {verb}")
            data[key] = _read(named.form, val)
        return action_adapter().validate_python(data)
    except (IndexError, ValueError) as exc:
        if isinstance(exc, ValidationError):
            raise ActionParseError(f"{quote(text)}: {exc.errors()[0]['msg']}") from None
        raise ActionParseError(f"{quote(text)}: missing or malformed argument") from None
