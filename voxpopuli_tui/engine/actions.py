"""Actions: small frozen value objects with a text form that parses back.

Text form: ``<seat> <verb> <arguments>``, seats counted from 0, spaces as column letter and row
number (``B3``), politicians and districts by name, e.g. ``1 supporter 3 B3`` or
``2 play EXPULSION space=B3 to=C4``.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from .assets import load_map
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
    if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
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


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int = Field(ge=0, le=5)

    def __str__(self) -> str:
        return f"{self.seat} {self._text()}"

    def _text(self) -> str:
        raise NotImplementedError


class PlaceColiseum(_Action):
    """R10: place a politician's Coliseum on a space."""

    type: Literal["coliseum"] = "coliseum"
    politician: int = Field(ge=0, le=5)
    space: int = Field(ge=0, le=47)

    def _text(self) -> str:
        return f"coliseum {POLITICIANS[self.politician]} {space_name(self.space)}"


class Designate(_Action):
    """R14: the previous seat names the district of the active player's Supporter."""

    type: Literal["designate"] = "designate"
    district: int = Field(ge=0, le=5)

    def _text(self) -> str:
        return f"designate {district_name(self.district)}"


class PlaceSupporter(_Action):
    """R14: put a piece of `value` on `space`, Supporter side up."""

    type: Literal["supporter"] = "supporter"
    value: int = Field(ge=1, le=9)
    space: int = Field(ge=0, le=47)

    def _text(self) -> str:
        return f"supporter {self.value} {space_name(self.space)}"


class PlaceGladiator(_Action):
    """R15: put a piece of `value` in a politician's arena."""

    type: Literal["gladiator"] = "gladiator"
    value: int = Field(ge=1, le=9)
    politician: int = Field(ge=0, le=5)

    def _text(self) -> str:
        return f"gladiator {self.value} {POLITICIANS[self.politician]}"


class AnnounceMatch(_Action):
    """R18: announce a match; `star` is DREAM TEAM's match and plays that card."""

    type: Literal["match"] = "match"
    politician: int = Field(ge=0, le=5)
    kind: MatchType

    def _text(self) -> str:
        return f"match {self.kind.value} {POLITICIANS[self.politician]}"


class NoMatch(_Action):
    """Phase 2: decline to organise a match."""

    type: Literal["no-match"] = "no-match"

    def _text(self) -> str:
        return "no-match"


class Pass(_Action):
    """Pass in a card window (R13, R33, R34)."""

    type: Literal["pass"] = "pass"

    def _text(self) -> str:
        return "pass"


class PlayCard(_Action):
    """Play a card from one's hand, with its targets."""

    type: Literal["play"] = "play"
    card: str
    politician: int | None = Field(default=None, ge=0, le=5)
    district: int | None = Field(default=None, ge=0, le=5)
    target: int | None = Field(default=None, ge=0, le=5)
    space: int | None = Field(default=None, ge=0, le=47)
    to: int | None = Field(default=None, ge=0, le=47)
    value: int | None = Field(default=None, ge=0, le=9)

    def _text(self) -> str:
        parts = [f"play {self.card}"]
        if self.politician is not None:
            parts.append(f"politician={POLITICIANS[self.politician]}")
        if self.district is not None:
            parts.append(f"district={district_name(self.district)}")
        if self.target is not None:
            parts.append(f"target={self.target}")
        if self.space is not None:
            parts.append(f"space={space_name(self.space)}")
        if self.to is not None:
            parts.append(f"to={space_name(self.to)}")
        if self.value is not None:
            parts.append(f"value={self.value}")
        return " ".join(parts)


class Vote(_Action):
    """R19: the secret Applause/Boos vote."""

    type: Literal["vote"] = "vote"
    side: Side

    def _text(self) -> str:
        return f"vote {self.side.value}"


class EliminateSupporter(_Action):
    """R21 (a): a Boos voter removes one of their attending Supporters."""

    type: Literal["eliminate-supporter"] = "eliminate-supporter"
    space: int = Field(ge=0, le=47)

    def _text(self) -> str:
        return f"eliminate-supporter {space_name(self.space)}"


class EliminateGladiator(_Action):
    """R22: an Applause voter removes one of their Gladiators in the arena."""

    type: Literal["eliminate-gladiator"] = "eliminate-gladiator"
    value: int = Field(ge=1, le=9)

    def _text(self) -> str:
        return f"eliminate-gladiator {self.value}"


class PlaceStar(_Action):
    """R21 (b): slide one Star into a slot, optionally with a decoy into another slot."""

    type: Literal["star"] = "star"
    value: int = Field(ge=1, le=9)
    politician: int = Field(ge=0, le=5)
    decoy: int | None = Field(default=None, ge=0, le=5)

    def _text(self) -> str:
        text = f"star {self.value} {POLITICIANS[self.politician]}"
        if self.decoy is not None:
            text += f" decoy={POLITICIANS[self.decoy]}"
        return text


class ChooseGain(_Action):
    """R24: Phase 3 without a match: 1 sestertius or 1 card."""

    type: Literal["gain"] = "gain"
    gain: Gain

    def _text(self) -> str:
        return f"gain {self.gain.value}"


class HandsVote(_Action):
    """R33: an open vote by show of hands: `for`, `against`, or a politician's name."""

    type: Literal["hands"] = "hands"
    choice: str

    def _text(self) -> str:
        return f"hands {self.choice}"


class Pledge(_Action):
    """KEPT WOMAN: pledge sesterces openly."""

    type: Literal["pledge"] = "pledge"
    amount: int = Field(ge=0, le=999)

    def _text(self) -> str:
        return f"pledge {self.amount}"


class Contribute(_Action):
    """ROTTEN ARENA: contribute sesterces at an open moment."""

    type: Literal["contribute"] = "contribute"
    amount: int = Field(ge=1, le=5)

    def _text(self) -> str:
        return f"contribute {self.amount}"


class GiveMoney(_Action):
    """R26: a public gift of sesterces."""

    type: Literal["give-money"] = "give-money"
    to: int = Field(ge=0, le=5)
    amount: int = Field(ge=1, le=999)

    def _text(self) -> str:
        return f"give-money {self.to} {self.amount}"


class GiveCard(_Action):
    """R26: a card gift; the act is public, the card known to giver and receiver."""

    type: Literal["give-card"] = "give-card"
    to: int = Field(ge=0, le=5)
    card: str

    def _text(self) -> str:
        return f"give-card {self.to} {self.card}"


class BuyDecoys(_Action):
    """R5: buy decoys from the bank at 1 sestertius each."""

    type: Literal["buy-decoys"] = "buy-decoys"
    count: int = Field(ge=1, le=30)

    def _text(self) -> str:
        return f"buy-decoys {self.count}"


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

#: Actions any seat may take at an open moment, outside the game's main line (R5, R26).
FREE_TYPES = frozenset({"give-money", "give-card", "buy-decoys", "contribute"})


@lru_cache(maxsize=65536)
def cached(cls: type[_Action], *args: object) -> Any:
    """A shared instance for frequent actions: enumeration stays cheap on the hot path."""
    fields = [f for f in cls.model_fields if f != "type"]
    return cls.model_validate(dict(zip(fields, args, strict=False)))


def parse_action(text: str) -> Action:
    """Parse the text form produced by `str(action)`."""
    words = text.split()
    if len(words) < 2 or not words[0].isdigit():
        raise ActionParseError(f"{quote(text)}: expected '<seat> <verb> ...'")
    seat, verb, args = int(words[0]), words[1], words[2:]
    try:
        data: dict[str, object] = {"seat": seat, "type": verb}
        if verb == "coliseum":
            data |= {"politician": parse_politician(args[0]), "space": parse_space(args[1])}
        elif verb == "designate":
            data["district"] = parse_district(" ".join(args))
        elif verb == "supporter":
            data |= {"value": int(args[0]), "space": parse_space(args[1])}
        elif verb == "gladiator":
            data |= {"value": int(args[0]), "politician": parse_politician(args[1])}
        elif verb == "match":
            data |= {"kind": args[0], "politician": parse_politician(args[1])}
        elif verb == "play":
            data["card"] = args[0]
            for kv in args[1:]:
                key, _, val = kv.partition("=")
                if key == "politician":
                    data[key] = parse_politician(val)
                elif key == "district":
                    data[key] = parse_district(val)
                elif key in ("space", "to"):
                    data[key] = parse_space(val)
                elif key in ("target", "value"):
                    data[key] = int(val)
                else:
                    raise ActionParseError(f"unknown card argument {quote(key)}")
        elif verb == "vote":
            data["side"] = args[0]
        elif verb == "eliminate-supporter":
            data["space"] = parse_space(args[0])
        elif verb == "eliminate-gladiator":
            data["value"] = int(args[0])
        elif verb == "star":
            data |= {"value": int(args[0]), "politician": parse_politician(args[1])}
            if len(args) > 2:
                data["decoy"] = parse_politician(args[2].removeprefix("decoy="))
        elif verb == "gain":
            data["gain"] = args[0]
        elif verb == "hands":
            data["choice"] = args[0]
        elif verb in ("pledge", "contribute"):
            data["amount"] = int(args[0])
        elif verb == "give-money":
            data |= {"to": int(args[0]), "amount": int(args[1])}
        elif verb == "give-card":
            data |= {"to": int(args[0]), "card": args[1]}
        elif verb == "buy-decoys":
            data["count"] = int(args[0])
        elif verb not in ("no-match", "pass"):
            raise ActionParseError(f"unknown action {quote(verb)}")
        return action_adapter().validate_python(data)
    except (IndexError, ValueError) as exc:
        if isinstance(exc, ValidationError):
            raise ActionParseError(f"{quote(text)}: {exc.errors()[0]['msg']}") from None
        raise ActionParseError(f"{quote(text)}: missing or malformed argument") from None
