"""Which Arena cards still have their effect: VOX POPULI and EPIC MATCH cancel others."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .assets import cards_by_id

if TYPE_CHECKING:
    from .core import Core
    from .state import Modifier

#: EPIC MATCH 5–6 cancels these three Boos cards.
EPIC_CANCELLED = frozenset({"FRIENDLY_MATCH", "REFEREE", "TICKET_PRICE"})


def card_in_force(game: Core, card: str) -> bool:
    """VOX POPULI cancels the other Arena cards; EPIC MATCH 5–6 cancels three Boos cards."""
    ts = game.state.turn_state
    info = cards_by_id().get(card)
    if ts.vox_dei and info is not None and info.kind == "A" and card != "VOX_POPULI":
        return False
    return not (ts.epic_cancel and card in EPIC_CANCELLED)


def modifier_in_force(game: Core, modifier: Modifier) -> bool:
    """Whether the card behind `modifier` still has its effect (`card_in_force`)."""
    return card_in_force(game, modifier.card)
