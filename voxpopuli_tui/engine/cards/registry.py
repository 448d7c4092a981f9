"""Card rules: which card may be played where and by whom (R13, R35, R37), and their effects."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..actions import Action, PlayCard, cached
from ..assets import cards_by_id
from ..constants import FORUM_WINDOWS, Window
from ..refusal import Refusal

if TYPE_CHECKING:
    from ..game import Game
    from ..state import Modifier

Resolver = Callable[["Game", PlayCard], None]
Condition = Callable[["Game", int], str | None]
Targets = Callable[["Game", int], list[PlayCard]]


@dataclass(frozen=True, slots=True)
class CardRule:
    """How one card is played: extra condition, target enumeration, effect."""

    id: str
    resolve: Resolver
    condition: Condition | None = None
    targets: Targets | None = None
    windows: frozenset[str] | None = None  # None: by kind (F: Forum windows, A: Arena window)


CARD_RULES: dict[str, CardRule] = {}


def card_rule(
    card_id: str,
    *,
    condition: Condition | None = None,
    targets: Targets | None = None,
    windows: frozenset[str] | None = None,
) -> Callable[[Resolver], Resolver]:
    """Register a card's effect (and optionally its condition and targets)."""

    def deco(fn: Resolver) -> Resolver:
        CARD_RULES[card_id] = CardRule(card_id, fn, condition, targets, windows)
        return fn

    return deco


def simple_play(game: Game, seat: int, card: str) -> list[PlayCard]:
    """The untargeted play of a card."""
    return [cached(PlayCard, seat, card)]


def card_refusal(game: Game, seat: int, card: str, window: str | None) -> Refusal | None:
    """None when `seat` may play `card` (held) in `window` now, else why not and which rule.

    Depends only on this card and the table, never on the rest of the hand.
    """
    st = game.state
    ts = st.turn_state
    info = cards_by_id()[card]
    rule = CARD_RULES.get(card)
    if rule is None:
        return Refusal("R6", "this card has no effect in this edition")
    if not game.cards_on:
        return Refusal("R32", "cards are not used in this game")
    if ts.sports_first:
        return Refusal("C-SPORTS_FIRST", "SPORTS FIRST: no card may be played this turn")
    if window is None:
        return Refusal("R13", "no card window is open")
    allowed = rule.windows
    if allowed is None:
        allowed = FORUM_WINDOWS if info.kind == "F" else frozenset({Window.ARENA})
    if window not in allowed:
        if rule.windows is not None:
            names = " or ".join(WINDOW_NAMES[w] for w in Window if w in rule.windows)
            return Refusal("R13", "only in " + names)
        where = {"F": "a Forum window", "A": "the Arena window", "R": "its reaction window"}
        return Refusal("R13", f"only in {where[info.kind]}")
    if info.cleopatra and not st.cleopatra:
        return Refusal("R37", "only once CLEOPATRA is on the table")
    if info.cost > st.players[seat].money:
        return Refusal("R35", f"costs {info.cost} sesterces")
    m = ts.match
    if info.match_types and (m is None or m.kind not in info.match_types):
        return Refusal("R35", f"only in a {' or '.join(info.match_types)} match")
    if info.kind == "A" and ts.vox_dei:
        return Refusal("C-VOX_POPULI", "no Arena card after VOX POPULI, VOX DEI")
    if rule.condition is not None:
        reason = rule.condition(game, seat)
        if reason:
            return Refusal(f"C-{card}", reason)
    return None


def why_not_playable(game: Game, seat: int, card: str, window: str | None) -> str | None:
    """None when `seat` may play `card` in `window` now, else the reason in a few words."""
    refusal = card_refusal(game, seat, card, window)
    return None if refusal is None else refusal.text


def playable_actions(game: Game, seat: int, window: str) -> list[Action]:
    """Every legal card play of `seat` in `window`, targets included."""
    out: list[Action] = []
    for card in game.state.players[seat].hand:
        if card_refusal(game, seat, card, window) is not None:
            continue
        rule = CARD_RULES[card]
        plays = rule.targets(game, seat) if rule.targets else simple_play(game, seat, card)
        out.extend(plays)
    return out


def card_in_force(game: Game, card: str) -> bool:
    """VOX POPULI cancels the other Arena cards; EPIC MATCH 5–6 cancels three Boos cards."""
    ts = game.state.turn_state
    info = cards_by_id().get(card)
    if ts.vox_dei and info is not None and info.kind == "A" and card != "VOX_POPULI":
        return False
    return not (ts.epic_cancel and card in EPIC_CANCELLED)


def modifier_in_force(game: Game, modifier: Modifier) -> bool:
    """Whether the card behind `modifier` still has its effect (`card_in_force`)."""
    return card_in_force(game, modifier.card)


EPIC_CANCELLED = frozenset({"FRIENDLY_MATCH", "REFEREE", "TICKET_PRICE"})

#: How a reason names a window when a card is restricted to some of them (`windows=`).
WINDOW_NAMES: dict[str, str] = {
    Window.FORUM_START: "the first Forum window",
    Window.FORUM_MID: "the Forum window after the Gladiator",
    Window.FORUM_END: "the Phase 3 Forum window",
    Window.ARENA: "the Arena window",
    Window.ROLL: "a die-roll window",
    Window.HANDS: "a show-of-hands vote",
}
