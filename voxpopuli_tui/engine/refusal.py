"""`Refusal`: why one choice is not legal, naming the ruling it comes from.

The predicates that build `legal_actions` (turn, match, votes, stars, cards) return a `Refusal`
or None, so `explain.why_illegal` says exactly what the enumerators checked, never a second copy
of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Refusal:
    """`rule`: a ruling id (`R18`, `C-INTERVIEW`); `text`: what is wrong, in a few words."""

    rule: str
    text: str

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})"
