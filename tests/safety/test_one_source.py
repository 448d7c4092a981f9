"""One source of legality: the predicates that explain a refusal are the ones
that build `legal_actions`. Through seeded games with cards, every candidate choice of the
pending decision is legal exactly when `first_refusal` finds nothing against it."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from tests.support.games import new_game
from voxpopuli_tui.engine import (
    Action,
    AnnounceMatch,
    ChooseGain,
    Designate,
    Game,
    MatchType,
    PlaceGladiator,
    PlaceStar,
    PlaceSupporter,
    PlayCard,
    Side,
    Vote,
)
from voxpopuli_tui.engine.actions import FREE_TYPES
from voxpopuli_tui.engine.constants import Gain
from voxpopuli_tui.engine.explain import first_refusal

SIX = range(6)


def candidates(game: Game, seat: int) -> Iterator[Action]:
    """Every choice of the pending kind, legal or not (cards: each held card, untargeted)."""
    p = game.state.pending
    assert p is not None
    values = sorted(game.ruleset.pieces)
    kind = p.kind
    if kind == "designate":
        yield from (Designate(seat=seat, district=d) for d in SIX)
    elif kind == "supporter":
        yield from (PlaceSupporter(seat=seat, value=v, space=s) for v in values for s in range(48))
    elif kind == "gladiator":
        yield from (PlaceGladiator(seat=seat, value=v, politician=q) for v in values for q in SIX)
    elif kind == "match":
        yield from (AnnounceMatch(seat=seat, politician=q, kind=k) for q in SIX for k in MatchType)
    elif kind == "vote":
        yield from (Vote(seat=seat, side=s) for s in Side)
    elif kind == "stars":
        yield from (
            PlaceStar(seat=seat, value=v, politician=q, decoy=d)
            for v in values for q in SIX for d in (None, *SIX)
        )
    elif kind == "gain":
        yield from (ChooseGain(seat=seat, gain=g) for g in Gain)


@pytest.mark.parametrize("seed", range(6))
def test_legal_exactly_when_no_predicate_objects(seed: int) -> None:
    game = new_game(3 + seed % 4, seed=seed)
    rng = random.Random(seed)
    checked = 0
    for _ in range(1500):
        if game.is_over:
            break
        seats = game.to_act()
        for seat in seats:
            legal = game.legal_actions(seat)
            for action in candidates(game, seat):
                assert (action in legal) == (first_refusal(game, action) is None), action
                checked += 1
            held = {a.card for a in legal if isinstance(a, PlayCard)}
            for card in set(game.state.players[seat].hand):
                refusal = first_refusal(game, PlayCard(seat=seat, card=card))
                assert (card in held) == (refusal is None), (card, refusal)
        seat = seats[0]
        main = [a for a in game.legal_actions(seat) if a.type not in FREE_TYPES]
        game.apply(rng.choice(main))
    assert checked > 1000
