"""R27 secrets: a seat's view does not change when only other seats' secrets change."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.rules.rules_tables import CRASSUS, CRASSUS_GLADIATORS, crassus_table, pass_windows
from tests.support.games import act, new_game, passing, random_chooser, step, touch
from voxpopuli_tui.engine import Game, public_view, view_for
from voxpopuli_tui.engine.actions import FREE_TYPES
from voxpopuli_tui.engine.assets import title


def same_views(a: Game, b: Game, seats: list[int]) -> None:
    for seat in seats:
        assert view_for(a, seat) == view_for(b, seat), f"seat {seat} can tell the games apart"
    assert public_view(a) == public_view(b)


def twins(make: Callable[[], Game]) -> tuple[Game, Game]:
    return make(), make()


def test_R27_other_hands_and_deck_order_are_secret() -> None:
    a, b = twins(lambda: new_game(4, seed=3))
    st = b.state
    # swap a card of seat 2 with one in the deck, and cards between seats 1 and 3
    st.players[2].hand[0], st.deck[5] = st.deck[5], st.players[2].hand[0]
    st.players[1].hand[1], st.players[3].hand[2] = st.players[3].hand[2], st.players[1].hand[1]
    st.deck.reverse()
    touch(b)
    same_views(a, b, [0])
    assert view_for(a, 2) != view_for(b, 2)
    # and it stays so while the game goes on (nobody plays a card; draws are private)
    for _ in range(40):
        action = passing(a, a.to_act()[0], a.legal_actions(a.to_act()[0]))
        a.apply(action)
        b.apply(action)
        same_views(a, b, [0])


def test_R27_a_sealed_vote_is_secret_until_the_reveal() -> None:
    a, b = twins(crassus_table)
    act(a, "1 vote applause")
    act(b, "1 vote boos")
    same_views(a, b, [0, 2])
    act(a, "2 vote boos")
    act(b, "2 vote boos")
    same_views(a, b, [0])
    assert view_for(a, 1) != view_for(b, 1)


def stars_twins() -> tuple[Game, Game]:
    def make() -> Game:
        game = crassus_table(
            gladiators={**CRASSUS_GLADIATORS, CRASSUS: [(1, 2), (2, 5), (0, 5)]}, decoys={0: 3})
        for text in ("0 vote applause", "1 vote applause", "2 vote boos"):
            act(game, text)
        return game

    a, b = twins(make)
    p = a.state.pending
    assert p is not None and p.kind == "stars" and p.seats == [0]
    return a, b


@pytest.mark.parametrize(
    ("plays_a", "plays_b"),
    [
        # the same Star in different slots, decoy swapped
        (["0 star 5 Octavian decoy=Brutus", "0 star 4 Brutus"],
         ["0 star 5 Brutus decoy=Octavian", "0 star 4 Brutus"]),
        # different values in the same slots
        (["0 star 5 Octavian", "0 star 4 Brutus decoy=Pompey"],
         ["0 star 5 Brutus", "0 star 4 Octavian decoy=Pompey"]),
        # the same placements in a different order
        (["0 star 5 Octavian", "0 star 4 Brutus"], ["0 star 4 Brutus", "0 star 5 Octavian"]),
    ],
)  # fmt: skip
def test_R27_star_values_and_decoy_slots_are_secret(plays_a: list[str], plays_b: list[str]) -> None:
    a, b = stars_twins()
    for text_a, text_b in zip(plays_a, plays_b, strict=True):
        act(a, text_a)
        act(b, text_b)
        same_views(a, b, [1, 2])
    assert view_for(a, 0) != view_for(b, 0)
    assert [len(s) for s in a.state.slots] == [len(s) for s in b.state.slots]


def test_R27_views_never_show_other_hands_or_private_lines() -> None:
    choose = random_chooser(5)

    def no_cards(game: Game, seat: int, legal: list) -> object:  # type: ignore[type-arg]
        if any(x.type == "pass" for x in legal):
            return next(x for x in legal if x.type == "pass")
        return choose(game, seat, [x for x in legal if x.type != "play"] or legal)

    for seed in range(3):
        game = new_game(4, seed=seed)
        for i in range(400):
            if game.is_over:
                break
            if i % 7 == 0:
                st = game.state
                for seat in range(4):
                    view = view_for(game, seat)
                    assert view.hand == tuple(st.players[seat].hand)
                    shown = {e.seq for e in view.log}
                    for e in st.log:
                        assert (e.seq in shown) == (e.seats is None or seat in e.seats)
                    text = repr(view)
                    for other in range(4):
                        if other == seat:
                            continue
                        for card in st.players[other].hand:
                            assert f"'{card}'" not in text
                            assert all(title(card) not in e.text for e in view.log)
            seat = game.to_act()[0]
            legal = [x for x in game.legal_actions(seat) if x.type not in FREE_TYPES]
            game.apply(no_cards(game, seat, legal))  # type: ignore[arg-type]


def test_R27_public_facts_are_in_every_view() -> None:
    game = new_game(4, seed=2, use_cards=False)
    for _ in range(60):
        step(game, random_chooser(2))
    pass_windows(game)
    st = game.state
    v = view_for(game, 1)
    assert v.popularity == tuple(st.popularity)
    assert [p.money for p in v.players] == [p.money for p in st.players]
    assert [p.decoys for p in v.players] == [p.decoys for p in st.players]
    assert [p.eliminated for p in v.players] == [tuple(p.eliminated) for p in st.players]
    assert [dict(p.club_pieces) for p in v.players] == [
        {k: c for k, c in p.club.items()} for p in st.players
    ]
    assert [(s.seat, s.value) for s in v.spaces] == [
        (o if 0 <= o < 100 else None, val) for o, val in zip(st.owner, st.value, strict=True)
    ]
    assert v.arenas == tuple(tuple((x, y) for x, y in a) for a in st.arenas)
    for sv, slot in zip(v.slots, st.slots, strict=True):
        assert sv.counts == tuple(sum(1 for i in slot if i.seat == s) for s in range(4))
        assert sv.own == tuple(i.value for i in slot if i.seat == 1)
        assert sv.shown == ()
