"""Fair play (R27): a bot's choice depends only on what its seat may know.

Two games that differ only in secrets the seat cannot know — other hands, the deck order, the
random source, scripted dice, other seats' Star values and decoys, sealed
votes, private log lines — give the seat the same information set and, for the same seed, the
same choice.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.bots import game_at_choice
from voxpopuli_tui.engine.bots import EasyBot, HardBot, NormalBot
from voxpopuli_tui.engine.bots.evaluation import learned_value
from voxpopuli_tui.engine.bots.features import seat_features
from voxpopuli_tui.engine.bots.world import Information, information_for
from voxpopuli_tui.engine.clone import clone_game
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.secrecy import known_gifts
from voxpopuli_tui.engine.state import StarsLeft
from voxpopuli_tui.engine.views import view_for


def perturb_secrets(game: Game, seat: int, rng: random.Random) -> Game:
    """A copy of `game` with every secret `seat` cannot know changed at random."""
    other = clone_game(game)
    st = other.state
    known = known_gifts(game, seat)
    pool = list(st.deck)
    slots: list[tuple[int, int]] = []
    for s, pl in enumerate(st.players):
        if s == seat:
            continue
        keep = list(known.get(s, []))
        for i, card in enumerate(pl.hand):
            if card in keep:
                keep.remove(card)
            else:
                pool.append(card)
                slots.append((s, i))
    rng.shuffle(pool)
    for s, i in slots:
        st.players[s].hand[i] = pool.pop()
    st.deck = pool
    if not other.ruleset.no_bluff:
        batches: dict[tuple[int, int], list] = {}
        for content in st.slots:
            for ins in content:
                if ins.seat != seat:
                    batches.setdefault((ins.seat, ins.turn), []).append(ins)
        for pieces in batches.values():
            values = [p.value for p in pieces]
            rng.shuffle(values)
            for p, v in zip(pieces, values, strict=True):
                p.value = v
    m = st.turn_state.match
    if m is not None and not m.revealed and not other.ruleset.hands_in_play:
        for s, v in enumerate(m.votes):
            if s != seat and v is not None:
                m.votes[s] = "boos" if v == "applause" else "applause"
    p = st.pending
    if p is not None and p.stars is not None and seat not in p.seats:
        placed = list(p.stars.placed)
        rng.shuffle(placed)
        p.stars = StarsLeft(p.stars.left, tuple(placed))
    for e in st.log:
        if e.seats is not None and seat not in e.seats:
            e.text = f"secret {rng.random()}"
    other.rng = random.Random(rng.random())
    return other


def assert_same_information(a: Information, b: Information) -> None:
    """Everything a bot may read of the two information sets is the same."""
    assert a.game.state == b.game.state
    assert a.unseen == b.unseen and a.batches == b.batches
    assert a.game.dice == b.game.dice == []
    assert a.game.rng.getstate() == b.game.rng.getstate()
    assert a.game.ruleset == b.game.ruleset and a.game.history == b.game.history == []


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 6),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 600),
    noise=st.integers(0, 10_000),
    dice=st.lists(st.integers(1, 6), max_size=6),
    twin_dice=st.lists(st.integers(1, 6), max_size=6),
)
def test_same_information_and_choice_when_only_secrets_differ(
    players: int, seed: int, steps: int, noise: int, dice: list[int], twin_dice: list[int]
) -> None:
    game, seat = game_at_choice(players, seed, steps)
    twin = perturb_secrets(game, seat, random.Random(noise))
    game.script_dice(*dice)
    twin.script_dice(*twin_dice)
    a, b = information_for(game, seat), information_for(twin, seat)
    assert_same_information(a, b)
    assert_same_information(view_for(game, seat).information(), a)
    legal = game.legal_actions(seat)
    assert legal == twin.legal_actions(seat)
    # The learned evaluation's features read only what the seat knows.
    assert seat_features(game, seat) == seat_features(twin, seat)
    sample_a = a.sample(random.Random(noise))
    sample_b = b.sample(random.Random(noise))
    assert seat_features(sample_a, seat) == seat_features(game, seat)
    assert learned_value(sample_a, seat) == learned_value(sample_b, seat)
    levels = (
        lambda: NormalBot(seed),
        lambda: NormalBot(seed, join=True),
        lambda: EasyBot(seed),
        lambda: HardBot(seed, think=60, iterations=2),
    )
    for make in levels:
        assert make().choose(view_for(game, seat), legal) == make().choose(
            view_for(twin, seat), legal
        )


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 6),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 600),
    dice=st.lists(st.integers(1, 6), min_size=1, max_size=6),
)
def test_scripted_dice_alone_change_no_information_and_no_choice(
    players: int, seed: int, steps: int, dice: list[int]
) -> None:
    """a game whose only difference is scripted dice."""
    game, seat = game_at_choice(players, seed, steps)
    twin = clone_game(game)
    twin.script_dice(*dice)
    assert_same_information(information_for(game, seat), information_for(twin, seat))
    legal = game.legal_actions(seat)
    for make in (lambda: NormalBot(seed), lambda: HardBot(seed, think=60, iterations=2)):
        assert make().choose(view_for(game, seat), legal) == make().choose(
            view_for(twin, seat), legal
        )


def test_the_perturbation_does_change_secrets() -> None:
    """Guard for the property above: the twin game really differs in what is hidden."""
    game, seat = game_at_choice(5, 7, 300)
    twin = perturb_secrets(game, seat, random.Random(1))
    others = [s for s in range(game.n) if s != seat]
    assert any(game.state.players[s].hand != twin.state.players[s].hand for s in others) or (
        game.state.deck != twin.state.deck
    )
    assert game.rng.getstate() != twin.rng.getstate()
