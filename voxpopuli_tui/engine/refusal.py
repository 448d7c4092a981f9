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
    """`rule`: a ruling id (`R18`, `C-INTERVIEW`); `fixed`: a fixed message (marked `N_`), or
    `said`: a message with arguments and the seats' `names` its English needs. `text` is the
    English, made only when read: the enumerators of `legal_actions` ask many refusals only
    whether they are None."""

    rule: str
    fixed: str = ""
    said: Said | None = None
    names: Names = ()

    @property
    def text(self) -> str:
        """What is wrong, in a few English words."""
        return self.fixed if self.said is None else self.said.text(self.names)

    @property
    def message(self) -> Said:
        """What is wrong as a typed message, for an interface to word."""
        return self.said if self.said is not None else Said(self.fixed)

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})"


def refused(rule: str, names: Names, msg: str, **args: Arg) -> Refusal:
    """A refusal from a message template (marked `N_`) and its arguments; `names`: the seats'
    names, for a `Seat` argument's English."""
    return Refusal(rule, said=Said(msg, tuple(args.items())), names=names)
