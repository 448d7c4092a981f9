"""The Vox Populi rules engine: pure Python, seeded, deterministic.

Import `Game`, `Ruleset`, the action classes and `view_for` from here; every rules module is
imported so that its steps and handlers are registered.
"""

from . import cards, match, setup, stars, turn, votes, windows  # noqa: F401  (registration)
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
from .errors import ActionParseError, IllegalActionError, RulesetError, VoxPopuliError
from .game import Game
from .ruleset import PlayerSpec, Ruleset
from .scoring import Outcome, compute_outcome
from .views import SeatView, public_view, view_for

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
    "Ruleset",
    "RulesetError",
    "SeatView",
    "Side",
    "Vote",
    "VoxPopuliError",
    "Window",
    "compute_outcome",
    "parse_action",
    "public_view",
    "view_for",
]
