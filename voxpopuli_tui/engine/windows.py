"""Card windows (R13), die rolls with their reaction window (R8, R34), and playing a card."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from .actions import Action, Pass, PlayCard, cached, holds_shared
from .assets import CardId, cards_by_id
from .cards.slots import no_card_this_turn
from .constants import Window
from .events import CardPlayed, DieRolled
from .prompts import WINDOW
from .state import Roll
from .steps import OpenWindow, RollDie

if TYPE_CHECKING:
    from .core import Core

def cards_allowed(game: Core) -> bool:
    """R32 and SPORTS FIRST: whether any card may be played this turn."""
    return game.cards_on and not no_card_this_turn(game.state.turn_state.cards)


#: Window values compared on every window (an enum's `.value` is a Python call each time).
_ARENA: str = Window.ARENA.value
_ROLL: str = Window.ROLL.value


def open_window(game: Core, step: OpenWindow) -> None:
    """R13: every seat may play a card or pass; closes when all have passed since the last card."""
    if not cards_allowed(game):
        return
    window = step.window
    m = game.state.turn_state.match
    if window == _ARENA and (m is None or m.cancelled):
        return
    game.ask(WINDOW, game.order_from(game.state.active), window=window)


def roll_die(game: Core, step: RollDie) -> None:
    """R8: roll; R34: a reaction window on every roll, whoever holds what."""
    st = game.state
    st.last_roll = game.next_die()
    card, seat = step.card, step.seat
    game.emit(DieRolled(st.last_roll, step.purpose, card, seat))
    if cards_allowed(game):
        roll = Roll(st.last_roll, step.purpose, card, seat)
        game.ask(WINDOW, game.order_from(st.active), window=Window.ROLL, roll=roll)


def legal_window(game: Core, seat: int) -> tuple[Action, ...]:
    """Pass, or any card play that is legal in this window."""
    p = game.state.pending
    assert p is not None and p.window is not None
    plays = game.book.playable(game, seat, p.window)
    if not plays:  # most seats in most windows: one shared tuple, nothing built
        return _pass_only(seat)
    return (cached(Pass, seat), *plays)


@holds_shared
@cache
def _pass_only(seat: int) -> tuple[Action]:
    return (cached(Pass, seat),)


def pass_(game: Core, action: Pass) -> None:
    """A seat passes in the open window."""
    game.done_acting(action.seat)


def discard_played(game: Core, seat: int, card: str) -> None:
    """R36: a played card leaves the hand for the discard pile (or the table: `on_table`)."""
    st = game.state
    st.players[seat].hand.remove(CardId(card))
    rule = game.book.cards.get(card)
    if rule is None or rule.on_table is None:
        st.discard.append(CardId(card))


def play_card(game: Core, action: PlayCard) -> None:
    """Pay, discard, log, then resolve fully; the window reopens with every pass reset (R13)."""
    st = game.state
    p = st.pending
    assert p is not None and p.window is not None
    window = p.window
    st.pending = None
    info = cards_by_id()[action.card]
    discard_played(game, action.seat, action.card)
    if info.cost:
        game.pay(action.seat, info.cost)
    if info.kind == "A":
        st.turn_state.arena_cards.append([action.seat, action.card])
    game.emit(CardPlayed(action.seat, action.card, info.cost))
    if window != _ROLL:
        # R34 allows one rigging per roll, so only other windows reopen.
        game.push(OpenWindow(window))
    game.book.cards[action.card].resolve(game, action)
