"""Open-moment actions: gifts (R26), decoy purchases (R5), ROTTEN ARENA contributions."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import Action, BuyDecoys, Contribute, GiveCard, GiveMoney, cached, holds_shared
from .assets import CardId
from .events import CardGiven, EventKind
from .said import N_, Card, Coins, Number, Seat

if TYPE_CHECKING:
    from .core import Core

ROTTEN_TARGET = 5


@holds_shared
@lru_cache(maxsize=4096)
def _money_gifts(seat: int, n: int, money: int) -> tuple[Action, ...]:
    return tuple(
        cached(GiveMoney, seat, to, a) for to in range(n) if to != seat for a in range(1, money + 1)
    )


@holds_shared
@lru_cache(maxsize=16384)
def _card_gifts(seat: int, n: int, hand: tuple[str, ...]) -> tuple[Action, ...]:
    return tuple(cached(GiveCard, seat, to, c) for to in range(n) if to != seat for c in hand)


@holds_shared
@lru_cache(maxsize=1024)
def _purchases(seat: int, most: int) -> tuple[Action, ...]:
    return tuple(cached(BuyDecoys, seat, k) for k in range(1, most + 1))


@holds_shared
@lru_cache(maxsize=1024)
def _contributions(seat: int, most: int) -> tuple[Action, ...]:
    return tuple(cached(Contribute, seat, k) for k in range(1, most + 1))


def decoy_purchases(game: Core, seat: int) -> tuple[Action, ...]:
    """R5: 1 sestertius a decoy, while the bank has decoys (not under R31)."""
    st = game.state
    if game.ruleset.no_bluff:
        return ()
    return _purchases(seat, min(st.players[seat].money, st.decoy_bank))


def open_moment_actions(game: Core, seat: int) -> tuple[Action, ...]:
    """Everything a seat may do at an open moment besides the pending decision."""
    st = game.state
    pl = st.players[seat]
    decoys = 0 if game.ruleset.no_bluff else min(pl.money, st.decoy_bank)
    rotten = min(pl.money, ROTTEN_TARGET - st.rotten_paid) if st.rotten else 0
    return _open_moment(seat, st.n, pl.money, tuple(pl.hand), decoys, rotten)


@holds_shared
@lru_cache(maxsize=16384)
def _open_moment(
    seat: int, n: int, money: int, hand: tuple[str, ...], decoys: int, rotten: int
) -> tuple[Action, ...]:
    # One cached tuple per situation: this runs for every seat after every action.
    return (
        _money_gifts(seat, n, money)
        + _card_gifts(seat, n, hand)
        + _purchases(seat, decoys)
        + _contributions(seat, rotten)
    )


def apply_free(game: Core, action: Action) -> None:
    """Apply an open-moment action (already known to be legal)."""
    st = game.state
    giver = st.players[action.seat]
    who = Seat(action.seat)
    if isinstance(action, GiveMoney):
        giver.money -= action.amount
        st.players[action.to].money += action.amount
        game.say(N_("{seat} gave {coins} to {to}."), EventKind.GIFT, seat=who,
                 coins=Coins(action.amount), to=Seat(action.to))
    elif isinstance(action, GiveCard):
        giver.hand.remove(action.card)
        st.players[action.to].hand.append(action.card)
        game.say(N_("{seat} gave a card to {to}."), EventKind.GIFT, seat=who, to=Seat(action.to))
        game.emit(CardGiven(action.seat, action.to, action.card), [action.seat, action.to])
    elif isinstance(action, BuyDecoys):
        giver.money -= action.count
        giver.decoys += action.count
        st.decoy_bank -= action.count
        game.say(
            N_("{seat} bought {count} decoys.") if action.count > 1
            else N_("{seat} bought {count} decoy."),
            EventKind.DECOY, seat=who, count=Number(action.count),
        )
    elif isinstance(action, Contribute):
        giver.money -= action.amount
        st.rotten_paid += action.amount
        game.say(
            N_("{seat} contributed {amount} to {card} ({paid}/{target})."),
            EventKind.ROTTEN,
            seat=who,
            amount=Number(action.amount),
            card=Card("ROTTEN_ARENA"),
            paid=Number(st.rotten_paid),
            target=Number(ROTTEN_TARGET),
        )
        if st.rotten_paid >= ROTTEN_TARGET:
            st.rotten = False
            st.rotten_paid = 0
            st.discard.append(CardId("ROTTEN_ARENA"))
            game.say(N_("{card} is paid for and discarded."), EventKind.ROTTEN,
                     card=Card("ROTTEN_ARENA"))
