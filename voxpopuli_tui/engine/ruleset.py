"""The ruleset: everything that fixes a game before the first action (R2–R11, R30–R32)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from .assets import default_ruleset_data, load_clubs
from .errors import RulesetError
from .names import MAX_LENGTH, check_distinct, clean_name
from .quoting import printable, quote

MIN_PLAYERS = 3
MAX_PLAYERS = 6


class PlayerSpec(BaseModel):
    """A seat at the table: a name and a club id (R3)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=MAX_LENGTH)
    club: str

    @field_validator("name", mode="before")
    @classmethod
    def _clean(cls, value: Any) -> Any:
        # Before the length check, so it counts what will be shown (`names.clean_name`).
        return clean_name(value) if isinstance(value, str) else value


def _default_pieces() -> dict[int, int]:
    return {int(k): int(v) for k, v in default_ruleset_data()["pieces"].items()}


class Ruleset(BaseModel):
    """All settings of one game. Seat 0 is the first seat in turn order (R1)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[PlayerSpec, ...] = Field(min_length=MIN_PLAYERS, max_length=MAX_PLAYERS)
    seed: int = Field(default=0, ge=0, le=2**63 - 1)
    #: R2: seat index of the first player; None draws it from the seed.
    first_player: int | None = None
    #: R4: piece values and how many of each a player has.
    pieces: dict[int, int] = Field(default_factory=_default_pieces)
    starting_money: int = Field(default=7, ge=0, le=100)
    starting_cards: int = Field(default=4, ge=0, le=9)
    starting_decoys: int = Field(default=3, ge=0, le=5)
    decoy_bank: int = Field(default=30, ge=0, le=60)
    popularity_target: int = Field(default=10, ge=1, le=30)
    #: R10 / R32: Coliseums placed by the players in order, or at random.
    coliseum_placement: Literal["players", "random"] = "players"
    #: R30 "Hands in Play": Applause/Boos votes entered openly.
    hands_in_play: bool = False
    #: R31 "No Bluff, No Remorse": Stars face up, no decoys.
    no_bluff: bool = False
    #: R32: play with the 55 event cards.
    use_cards: bool = True

    @field_validator("pieces")
    @classmethod
    def _pieces(cls, value: dict[int, int]) -> dict[int, int]:
        if not value or any(v < 1 or v > 9 for v in value) or any(n < 0 for n in value.values()):
            raise ValueError("piece values must be 1..9 and counts non-negative")
        if not 2 <= sum(value.values()) <= 30:
            raise ValueError("a club must hold between 2 and 30 pieces")
        return dict(sorted(value.items()))

    @model_validator(mode="after")
    def _check(self) -> Ruleset:
        known = {c.id for c in load_clubs()}
        clubs = [p.club for p in self.players]
        for club in clubs:
            if club not in known:
                raise ValueError(f"unknown club {quote(club)}; choose one of {sorted(known)}")
        if len(set(clubs)) != len(clubs):
            raise ValueError("two players cannot share a club")
        check_distinct([p.name for p in self.players])
        if self.first_player is not None and not 0 <= self.first_player < len(self.players):
            raise ValueError(f"first_player must be a seat from 0 to {len(self.players) - 1}")
        return self

    @property
    def seats(self) -> int:
        """Number of players."""
        return len(self.players)

    @property
    def club_size(self) -> int:
        """Pieces per club."""
        return sum(self.pieces.values())

    @classmethod
    def build(cls, **data: Any) -> Ruleset:
        """Validate `data`; raise `RulesetError` naming the field and the allowed range."""
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise RulesetError(describe_validation_error(exc)) from None

    @classmethod
    def default(cls, players: int = 3, seed: int = 0, **data: Any) -> Ruleset:
        """A ruleset with default names and clubs for `players` seats."""
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise RulesetError(
                f"players: {players} is not allowed; Vox Populi is for "
                f"{MIN_PLAYERS} to {MAX_PLAYERS} players"
            )
        names = default_ruleset_data()["default_names"]
        clubs = load_clubs()
        specs = [{"name": names[i], "club": clubs[i].id} for i in range(players)]
        return cls.build(players=specs, seed=seed, **data)


def _where(part: object) -> str:
    """One step of a field's location: a field name as it is, anything else (a key read from
    a file: control bytes, a megabyte of text) quoted."""
    if type(part) is int or (type(part) is str and part.isidentifier() and len(part) <= 40):
        return str(part)
    return quote(part, 40)


def describe_validation_error(exc: ValidationError) -> str:
    """One readable line per problem: the field, what is wrong."""
    lines = []
    errors = exc.errors()
    # A refused player also makes pydantic count the tuple short: say only the real problem.
    bad_player = any(len(e["loc"]) > 1 and e["loc"][0] == "players" for e in errors)
    for err in errors:
        loc = err["loc"]
        if len(loc) == 3 and loc[0] == "players" and isinstance(loc[1], int):
            where = f"seat {loc[1] + 1} {loc[2]}"  # as New game numbers the seats
        else:
            where = ".".join(_where(p) for p in loc) or "ruleset"
        msg = err["msg"].removeprefix("Value error, ")
        if where == "players" and err["type"] in ("too_short", "too_long"):
            if bad_player:
                continue
            count = err.get("input")
            n = len(count) if isinstance(count, (list, tuple)) else "that many"
            msg = f"{n} players is not allowed; Vox Populi is for {MIN_PLAYERS} to {MAX_PLAYERS}"
        lines.append(f"{where}: {printable(msg)}")
    return "; ".join(lines)
