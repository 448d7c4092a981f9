"""What happened: event kinds and the typed payloads of the events a program needs to read.

Every log line has an `EventKind`. The events the UI and bots act on (cards dealt, drawn,
received and played, die rolls, votes, the reveal, Stars sealed, popularity, assassinations,
show-of-hands choices and pledges) carry a frozen payload, and their text is rendered from it
(`Core.emit`): a reader uses `event.data`, never the text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, ClassVar, Literal

from pydantic import Field

from .assets import title
from .constants import POLITICIANS
from .said import Said


class EventKind(StrEnum):
    """The kind of a log line (the `-private` kinds are seen only by their seats, R27)."""

    INFO = "info"
    SETUP = "setup"
    TURN = "turn"
    DESIGNATE = "designate"
    SUPPORTER = "supporter"
    GLADIATOR = "gladiator"
    MATCH = "match"
    CARD = "card"
    EFFECT = "effect"
    ROLL = "roll"
    VOTE = "vote"
    VOTE_PRIVATE = "vote-private"
    REVEAL = "reveal"
    ELIMINATE = "eliminate"
    STARS = "stars"
    STARS_PRIVATE = "stars-private"
    GAIN = "gain"
    POPULARITY = "popularity"
    ASSASSINATION = "assassination"
    LOVER = "lover"
    MONEY = "money"
    GIFT = "gift"
    GIFT_PRIVATE = "gift-private"
    DECOY = "decoy"
    ROTTEN = "rotten"
    HANDS = "hands"
    PLEDGE = "pledge"
    DRAW = "draw"
    DRAW_PRIVATE = "draw-private"
    LAST_TURN = "last-turn"
    END = "end"
    #: a public line the table adds beside the rules' own (a wrong seat PIN): never the engine's
    TABLE = "table"


Names = Sequence[str]


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """R11: the cards a seat was dealt (private)."""

    seat: int
    cards: tuple[str, ...]
    tag: Literal["dealt"] = "dealt"
    KIND: ClassVar[EventKind] = EventKind.DRAW_PRIVATE

    def text(self, names: Names) -> str:
        return f"You were dealt {', '.join(title(c) for c in self.cards) or 'no cards'}."


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """R6: the card a seat drew (private; the public line says only that it drew)."""

    seat: int
    card: str
    tag: Literal["drawn"] = "drawn"
    KIND: ClassVar[EventKind] = EventKind.DRAW_PRIVATE

    def text(self, names: Names) -> str:
        name = title(self.card)  # "C.O.J.C." already ends its sentence
        return f"You drew {name}{'' if name.endswith('.') else '.'}"


@dataclass(frozen=True, slots=True)
class CardGiven:
    """R26: a card handed from `giver` to `to` (private to both)."""

    giver: int
    to: int
    card: str
    tag: Literal["given"] = "given"
    KIND: ClassVar[EventKind] = EventKind.GIFT_PRIVATE

    def text(self, names: Names) -> str:
        return f"{names[self.giver]} gave {title(self.card)} to {names[self.to]}."


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """R13: a seat played a card (and paid its cost)."""

    seat: int
    card: str
    cost: int
    tag: Literal["played"] = "played"
    KIND: ClassVar[EventKind] = EventKind.CARD

    def text(self, names: Names) -> str:
        cost = f" and paid {self.cost}" if self.cost else ""
        return f"{names[self.seat]} played {title(self.card)}{cost}."


@dataclass(frozen=True, slots=True)
class DieRolled:
    """R8: a roll, its purpose, and the card and seat behind it (None when not a card's)."""

    value: int
    purpose: str
    card: str | None
    seat: int | None
    tag: Literal["roll"] = "roll"
    KIND: ClassVar[EventKind] = EventKind.ROLL

    def text(self, names: Names) -> str:
        return f"Die for {self.purpose}: {self.value}."


@dataclass(frozen=True, slots=True)
class VoteCast:
    """R19: a seat voted; `side` is shown only under R30 (open votes), else None."""

    seat: int
    side: str | None
    tag: Literal["vote"] = "vote"
    KIND: ClassVar[EventKind] = EventKind.VOTE

    def text(self, names: Names) -> str:
        if self.side is None:
            return f"{names[self.seat]} has voted."
        return f"{names[self.seat]} votes {self.side.capitalize()}."


@dataclass(frozen=True, slots=True)
class OwnVote:
    """R19, R27: the voter's own secret vote (private)."""

    seat: int
    side: str
    tag: Literal["own-vote"] = "own-vote"
    KIND: ClassVar[EventKind] = EventKind.VOTE_PRIVATE

    def text(self, names: Names) -> str:
        return f"You voted {self.side.capitalize()}."


@dataclass(frozen=True, slots=True)
class VotesRevealed:
    """R20: every vote of this match, in turn order from the active seat."""

    votes: tuple[tuple[int, str], ...]  # (seat, side)
    tag: Literal["revealed"] = "revealed"
    KIND: ClassVar[EventKind] = EventKind.REVEAL

    def text(self, names: Names) -> str:
        return f"The votes are revealed: {', '.join(f'{names[s]} {v}' for s, v in self.votes)}."


@dataclass(frozen=True, slots=True)
class MatchTotals:
    """R20: the totals per side, what made them (Supporters, then cards), and the winner."""

    arena: int
    applause: int
    boos: int
    supporters: tuple[int, int]  # Applause, Boos from the attending Supporters
    modifiers: tuple[tuple[str, str, int], ...]  # (card, side, amount) in force
    result: str  # Side value
    tag: Literal["totals"] = "totals"
    KIND: ClassVar[EventKind] = EventKind.REVEAL

    def text(self, names: Names) -> str:
        a = [f"Supporters {self.supporters[0]}"]
        b = [f"Supporters {self.supporters[1]}"]
        for card, side, amount in self.modifiers:
            (a if side == "applause" else b).append(f"{card.replace('_', ' ')} {amount}")
        win = "Applause" if self.result == "applause" else "Boos"
        tie = " on the tie." if self.applause == self.boos else "."
        return (
            f"Applause {self.applause} = {' + '.join(a)}; Boos {self.boos} = {' + '.join(b)}. "
            f"{win} win{tie}"
        )


@dataclass(frozen=True, slots=True)
class StarsSealed:
    """R21 (b): a seat slid its pieces (Stars and decoys alike) into compartments."""

    seat: int
    counts: tuple[int, ...]  # pieces per politician
    tag: Literal["sealed"] = "sealed"
    KIND: ClassVar[EventKind] = EventKind.STARS

    def text(self, names: Names) -> str:
        where = ", ".join(
            f"{c} into {POLITICIANS[i]}'s slot" for i, c in enumerate(self.counts) if c
        )
        total = sum(self.counts)
        return f"{names[self.seat]} slid {total} piece{'s' if total > 1 else ''}: {where}."


@dataclass(frozen=True, slots=True)
class StarsShown:
    """R31: Stars placed in the open (no bluff)."""

    seat: int
    stars: tuple[tuple[int, int], ...]  # (value, politician)
    tag: Literal["shown"] = "shown"
    KIND: ClassVar[EventKind] = EventKind.STARS

    def text(self, names: Names) -> str:
        shown = ", ".join(f"a {v} Star on {POLITICIANS[p]}" for v, p in self.stars)
        return f"{names[self.seat]} placed {shown}."


@dataclass(frozen=True, slots=True)
class PopularityChanged:
    """R25: a politician's popularity moved by `delta` (after the floor at 0)."""

    politician: int
    delta: int
    now: int
    why: str
    tag: Literal["popularity"] = "popularity"
    KIND: ClassVar[EventKind] = EventKind.POPULARITY

    def text(self, names: Names) -> str:
        verb = "gains" if self.delta > 0 else "loses"
        return (
            f"{POLITICIANS[self.politician]} {verb} {abs(self.delta)} popularity ({self.why}): "
            f"now {self.now}."
        )


@dataclass(frozen=True, slots=True)
class Assassinated:
    """R9: an Assassination marker on a politician."""

    politician: int
    why: str
    tag: Literal["assassinated"] = "assassinated"
    KIND: ClassVar[EventKind] = EventKind.ASSASSINATION

    def text(self, names: Names) -> str:
        return f"{POLITICIANS[self.politician]} is assassinated ({self.why})."


@dataclass(frozen=True, slots=True)
class HandRaised:
    """R33: a seat's choice in a show-of-hands vote."""

    seat: int
    card: str
    choice: str
    tag: Literal["hand"] = "hand"
    KIND: ClassVar[EventKind] = EventKind.HANDS

    def text(self, names: Names) -> str:
        return f"{names[self.seat]} votes {self.choice} ({title(self.card)})."


@dataclass(frozen=True, slots=True)
class Pledged:
    """KEPT WOMAN: a seat's pledge."""

    seat: int
    amount: int
    tag: Literal["pledged"] = "pledged"
    KIND: ClassVar[EventKind] = EventKind.PLEDGE

    def text(self, names: Names) -> str:
        return f"{names[self.seat]} pledges {self.amount}."


Payload = Annotated[
    CardsDealt
    | CardDrawn
    | CardGiven
    | CardPlayed
    | DieRolled
    | VoteCast
    | OwnVote
    | VotesRevealed
    | MatchTotals
    | StarsSealed
    | StarsShown
    | PopularityChanged
    | Assassinated
    | HandRaised
    | Pledged
    | Said,
    Field(discriminator="tag"),
]
