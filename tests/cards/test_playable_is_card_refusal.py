"""One source of legality for cards (R13, R35, R37): the hot path that lists a seat's card
plays (`playable_actions`, inside `legal_actions`) says yes exactly where `card_refusal` (the
reasons the hand and `explain` show) says nothing against the card, at every window of long
seeded games with cards."""

from __future__ import annotations

import random

import pytest

from tests.support.games import new_game
from voxpopuli_tui.engine.actions import FREE_TYPES, PlayCard
from voxpopuli_tui.engine.cards.registry import card_refusal
from voxpopuli_tui.engine.kinds import Decision


@pytest.mark.parametrize(("players", "seed"), [(3, 11), (4, 12), (5, 13), (6, 14)])
def test_a_card_is_playable_exactly_when_nothing_refuses_it(players: int, seed: int) -> None:
    game = new_game(players, seed=seed, use_cards=True)
    rng = random.Random(seed)
    windows = 0
    while not game.is_over:
        if game.pending_kind == Decision.WINDOW:
            windows += 1
            window = game.pending_window
            for seat in game.to_act():
                playable = {a.card for a in game.legal_actions(seat) if isinstance(a, PlayCard)}
                for card in game.state.players[seat].hand:
                    refused = card_refusal(game, seat, card, window)
                    if refused is not None:
                        assert card not in playable, (card, window, refused)
                        continue
                    rule = game.book.cards[card]
                    targets = rule.targets(game, seat) if rule.targets else [card]
                    assert (card in playable) == bool(targets), (card, window)
        seat = game.to_act()[0]
        game.apply(rng.choice([a for a in game.legal_actions(seat) if a.type not in FREE_TYPES]))
    assert windows > 50
