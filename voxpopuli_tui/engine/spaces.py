"""Small value types for the board's names: a `Space` of the map (`C3`) and a `Politician`
(`Caesar`). Both are ints (indexes into the state's lists), so they mix with the state freely;
their text forms are the ones the action texts use (`actions.space_name`, `POLITICIANS`)."""

from __future__ import annotations

from enum import IntEnum

from .actions import COLUMNS, parse_politician, parse_space, space_name
from .board import geometry


class Politician(IntEnum):
    """R29: the six politicians in precedence order; `str(Politician.CAESAR)` is `Caesar`."""

    POMPEY = 0
    CRASSUS = 1
    CAESAR = 2
    ANTONY = 3
    OCTAVIAN = 4
    BRUTUS = 5

    def __str__(self) -> str:
        return self.name.capitalize()

    @classmethod
    def parse(cls, text: str) -> Politician:
        """A politician by name, case-insensitive (`ActionParseError` otherwise)."""
        return cls(parse_politician(text))


class Space(int):
    """R12: a space of the map; `str(Space(18))` is `C3` (column letter, row number)."""

    __slots__ = ()

    def __str__(self) -> str:
        return space_name(self)

    def __repr__(self) -> str:
        return f"Space({space_name(self)})"

    @classmethod
    def parse(cls, text: str) -> Space:
        """`C3` → the space (`ActionParseError` off the map or malformed)."""
        return cls(parse_space(text))

    @property
    def column(self) -> int:
        """0 for column A."""
        return self % COLUMNS

    @property
    def row(self) -> int:
        """0 for row 1."""
        return self // COLUMNS

    @property
    def district(self) -> int:
        """The district holding this space."""
        return geometry().district_of[self]

    @property
    def neighbours(self) -> tuple[Space, ...]:
        """Spaces sharing an edge with this one (R12: across districts too)."""
        return tuple(Space(s) for s in geometry().neighbours[self])
