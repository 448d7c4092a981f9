"""A log line as a message and its typed arguments: the engine's sentences that carry no payload
of their own (`events`) are a `Said`, a message template (`"{seat} drew a card."`, the message
id) and what fills it (a seat, a politician, an arena, a card, a sum…). The engine renders the
English text from it; an interface words the same message in its own language from the same
arguments, never from the English text.

`N_` marks a template for the interface's message catalogue (it returns it unchanged: the
engine itself speaks only English).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, ClassVar, Literal

from pydantic import Field

from .assets import title
from .coins import coins
from .constants import POLITICIANS, Window

Names = Sequence[str]


def N_(message: str) -> str:
    """Mark a log template for the catalogue; the template itself."""
    return message


@dataclass(frozen=True, slots=True)
class Seat:
    """A player, by seat."""

    seat: int
    tag: Literal["seat"] = "seat"

    def english(self, names: Names) -> str:
        return names[self.seat]


@dataclass(frozen=True, slots=True)
class Seats:
    """Players, by seat, joined by `and` ("Livia and Titus")."""

    seats: tuple[int, ...]
    tag: Literal["seats"] = "seats"

    def english(self, names: Names) -> str:
        return " and ".join(names[s] for s in self.seats)


@dataclass(frozen=True, slots=True)
class Politician:
    """A politician, by R29's index ("Pompey")."""

    index: int
    tag: Literal["politician"] = "politician"

    def english(self, names: Names) -> str:
        return POLITICIANS[self.index]


@dataclass(frozen=True, slots=True)
class Arena:
    """A politician's arena ("Pompey's arena"): a whole phrase, as languages build it apart."""

    index: int
    tag: Literal["arena"] = "arena"

    def english(self, names: Names) -> str:
        return f"{POLITICIANS[self.index]}'s arena"


@dataclass(frozen=True, slots=True)
class Card:
    """An event card, by id; drawn as its title."""

    card: str
    tag: Literal["card"] = "card"

    def english(self, names: Names) -> str:
        return title(self.card)


@dataclass(frozen=True, slots=True)
class Coins:
    """A sum of sesterces ("1 sestertius", "3 sesterces")."""

    amount: int
    tag: Literal["coins"] = "coins"

    def english(self, names: Names) -> str:
        return coins(self.amount)


@dataclass(frozen=True, slots=True)
class Number:
    """A plain number (a value, a die, a count)."""

    value: int
    tag: Literal["number"] = "number"

    def english(self, names: Names) -> str:
        return str(self.value)


@dataclass(frozen=True, slots=True)
class District:
    """A district of Rome, by index ("Gaulish")."""

    index: int
    tag: Literal["district"] = "district"

    def english(self, names: Names) -> str:
        from .actions import district_name

        return district_name(self.index)


@dataclass(frozen=True, slots=True)
class Space:
    """A space of the map ("A1"), the same in every language."""

    space: int
    tag: Literal["space"] = "space"

    def english(self, names: Names) -> str:
        from .actions import space_name

        return space_name(self.space)


@dataclass(frozen=True, slots=True)
class Side:
    """A side of a vote ("applause", "boos"), drawn as "Applause" or "Boos"."""

    side: str
    tag: Literal["side"] = "side"

    def english(self, names: Names) -> str:
        return self.side.capitalize()


#: How a reason names a card window ("the Arena window"): whole phrases, for the catalogue.
WINDOW_WORDS: dict[str, str] = {
    Window.FORUM_START: N_("the first Forum window"),
    Window.FORUM_MID: N_("the Forum window after the Gladiator"),
    Window.FORUM_END: N_("the Phase 3 Forum window"),
    Window.ARENA: N_("the Arena window"),
    Window.ROLL: N_("a die-roll window"),
    Window.HANDS: N_("a show-of-hands vote"),
}


@dataclass(frozen=True, slots=True)
class CardWindow:
    """A card window by its value ("arena"), drawn as a phrase ("the Arena window")."""

    window: str
    tag: Literal["window"] = "window"

    def english(self, names: Names) -> str:
        return WINDOW_WORDS[self.window]


@dataclass(frozen=True, slots=True)
class Why:
    """Why something happened: a card's title or a word of the rules ("Applause"), as the
    engine names it (an interface translates the card titles and words it knows)."""

    text: str
    tag: Literal["why"] = "why"

    def english(self, names: Names) -> str:
        return self.text


@dataclass(frozen=True, slots=True)
class Parts:
    """Several messages joined by `sep` (", "); `empty` is said when there are none."""

    items: tuple[Said, ...]
    sep: str = ", "
    empty: str = ""
    tag: Literal["parts"] = "parts"

    def english(self, names: Names) -> str:
        if not self.items:
            return self.empty
        return self.sep.join(item.text(names) for item in self.items)


Arg = Annotated[
    Seat | Seats | Politician | Arena | Card | Coins | Number | District | Space | Side
    | CardWindow | Why | Parts,
    Field(discriminator="tag"),
]


@dataclass(frozen=True, slots=True)
class Said:
    """A log line: its template (the message id) and the arguments that fill it."""

    msg: str
    args: tuple[tuple[str, Arg], ...] = ()
    tag: Literal["said"] = "said"
    KIND: ClassVar[None] = None  # the kind is the line's own (`Core.say`)

    def text(self, names: Names) -> str:
        return self.msg.format(**{key: arg.english(names) for key, arg in self.args})

    def arg(self, key: str) -> Arg:
        """The argument named `key`."""
        return dict(self.args)[key]


def said(msg: str, **args: Arg) -> Said:
    """A `Said` from keyword arguments (kept in the order given)."""
    return Said(msg, tuple(args.items()))
