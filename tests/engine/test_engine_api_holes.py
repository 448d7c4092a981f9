"""The engine's entry points refuse everything but what they take, typed, and hand out nothing a
caller can change behind their back.

* `legal_actions`, `moves` and `extras` are tuples: a caller cannot empty the engine's list.
* An action is checked by value: an engine instance changed with `object.__setattr__` after it
  was listed is refused (typed, the game untouched), and no later game lists it changed.
* A seat is an `int` (not a bool, a float, a Decimal, an int subclass…) at the table, checked
  first whatever the caches hold.
* Objects faking `__class__`, odd texts for `parse_action` and wrong-typed descriptions for
  `position` get the engine's typed errors.
"""

from __future__ import annotations

from decimal import Decimal
from enum import IntEnum
from fractions import Fraction
from typing import Any

import pytest

from voxpopuli_tui.engine import (
    Game,
    IllegalActionError,
    MalformedActionError,
    Pass,
    Ruleset,
    VoxPopuliError,
    parse_action,
    view_for,
)
from voxpopuli_tui.engine.errors import ActionParseError, SeatError
from voxpopuli_tui.engine.position import PositionError, position


class Seat(IntEnum):
    ZERO = 0


class IntSub(int):
    pass


ODD_SEATS: list[Any] = [
    True, False, 0.0, 1.0, Decimal(0), Fraction(0), 0j, Seat.ZERO, IntSub(0), [0], (0,), "0",
    None, 10**5000, -1, 4,
]  # fmt: skip


def _game() -> Game:
    return Game.new(Ruleset.default(4, seed=1))


def test_legal_actions_are_a_tuple_a_caller_cannot_empty() -> None:
    game = _game()
    seat = game.to_act()[0]
    for listing in (game.legal_actions(seat), game.moves(seat), game.extras(seat)):
        assert isinstance(listing, tuple)
    before = game.legal_actions(seat)
    with pytest.raises(AttributeError):
        before.clear()  # type: ignore[attr-defined]
    assert game.legal_actions(seat) == before and before


def test_an_action_changed_after_it_was_listed_is_refused_and_forgotten() -> None:
    game = _game()
    seat = game.to_act()[0]
    listed = game.moves(seat)
    action = listed[0]
    original = str(action)
    other = next(s for s in range(game.n) if s != seat)
    object.__setattr__(action, "seat", other)  # the caller changes the engine's instance
    before, history = game.to_json(), list(game.history)
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert game.to_json() == before and game.history == history
    assert game.to_act() == [seat]
    # The game still offers the real action, by value, and applies it.
    again = game.moves(seat)
    assert original in map(str, again)
    assert all(a.seat == seat for a in again)
    # A new game in the same process lists the rules' actions, not the changed one.
    fresh = _game()
    assert all(a.seat == fresh.to_act()[0] for a in fresh.moves(fresh.to_act()[0]))
    fresh.apply(next(a for a in fresh.moves(seat) if str(a) == original))
    assert str(fresh.history[-1]) == original


def test_an_action_changed_to_an_equal_value_of_another_type_is_malformed() -> None:
    game = _game()
    seat = game.to_act()[0]
    action = game.moves(seat)[0]
    object.__setattr__(action, "seat", float(seat))  # 0.0 == 0: equal, not the same
    before = game.to_json()
    with pytest.raises(MalformedActionError, match="seat is"):
        game.apply(action)
    assert game.to_json() == before
    assert all(type(a.seat) is int for a in _game().moves(seat))


@pytest.mark.parametrize("seat", ODD_SEATS, ids=lambda s: type(s).__name__)
def test_an_odd_seat_is_refused_by_every_entry_point_whatever_the_caches(seat: Any) -> None:
    game = _game()
    for warm in (False, True):
        if warm:  # the caches of seat 0 and 1 are filled: an equal odd seat must not hit them
            for s in range(game.n):
                game.legal_actions(s), game.moves(s)
        entries = [game.legal_actions, game.moves, game.extras]
        if seat is not None:  # view_for(game, None) is the public view
            entries.append(lambda s: view_for(game, s))
        for entry in entries:
            with pytest.raises(SeatError) as info:
                entry(seat)
            assert "\n" not in str(info.value) and len(str(info.value)) < 120


def test_an_action_with_an_odd_seat_is_malformed() -> None:
    game = _game()
    seat = game.to_act()[0]
    action = game.moves(seat)[0]
    for odd in (Seat.ZERO, IntSub(seat), True):
        with pytest.raises(MalformedActionError):
            game.apply(action.model_copy(update={"seat": odd}))


class _Unhashable:
    __hash__ = None  # type: ignore[assignment]


def _fake(kind: str) -> object:
    """Objects that lie about their class in the ways a caller can."""
    if kind == "unhashable class":
        class Fake:
            @property  # type: ignore[misc]
            def __class__(self) -> Any:
                return _Unhashable()
        return Fake()
    if kind == "class raises":
        class Raises:
            @property  # type: ignore[misc]
            def __class__(self) -> Any:
                raise RuntimeError("no class")
        return Raises()
    if kind == "no dict":
        class Slotted:
            __slots__ = ()

            @property  # type: ignore[misc]
            def __class__(self) -> Any:
                return Pass
        return Slotted()
    if kind == "dict not a dict":
        class Odd:
            __dict__ = 5  # type: ignore[assignment]

            @property  # type: ignore[misc]
            def __class__(self) -> Any:
                return Pass
        return Odd()
    class Prop:
        @property
        def __dict__(self) -> Any:  # type: ignore[override]
            raise RuntimeError("no dict")

        @property  # type: ignore[misc]
        def __class__(self) -> Any:
            return Pass
    return Prop()


@pytest.mark.parametrize(
    "kind", ["unhashable class", "class raises", "no dict", "dict not a dict", "dict property"]
)
def test_objects_faking_their_class_are_malformed(kind: str) -> None:
    game = _game()
    before = game.to_json()
    fake = _fake(kind)
    with pytest.raises(MalformedActionError, match="not an action of the engine"):
        game.apply(fake)  # type: ignore[arg-type]
    assert not game.is_legal(fake)
    assert game.to_json() == before


@pytest.mark.parametrize(
    "text", ["² pass", "0 pass" + " x" * 0, "1" * 5000 + " pass", "٣ pass", "0 supporter ² B1",
             "0 supporter 1 B²", "0 supporter 1_0 B1", "0 supporter +1 B1", "0 give-money 1 " +
             "9" * 5000],
    ids=lambda t: f"{len(t)} characters: {t[:12]!r}",
)
def test_parse_action_raises_only_its_typed_error(text: str) -> None:
    try:
        parse_action(text)
    except ActionParseError as exc:
        assert "\n" not in str(exc) and len(str(exc)) < 300
    else:
        assert text == "0 pass"


@pytest.mark.parametrize(
    ("described", "words"),
    [
        ({"popularity": {2.0: 3}}, "2.0 is not a politician"),
        ({"hands": {0: [5]}}, "5 is not a card"),
        ({"supporters": {"B1": 3}}, "expected a (seat, value) pair"),
        ({"coliseums": {"Pompey": None}}, "None is not a space"),
        ({"dead": [None]}, "None is not a politician"),
        ({"gladiators": {"Pompey": [5]}}, "expected a (seat, value) pair"),
        ({"stars": {"Pompey": 5}}, "expected a list"),
        ({"hands": 5}, "expected a mapping"),
        ({"at": ["match"]}, "not a moment of the turn"),
        ({"players": 3.0}, "expected an int"),
        ({"on_table": [None]}, "None is not a card"),
        ({"money": {0: 2.5}}, "must be a whole number"),
        ({"decoys": {0: -1}}, "must be a whole number"),
        ({"decoys": 3}, "expected a mapping"),
        ({"eliminated": {0: 5}}, "expected a list"),
        ({"eliminated": {7: [1]}}, "there is no seat 7"),
    ],
)
def test_position_names_what_is_wrong_with_a_description(
    described: dict[str, Any], words: str
) -> None:
    with pytest.raises(PositionError) as info:
        position(**described)
    assert words in str(info.value)
    assert isinstance(info.value, VoxPopuliError)
