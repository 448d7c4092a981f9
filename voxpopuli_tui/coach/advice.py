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
from voxpopuli_tui.engine.assets import cards_by_id, title
from voxpopuli_tui.engine.bots import Level, NormalBot
from voxpopuli_tui.engine.bots.hard import HardBot
from voxpopuli_tui.engine.coins import coins
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

#: Sampled worlds Hard searches per decision: fixed, so the advice is reproducible (a clock
#: budget would change it with the machine's load). About 0.1–0.3 s a decision on a busy
#: two-core machine; `benchmarks/find_tutorial_seed.py` prints the figures.
GUIDE_ITERATIONS = 4


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
    """What `level` would play here (Hard with `GUIDE_ITERATIONS` worlds, or Normal)."""
    if level is Level.HARD:
        return HardBot(_seed(view), iterations=GUIDE_ITERATIONS).choose(view, legal)
    return NormalBot(_seed(view)).choose(view, legal)


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
    return " ".join(text.split())


# --------------------------------------------------------------------------- helpers


def _crowd_words(view: SeatView, c: Crowd) -> str:
    """`4 attend, 2 yours (5 of 9 vote value)`"""
    me = view.seat
    assert me is not None
    mine = c.count_of(me)
    if not c.size:
        return "no Supporter attends"
    weight = c.weight_of(me)
    yours = f", {mine} yours ({weight} of {c.total} vote value)" if mine else ", none yours"
    return f"{c.size} attend{'s' if c.size == 1 else ''}{yours}"


def _standing(view: SeatView, p: int) -> str:
    """`Caesar leads with 7 popularity` / `Crassus is 3rd with 2 popularity` / `… is dead`"""
    if view.dead[p]:
        return f"{politician(p)} is dead and can never be Emperor"
    r = rank(view, p)
    tied = sum(
        1 for q, v in enumerate(view.popularity) if v == view.popularity[p] and not view.dead[q]
    )
    if r == 1 and tied > 1:
        return f"{politician(p)} would be Emperor now: tied at {view.popularity[p]}, he wins ties"
    if r == 1:
        return f"{politician(p)} leads with {view.popularity[p]} popularity"
    return f"{politician(p)} is {ordinal(r)} with {view.popularity[p]} popularity"


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
    if kind == MatchType.STAR:
        return "a DREAM TEAM match"
    word = kind.capitalize()
    return f"{'an' if word[0] in 'AEIOU' else 'a'} {word}"


# --------------------------------------------------------------------------- by decision


def _coliseum(view: SeatView, a: PlaceColiseum) -> str:
    return (
        f"{politician(a.politician)}'s Coliseum on {space_name(a.space)}: its matches will be "
        f"held there, for the Supporters around it (R10, R17)"
    )


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
    where = district_name(a.district)
    if not threats:
        return (
            f"Name {where} for {active}: none of its {empty} empty spaces joins a crowd "
            f"big enough for a match (R14, R17)"
        )
    others = [_threats(view, m.district)[1] for m in view.moves if isinstance(m, Designate)]
    fewest = ", the fewest of any district" if others and threats <= min(others) else ""
    return (
        f"Name {where} for {active}: {threats} of its {empty} empty spaces would make a "
        f"crowd of 3 or more{fewest} (R14, R17)"
    )


def _supporter(view: SeatView, a: PlaceSupporter) -> str:
    where = f"A {a.value} on {space_name(a.space)}"
    joined = _joins(view, a.space, a.value)
    if not joined:
        me = view.seat
        assert me is not None
        left = [v for v, n in view.players[me].club_pieces if n > 0]
        keep = "; your bigger pieces stay free" if left and a.value == min(left) else ""
        return f"{where} joins no arena's crowd yet{keep} (R14, R17)"
    best = joined[0]
    also = ""
    if len(joined) > 1:
        also = f" (and {', '.join(politician(c.politician) + chr(39) + 's' for c in joined[1:])})"
    return (
        f"{where} joins {politician(best.politician)}'s crowd{also}: then "
        f"{_crowd_words(view, best)} (R17)"
    )


def _gladiator(view: SeatView, a: PlaceGladiator) -> str:
    c = crowd(view, a.politician)
    there = my_gladiators(view, a.politician)
    have = f"; you have {values(there)} there" if there else ""
    return (
        f"A {a.value} in {politician(a.politician)}'s arena, where {_crowd_words(view, c)}"
        f"{have}: applauded, it becomes a Star (R15, R21)"
    )


def _match(view: SeatView, a: AnnounceMatch) -> str:
    kind = MatchType(a.kind)
    c = crowd(view, a.politician)
    return (
        f"{_kind_word(a.kind).capitalize()} in {politician(a.politician)}'s arena, price "
        f"{MATCH_PRICE[kind]}: "
        f"{_crowd_words(view, c)}; applauded, you gain {ORGANISER_REWARD} and "
        f"{politician(a.politician)} {MATCH_POPULARITY[kind]} (R18, R21)"
    )


def _no_match(view: SeatView, a: NoMatch) -> str:
    me = view.seat
    assert me is not None
    crowds = [crowd(view, p) for p in range(len(view.popularity))]
    able = [c for c in crowds if c.size >= MIN_ATTENDANCE]
    if not able:
        return (
            "No match: no arena has 3 Supporters attending (R18); take a sestertius or a card (R24)"
        )
    best = max(able, key=lambda c: (c.weight_of(me) * 2 - c.total, c.size))
    return (
        f"No match: at {politician(best.politician)}'s arena, your best, only "
        f"{best.weight_of(me)} of {best.total} vote value is yours; take the Phase 3 gain (R24)"
    )


def _vote(view: SeatView, a: Vote) -> str:
    m = view.match
    me = view.seat
    assert m is not None and me is not None
    c = _match_crowd(view)
    assert c is not None
    p = m.arena
    gl = my_gladiators(view, p)
    weight = c.weight_of(me)
    w = f"your Supporters there weigh {weight}" if weight else "no Supporter of yours attends"
    gain = MATCH_POPULARITY[MatchType(m.kind)]
    if a.side == Side.APPLAUSE:
        if gl:
            return (
                f"Applause: if it wins, your Gladiators there ({values(gl)}) become Stars; "
                f"{w} (R19, R21)"
            )
        return (
            f"Applause: if it wins, {politician(p)} gains {gain}; "
            f"{_standing(view, p)}; {w} (R19, R21)"
        )
    lose = "; if Applause wins you lose one attending Supporter" if weight else ""
    return (
        f"Boos: if Boos win you draw a card and {politician(p)} gains nothing "
        f"({_standing(view, p)}){lose} (R19, R22)"
    )


def _elim_supporter(view: SeatView, a: EliminateSupporter) -> str:
    me = view.seat
    c = _match_crowd(view)
    mine = [] if c is None else [v for o, v in zip(c.owners, c.values, strict=True) if o == me]
    value = view.spaces[a.space].value
    smallest = " (your smallest there)" if mine and value == min(mine) else ""
    return f"Lose your {value} on {space_name(a.space)}{smallest}: it leaves the game (R21, R23)"


def _elim_gladiator(view: SeatView, a: EliminateGladiator) -> str:
    p = _match_arena(view)
    gl = [] if p is None else my_gladiators(view, p)
    where = "" if p is None else f" in {politician(p)}'s arena"
    smallest = " (your smallest there)" if gl and a.value == min(gl) else ""
    return f"Lose your {a.value} Gladiator{where}{smallest}: it leaves the game (R22, R23)"


def _star(view: SeatView, a: PlaceStar) -> str:
    p = a.politician
    count, total = my_stars(view, p)
    me = view.seat
    others = sum(n for s, n in enumerate(view.slots[p].counts) if s != me)
    held = f"; you already have {total} in his compartment" if count else ""
    if not others:
        held += "; no one else has a piece there"
    decoy = ""
    if a.decoy is not None:
        decoy = f"; a decoy to {politician(a.decoy)} hides your choice (R5)"
    if leader(view) == p:
        return (
            f"A {a.value} Star for {politician(p)}: {_standing(view, p)}; it counts if he "
            f"becomes Emperor (R29){held}{decoy}"
        )
    return f"A {a.value} Star for {politician(p)}: {_standing(view, p)} (R29){held}{decoy}"


def _gain(view: SeatView, a: ChooseGain) -> str:
    me = view.seat
    assert me is not None
    money = view.players[me].money
    if a.gain == Gain.MONEY:
        return (
            f"1 sestertius: you have {money}; a Championship costs 3, an International 6, "
            f"a decoy 1 (R24)"
        )
    return (
        f"1 card: you have {coins(money)} and {len(view.hand)} cards; a card can sway a vote "
        f"or popularity (R24)"
    )


def _pass(view: SeatView, a: Pass) -> str:
    p = view.pending
    if p is not None and p.window == "roll":
        return "Pass: let the die stand (R34)"
    playable = sorted({title(c) for c, why in view.card_reasons if why is None})
    if not playable:
        return "Pass: no card of yours can be played now (R13)"
    return f"Pass: keep {values(playable)} for a moment it matters more (R13)"


def _card(view: SeatView, a: PlayCard) -> str:
    info = cards_by_id().get(a.card)
    summary = "" if info is None else f": {info.summary.rstrip('.')}"
    m = view.match
    where = ""
    if m is not None and info is not None and info.kind == "A":
        where = f" in {_kind_word(m.kind)} at {politician(m.arena)}'s arena"
    return f"Play {title(a.card)}{where}{summary} (R13)"


_HANDS_EFFECT: dict[str, str] = {
    "MADMAN": "{p} is assassinated unless someone votes against",
    "SEX_SCANDAL": "the lover {p} is assassinated unless two vote against",
    "COJC": "Antony loses 1 if more vote against than for",
    "FAMILY_AFFAIR": "Octavian loses 1 if more vote against than for",
}


def _hands(view: SeatView, a: HandsVote) -> str:
    ov = view.open_vote
    card = "" if ov is None else ov.card
    if a.choice not in ("for", "against"):
        return (
            f"Vote {a.choice} ({title(card)}): the most votes gain 1 popularity; "
            f"{_standing(view, _politician_index(a.choice))} (R33)"
        )
    subject = ov.subject if ov is not None and ov.subject is not None else view.lover
    who = politician(subject) if subject is not None else "he"
    effect = _HANDS_EFFECT.get(card, "the count decides").format(p=who)  # R33
    held = ""
    if subject is not None:
        count, total = my_stars(view, subject)
        held = f"; you hold {total} in {who}'s compartment" if count else ""
    return f"Vote {a.choice} ({title(card)}): {effect}{held} (R33)"


def _politician_index(word: str) -> int:
    from voxpopuli_tui.engine.constants import POLITICIAN_INDEX

    return POLITICIAN_INDEX[word]


def _pledge(view: SeatView, a: Pledge) -> str:
    return (
        f"Pledge {a.amount}: if the pledges reach 5 they are paid and the lover keeps his "
        f"popularity; else he loses 2 (R33)"
    )


def _free(view: SeatView, a: Action) -> str:
    if isinstance(a, BuyDecoys):
        return f"Buy {a.count} decoy{'s' if a.count > 1 else ''} for {a.count} (R5)"
    if isinstance(a, GiveMoney):
        return f"Give {coins(a.amount)} to {name(view, a.to)}: a public gift (R26)"
    if isinstance(a, GiveCard):
        return f"Give {title(a.card)} to {name(view, a.to)}; only you two see the card (R26)"
    if isinstance(a, Contribute):
        return f"Pay {a.amount} toward the 5 that discard ROTTEN ARENA"
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
