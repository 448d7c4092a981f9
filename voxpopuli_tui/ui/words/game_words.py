"""The game's own words in the language spoken: the politicians' names (Pompée, César…), their
arenas (« l'arène d'Octave »: French elides, so each arena is a whole phrase), the sides of a
vote and the match types. The engine keeps its English names; these are drawn on screen."""

from __future__ import annotations

from voxpopuli_tui.engine.actions import district_name
from voxpopuli_tui.engine.constants import MatchType
from voxpopuli_tui.i18n import N_, _

#: R29's order, the engine's POLITICIANS (for the catalogue)
NAMES = (N_("Pompey"), N_("Crassus"), N_("Caesar"), N_("Antony"), N_("Octavian"), N_("Brutus"))
#: each politician's arena, a whole phrase (for the catalogue)
ARENAS = (N_("Pompey's arena"), N_("Crassus's arena"), N_("Caesar's arena"),
          N_("Antony's arena"), N_("Octavian's arena"), N_("Brutus's arena"))
#: the match types' names (a cup, a championship…)
MATCH_NAMES = {MatchType.CUP: N_("Cup"), MatchType.CHAMPIONSHIP: N_("Championship"),
               MatchType.INTERNATIONAL: N_("International"), MatchType.STAR: N_("Star")}
#: the sides of a vote
SIDES = {"applause": N_("Applause"), "boos": N_("Boos")}


def politician(index: int) -> str:
    """The politician's name ("Caesar", « César »)."""
    return _(NAMES[index])


def politicians() -> tuple[str, ...]:
    """Every politician's name, in R29's order."""
    return tuple(_(name) for name in NAMES)


def arena(index: int) -> str:
    """The politician's arena ("Octavian's arena", « l'arène d'Octave »)."""
    return _(ARENAS[index])


def match_name(kind: MatchType | str) -> str:
    """A match type's name ("Cup", « Coupe »)."""
    return _(MATCH_NAMES[MatchType(kind)])


def side_name(side: str) -> str:
    """A vote's side ("Applause", « Applaudissements »)."""
    return _(SIDES.get(str(side), str(side)))


def district(index: int) -> str:
    """A district's name ("Gaulish", « Gaulois »): the map's name, through the catalogue."""

    return _(district_name(index))
