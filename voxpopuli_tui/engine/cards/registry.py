"""Card rules: which card may be played where and by whom (R13, R35, R37).

Each card's `CardRule` is declared in its themed module and listed in `rulebook`; the game
reaches them through `game.book.cards`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action, PlayCard, cached
from ..assets import cards_by_id
from ..constants import MatchType, Window
from ..core import CardRule, Condition, Resolver, Targets
from ..in_force import card_in_force, modifier_in_force
from ..refusal import Refusal, refused
from ..said import N_, WINDOW_WORDS, CardWindow, Coins, Said
from .slots import no_arena_card_this_turn, no_card_this_turn

if TYPE_CHECKING:
    from ..core import Core

__all__ = [
    "WINDOW_NAMES",
    "CardRule",
    "Condition",
    "Resolver",
    "Targets",
    "card_in_force",
    "card_refusal",
    "modifier_in_force",
    "playable_actions",
    "simple_play",
    "why_not_playable",
]


def simple_play(game: Core, seat: int, card: str) -> list[PlayCard]:
    """The untargeted play of a card."""
    return [cached(PlayCard, seat, card)]


def card_refusal(game: Core, seat: int, card: str, window: str | None) -> Refusal | None:
    """None when `seat` may play `card` (held) in `window` now, else why not and which rule.

    Depends only on this card and the table, never on the rest of the hand.
    """
    st = game.state
    ts = st.turn_state
    info = cards_by_id()[card]
    rule = game.book.cards.get(card)
    if rule is None:
        return Refusal("R6", N_("this card has no effect in this edition"))
    if not game.cards_on:
        return Refusal("R32", N_("cards are not used in this game"))
    if no_card_this_turn(ts.cards):
        return Refusal("C-SPORTS_FIRST", N_("SPORTS FIRST: no card may be played this turn"))
    if window is None:
        return Refusal("R13", N_("no card window is open"))
    if card not in game.book.cards_for(window):
        if rule.windows is not None:
            return _only_in(tuple(w for w in Window if w in rule.windows))
        return Refusal("R13", ONLY_IN_KIND[info.kind])
    if info.cleopatra and not st.cleopatra:
        return Refusal("R37", N_("only once CLEOPATRA is on the table"))
    if info.cost > st.players[seat].money:
        return refused("R35", (), N_("costs {price}"), price=Coins(info.cost))
    m = ts.match
    if info.match_types and (m is None or m.kind not in info.match_types):
        return Refusal("R35", ONLY_IN_MATCH[MatchType(info.match_types[0])])
    if info.kind == "A" and no_arena_card_this_turn(ts.cards):
        return Refusal("C-VOX_POPULI", N_("no Arena card after VOX POPULI, VOX DEI"))
    if rule.condition is not None:
        reason = rule.condition(game, seat)
        if isinstance(reason, Said):
            return Refusal(f"C-{card}", said=reason, names=game.names)
        if reason:
            return Refusal(f"C-{card}", reason)
    return None


def why_not_playable(game: Core, seat: int, card: str, window: str | None) -> str | None:
    """None when `seat` may play `card` in `window` now, else the reason in a few words."""
    refusal = card_refusal(game, seat, card, window)
    return None if refusal is None else refusal.text


def playable_actions(game: Core, seat: int, window: str) -> list[Action]:
    """Every legal card play of `seat` in `window`, targets included."""
    st = game.state
    player = st.players[seat]
    hand = player.hand
    if not hand or not game.ruleset.use_cards:  # `cards_on`
        return []
    fits = game.book.cards_for(window)
    # Hot path (every window, every seat): most hands hold nothing for this window.
    if fits.isdisjoint(hand):
        return []
    ts = st.turn_state
    if no_card_this_turn(ts.cards):
        return []
    rules = game.book.cards
    infos = cards_by_id()
    m = ts.match
    out: list[Action] = []
    for card in hand:
        # The window test first (`fits`: only cards with a rule), then the rest of
        # `card_refusal`'s tests in its order (those before are settled above), as one
        # yes or no: the same answer, without its reasons.
        if card not in fits:
            continue
        rule = rules[card]
        info = infos[card]
        if (
            (info.cleopatra and not st.cleopatra)
            or info.cost > player.money
            or (info.match_types and (m is None or m.kind not in info.match_types))
            or (info.kind == "A" and no_arena_card_this_turn(ts.cards))
            or (rule.condition is not None and rule.condition(game, seat))
        ):
            continue
        plays = rule.targets(game, seat) if rule.targets else simple_play(game, seat, card)
        out.extend(plays)
    return out


#: How a reason names a window when a card is restricted to some of them (`windows=`).
WINDOW_NAMES: dict[str, str] = WINDOW_WORDS

#: R35: a card for one type of match (every card names one at most), one message a type.
ONLY_IN_MATCH: dict[MatchType, str] = {
    MatchType.CUP: N_("only in a cup match"),
    MatchType.CHAMPIONSHIP: N_("only in a championship match"),
    MatchType.INTERNATIONAL: N_("only in an international match"),
    MatchType.STAR: N_("only in a star match"),
}

#: R13: where a card without windows of its own may be played, by its kind.
ONLY_IN_KIND: dict[str, str] = {
    "F": N_("only in a Forum window"),
    "A": N_("only in the Arena window"),
    "R": N_("only in its reaction window"),
}


def _only_in(windows: tuple[Window, ...]) -> Refusal:
    """R13: a card restricted to one or two windows (more: the first two and the rest)."""
    if len(windows) == 1:
        return refused("R13", (), N_("only in {window}"), window=CardWindow(windows[0]))
    return refused("R13", (), N_("only in {window} or {other}"), window=CardWindow(windows[0]),
                   other=CardWindow(windows[1]))
