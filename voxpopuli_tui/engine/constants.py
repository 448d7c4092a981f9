"""Fixed vocabulary of the game: politicians, match types, votes, phases."""

from __future__ import annotations

from enum import StrEnum
from typing import Final

#: R29: precedence order, also the order used to list politicians everywhere.
POLITICIANS: Final[tuple[str, ...]] = (
    "Pompey",
    "Crassus",
    "Caesar",
    "Antony",
    "Octavian",
    "Brutus",
)
POLITICIAN_INDEX: Final[dict[str, int]] = {name: i for i, name in enumerate(POLITICIANS)}

#: R9
ASSASSINATION_MARKERS: Final = 3
#: R6
DECK_SIZE: Final = 55
DIE_FACES: Final = 6
#: R21 (c)
ORGANISER_REWARD: Final = 4
MIN_ATTENDANCE: Final = 3


class MatchType(StrEnum):
    """R18 and DREAM TEAM's star match."""

    CUP = "cup"
    CHAMPIONSHIP = "championship"
    INTERNATIONAL = "international"
    STAR = "star"


#: R18 prices; the star match is DREAM TEAM's.
MATCH_PRICE: Final[dict[MatchType, int]] = {
    MatchType.CUP: 1,
    MatchType.CHAMPIONSHIP: 3,
    MatchType.INTERNATIONAL: 6,
    MatchType.STAR: 8,
}
#: R21 (d)
MATCH_POPULARITY: Final[dict[MatchType, int]] = {
    MatchType.CUP: 1,
    MatchType.CHAMPIONSHIP: 2,
    MatchType.INTERNATIONAL: 3,
    MatchType.STAR: 4,
}


class Side(StrEnum):
    """R19: a Supporter's behaviour."""

    APPLAUSE = "applause"
    BOOS = "boos"


class Phase(StrEnum):
    """Where the turn stands (R13–R24), or the setup and the end."""

    SETUP = "setup"
    PHASE1 = "phase1"
    PHASE2 = "phase2"
    VOTE = "vote"
    PHASE3 = "phase3"
    OVER = "over"


class Window(StrEnum):
    """R13 card windows."""

    FORUM_START = "forum-start"
    FORUM_MID = "forum-mid"
    FORUM_END = "forum-end"
    ARENA = "arena"
    ROLL = "roll"
    HANDS = "hands"


FORUM_WINDOWS: Final = frozenset({Window.FORUM_START, Window.FORUM_MID, Window.FORUM_END})


class Gain(StrEnum):
    """R24: the Phase 3 choice."""

    MONEY = "money"
    CARD = "card"
