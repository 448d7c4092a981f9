"""Invariants over many seeded random games and a Hypothesis state machine."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from tests.support.games import new_game
from voxpopuli_tui.engine import Game, GiveMoney, public_view, view_for
from voxpopuli_tui.engine.actions import FREE_TYPES, Action
from voxpopuli_tui.engine.invariants import check_invariants

ACTION_CAP = 20_000


def base_move(game: Game, rng: random.Random, free: float = 0.03) -> Action:
    """A random legal action of a seat to act: main line, sometimes a gift or a purchase;
    never a card play (these tests are for the base game; the deck still circulates)."""
    seat = rng.choice(game.to_act())
    legal = [a for a in game.legal_actions(seat) if a.type != "play"]
    main = [a for a in legal if a.type not in FREE_TYPES]
    extra = [
        a for a in legal if a.type in FREE_TYPES and not (isinstance(a, GiveMoney) and a.amount > 2)
    ]
    if extra and rng.random() < free:
        return rng.choice(extra)
    return rng.choice(main)


def strict_flow(game: Game) -> list[str]:
    """No main-line action for a seat not to act or among the extras; nothing legal after
    the end."""
    problems = []
    to_act = set(game.to_act())
    for seat in range(game.n):
        legal = game.legal_actions(seat)
        if game.is_over and legal:
            problems.append(f"seat {seat} may act after the end")
        if seat not in to_act and any(a.type not in FREE_TYPES for a in legal):
            problems.append(f"seat {seat} has main-line actions out of turn")
        if any(a.type not in FREE_TYPES for a in game.extras(seat)):
            problems.append(f"seat {seat} has a main-line action among its open-moment extras")
    return problems


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_invariants_over_many_random_games(players: int) -> None:
    lengths = []
    for seed in range(50):
        cards = seed % 5 == 0  # one game in five with the deck dealt (no card is played)
        game = new_game(players, seed=seed, use_cards=cards, first_player=None)
        rng = random.Random(seed)
        count = 0
        check_every = 1 if seed < 3 else 25
        while not game.is_over:
            game.apply(base_move(game, rng))
            count += 1
            assert count < ACTION_CAP, f"seed {seed}: the game does not end"
            if count % check_every == 0:
                assert check_invariants(game) == [], f"seed {seed}, action {count}"
        assert check_invariants(game) == [], f"seed {seed} at the end"
        assert strict_flow(game) == []
        assert game.state.last_turn
        lengths.append(game.state.turn)
        if seed % 10 == 0:
            again = Game.replay(game.ruleset, game.history)
            assert again.to_json() == game.to_json(), f"seed {seed}: replay differs"
    assert min(lengths) >= 1


def test_invariant_checker_reports_violations() -> None:
    game = new_game(4, seed=1)
    assert check_invariants(game) == []
    game.state.players[1].money = -1
    game.state.players[2].club[3] += 1
    game.state.popularity[4] = -2
    card = game.state.deck.pop()
    problems = check_invariants(game)
    assert any("seat 1 has -1 sesterces" in p for p in problems)
    assert any(p.startswith("seat 2: pieces") for p in problems)
    assert any("Octavian has popularity -2" in p for p in problems)
    assert any(card in p and "missing" in p for p in problems)


class RandomGame(RuleBasedStateMachine):
    """Random actions (with gifts and purchases) on 3–6 player games; invariants after each."""

    game: Game

    @initialize(
        players=st.integers(3, 6),
        seed=st.integers(0, 10_000),
        cards=st.booleans(),
        placement=st.sampled_from(["players", "random"]),
    )
    def start(self, players: int, seed: int, cards: bool, placement: str) -> None:
        self.game = new_game(
            players, seed=seed, use_cards=cards, coliseum_placement=placement, first_player=None
        )

    @precondition(lambda self: not self.game.is_over)
    @rule(pick=st.integers(0, 2**32 - 1), free=st.booleans())
    def act(self, pick: int, free: bool) -> None:
        rng = random.Random(pick)
        self.game.apply(base_move(self.game, rng, free=0.3 if free else 0.0))

    @precondition(lambda self: not self.game.is_over)
    @rule(pick=st.integers(0, 2**32 - 1))
    def run_a_while(self, pick: int) -> None:
        rng = random.Random(pick)
        for _ in range(60):
            if self.game.is_over:
                break
            self.game.apply(base_move(self.game, rng, free=0.0))

    @rule(seat=st.integers(0, 5))
    def look(self, seat: int) -> None:
        """Views are always computable and show only the seat's own hand (R27)."""
        game = self.game
        seat %= game.n
        view = view_for(game, seat)
        assert view.hand == tuple(game.state.players[seat].hand)
        assert all(not e.private for e in public_view(game).log)

    @invariant()
    def holds(self) -> None:
        assert check_invariants(self.game) == []
        assert strict_flow(self.game) == []

    def teardown(self) -> None:
        game = getattr(self, "game", None)
        if game is None:
            return
        again = Game.replay(game.ruleset, game.history)
        assert again.to_json() == game.to_json()
        rng = random.Random(0)
        count = 0
        while not game.is_over:
            game.apply(base_move(game, rng, free=0.0))
            count += 1
            assert count < ACTION_CAP
        assert check_invariants(game) == []


TestRandomGame = RandomGame.TestCase
TestRandomGame.settings = settings(
    max_examples=20,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
