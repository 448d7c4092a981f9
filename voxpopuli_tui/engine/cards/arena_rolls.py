"""Arena cards that roll the die (R8, R34: every roll can be rigged before it takes effect)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import PlayCard, cached
from ..assets import CardId, title
from ..constants import Side
from ..core import CardRule, RollEffect
from ..events import EventKind
from ..match import eliminate_gladiator
from ..said import N_, Arena, Card, Number, Seat
from ..state import Modifier
from ..steps import BookmakerRoll, EpicMatchRoll, MouthingOffRoll, RefereeRoll, RefereeSecondRoll
from .arena import EPIC_CANCELLED, add_modifier, arena_cards_in_force, epic_voided, the_match
from .common import roll_for
from .slots import EpicCancel

if TYPE_CHECKING:
    from ..core import Core
    from ..state import MatchState

#: Cards whose roll adds its table's entry (die face 1–6) to one side.
ROLL_TABLES: dict[str, tuple[Side, tuple[int, ...]]] = {
    "UNBEARABLE_SUSPENSE": (Side.APPLAUSE, (1, 1, 3, 3, 5, 5)),
    "ENTHUSIASTIC_CROWD": (Side.APPLAUSE, (1, 1, 2, 2, 4, 4)),
    "RESERVE_TEAM": (Side.BOOS, (1, 1, 3, 3, 5, 5)),
    "FRIENDLY_MATCH": (Side.BOOS, (1, 1, 1, 1, 3, 3)),
}
BOOKMAKER_STAKES = range(1, 6)
BOOKMAKER_ODDS = 3


# ----------------------------------------------------------------- table cards
def table_card(game: Core, action: PlayCard) -> None:
    """UNBEARABLE SUSPENSE, ENTHUSIASTIC CROWD, RESERVE TEAM, FRIENDLY MATCH: roll, then add."""
    if epic_voided(game, action.card):  # FRIENDLY MATCH after EPIC MATCH 5–6: no roll at all
        return
    roll_for(game, action.card, action.seat)


def _table_effect(card: str) -> RollEffect:
    side, table = ROLL_TABLES[card]

    def effect(game: Core, seat: int, roll: int) -> None:
        """Add the table entry of the (possibly rigged) roll to the card's side."""
        add_modifier(game, card, side, table[roll - 1], seat)

    return effect


# ----------------------------------------------------------------- EPIC MATCH
def epic_match(game: Core, action: PlayCard) -> None:
    """EPIC MATCH (Championship): roll."""
    game.roll(title("EPIC_MATCH"), EpicMatchRoll(action.seat), "EPIC_MATCH", action.seat)


def epic_match_roll(game: Core, step: EpicMatchRoll) -> None:
    """1–4: Applause + the Arena cards in force at the reveal; 5–6: three Boos cards void."""
    if game.state.last_roll <= 4:
        now = arena_cards_in_force(game)
        the_match(game).modifiers.append(
            Modifier(CardId("EPIC_MATCH"), Side.APPLAUSE, now, step.seat)
        )  # settled at the reveal by its rule's dynamic_amount
        game.say(
            N_("{card} ({seat}): Applause + the number of Arena cards in force at the reveal "
               "({now} so far)."),
            EventKind.EFFECT,
            card=Card("EPIC_MATCH"),
            seat=Seat(step.seat),
            now=Number(now),
        )
        return
    game.state.turn_state.cards.epic_cancel = EpicCancel()
    game.say(
        N_("{card}: {friendly}, {referee} and {ticket} have no effect this turn."),
        EventKind.EFFECT,
        card=Card("EPIC_MATCH"),
        friendly=Card("FRIENDLY_MATCH"),
        referee=Card("REFEREE"),
        ticket=Card("TICKET_PRICE"),
    )


def _epic_amount(game: Core, match: MatchState) -> int:
    return arena_cards_in_force(game)


def _epic_cancels(game: Core, card: str) -> bool:
    """EPIC MATCH 5–6: the three Boos cards it names are void this turn."""
    return game.state.turn_state.cards.epic_cancel is not None and card in EPIC_CANCELLED


# ----------------------------------------------------------------- REFEREE IN THE TOILETS
def referee(game: Core, action: PlayCard) -> None:
    """REFEREE IN THE TOILETS (Championship): roll; void after EPIC MATCH 5–6."""
    if not epic_voided(game, "REFEREE"):
        game.roll(title("REFEREE"), RefereeRoll(action.seat), "REFEREE", action.seat)


def referee_roll(game: Core, step: RefereeRoll) -> None:
    """1–3: Boos +2; 4–6: roll again (riggable too)."""
    if game.state.last_roll <= 3:
        add_modifier(game, "REFEREE", Side.BOOS, 2, step.seat)
        return
    game.say(
        N_("{card}: the referee falls asleep; the die is rolled again."),
        EventKind.EFFECT,
        card=Card("REFEREE"),
    )
    game.roll(
        f"{title('REFEREE')} (second roll)", RefereeSecondRoll(step.seat), "REFEREE", step.seat
    )


def referee_second_roll(game: Core, step: RefereeSecondRoll) -> None:
    """Boos + the second roll."""
    add_modifier(game, "REFEREE", Side.BOOS, game.state.last_roll, step.seat)


# ----------------------------------------------------------------- BOOKMAKER
def _bookmaker_condition(game: Core, seat: int) -> str | None:
    return None if game.state.players[seat].money >= 1 else "needs a stake of 1 to 5 sesterces"


def _bookmaker_targets(game: Core, seat: int) -> list[PlayCard]:
    money = game.state.players[seat].money
    return [
        cached(PlayCard, seat, "BOOKMAKER", None, None, None, None, None, stake)
        for stake in BOOKMAKER_STAKES
        if stake <= money
    ]


def bookmaker(game: Core, action: PlayCard) -> None:
    """BOOKMAKER (Cup): the stake (`value`, 1–5) goes to the bank, then roll."""
    assert action.value is not None
    game.pay(action.seat, action.value)
    game.say(N_("{card}: {seat} stakes {value}."), EventKind.MONEY, card=Card("BOOKMAKER"),
             seat=Seat(action.seat), value=Number(action.value))
    game.roll(
        title("BOOKMAKER"), BookmakerRoll(action.seat, action.value), "BOOKMAKER", action.seat
    )


def bookmaker_roll(game: Core, step: BookmakerRoll) -> None:
    """5–6: the player receives 3 × the stake; else the stake is lost."""
    seat, stake = step.seat, step.stake
    if game.state.last_roll >= 5:
        game.earn(seat, BOOKMAKER_ODDS * stake)
        game.say(N_("{card}: {seat} receives {value}."), EventKind.MONEY,
                 card=Card("BOOKMAKER"), seat=Seat(seat), value=Number(BOOKMAKER_ODDS * stake))
    else:
        game.say(N_("{card}: {seat} loses the stake."), EventKind.MONEY, card=Card("BOOKMAKER"),
                 seat=Seat(seat))


# ----------------------------------------------------------------- MOUTHING OFF
def mouthing_off(game: Core, action: PlayCard) -> None:
    """MOUTHING OFF (International): one roll per Gladiator in the arena, every player's."""
    m = the_match(game)
    gladiators = [list(g) for g in game.state.arenas[m.arena]]
    if not gladiators:
        game.say(N_("{card}: no Gladiator is in {arena}."), EventKind.EFFECT,
                 card=Card("MOUTHING_OFF"), arena=Arena(m.arena))
        return
    _roll_for_gladiator(game, tuple((s, v) for s, v in gladiators), 0)


def _roll_for_gladiator(game: Core, gladiators: tuple[tuple[int, int], ...], index: int) -> None:
    seat, value = gladiators[index]
    purpose = f"{title('MOUTHING_OFF')}: {game.name(seat)}'s {value} Gladiator"
    game.roll(purpose, MouthingOffRoll(gladiators, index), "MOUTHING_OFF")


def mouthing_off_roll(game: Core, step: MouthingOffRoll) -> None:
    """4–6: this Gladiator is eliminated (R23); then the next one's roll."""
    gladiators, index = step.gladiators, step.index
    seat, value = gladiators[index]
    arena = the_match(game).arena
    if game.state.last_roll >= 4:
        eliminate_gladiator(game, arena, seat, value, "MOUTHING OFF")
    else:
        game.say(N_("{card}: {seat}'s {value} Gladiator survives."), EventKind.EFFECT,
                 card=Card("MOUTHING_OFF"), seat=Seat(seat), value=Number(value))
    if index + 1 < len(gladiators):
        _roll_for_gladiator(game, gladiators, index + 1)


#: The cards of this module (listed in `rulebook`).
RULES: tuple[CardRule, ...] = (
    *(CardRule(card, table_card, roll_effect=_table_effect(card)) for card in ROLL_TABLES),
    CardRule(
        "EPIC_MATCH",
        epic_match,
        dynamic_amount=_epic_amount,
        cancels=_epic_cancels,
    ),
    CardRule("REFEREE", referee),
    CardRule("BOOKMAKER", bookmaker, condition=_bookmaker_condition, targets=_bookmaker_targets),
    CardRule("MOUTHING_OFF", mouthing_off),
)
