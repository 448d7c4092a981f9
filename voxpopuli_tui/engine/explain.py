"""Readable reasons for refusing an action (the `IllegalActionError` message)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    FREE_TYPES,
    Action,
    PlaceGladiator,
    PlaceSupporter,
    PlayCard,
    space_name,
)
from .prompts import DESCRIPTIONS, SECRET

if TYPE_CHECKING:
    from .core import Core


def why_illegal(game: Core, action: Action) -> str:
    """Say, in one sentence, why `action` is not legal now."""
    st = game.state
    if not 0 <= action.seat < st.n:
        return f"there is no seat {action.seat} at this table"
    who = game.name(action.seat)
    if st.over:
        return "the game is over"
    p = st.pending
    if p is None:
        return "the game is not waiting for a decision"
    if action.type in FREE_TYPES:
        if p.kind in SECRET:
            return "gifts and purchases wait until the secret input is sealed"
        return f"{who} cannot afford or make that {action.type.replace('-', ' ')}"
    waiting = game.describe_pending()
    if action.seat not in game.to_act():
        return f"it is not {who}'s decision now; waiting for {waiting}"
    legal = game.legal_actions(action.seat)
    if not any(a.type == action.type for a in legal):
        return f"{who} cannot {action.type.replace('-', ' ')} now; they must {DESCRIPTIONS[p.kind]}"
    club = st.players[action.seat].club
    if isinstance(action, (PlaceSupporter, PlaceGladiator)) and club.get(action.value, 0) <= 0:
        return f"{who} has no piece of value {action.value} left in their club"
    if isinstance(action, PlaceSupporter):
        return f"{space_name(action.space)} is not an empty space where {who} may place"
    if isinstance(action, PlayCard):
        from .cards.registry import why_not_playable

        if action.card not in st.players[action.seat].hand:
            return f"{who} does not hold that card"
        reason = why_not_playable(game, action.seat, action.card, p.window)
        if reason:
            return f"{action.card} cannot be played: {reason}"
        return f"{action.card} cannot be played with those targets"
    return f"that {action.type.replace('-', ' ')} is not allowed now"
