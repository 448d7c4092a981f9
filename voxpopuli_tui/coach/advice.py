"""The guide and the hint: what the strongest computer would do here, and why, in words.

`suggest(view, legal)` asks Hard (a fixed number of sampled worlds, so the same position gives
the same advice; Normal when `level` says so) with the seat's own view and legal actions, the
way a computer seat is asked (its information set is built by the engine, R27), less the moves
`safety` rules out for a learner (a match its side's vote weight cannot carry, a card drawn with
the money the match it is building needs). The reason is
one line built from that view only: no secret of another seat can reach it. `explain(view,
action)` says in one line what another legal choice does and what follows from it.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from voxpopuli_tui.engine.actions import (
    Action,
    AnnounceMatch,
    BuyDecoys,
    ChooseGain,
    Contribute,
    Designate,
    EliminateGladiator,
    EliminateSupporter,
    GiveCard,
    GiveMoney,
    HandsVote,
    NoMatch,
    Pass,
    PlaceColiseum,
    PlaceGladiator,
    PlaceStar,
    PlaceSupporter,
    PlayCard,
    Pledge,
    Vote,
    district_name,
    space_name,
)
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.bots import Level, NormalBot
from voxpopuli_tui.engine.bots.hard import HardBot
from voxpopuli_tui.engine.constants import (
    MATCH_POPULARITY,
    MATCH_PRICE,
    MIN_ATTENDANCE,
    ORGANISER_REWARD,
    Gain,
    MatchType,
    Side,
)
from voxpopuli_tui.engine.views import SeatView, SpaceView
from voxpopuli_tui.i18n import N_, _, ngettext

from .facts import (
    Crowd,
    crowd,
    leader,
    my_gladiators,
    my_stars,
    name,
    ordinal,
    politician,
    rank,
    values,
)
from .safety import safe_choices
from .words import ARENAS, KIND_WORDS, card_text, card_title, coins_words

#: Sampled worlds Hard searches per decision: fixed, so the advice is reproducible (a clock
#: budget would change it with the machine's load). About 0.1–0.3 s a decision on a busy
#: two-core machine; `benchmarks/find_tutorial_seed.py` prints the figures.
GUIDE_ITERATIONS = 4
#: Turns each of the guide's playouts looks ahead: two, as when Learn to play's guided game and
#: its hint follower were measured (Hard plays three; the guide's worlds are few and fixed).
GUIDE_DEPTH = 2
#: The smallest table at which the guide races a coalition (see `guide_choice`).
RACE_FROM_SEATS = 4


@dataclass(frozen=True, slots=True)
class Suggestion:
    """The guide's choice and its one-line reason (players' words, a rule id)."""

    action: Action
    why: str


def _seed(view: SeatView) -> int:
    """A seed from the learner's own view: the same position, the same advice."""
    p = view.pending
    key = f"{view.seat}:{view.turn}:{len(view.log)}:{p.kind if p else ''}:{len(view.moves)}"
    return zlib.crc32(key.encode())


def guide_choice(view: SeatView, legal: Sequence[Action], level: Level = Level.HARD) -> Action:
    """What `level` would play here (Hard with `GUIDE_ITERATIONS` worlds, or Normal).

    At a table of three the guide does not race a coalition (`bots.coalition`): two backers
    are every other seat there, and a learner following a racing guide won 36 of 100 guided
    games of Learn to play against 52 without it (docs/BOTS.md)."""
    race = len(view.players) >= RACE_FROM_SEATS
    if level is Level.HARD:
        return HardBot(_seed(view), iterations=GUIDE_ITERATIONS, depth_turns=GUIDE_DEPTH,
                       join=race).choose(view, legal)
    return NormalBot(_seed(view), join=race).choose(view, legal)


def suggest(view: SeatView, legal: Sequence[Action], level: Level = Level.HARD) -> Suggestion:
    """The guide's suggestion for the learner's decision.

    `view` is `view_for(game, seat)` of the seat to advise (its `information()` is what the
    computer searches; call while the game is unchanged); `legal` is
    `game.legal_actions(seat)`. The action is one of `legal`; `why` is one line."""
    if view.seat is None:
        raise ValueError("advice needs a seat's view, not the public view")
    action = guide_choice(view, safe_choices(view, legal), level)
    return Suggestion(action, reason(view, action))


def reason(view: SeatView, action: Action) -> str:
    """Why `action` is a good choice here, in one line from `view` alone."""
    return _one_line(_REASONS.get(type(action), _explain)(view, action))


def explain(view: SeatView, action: Action) -> str:
    """What `action` does and what follows, in one line from `view` alone."""
    return _one_line(_explain(view, action))


def _one_line(text: str) -> str:
    # Plain white space only: French keeps its no-break space before « : ».
    return re.sub(r"[ \t\r\n]+", " ", text).strip()


# --------------------------------------------------------------------------- helpers


def _crowd_words(view: SeatView, c: Crowd) -> str:
    """`4 attend, 2 yours (5 of 9 vote value)`"""
    me = view.seat
    assert me is not None
    mine = c.count_of(me)
    if not c.size:
        return _("no Supporter attends")
    weight = c.weight_of(me)
    attend = ngettext("{count} attends", "{count} attend", c.size).format(count=c.size)
    if mine:
        return _("{attend}, {mine} yours ({weight} of {total} vote value)").format(
            attend=attend, mine=mine, weight=weight, total=c.total)
    return _("{attend}, none yours").format(attend=attend)


def _standing(view: SeatView, p: int) -> str:
    """`Caesar leads with 7 popularity` / `Crassus is 3rd with 2 popularity` / `… is dead`"""
    if view.dead[p]:
        return _("{politician} is dead and can never be Emperor").format(politician=politician(p))
    r = rank(view, p)
    tied = sum(
        1 for q, v in enumerate(view.popularity) if v == view.popularity[p] and not view.dead[q]
    )
    if r == 1 and tied > 1:
        return _("{politician} would be Emperor now: tied at {popularity}, he wins ties").format(
            politician=politician(p), popularity=view.popularity[p])
    if r == 1:
        return _("{politician} leads with {popularity} popularity").format(
            politician=politician(p), popularity=view.popularity[p])
    return _("{politician} is {rank} with {popularity} popularity").format(
        politician=politician(p), rank=ordinal(r), popularity=view.popularity[p])


def _match_arena(view: SeatView) -> int | None:
    return None if view.match is None else view.match.arena


def _match_crowd(view: SeatView) -> Crowd | None:
    m = view.match
    if m is None:
        return None
    spaces = m.attending
    by_space = {s.space: s for s in view.spaces}
    return Crowd(
        m.arena,
        tuple(spaces),
        tuple(_seat_on(by_space[s]) for s in spaces),
        tuple(by_space[s].value for s in spaces),
    )


def _seat_on(space: SpaceView) -> int:
    return -1 if space.seat is None else space.seat


def _joins(view: SeatView, space: int, value: int) -> list[Crowd]:
    """The crowds a Supporter of the viewer's on `space` would be part of (R17)."""
    me = view.seat
    assert me is not None
    out = []
    for p in range(len(view.popularity)):
        c = crowd(view, p, {space: (me, value)})
        if space in c.spaces:
            out.append(c)
    return sorted(out, key=lambda c: -c.size)


def _kind_word(kind: str) -> str:
    """`a Cup`, `an International`, `a DREAM TEAM match`."""
    return _(KIND_WORDS[MatchType(kind)])


# --------------------------------------------------------------------------- by decision


def _coliseum(view: SeatView, a: PlaceColiseum) -> str:
    return _("{politician}'s Coliseum on {space}: its matches will be held there, for the "
             "Supporters around it (R10, R17)").format(
        politician=politician(a.politician), space=space_name(a.space))


def _threats(view: SeatView, district: int) -> tuple[int, int]:
    """(empty spaces of `district`, those where the active player's Supporter would make a
    crowd of 3 or more: room for a match, R17, R18)."""
    empty = [
        s.space
        for s in view.spaces
        if s.district == district and s.seat is None and s.coliseum is None
    ]
    threats = 0
    for s in empty:
        for p in range(len(view.popularity)):
            c = crowd(view, p, {s: (view.active, 1)})
            if s in c.spaces and c.size >= MIN_ATTENDANCE:
                threats += 1
                break
    return len(empty), threats


def _designate(view: SeatView, a: Designate) -> str:
    active = name(view, view.active)
    empty, threats = _threats(view, a.district)
    where = _(district_name(a.district))
    if not threats:
        return _("Name {where} for {active}: none of its {empty} empty spaces joins a crowd "
                 "big enough for a match (R14, R17)").format(
            where=where, active=active, empty=empty)
    others = [_threats(view, m.district)[1] for m in view.moves if isinstance(m, Designate)]
    fewest = _(", the fewest of any district") if others and threats <= min(others) else ""
    return _("Name {where} for {active}: {threats} of its {empty} empty spaces would make a "
             "crowd of 3 or more{fewest} (R14, R17)").format(
        where=where, active=active, threats=threats, empty=empty, fewest=fewest)


def _supporter(view: SeatView, a: PlaceSupporter) -> str:
    where = _("A {value} on {space}").format(value=a.value, space=space_name(a.space))
    joined = _joins(view, a.space, a.value)
    if not joined:
        me = view.seat
        assert me is not None
        left = [v for v, n in view.players[me].club_pieces if n > 0]
        keep = _("; your bigger pieces stay free") if left and a.value == min(left) else ""
        return _("{where} joins no arena's crowd yet{keep} (R14, R17)").format(
            where=where, keep=keep)
    best = joined[0]
    also = ""
    if len(joined) > 1:
        also = " " + _("(and {others})").format(others=", ".join(
            _("{politician}'s").format(politician=politician(c.politician))
            for c in joined[1:]))
    return _("{where} joins {politician}'s crowd{also}: then {crowd} (R17)").format(
        where=where, politician=politician(best.politician), also=also,
        crowd=_crowd_words(view, best))


def _gladiator(view: SeatView, a: PlaceGladiator) -> str:
    c = crowd(view, a.politician)
    there = my_gladiators(view, a.politician)
    have = _("; you have {values} there").format(values=values(there)) if there else ""
    return _("A {value} in {arena}, where {crowd}{have}: applauded, it becomes a Star "
             "(R15, R21)").format(value=a.value, arena=_(ARENAS[a.politician]),
                                  crowd=_crowd_words(view, c), have=have)


def _match(view: SeatView, a: AnnounceMatch) -> str:
    kind = MatchType(a.kind)
    c = crowd(view, a.politician)
    word = _kind_word(a.kind)
    return _("{kind} in {arena}, price {price}: {crowd}; applauded, you gain {reward} and "
             "{politician} {gain} (R18, R21)").format(
        kind=word.capitalize(), arena=_(ARENAS[a.politician]),
        price=MATCH_PRICE[kind], crowd=_crowd_words(view, c), reward=ORGANISER_REWARD,
        politician=politician(a.politician), gain=MATCH_POPULARITY[kind])


def _no_match(view: SeatView, a: NoMatch) -> str:
    me = view.seat
    assert me is not None
    crowds = [crowd(view, p) for p in range(len(view.popularity))]
    able = [c for c in crowds if c.size >= MIN_ATTENDANCE]
    if not able:
        return _("No match: no arena has 3 Supporters attending (R18); take a sestertius or "
                 "a card (R24)")
    best = max(able, key=lambda c: (c.weight_of(me) * 2 - c.total, c.size))
    return _("No match: at {arena}, your best, only {weight} of {total} vote value is yours; "
             "take the Phase 3 gain (R24)").format(
        arena=_(ARENAS[best.politician]), weight=best.weight_of(me), total=best.total)


def _vote(view: SeatView, a: Vote) -> str:
    m = view.match
    me = view.seat
    assert m is not None and me is not None
    c = _match_crowd(view)
    assert c is not None
    p = m.arena
    gl = my_gladiators(view, p)
    weight = c.weight_of(me)
    w = (_("your Supporters there weigh {weight}").format(weight=weight) if weight
         else _("no Supporter of yours attends"))
    gain = MATCH_POPULARITY[MatchType(m.kind)]
    if a.side == Side.APPLAUSE:
        if gl:
            return _("Applause: if it wins, your Gladiators there ({values}) become Stars; "
                     "{weight} (R19, R21)").format(values=values(gl), weight=w)
        return _("Applause: if it wins, {politician} gains {gain}; {standing}; {weight} "
                 "(R19, R21)").format(politician=politician(p), gain=gain,
                                      standing=_standing(view, p), weight=w)
    lose = _("; if Applause wins you lose one attending Supporter") if weight else ""
    return _("Boos: if Boos win you draw a card and {politician} gains nothing ({standing})"
             "{lose} (R19, R22)").format(politician=politician(p),
                                         standing=_standing(view, p), lose=lose)


def _elim_supporter(view: SeatView, a: EliminateSupporter) -> str:
    me = view.seat
    c = _match_crowd(view)
    mine = [] if c is None else [v for o, v in zip(c.owners, c.values, strict=True) if o == me]
    value = view.spaces[a.space].value
    smallest = _(" (your smallest there)") if mine and value == min(mine) else ""
    return _("Lose your {value} on {space}{smallest}: it leaves the game (R21, R23)").format(
        value=value, space=space_name(a.space), smallest=smallest)


def _elim_gladiator(view: SeatView, a: EliminateGladiator) -> str:
    p = _match_arena(view)
    gl = [] if p is None else my_gladiators(view, p)
    where = "" if p is None else " " + _("in {arena}").format(arena=_(ARENAS[p]))
    smallest = _(" (your smallest there)") if gl and a.value == min(gl) else ""
    return _("Lose your {value} Gladiator{where}{smallest}: it leaves the game (R22, R23)").format(
        value=a.value, where=where, smallest=smallest)


def _star(view: SeatView, a: PlaceStar) -> str:
    p = a.politician
    count, total = my_stars(view, p)
    me = view.seat
    others = sum(n for s, n in enumerate(view.slots[p].counts) if s != me)
    held = _("; you already have {total} in his compartment").format(total=total) if count else ""
    if not others:
        held += _("; no one else has a piece there")
    decoy = ""
    if a.decoy is not None:
        decoy = _("; a decoy to {politician} hides your choice (R5)").format(
            politician=politician(a.decoy))
    words = {"value": a.value, "politician": politician(p), "standing": _standing(view, p),
             "held": held, "decoy": decoy}
    if leader(view) == p:
        return _("A {value} Star for {politician}: {standing}; it counts if he becomes Emperor "
                 "(R29){held}{decoy}").format(**words)
    return _("A {value} Star for {politician}: {standing} (R29){held}{decoy}").format(**words)


def _gain(view: SeatView, a: ChooseGain) -> str:
    me = view.seat
    assert me is not None
    money = view.players[me].money
    if a.gain == Gain.MONEY:
        return _("1 sestertius: you have {money}; a Championship costs 3, an International 6, "
                 "a decoy 1 (R24)").format(money=money)
    return _("1 card: you have {coins} and {cards} cards; a card can sway a vote or popularity "
             "(R24)").format(coins=coins_words(money), cards=len(view.hand))


def _pass(view: SeatView, a: Pass) -> str:
    p = view.pending
    if p is not None and p.window == "roll":
        return _("Pass: let the die stand (R34)")
    playable = sorted({card_title(c) for c, why in view.card_reasons if why is None})
    if not playable:
        return _("Pass: no card of yours can be played now (R13)")
    return _("Pass: keep {cards} for a moment it matters more (R13)").format(
        cards=values(playable))


def _card(view: SeatView, a: PlayCard) -> str:
    info = cards_by_id().get(a.card)
    summary = "" if info is None else ": " + card_text(info).rstrip(".")
    m = view.match
    where = ""
    if m is not None and info is not None and info.kind == "A":
        where = " " + _("in {kind} at {arena}").format(kind=_kind_word(m.kind),
                                                      arena=_(ARENAS[m.arena]))
    return _("Play {card}{where}{summary} (R13)").format(
        card=card_title(a.card), where=where, summary=summary)


_HANDS_EFFECT: dict[str, str] = {
    "MADMAN": N_("{p} is assassinated unless someone votes against"),
    "SEX_SCANDAL": N_("the lover {p} is assassinated unless two vote against"),
    "COJC": N_("{p} loses 1 if more vote against than for"),
    "FAMILY_AFFAIR": N_("{p} loses 1 if more vote against than for"),
}
#: a show of hands' two answers, as a reason names them
_HAND_CHOICES = {"for": N_("for"), "against": N_("against")}


def _hands(view: SeatView, a: HandsVote) -> str:
    ov = view.open_vote
    card = "" if ov is None else ov.card
    if a.choice not in ("for", "against"):
        index = _politician_index(a.choice)
        return _("Vote {choice} ({card}): the most votes gain 1 popularity; {standing} "
                 "(R33)").format(choice=politician(index), card=card_title(card),
                                 standing=_standing(view, index))
    subject = ov.subject if ov is not None and ov.subject is not None else view.lover
    who = politician(subject) if subject is not None else _("he")
    effect = _(_HANDS_EFFECT.get(card, N_("the count decides"))).format(p=who)  # R33
    held = ""
    if subject is not None:
        count, total = my_stars(view, subject)
        held = _("; you hold {total} in {who}'s compartment").format(
            total=total, who=who) if count else ""
    return _("Vote {choice} ({card}): {effect}{held} (R33)").format(
        choice=_(_HAND_CHOICES[a.choice]), card=card_title(card), effect=effect, held=held)


def _politician_index(word: str) -> int:
    from voxpopuli_tui.engine.constants import POLITICIAN_INDEX

    return POLITICIAN_INDEX[word]


def _pledge(view: SeatView, a: Pledge) -> str:
    return _("Pledge {amount}: if the pledges reach 5 they are paid and the lover keeps his "
             "popularity; else he loses 2 (R33)").format(amount=a.amount)


def _free(view: SeatView, a: Action) -> str:
    if isinstance(a, BuyDecoys):
        return (_("Buy {count} decoys for {count} (R5)") if a.count > 1
                else _("Buy {count} decoy for {count} (R5)")).format(count=a.count)
    if isinstance(a, GiveMoney):
        return _("Give {coins} to {name}: a public gift (R26)").format(
            coins=coins_words(a.amount), name=name(view, a.to))
    if isinstance(a, GiveCard):
        return _("Give {card} to {name}; only you two see the card (R26)").format(
            card=card_title(a.card), name=name(view, a.to))
    if isinstance(a, Contribute):
        return _("Pay {amount} toward the 5 that discard {card}").format(
            amount=a.amount, card=card_title("ROTTEN_ARENA"))
    return str(a)


_REASONS: dict[type[Any], Callable[[SeatView, Any], str]] = {
    PlaceColiseum: _coliseum,
    Designate: _designate,
    PlaceSupporter: _supporter,
    PlaceGladiator: _gladiator,
    AnnounceMatch: _match,
    NoMatch: _no_match,
    Vote: _vote,
    EliminateSupporter: _elim_supporter,
    EliminateGladiator: _elim_gladiator,
    PlaceStar: _star,
    ChooseGain: _gain,
    Pass: _pass,
    PlayCard: _card,
    HandsVote: _hands,
    Pledge: _pledge,
}


def _explain(view: SeatView, action: Action) -> str:
    """What the choice does and its consequence (the same facts as a reason)."""
    handler = _REASONS.get(type(action))
    return handler(view, action) if handler is not None else _free(view, action)
