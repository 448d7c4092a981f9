"""`Game.apply` refuses anything but a well-formed legal action of the engine.

Each refusal is the engine's typed error (`MalformedActionError` for a non-action or a field of
the wrong type or out of range, `IllegalActionError` for a well-formed action not legal now),
says why in one line, and leaves the game byte-identical. The attempts are drawn by
`tests/engine/api_fuzz.py`; `benchmarks/bench_fuzz_api.py` runs the same judge on 100,000 of them.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.engine.api_fuzz import fuzz_game
from voxpopuli_tui.engine import Game, IllegalActionError, MalformedActionError, Pass, Ruleset
from voxpopuli_tui.engine.wellformed import malformed


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 6),
    seed=st.integers(0, 10_000),
    skip=st.integers(0, 700),
    rng=st.randoms(use_true_random=False),
)
def test_fuzzed_attempts_are_applied_or_refused_typed_and_change_nothing(
    players: int, seed: int, skip: int, rng: random.Random
) -> None:
    tally = fuzz_game(players, seed, rng, attempts=60, skip=skip)
    assert tally.corrupted == 0, tally.failures
    assert tally.refused + tally.accepted == tally.attempts


def _game() -> Game:
    return Game.new(Ruleset.default(4, seed=1))


def _refused_malformed(game: Game, attempt: object, words: str) -> None:
    before, history = game.to_json(), list(game.history)
    with pytest.raises(MalformedActionError) as info:
        game.apply(attempt)  # type: ignore[arg-type]
    assert words in str(info.value) and "\n" not in str(info.value)
    assert game.to_json() == before and game.history == history


def test_a_float_or_bool_seat_equal_to_a_legal_one_is_refused() -> None:
    game = _game()
    legal = game.legal_actions(game.to_act()[0])[0]
    assert legal.model_copy(update={"seat": 0.0}) == legal  # what made it slip through
    _refused_malformed(game, legal.model_copy(update={"seat": 0.0}), "seat is 0.0 (a float)")
    _refused_malformed(game, legal.model_copy(update={"seat": False}), "seat is False (a bool)")


def test_none_text_and_other_objects_are_not_actions() -> None:
    game = _game()
    _refused_malformed(game, None, "not an action of the engine: None")
    _refused_malformed(game, "0 pass", "parse_action reads the text form")
    _refused_malformed(game, Pass(seat=0).model_dump(), "not an action of the engine: a dict")


def test_values_out_of_range_are_named() -> None:
    game = _game()
    legal = game.legal_actions(game.to_act()[0])[0]
    _refused_malformed(game, legal.model_copy(update={"space": 48}), "space is 48, above 47")
    _refused_malformed(game, legal.model_copy(update={"seat": -1}), "seat is -1, below 0")


def test_an_equal_copy_is_applied_as_the_engines_own_instance() -> None:
    game = _game()
    legal = game.legal_actions(game.to_act()[0])[0]
    game.apply(legal.model_copy())
    assert game.history[-1] is legal


def test_a_well_formed_action_not_legal_now_is_illegal_not_malformed() -> None:
    game = _game()
    with pytest.raises(IllegalActionError) as info:
        game.apply(Pass(seat=3))
    assert not isinstance(info.value, MalformedActionError)
    assert malformed(Pass(seat=3)) is None
