"""The 55 event cards: generic playability in `registry`, effects grouped by theme."""

from . import registry  # noqa: F401
