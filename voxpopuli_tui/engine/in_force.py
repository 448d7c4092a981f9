"""Which cards still have their effect: a card may take others' away (`CardRule.cancels`:
VOX POPULI, EPIC MATCH)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .core import CardHook

if TYPE_CHECKING:
    from .core import Core
    from .state import Modifier


def card_in_force(game: Core, card: str) -> bool:
    """Whether `card`'s effect still holds: no card cancels it (VOX POPULI cancels the other
    Arena cards; EPIC MATCH 5–6 cancels three Boos cards)."""
    return not any(
        rule.cancels(game, card)
        for rule in game.book.hooked[CardHook.CANCELS]
        if rule.cancels is not None
    )


def modifier_in_force(game: Core, modifier: Modifier) -> bool:
    """Whether the card behind `modifier` still has its effect (`card_in_force`)."""
    return card_in_force(game, modifier.card)
