"""A seat's information set (R27) as a redacted game, and a determinizer that fills its masks.

`information_for(game, seat)` is built by the engine for one seat (`secrecy.redact`, the one
place that hides what a seat may not know): a new game, holding no reference to the live one, in
which every secret that seat cannot know is masked — other hands, the deck order, the seed, the
random source and any scripted dice, other seats' Star values and decoys (in compartments and in
a pending Stars input), other seats' sealed votes, other seats' private log lines and the action
history. What the seat does know is kept: hand sizes, slot piece counts per seat, each Star
batch's values (logged when Gladiators become Stars), decoys held, cards it gave away, the
public log and its own private lines.

`Information.sample(rng)` returns one complete game consistent with that knowledge: unseen cards
dealt at random to the masked hands and the deck, each masked Star batch's values spread over the
batch's pieces (the rest are decoys), a fresh random source. Bots search on samples only; they
never read the real game, so two games that differ only in the seat's unknowns give the same
`Information` and, for the same seed, the same choices (tests/bots/test_no_peeking.py).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..assets import CardId
from ..clone import clone_game
from ..game import Game
from ..secrecy import HIDDEN_CARD, HIDDEN_VALUE, Batch, redact
from ..secrecy import known_gifts as _known_gifts

__all__ = ["HIDDEN_CARD", "HIDDEN_VALUE", "Batch", "Information", "_known_gifts", "information_for"]


@dataclass(frozen=True, slots=True)
class Information:
    """What one seat knows, as a redacted game plus the facts needed to fill its masks."""

    seat: int
    game: Game  # masked copy: never apply actions to it, sample first
    #: cards in masked places (others' unknown cards and the deck), sorted
    unseen: tuple[CardId, ...]
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


def information_for(game: Game, seat: int) -> Information:
    """The information set of `seat` (see the module docstring and `secrecy.redact`)."""
    red = redact(game, seat)
    return Information(seat, red.game, red.unseen, red.batches)
