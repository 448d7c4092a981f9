"""R27 secrets: the one place that decides what a seat may know of a game.

Secret: each hand (its size is public), the deck order, votes until the reveal (R19; open under
R30), which Star or decoy is in which compartment and its value (R21 b; open under R31 and at the
end), the order of another seat's Stars in progress (N6), the private log lines of others, and
what only the machine knows: the seed, the random source and any scripted dice. `views.view_for`
reads the predicates below; `redact(game, seat)` builds the seat's information set from them: a
fresh `Game` whose state is a masked deep copy, sharing no mutable object with the live game and
holding no reference to it, so nothing learnt later and nothing hidden can reach a bot through it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .actions import AnnounceMatch, GiveCard, PlayCard
from .assets import CardId
from .clone import deep_copy
from .constants import MatchType, Side
from .game import Game
from .kinds import Decision
from .state import Event, GameState, StarsLeft

#: A card the seat cannot identify.
HIDDEN_CARD = CardId("?")
#: The value of a compartment piece the seat cannot see (a Star of unknown value or a decoy).
HIDDEN_VALUE = -1


@dataclass(frozen=True, slots=True)
class Batch:
    """One seat's Stars of one turn: values public, which pieces carry them secret."""

    seat: int
    turn: int
    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Redacted:
    """A seat's information set: the masked game, the cards in masked places (sorted) and the
    Star batches whose values are spread over masked pieces."""

    game: Game
    unseen: tuple[CardId, ...]
    batches: tuple[Batch, ...]


def sees(event: Event, seat: int | None) -> bool:
    """R27: a log line is public, or private to seats that include `seat` (None: the public)."""
    return event.seats is None or (seat is not None and seat in event.seats)


def compartments_open(game: Game) -> bool:
    """R31 (no bluffing) or the end of the game (R29): every compartment's content is shown."""
    return game.state.over or game.ruleset.no_bluff


def votes_open(game: Game) -> bool:
    """R19: the match votes are known to all after the reveal, or as cast under R30."""
    m = game.state.turn_state.match
    return m is not None and (m.revealed or game.ruleset.hands_in_play)


def vote_seen(game: Game, voter: int, seat: int | None) -> Side | None:
    """`voter`'s match vote as `seat` knows it (None: unknown or not cast)."""
    m = game.state.turn_state.match
    if m is None or not (voter == seat or votes_open(game)):
        return None
    return m.votes[voter]


def stars_seen(stars: StarsLeft, seats: list[int], seat: int | None) -> StarsLeft:
    """N6/R27: the seat placing Stars knows its placements; others see the whole insertion's
    values, not which went first nor where."""
    if seat in seats:
        return stars
    return StarsLeft(tuple(sorted([*stars.left, *(x.value for x in stars.placed)], reverse=True)))


def known_gifts(game: Game, seat: int) -> dict[int, list[CardId]]:
    """Cards `seat` gave to others and has not seen leave their hands since (R26)."""
    known: dict[int, list[CardId]] = {}
    for action in game.history:
        if isinstance(action, GiveCard):
            if action.seat == seat:
                known.setdefault(action.to, []).append(action.card)
            elif action.to != seat:
                known.pop(action.seat, None)  # some card left that hand: no longer sure which
        elif isinstance(action, PlayCard):
            cards = known.get(action.seat)
            if cards and action.card in cards:
                cards.remove(action.card)
        elif isinstance(action, AnnounceMatch) and action.kind is MatchType.STAR:
            cards = known.get(action.seat)
            if cards and "DREAM_TEAM" in cards:
                cards.remove(CardId("DREAM_TEAM"))
    return known


def _batches(st: GameState, seat: int) -> list[Batch]:
    groups: dict[tuple[int, int], list[int]] = {}
    for content in st.slots:
        for ins in content:
            if ins.seat != seat:
                groups.setdefault((ins.seat, ins.turn), []).append(ins.value)
    return [
        Batch(s, t, tuple(sorted((v for v in values if v > 0), reverse=True)))
        for (s, t), values in sorted(groups.items())
    ]


def redact(game: Game, seat: int) -> Redacted:
    """`seat`'s information set: a new game holding only what the seat may know (module doc).

    Other hands (but the cards the seat gave and saw stay there) and the deck become
    `HIDDEN_CARD`s, others' compartment pieces `HIDDEN_VALUE`s, others' sealed votes None; the
    log keeps the lines the seat saw, numbered again (the gaps would count others' private
    lines); the ruleset's seed is 0, the random source fresh, no dice scripted, no history."""
    game.check_seat(seat)
    st = deep_copy(game.state)
    hidden: list[CardId] = list(st.deck)
    known = known_gifts(game, seat)
    for s, pl in enumerate(st.players):
        if s == seat:
            continue
        rest = list(pl.hand)
        sure = []
        for card in known.get(s, []):
            if card in rest:  # guards the bookkeeping; a known card is one the seat saw given
                rest.remove(card)
                sure.append(card)
        hidden.extend(rest)
        pl.hand = sorted(sure) + [HIDDEN_CARD] * len(rest)
    st.deck = [HIDDEN_CARD] * len(st.deck)
    batches: list[Batch] = []
    if not compartments_open(game):
        batches = _batches(st, seat)
        for content in st.slots:
            for ins in content:
                if ins.seat != seat:
                    ins.value = HIDDEN_VALUE
    p = st.pending
    if p is not None and p.stars is not None:
        p.stars = stars_seen(p.stars, p.seats, seat)
    m = st.turn_state.match
    if m is not None:
        m.votes = [vote_seen(game, s, seat) for s in range(st.n)]
        if p is not None and p.kind == Decision.VOTE and not votes_open(game):
            # Who has voted is public, how is not: in a sample the others vote again.
            p.done = [s for s in p.done if s == seat]
    seen = [e for e in st.log if sees(e, seat)]
    st.log = [
        Event(i, e.turn, e.kind, e.text, None if e.seats is None else list(e.seats), e.data)
        for i, e in enumerate(seen)
    ]
    st.rng_state = []
    # The seed would replay the deck and every die: the set's ruleset has none (and is a copy).
    ruleset = game.ruleset.model_copy(update={"seed": 0}, deep=True)
    return Redacted(Game(ruleset, st, random.Random(0)), tuple(sorted(hidden)), tuple(batches))
