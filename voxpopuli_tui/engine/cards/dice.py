"""RIGGING and MATCH RIGGED: replace a die roll in its reaction window (R34)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PlayCard, cached
from ..constants import DIE_FACES, Window
from ..core import CardRule, Targets
from ..events import EventKind
from ..said import N_, Number, Seat

if TYPE_CHECKING:
    from ..core import Core

ROLL_WINDOW = frozenset({Window.ROLL.value})


def _faces(card: str) -> Targets:
    def targets(game: Core, seat: int) -> list[PlayCard]:
        return [
            cached(PlayCard, seat, card, None, None, None, None, None, face)
            for face in range(1, DIE_FACES + 1)
        ]

    return targets


def rig(game: Core, action: PlayCard) -> None:
    """R34: the roll becomes the chosen face; the window does not reopen (one rigging per roll)."""
    assert action.value is not None
    game.state.last_roll = action.value
    game.say(N_("{seat} rigged the die: {value}."), EventKind.ROLL, seat=Seat(action.seat),
             value=Number(action.value))


#: The cards of this module (listed in `rulebook`).
RULES: tuple[CardRule, ...] = tuple(
    CardRule(card, rig, targets=_faces(card), windows=ROLL_WINDOW)
    for card in ("RIGGING", "MATCH_RIGGED")
)
