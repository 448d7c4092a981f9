"""The Vox Populi rules engine: pure Python, seeded, deterministic.

Import `Game`, `Ruleset`, the action classes and `view_for` from here. Names load on first use
(PEP 562), so a program that only needs the card list or the map does not pay for pydantic;
`rulebook.py` lists every rule the `Game` runs.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import (
        Action,
        AnnounceMatch,
        BuyDecoys,
        ChooseGain,
        Contribute,
        Designate,
        EliminateGladiator,
        EliminateSupporter,
        GiveCard,
        GiveMoney,
        HandsVote,
        NoMatch,
        Pass,
        PlaceColiseum,
        PlaceGladiator,
        PlaceStar,
        PlaceSupporter,
        PlayCard,
        Pledge,
        Vote,
        parse_action,
    )
    from .constants import POLITICIANS, Gain, MatchType, Side, Window
    from .errors import (
        ActionParseError,
        IllegalActionError,
        MalformedActionError,
        RulesetError,
        VoxPopuliError,
    )
    from .game import Game
    from .position import PositionError, card, card_ids
    from .ruleset import PlayerSpec, Ruleset
    from .scoring import Outcome, compute_outcome
    from .spaces import Politician, Space
    from .views import SeatView, public_view, view_for

_HOME = {
    **dict.fromkeys(
        [
            "Action",
            "AnnounceMatch",
            "BuyDecoys",
            "ChooseGain",
            "Contribute",
            "Designate",
            "EliminateGladiator",
            "EliminateSupporter",
            "GiveCard",
            "GiveMoney",
            "HandsVote",
            "NoMatch",
            "Pass",
            "PlaceColiseum",
            "PlaceGladiator",
            "PlaceStar",
            "PlaceSupporter",
            "PlayCard",
            "Pledge",
            "Vote",
            "parse_action",
        ],
        "actions",
    ),
    **dict.fromkeys(("POLITICIANS", "Gain", "MatchType", "Side", "Window"), "constants"),
    **dict.fromkeys(
        (
            "ActionParseError",
            "IllegalActionError",
            "MalformedActionError",
            "RulesetError",
            "VoxPopuliError",
        ),
        "errors",
    ),
    "Game": "game",
    "PositionError": "position",
    "Politician": "spaces",
    "Space": "spaces",
    "card": "position",
    "card_ids": "position",
    "PlayerSpec": "ruleset",
    "Ruleset": "ruleset",
    "Outcome": "scoring",
    "compute_outcome": "scoring",
    "SeatView": "views",
    "public_view": "views",
    "view_for": "views",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{home}", __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "POLITICIANS",
    "Action",
    "ActionParseError",
    "AnnounceMatch",
    "BuyDecoys",
    "ChooseGain",
    "Contribute",
    "Designate",
    "EliminateGladiator",
    "EliminateSupporter",
    "Gain",
    "Game",
    "GiveCard",
    "GiveMoney",
    "HandsVote",
    "IllegalActionError",
    "MalformedActionError",
    "MatchType",
    "NoMatch",
    "Outcome",
    "Pass",
    "PlaceColiseum",
    "PlaceGladiator",
    "PlaceStar",
    "PlaceSupporter",
    "PlayCard",
    "PlayerSpec",
    "Pledge",
    "Politician",
    "PositionError",
    "Ruleset",
    "RulesetError",
    "SeatView",
    "Side",
    "Space",
    "Vote",
    "VoxPopuliError",
    "Window",
    "card",
    "card_ids",
    "compute_outcome",
    "parse_action",
    "public_view",
    "view_for",
]
