"""Who holds the keyboard, so that a curtain comes only when it passes between humans.

A curtain exists to make sure the right person is at the keyboard before anything private is
drawn. At a table of one human against computers nobody else is there: no curtain, ever. With
two or more humans a curtain comes when the keyboard must pass to another human; it is known to
stay with a seat only while that seat is the one acting (its own private screen, or a public
choice that only it could make). Anything else — a key any seat may press, a computer's move
that the table shows — leaves the holder unknown, and the next private screen has its curtain.
"""

from __future__ import annotations

from collections.abc import Iterable


class Keyboard:
    """The human seat known to hold the keyboard (None: unknown)."""

    def __init__(self, humans: Iterable[int]) -> None:
        self.humans = frozenset(humans)
        self.holder: int | None = None

    @property
    def solo(self) -> bool:
        """One human against computers: the table is theirs, hand on the table."""
        return len(self.humans) == 1

    def curtain_needed(self, seat: int, pin: bool = False) -> bool:
        """Does the keyboard pass to `seat` here? A seat PIN always asks for its curtain
        when others could be at the table (that is what it protects)."""
        if self.solo:
            return False
        return pin or self.holder != seat

    def handed_to(self, seat: int) -> None:
        """`seat` lifted its curtain (or needed none): it holds the keyboard now."""
        self.holder = seat

    def public_choice(self, deciding: Iterable[int]) -> None:
        """A key at the table answered a decision of `deciding` seats: the holder is the one
        human among them, if exactly one; anyone may have pressed it otherwise."""
        humans = [s for s in deciding if s in self.humans]
        self.holder = humans[0] if len(humans) == 1 else None

    def lost(self) -> None:
        """Who holds the keyboard is no longer known (the game was left, resumed, undone)."""
        self.holder = None
