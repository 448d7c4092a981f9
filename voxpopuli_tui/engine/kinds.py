"""The kinds of decision the game waits for, as an enum (the steps are types: `steps`).

Each `Decision` has one legal-action enumerator, listed in `rulebook`;
`tests/rules/test_rulebook.py` proves the list is complete.
"""

from __future__ import annotations

from enum import StrEnum


class Decision(StrEnum):
    """What the game waits for (`Pending.kind`)."""

    COLISEUM = "coliseum"
    DESIGNATE = "designate"
    SUPPORTER = "supporter"
    GLADIATOR = "gladiator"
    MATCH = "match"
    WINDOW = "window"
    VOTE = "vote"
    ELIM_SUPPORTER = "eliminate-supporter"
    ELIM_GLADIATOR = "eliminate-gladiator"
    STARS = "stars"
    GAIN = "gain"
    HANDS = "hands"
    PLEDGE = "pledge"
