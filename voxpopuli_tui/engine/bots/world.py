"""A seat's information set (R27) as a redacted game, and a determinizer that fills its masks.

`information_for(game, seat)` is built by the engine for one seat: a copy of the game in which
every secret that seat cannot know is masked — other hands, the deck order, the random source,
other seats' Star values and decoys (in compartments and in a pending Stars input), other seats'
sealed votes, other seats' private log lines and the action history. What the seat does know is
kept: hand sizes, slot piece counts per seat, each Star batch's values (logged when Gladiators
become Stars), decoys held, cards it gave away, the public log and its own private lines.

`Information.sample(rng)` returns one complete game consistent with that knowledge: unseen cards
dealt at random to the masked hands and the deck, each masked Star batch's values spread over the
batch's pieces (the rest are decoys), a fresh random source. Bots search on samples only; they
never read the real game, so two games that differ only in the seat's unknowns give the same
`Information` and, for the same seed, the same choices (tests/bots/test_no_peeking.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..actions import AnnounceMatch, GiveCard, PlayCard
from ..clone import clone_game
from ..constants import MatchType
from ..game import Game
from ..state import Event, GameState, StarsLeft

#: A card the seat cannot identify.
HIDDEN_CARD = "?"
#: The value of a compartment piece the seat cannot see (a Star of unknown value or a decoy).
HIDDEN_VALUE = -1


@dataclass(frozen=True, slots=True)
class Batch:
    """One seat's Stars of one turn: values public, which pieces carry them secret."""

    seat: int
    turn: int
    values: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Information:
    """What one seat knows, as a redacted game plus the facts needed to fill its masks."""

    seat: int
    game: Game  # masked copy: never apply actions to it, sample first
    unseen: tuple[str, ...]  # cards in masked places (others' unknown cards and the deck), sorted
    batches: tuple[Batch, ...]

    def sample(self, rng: random.Random) -> Game:
        """One complete game consistent with the seat's knowledge (a fresh copy each call)."""
        world = clone_game(self.game, history=False)
        st = world.state
        pool = list(self.unseen)
        rng.shuffle(pool)
        for s, pl in enumerate(st.players):
            if s == self.seat:
                continue
            for i, card in enumerate(pl.hand):
                if card == HIDDEN_CARD:
                    pl.hand[i] = pool.pop()
        st.deck = pool  # whatever is left, in a random order
        for batch in self.batches:
            pieces = [
                ins
                for content in st.slots
                for ins in content
                if ins.seat == batch.seat and ins.turn == batch.turn and ins.value == HIDDEN_VALUE
            ]
            order = list(range(len(pieces)))
            rng.shuffle(order)
            values = list(batch.values) + [0] * (len(pieces) - len(batch.values))
            for k, i in enumerate(order):
                pieces[i].value = values[k] if k < len(values) else 0
        world.rng = random.Random(rng.getrandbits(64))
        return world


def _known_gifts(game: Game, seat: int) -> dict[int, list[str]]:
    """Cards `seat` gave to others and has not seen leave their hands since (R26)."""
    known: dict[int, list[str]] = {}
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
                cards.remove("DREAM_TEAM")
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


def information_for(game: Game, seat: int) -> Information:
    """The redacted game of `seat` (see the module docstring)."""
    rs = game.ruleset
    red = clone_game(game, history=False)
    st = red.state
    hidden: list[str] = list(st.deck)
    known = _known_gifts(game, seat)
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
    if not rs.no_bluff and not st.over:
        batches = _batches(st, seat)
        for content in st.slots:
            for ins in content:
                if ins.seat != seat:
                    ins.value = HIDDEN_VALUE
    p = st.pending
    if p is not None and p.stars is not None and seat not in p.seats:
        # N6/R27: another seat's insertion in progress shows its values, not where they went.
        left = [*p.stars.left, *(x.value for x in p.stars.placed)]
        p.stars = StarsLeft(tuple(sorted(left, reverse=True)))
    m = st.turn_state.match
    if m is not None and not m.revealed and not rs.hands_in_play:
        for s in range(st.n):
            if s != seat:
                m.votes[s] = None
        if p is not None and p.kind == "vote":
            # Who has voted is public, how is not: in a sample the others vote again.
            p.done = [s for s in p.done if s == seat]
    seen = [e for e in st.log if e.seats is None or seat in e.seats]
    # Numbered again: the gaps would tell how many private lines others received.
    st.log = [Event(i, e.turn, e.kind, e.text, e.seats, e.data) for i, e in enumerate(seen)]
    st.rng_state = []
    red.rng = random.Random(0)
    return Information(seat, red, tuple(sorted(hidden)), tuple(batches))
