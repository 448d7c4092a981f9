"""CLEOPATRA and the Cleopatra cards (R36, R37): lover moves and district troubles."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PlayCard
from ..constants import POLITICIAN_INDEX, POLITICIANS
from ..core import CardRule, RollEffect
from ..events import EventKind
from ..said import N_, Card, Number, Politician, Said
from ..turn import club_count
from .common import (
    gain,
    living,
    lose_popularity,
    move_lover,
    politician_targets,
    roll_for,
)

if TYPE_CHECKING:
    from ..core import Core

POMPEY = POLITICIAN_INDEX["Pompey"]
CRASSUS = POLITICIAN_INDEX["Crassus"]
CAESAR = POLITICIAN_INDEX["Caesar"]
ANTONY = POLITICIAN_INDEX["Antony"]
OCTAVIAN = POLITICIAN_INDEX["Octavian"]
BRUTUS = POLITICIAN_INDEX["Brutus"]

MAX_CLUB_FOR_CLEOPATRA = 4


def _cleopatra_condition(game: Core, seat: int) -> str | Said | None:
    if game.state.cleopatra:
        return N_("CLEOPATRA is already on the table")
    if club_count(game, seat) > MAX_CLUB_FOR_CLEOPATRA:
        return Said(N_("only with {count} pieces or fewer in your club"),
                    (("count", Number(MAX_CLUB_FOR_CLEOPATRA)),))
    return None


def cleopatra(game: Core, action: PlayCard) -> None:
    """CLEOPATRA (R36, R37): you gain 5; she stays on the table and unlocks the Cleo cards."""
    game.state.cleopatra = True
    gain(game, action.seat, 5, "CLEOPATRA")
    game.say(
        N_("{card} stays face up on the table: the Cleopatra cards may now be played."),
        EventKind.EFFECT,
        card=Card("CLEOPATRA"),
    )


def repression(game: Core, action: PlayCard) -> None:
    """REPRESSION IN THE GAULISH DISTRICT: all but Caesar −1; the lover marker goes to Caesar."""
    game.say(N_("{card}: every politician but {politician} loses 1."), EventKind.EFFECT,
             card=Card("REPRESSION"), politician=Politician(CAESAR))
    lose_popularity(game, [p for p in range(len(POLITICIANS)) if p != CAESAR], 1, "REPRESSION")
    move_lover(game, CAESAR, "REPRESSION")


def _two_sided(low: int, high: int, card: str) -> RollEffect:
    """A 'roll 1–3: `low` −2, 4–6: `high` −2' table for `card`."""

    def effect(game: Core, seat: int, roll: int) -> None:
        lose_popularity(game, [low if roll <= 3 else high], 2, card)

    return effect


def scores_settled(game: Core, action: PlayCard) -> None:
    """SCORES SETTLED BETWEEN SUPPORTERS: roll, 1–3 Caesar −2, 4–6 Pompey −2."""
    roll_for(game, "SCORES_SETTLED", action.seat)


def brawls(game: Core, action: PlayCard) -> None:
    """BRAWLS IN THE BABYLONIAN SUBURBS: roll, 1–3 Crassus −2, 4–6 Brutus −2."""
    roll_for(game, "BRAWLS", action.seat)


def scuffle(game: Core, action: PlayCard) -> None:
    """SCUFFLE IN THE GREEK DISTRICT: roll, 1–3 Octavian −2, 4–6 Antony −2."""
    roll_for(game, "SCUFFLE", action.seat)


def my_hero(game: Core, action: PlayCard) -> None:
    """MY HERO!: the lover marker goes to the most popular living politician (R29 precedence)."""
    pop = game.state.popularity
    hero = max(living(game), key=lambda p: (pop[p], -p))
    move_lover(game, hero, "MY_HERO")


def love_at_first_sight(game: Core, action: PlayCard) -> None:
    """LOVE AT FIRST SIGHT (R38): the lover marker goes to the living politician you name."""
    assert action.politician is not None
    move_lover(game, action.politician, "LOVE_AT_FIRST_SIGHT")


#: The cards of this module (listed in `rulebook`).
RULES: tuple[CardRule, ...] = (
    CardRule(
        "CLEOPATRA",
        cleopatra,
        condition=_cleopatra_condition,
        on_table=lambda game: game.state.cleopatra,
    ),
    CardRule("REPRESSION", repression),
    CardRule(
        "SCORES_SETTLED", scores_settled, roll_effect=_two_sided(CAESAR, POMPEY, "SCORES_SETTLED")
    ),
    CardRule("BRAWLS", brawls, roll_effect=_two_sided(CRASSUS, BRUTUS, "BRAWLS")),
    CardRule("SCUFFLE", scuffle, roll_effect=_two_sided(OCTAVIAN, ANTONY, "SCUFFLE")),
    CardRule("MY_HERO", my_hero),
    CardRule(
        "LOVE_AT_FIRST_SIGHT",
        love_at_first_sight,
        targets=politician_targets("LOVE_AT_FIRST_SIGHT"),
    ),
)
