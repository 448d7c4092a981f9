"""Typed errors raised by the engine."""

from __future__ import annotations


class VoxPopuliError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalActionError(VoxPopuliError):
    """An action that the rules do not allow now; the state is left untouched."""

    def __init__(self, reason: str, action: object | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.action = action


class SeatError(IllegalActionError):
    """A seat number that does not sit at this table (asked for its actions, its view…)."""

    def __init__(self, seat: object, seats: int) -> None:
        super().__init__(f"there is no seat {_seat_shown(seat)} at this table "
                         f"(a seat is an int from 0 to {seats - 1})")
        self.seat = seat


def _seat_shown(seat: object) -> str:
    """A seat as a message may show it: a plain int in full, anything else by its type (a bool,
    a float, an int subclass, a 5,000-digit number: never its whole `repr`)."""
    if type(seat) is int and seat.bit_length() <= 64:
        return str(seat)
    if type(seat) is int:
        return f"of {seat.bit_length()} bits"
    kind = type(seat).__name__
    return f"{'an' if kind[:1].lower() in 'aeiou' else 'a'} {kind}"


class MalformedActionError(IllegalActionError):
    """Something handed to `apply` that is not a well-formed action of the engine: not an action
    at all, or a field of the wrong type or out of its range (a `model_copy` bypasses pydantic)."""


class ActionParseError(VoxPopuliError):
    """A text action that does not parse."""


class RulesetError(VoxPopuliError):
    """A ruleset whose values are out of range."""


class AssetError(VoxPopuliError):
    """A data file of `assets/` that is missing or malformed."""
