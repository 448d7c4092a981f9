"""Load the game's data files (cards, map, default ruleset) from `assets/`.

The files ship inside the installed package as `voxpopuli_tui/assets`; in a source checkout
that has not been installed they are read from the repository's top-level `assets/` folder.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.abc import Traversable
from pathlib import Path
from typing import Any, NewType

from .errors import AssetError

#: A card's id (`"PANEM"`): a str to the runtime, its own type to the type checker.
CardId = NewType("CardId", str)


@dataclass(frozen=True, slots=True)
class CardInfo:
    """One card of the deck as printed data (R6, card table of the rulings)."""

    id: CardId
    title: str
    french: str
    kind: str  # "F" Forum, "A" Arena, "R" Reaction
    cleopatra: bool
    cost: int
    match_types: tuple[str, ...]
    summary: str


@dataclass(frozen=True, slots=True)
class DistrictInfo:
    """A district of Rome: a rectangular block of spaces (R12)."""

    id: int
    name: str
    colour: str
    col0: int
    row0: int


@dataclass(frozen=True, slots=True)
class MapInfo:
    """The grid of Rome (R12)."""

    columns: int
    rows: int
    district_width: int
    district_height: int
    districts: tuple[DistrictInfo, ...]


@dataclass(frozen=True, slots=True)
class ClubInfo:
    """A club: name, one-letter mark and colour (R3)."""

    id: str
    name: str
    mark: str
    colour: str
    coach: str


def _root() -> Traversable:
    try:
        return resources.files("voxpopuli_tui.assets")
    except ModuleNotFoundError:
        # Source checkout without install: the data folder sits beside the package.
        return Path(__file__).resolve().parents[2] / "assets"


def read_json(name: str) -> Any:
    """Parse one JSON file of the assets folder."""
    try:
        text = _root().joinpath(name).read_text(encoding="utf-8")
        return json.loads(text)
    except (OSError, json.JSONDecodeError) as exc:
        raise AssetError(f"cannot read asset {name}: {exc}") from exc


@cache
def load_cards() -> tuple[CardInfo, ...]:
    """The 55 cards, in the rulebook's order."""
    try:
        return tuple(
            CardInfo(
                id=CardId(c["id"]),
                title=c["title"],
                french=c["french"],
                kind=c["kind"],
                cleopatra=bool(c["cleopatra"]),
                cost=int(c.get("cost", 0)),
                match_types=tuple(c.get("match_types", ())),
                summary=c["summary"],
            )
            for c in read_json("cards.json")
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise AssetError(f"cards.json is malformed: {exc}") from exc


@cache
def cards_by_id() -> dict[str, CardInfo]:
    """Card data keyed by id."""
    return {c.id: c for c in load_cards()}


@cache
def load_map() -> MapInfo:
    """The map of Rome."""
    data = read_json("map.json")
    try:
        return MapInfo(
            columns=int(data["columns"]),
            rows=int(data["rows"]),
            district_width=int(data["district_width"]),
            district_height=int(data["district_height"]),
            districts=tuple(
                DistrictInfo(
                    id=int(d["id"]),
                    name=d["name"],
                    colour=d["colour"],
                    col0=int(d["col0"]),
                    row0=int(d["row0"]),
                )
                for d in data["districts"]
            ),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise AssetError(f"map.json is malformed: {exc}") from exc


@cache
def default_ruleset_data() -> dict[str, Any]:
    """The default ruleset's raw data (clubs, piece set, starting amounts)."""
    data = read_json("ruleset.json")
    if not isinstance(data, dict):
        raise AssetError("ruleset.json must hold an object")
    return data


@cache
def load_clubs() -> tuple[ClubInfo, ...]:
    """The six clubs (R3)."""
    try:
        return tuple(
            ClubInfo(
                id=c["id"], name=c["name"], mark=c["mark"], colour=c["colour"], coach=c["coach"]
            )
            for c in default_ruleset_data()["clubs"]
        )
    except (KeyError, TypeError) as exc:
        raise AssetError(f"ruleset.json clubs are malformed: {exc}") from exc


def title(card: str) -> str:
    """A card's printed English title."""
    info = cards_by_id().get(card)
    return card if info is None else info.title
