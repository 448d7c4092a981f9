"""Kinds of pending decision (what the game waits for): sets and descriptions of `Decision`."""

from __future__ import annotations

from typing import Final

from .kinds import Decision

COLISEUM: Final = Decision.COLISEUM
DESIGNATE: Final = Decision.DESIGNATE
SUPPORTER: Final = Decision.SUPPORTER
GLADIATOR: Final = Decision.GLADIATOR
MATCH: Final = Decision.MATCH
WINDOW: Final = Decision.WINDOW
VOTE: Final = Decision.VOTE
ELIM_SUPPORTER: Final = Decision.ELIM_SUPPORTER
ELIM_GLADIATOR: Final = Decision.ELIM_GLADIATOR
STARS: Final = Decision.STARS
GAIN: Final = Decision.GAIN
HANDS: Final = Decision.HANDS
PLEDGE: Final = Decision.PLEDGE

#: Secret inputs: no gifts or other open-moment actions while one is pending (R5, R26).
SECRET: Final = frozenset({VOTE, STARS})
#: Decisions that several seats take at once, each once.
SIMULTANEOUS: Final = frozenset({WINDOW, VOTE})

DESCRIPTIONS: Final[dict[str, str]] = {
    COLISEUM: "place a Coliseum",
    DESIGNATE: "designate a district",
    SUPPORTER: "place a Supporter",
    GLADIATOR: "place a Gladiator",
    MATCH: "decide on a match",
    WINDOW: "play a card or pass",
    VOTE: "vote Applause or Boos",
    ELIM_SUPPORTER: "eliminate an attending Supporter",
    ELIM_GLADIATOR: "eliminate a Gladiator",
    STARS: "place Stars",
    GAIN: "take 1 sestertius or 1 card",
    HANDS: "vote by show of hands",
    PLEDGE: "pledge sesterces",
}
