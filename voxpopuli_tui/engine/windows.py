"""Card windows (R13), die rolls with their reaction window (R8, R34), and playing a card."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Action, Pass, PlayCard, cached
from .assets import cards_by_id, title
from .constants import DIE_FACES, Window
from .prompts import WINDOW
from .registry import answer, op, prompt

if TYPE_CHECKING:
    from .game import Game

#: R36: cards that stay on the table instead of going to the discard pile when played.
STAY_ON_TABLE = frozenset({"CLEOPATRA", "ROTTEN_ARENA", "HOOLIGANS"})


def cards_allowed(game: Game) -> bool:
    """R32 and SPORTS FIRST: whether any card may be played this turn."""
    return game.cards_on and not game.state.turn_state.sports_first


@op("window")
def open_window(game: Game, args: dict[str, Any]) -> None:
    """R13: every seat may play a card or pass; closes when all have passed since the last card."""
    if not cards_allowed(game):
        return
    window = args["window"]
    m = game.state.turn_state.match
    if window == Window.ARENA.value and (m is None or m.cancelled):
        return
    game.ask(WINDOW, game.order_from(game.state.active), window=window)


@op("roll")
def roll_die(game: Game, args: dict[str, Any]) -> None:
    """R8: roll; R34: a reaction window on every roll, whoever holds what."""
    st = game.state
    st.last_roll = game.rng.randint(1, DIE_FACES)
    game.log(f"Die for {args['purpose']}: {st.last_roll}.", "roll")
    if cards_allowed(game):
        game.ask(
            WINDOW,
            game.order_from(st.active),
            window=Window.ROLL.value,
            roll=st.last_roll,
            purpose=args["purpose"],
        )


@prompt(WINDOW)
def legal_window(game: Game, seat: int) -> list[Action]:
    """Pass, or any card play that is legal in this window."""
    from .cards.registry import playable_actions

    p = game.state.pending
    assert p is not None and p.window is not None
    return [cached(Pass, seat), *playable_actions(game, seat, p.window)]


@answer("pass")
def pass_(game: Game, action: Pass) -> None:
    """A seat passes in the open window."""
    game.done_acting(action.seat)


def discard_played(game: Game, seat: int, card: str) -> None:
    """R36: a played card leaves the hand for the discard pile (or the table)."""
    st = game.state
    st.players[seat].hand.remove(card)
    if card not in STAY_ON_TABLE:
        st.discard.append(card)


@answer("play")
def play_card(game: Game, action: PlayCard) -> None:
    """Pay, discard, log, then resolve fully; the window reopens with every pass reset (R13)."""
    from .cards.registry import CARD_RULES

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
    cost = f" and paid {info.cost}" if info.cost else ""
    game.log(f"{game.name(action.seat)} played {title(action.card)}{cost}.", "card")
    if window != Window.ROLL.value:
        # R34 allows one rigging per roll, so only other windows reopen.
        game.push(("window", {"window": window}))
    CARD_RULES[action.card].resolve(game, action)
