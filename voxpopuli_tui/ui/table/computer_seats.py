"""Computer players for the app: the engine's levels, with the labels and defaults New game uses."""

from __future__ import annotations

from voxpopuli_tui.engine.bots import Bot, Level, make_bot
from voxpopuli_tui.i18n import N_, _

__all__ = ["DEFAULT_LEVEL", "LEGACY_LEVEL", "Bot", "Level", "label", "make_bot"]

#: the level of a computer seat chosen on New game unless changed
DEFAULT_LEVEL = Level.NORMAL
#: the level of computer seats saved before levels existed (they played at random)
LEGACY_LEVEL = Level.RANDOM


#: each level's name on screen, for the catalogue
LEVEL_NAMES = {Level.RANDOM: N_("Random"), Level.EASY: N_("Easy"), Level.NORMAL: N_("Normal"),
               Level.HARD: N_("Hard")}


def label(level: Level) -> str:
    """How a level is named on screen ("Hard", « Difficile »)."""
    return _(LEVEL_NAMES[level])
