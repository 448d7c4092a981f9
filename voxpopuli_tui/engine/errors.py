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

    def __init__(self, seat: int, seats: int) -> None:
        super().__init__(f"there is no seat {seat} at this table (seats 0 to {seats - 1})")
        self.seat = seat


class MalformedActionError(IllegalActionError):
    """Something handed to `apply` that is not a well-formed action of the engine: not an action
    at all, or a field of the wrong type or out of its range (a `model_copy` bypasses pydantic)."""


class ActionParseError(VoxPopuliError):
    """A text action that does not parse."""


class RulesetError(VoxPopuliError):
    """A ruleset whose values are out of range."""


class AssetError(VoxPopuliError):
    """A data file of `assets/` that is missing or malformed."""
