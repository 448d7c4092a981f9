"""The information set (R27) masks exactly the seat's unknowns; samples are whole, legal games."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tests.support.bots import game_at_choice
from voxpopuli_tui.engine.bots.world import HIDDEN_CARD, HIDDEN_VALUE, information_for
from voxpopuli_tui.engine.invariants import check_invariants
from voxpopuli_tui.engine.views import view_for


def _hidden_cards(game, seat):
    st = game.state
    cards = list(st.deck)
    for s, pl in enumerate(st.players):
        if s != seat:
            cards.extend(pl.hand)
    return cards


def test_r27_information_masks_hands_deck_stars_and_private_lines() -> None:
    game, seat = game_at_choice(5, 21, 500)
    info = information_for(game, seat)
    red = info.game.state
    st = game.state
    assert red.players[seat].hand == st.players[seat].hand
    assert set(red.deck) <= {HIDDEN_CARD} and len(red.deck) == len(st.deck)
    for s in range(game.n):
        assert len(red.players[s].hand) == len(st.players[s].hand)  # sizes are public
    for content, real in zip(red.slots, st.slots, strict=True):
        assert [i.seat for i in content] == [i.seat for i in real]  # counts per seat are public
        for ins, truth in zip(content, real, strict=True):
            assert ins.value == (truth.value if ins.seat == seat else HIDDEN_VALUE)
    assert all(e.seats is None or seat in e.seats for e in red.log)
    assert info.game.history == []
    assert Counter(info.unseen) == Counter(_hidden_cards(game, seat)) - Counter(
        c for s, pl in enumerate(red.players) if s != seat for c in pl.hand if c != HIDDEN_CARD
    )


def test_the_view_carries_the_information_set_built_with_it() -> None:
    game, seat = game_at_choice(4, 3, 200)
    view = view_for(game, seat)
    assert view.information() is view.information()  # built once, with the view
    assert view.information().seat == seat
    assert view.information().game.state == information_for(game, seat).game.state
    with pytest.raises(ValueError, match="no information set"):
        view_for(game, seat, information=False).information()


def test_samples_are_consistent_and_keep_every_invariant() -> None:
    for players, seed in ((3, 1), (4, 2), (6, 3)):
        game, seat = game_at_choice(players, seed, 450)
        info = information_for(game, seat)
        for k in range(5):
            world = info.sample(random.Random(k))
            ws = world.state
            assert check_invariants(world) == []
            assert Counter(_hidden_cards(world, seat)) == Counter(_hidden_cards(game, seat))
            assert ws.players[seat].hand == game.state.players[seat].hand
            for batch in info.batches:
                real = [
                    i.value
                    for c in game.state.slots
                    for i in c
                    if (i.seat, i.turn) == (batch.seat, batch.turn)
                ]
                got = [
                    i.value
                    for c in ws.slots
                    for i in c
                    if (i.seat, i.turn) == (batch.seat, batch.turn)
                ]
                assert sorted(got) == sorted(real)  # the batch's values, spread at random
            # The sample plays on legally.
            s = world.to_act()[0]
            world.apply(world.legal_actions(s)[0])
