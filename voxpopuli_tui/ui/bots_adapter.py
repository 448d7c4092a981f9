"""Computer players for the app: the engine's levels, with the labels and defaults New game uses."""

from __future__ import annotations

from voxpopuli_tui.engine.bots import Bot, Level, make_bot

__all__ = ["DEFAULT_LEVEL", "LEGACY_LEVEL", "Bot", "Level", "label", "make_bot"]

#: the level of a computer seat chosen on New game unless changed
DEFAULT_LEVEL = Level.NORMAL
#: the level of computer seats saved before levels existed (they played at random)
LEGACY_LEVEL = Level.RANDOM


def label(level: Level) -> str:
    """How a level is named on screen ("Hard")."""
    return level.value.capitalize()
