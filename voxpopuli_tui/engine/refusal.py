"""`Refusal`: why one choice is not legal, naming the ruling it comes from.

The predicates that build `legal_actions` (turn, match, votes, stars, cards) return a `Refusal`
or None, so `explain.why_illegal` says exactly what the enumerators checked, never a second copy
of the rules. A refusal is a typed message (`said.Said`: a template for the catalogue and its
arguments), so an interface words it in its own language; `text` is the engine's English.
"""

from __future__ import annotations

from dataclasses import dataclass

from .said import Arg, Names, Said


@dataclass(frozen=True, slots=True)
class Refusal:
    """`rule`: a ruling id (`R18`, `C-INTERVIEW`); `text`: what is wrong, in a few English
    words; `said`: the same as a message with arguments (None: `text` is a fixed message)."""

    rule: str
    text: str
    said: Said | None = None

    @property
    def message(self) -> Said:
        """What is wrong as a typed message, for an interface to word."""
        return self.said if self.said is not None else Said(self.text)

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})"


def refused(rule: str, names: Names, msg: str, **args: Arg) -> Refusal:
    """A refusal from a message template (marked `N_`) and its arguments; `names`: the seats'
    names, for a `Seat` argument's English."""
    said = Said(msg, tuple(args.items()))
    return Refusal(rule, said.text(names), said)
