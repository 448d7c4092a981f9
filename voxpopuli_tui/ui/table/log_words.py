"""The engine's log in the interface's language: every line worded from its typed payload (the
engine's `events` and `said`), never from its English text. In English the words are the
engine's own, letter for letter; in French the politicians, arenas, districts, cards, sides and
sums take their French names and grammar (« 1 sesterce », « l'arène de Pompée »).

A line without a payload (the table's own notes) keeps its text.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from voxpopuli_tui.engine import Action, Game
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.constants import POLITICIANS
from voxpopuli_tui.engine.errors import IllegalActionError, MalformedActionError
from voxpopuli_tui.engine.events import (
    Assassinated,
    CardDrawn,
    CardGiven,
    CardPlayed,
    CardsDealt,
    DieRolled,
    HandRaised,
    MatchTotals,
    OwnVote,
    Pledged,
    PopularityChanged,
    StarsSealed,
    StarsShown,
    VoteCast,
    VotesRevealed,
)
from voxpopuli_tui.engine.explain import refusal_for
from voxpopuli_tui.engine.said import (
    WINDOW_WORDS,
    Arena,
    Arg,
    Card,
    CardWindow,
    Coins,
    District,
    Number,
    Parts,
    Politician,
    Said,
    Seat,
    Seats,
    Side,
    Space,
    Why,
)
from voxpopuli_tui.engine.views import EventView
from voxpopuli_tui.i18n import N_, _, language, ngettext
from voxpopuli_tui.ui.table.wording import tidy
from voxpopuli_tui.ui.words.card_words import card_title
from voxpopuli_tui.ui.words.game_words import arena, district, politician, side_name

Names = Sequence[str]

#: a side as the reveal lists it, in lower case ("Marcus applause")
SIDE_WORDS = {"applause": N_("applause"), "boos": N_("boos")}
#: the words of a show of hands
HAND_WORDS = {"for": N_("for"), "against": N_("against")}
_GLADIATOR_ROLL = re.compile(r"^(?P<card>.+): (?P<seat>.+)'s (?P<value>\d+) Gladiator$")
_SECOND_ROLL = " (second roll)"
#: French elides « de » and « que » before a vowel (« la case d'Octave »)
_ELISION = re.compile(r"\b(d|qu)e (?=[AEIOUYÀÂÉÈÊÎÔaeiouyàâéèêîô])")


@cache
def _card_by_title() -> dict[str, str]:
    """Each card's id by its English title."""
    return {info.title: card for card, info in cards_by_id().items()}


def card_name(card: str) -> str:
    """A card's title in the interface's language (the id itself when unknown)."""
    info = cards_by_id().get(card)
    return card if info is None else card_title(info)


def why_words(text: str) -> str:
    """A reason the engine names in English (a card's title, "Applause", a politician, a word
    of a show of hands, a phrase of the catalogue such as what a decision asks) in the
    interface's language; anything else as it is."""
    card = _card_by_title().get(text)
    if card is not None:
        return card_name(card)
    if text.lower() in SIDE_WORDS:
        return side_name(text.lower())
    if text.lower() in HAND_WORDS:
        return _(HAND_WORDS[text.lower()])
    lowered = [p.lower() for p in POLITICIANS]
    if text.lower() in lowered:
        return politician(lowered.index(text.lower()))
    return _(text) if text else text


def purpose_words(purpose: str) -> str:
    """What a die was rolled for (a card's title, its second roll, a Gladiator's fate)."""
    if purpose.endswith(_SECOND_ROLL):
        return _("{card} (second roll)").format(card=why_words(purpose[: -len(_SECOND_ROLL)]))
    m = _GLADIATOR_ROLL.match(purpose)
    if m is not None:
        return _("{card}: {seat}'s {value} Gladiator").format(
            card=why_words(m["card"]), seat=m["seat"], value=m["value"])
    return why_words(purpose)


def coins_words(amount: int) -> str:
    """A sum: "1 sestertius", "3 sesterces" (« 1 sesterce », « 3 sesterces »)."""
    return ngettext("{count} sestertius", "{count} sesterces", amount).format(count=amount)


def _seats(seats: Sequence[int], names: Names) -> str:
    if not seats:
        return ""
    out = names[seats[0]]
    for seat in seats[1:]:
        out = _("{first} and {second}").format(first=out, second=names[seat])
    return out


def arg_words(arg: Arg, names: Names) -> str:
    """One argument of a `Said` line in the interface's language."""
    if isinstance(arg, Seat):
        return names[arg.seat]
    if isinstance(arg, Seats):
        return _seats(arg.seats, names)
    if isinstance(arg, Politician):
        return politician(arg.index)
    if isinstance(arg, Arena):
        return arena(arg.index)
    if isinstance(arg, Card):
        return card_name(arg.card)
    if isinstance(arg, Coins):
        return coins_words(arg.amount)
    if isinstance(arg, Number):
        return str(arg.value)
    if isinstance(arg, District):
        return district(arg.index)
    if isinstance(arg, Space):
        return space_name(arg.space)
    if isinstance(arg, Side):
        return side_name(arg.side)
    if isinstance(arg, CardWindow):
        return _(WINDOW_WORDS[arg.window])
    if isinstance(arg, Why):
        return why_words(arg.text)
    if isinstance(arg, Parts):
        if not arg.items:
            return _(arg.empty) if arg.empty else ""
        return arg.sep.join(said_words(item, names) for item in arg.items)
    raise TypeError(f"no words for {arg!r}")


def said_words(data: Said, names: Names) -> str:
    """A `Said` line: its template through the catalogue, filled with its arguments' words."""
    return _(data.msg).format(**{key: arg_words(arg, names) for key, arg in data.args})


def refusal_words(game: Game, action: Action, error: IllegalActionError) -> str:
    """Why the engine refused `action` (the game is unchanged), in the language spoken, with
    its ruling: "the Greek district is full (R14)"; a malformed action as the engine says it."""
    if isinstance(error, MalformedActionError):
        return str(error)
    refusal = refusal_for(game, action)
    return _("{reason} ({rule})").format(reason=said_words(refusal.message, game.names),
                                         rule=refusal.rule)


def reason_words(reason: Said | None, names: Names = ()) -> str | None:
    """Why a card (or a choice) is refused, in the language spoken; None when it is not.
    `names`: the seats' names, for a reason that names a player."""
    return None if reason is None else said_words(reason, names)


def _modifier(card: str) -> str:
    # The English totals name a card by its id ("TICKET PRICE"); other languages by its title.
    return card.replace("_", " ") if language() == "en" else card_name(card)


def _totals(d: MatchTotals) -> str:
    a = [_("Supporters {count}").format(count=d.supporters[0])]
    b = [_("Supporters {count}").format(count=d.supporters[1])]
    for card, side, amount in d.modifiers:
        (a if side == "applause" else b).append(f"{_modifier(card)} {amount}")
    plus = " + "
    first = _("Applause {applause} = {a}; Boos {boos} = {b}.").format(
        applause=d.applause, a=plus.join(a), boos=d.boos, b=plus.join(b))
    tie = d.applause == d.boos
    if d.result == "applause":
        win = _("Applause win on the tie.") if tie else _("Applause win.")
    else:
        win = _("Boos win on the tie.") if tie else _("Boos win.")
    return f"{first} {win}"


def payload_words(data: object, names: Names) -> str | None:
    """A typed payload's line in the interface's language; None when `data` is none of them."""
    if isinstance(data, Said):
        return said_words(data, names)
    if isinstance(data, CardsDealt):
        cards = ", ".join(card_name(c) for c in data.cards) or _("no cards")
        return _("You were dealt {cards}.").format(cards=cards)
    if isinstance(data, CardDrawn):
        name = card_name(data.card)
        text = _("You drew {card}.").format(card=name)
        return text[:-1] if name.endswith(".") and text.endswith("..") else text
    if isinstance(data, CardGiven):
        return _("{giver} gave {card} to {to}.").format(
            giver=names[data.giver], card=card_name(data.card), to=names[data.to])
    if isinstance(data, CardPlayed):
        if data.cost:
            return _("{seat} played {card} and paid {cost}.").format(
                seat=names[data.seat], card=card_name(data.card), cost=data.cost)
        return _("{seat} played {card}.").format(seat=names[data.seat], card=card_name(data.card))
    if isinstance(data, DieRolled):
        return _("Die for {purpose}: {value}.").format(
            purpose=purpose_words(data.purpose), value=data.value)
    if isinstance(data, VoteCast):
        if data.side is None:
            return _("{seat} has voted.").format(seat=names[data.seat])
        return _("{seat} votes {side}.").format(seat=names[data.seat], side=side_name(data.side))
    if isinstance(data, OwnVote):
        return _("You voted {side}.").format(side=side_name(data.side))
    if isinstance(data, VotesRevealed):
        votes = ", ".join(
            _("{seat} {side}").format(seat=names[s], side=_(SIDE_WORDS.get(v, v)))
            for s, v in data.votes)
        return _("The votes are revealed: {votes}.").format(votes=votes)
    if isinstance(data, MatchTotals):
        return _totals(data)
    if isinstance(data, StarsSealed):
        where = ", ".join(
            _("{count} into {politician}'s slot").format(count=c, politician=politician(i))
            for i, c in enumerate(data.counts) if c)
        total = sum(data.counts)
        return ngettext("{seat} slid {total} piece: {where}.",
                        "{seat} slid {total} pieces: {where}.", total).format(
            seat=names[data.seat], total=total, where=where)
    if isinstance(data, StarsShown):
        shown = ", ".join(
            _("a {value} Star on {politician}").format(value=v, politician=politician(p))
            for v, p in data.stars)
        return _("{seat} placed {shown}.").format(seat=names[data.seat], shown=shown)
    if isinstance(data, PopularityChanged):
        template = (_("{politician} gains {amount} popularity ({why}): now {now}.")
                    if data.delta > 0 else
                    _("{politician} loses {amount} popularity ({why}): now {now}."))
        return template.format(politician=politician(data.politician), amount=abs(data.delta),
                               why=why_words(data.why), now=data.now)
    if isinstance(data, Assassinated):
        return _("{politician} is assassinated ({why}).").format(
            politician=politician(data.politician), why=why_words(data.why))
    if isinstance(data, HandRaised):
        return _("{seat} votes {choice} ({card}).").format(
            seat=names[data.seat], choice=why_words(data.choice), card=card_name(data.card))
    if isinstance(data, Pledged):
        return _("{seat} pledges {amount}.").format(seat=names[data.seat], amount=data.amount)
    return None


def line_words(event: EventView, names: Names) -> str:
    """An event's line as the table draws it, in the interface's language (mended, `tidy`)."""
    worded = payload_words(event.data, names)
    if worded is None:
        return tidy(event.text)
    return elide(tidy(worded))


def elide(text: str) -> str:
    """`text` with French elisions made (« de Octave » → « d'Octave ») when French is spoken."""
    return _ELISION.sub(r"\1'", text) if language() == "fr" else text
