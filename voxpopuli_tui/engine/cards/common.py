"""Helpers shared by the Forum card modules: die tables, popularity sweeps, lover moves."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from ..actions import PlayCard, cached
from ..assets import title
from ..constants import POLITICIANS
from ..events import EventKind
from ..said import N_, Card, Coins, Number, Politician, Seat
from ..steps import CardRollResult

if TYPE_CHECKING:
    from ..core import Core


def roll_for(game: Core, card: str, seat: int) -> None:
    """R34: roll for `card` (a reaction window follows), then apply its table."""
    game.roll(title(card), CardRollResult(card, seat), card, seat)


def card_roll_result(game: Core, step: CardRollResult) -> None:
    """Apply a card's die table to `state.last_roll` (read after any rigging)."""
    effect = game.book.cards[step.card].roll_effect
    assert effect is not None, f"{step.card} has no die table"
    effect(game, step.seat, game.state.last_roll)


def living(game: Core) -> list[int]:
    """Politicians without an Assassination marker, in precedence order."""
    return [p for p in range(len(POLITICIANS)) if not game.state.dead[p]]


def politician_targets(card: str) -> Callable[[Core, int], list[PlayCard]]:
    """R38: one play per living politician."""

    def targets(game: Core, seat: int) -> list[PlayCard]:
        return [cached(PlayCard, seat, card, p) for p in living(game)]

    return targets


def lose_popularity(game: Core, politicians: Iterable[int], amount: int, card: str) -> None:
    """Each politician listed loses `amount` (R25: not below 0, the dead unchanged)."""
    for p in politicians:
        game.change_popularity(p, -amount, title(card))


def move_lover(game: Core, politician: int, card: str) -> None:
    """Put Cleopatra's Lover marker on `politician` and say so."""
    st = game.state
    if st.lover == politician:
        game.say(N_("Cleopatra's Lover marker stays on {politician} ({card})."),
                 politician=Politician(politician), card=Card(card))
        return
    st.lover = politician
    game.say(
        N_("Cleopatra's Lover marker goes to {politician} ({card})."),
        EventKind.LOVER,
        politician=Politician(politician),
        card=Card(card),
    )


def pay_each(game: Core, amount: int, card: str) -> None:
    """Every player, in turn order from the active one, pays `amount` or all they have."""
    for seat in game.order_from(game.state.active):
        paid = game.pay(seat, amount)
        if paid:
            game.say(N_("{seat} pays {paid} ({card})."), EventKind.MONEY, seat=Seat(seat),
                     paid=Number(paid), card=Card(card))
        else:
            game.say(N_("{seat} has nothing to pay ({card})."), EventKind.MONEY, seat=Seat(seat),
                     card=Card(card))


def gain(game: Core, seat: int, amount: int, card: str) -> None:
    """`seat` receives `amount` from the bank."""
    game.earn(seat, amount)
    game.say(N_("{seat} gains {coins} ({card})."), EventKind.MONEY, seat=Seat(seat),
             coins=Coins(amount), card=Card(card))
