"""Kinds of pending decision (what the game waits for)."""

from __future__ import annotations

from typing import Final

COLISEUM: Final = "coliseum"
DESIGNATE: Final = "designate"
SUPPORTER: Final = "supporter"
GLADIATOR: Final = "gladiator"
MATCH: Final = "match"
WINDOW: Final = "window"
VOTE: Final = "vote"
ELIM_SUPPORTER: Final = "eliminate-supporter"
ELIM_GLADIATOR: Final = "eliminate-gladiator"
STARS: Final = "stars"
GAIN: Final = "gain"
HANDS: Final = "hands"
PLEDGE: Final = "pledge"

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
