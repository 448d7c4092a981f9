"""RIGGING and MATCH RIGGED: replace a die roll in its reaction window (R8, R34)."""

from __future__ import annotations

import pytest

from tests.support.arena_scenes import (
    A,
    B,
    Dice,
    arena,
    can_play,
    close_windows,
    play,
    reason,
    settle_rolls,
    vote,
)
from tests.support.games import give_card, pending_kind
from voxpopuli_tui.engine import Pass, PlayCard
from voxpopuli_tui.engine.state import Roll

RIGGERS = ["RIGGING", "MATCH_RIGGED"]


@pytest.mark.parametrize("card", RIGGERS)
def test_C_RIGGING_replaces_the_roll(card: str) -> None:
    """RIGGING / MATCH_RIGGED: BOOKMAKER's 1 becomes a 6, so the stake is paid 3 times."""
    game = arena()
    game.rng = Dice(1)  # type: ignore[assignment]
    play(game, 1, "BOOKMAKER", value=3)
    assert pending_kind("window", "roll")(game)
    play(game, 2, card, value=6)
    st = game.state
    assert st.last_roll == 6
    assert any(e.text == "Julia rigged the die: 6." for e in st.log)
    assert card in st.discard and card not in st.players[2].hand
    assert st.players[1].money == 7 - 3 + 9
    assert pending_kind("window", "arena")(game)  # the roll window closed at once


@pytest.mark.parametrize("card", RIGGERS)
def test_C_RIGGING_targets_every_face(card: str) -> None:
    game = arena()
    game.rng = Dice(3)  # type: ignore[assignment]
    play(game, 1, "UNBEARABLE_SUSPENSE")
    give_card(game, 3, card)
    faces = [a.value for a in game.legal_actions(3) if isinstance(a, PlayCard)]
    assert faces == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("card", RIGGERS)
def test_C_RIGGING_refused_outside_a_roll_window(card: str) -> None:
    game = arena()
    assert not can_play(game, 1, card)
    assert reason(game, 1, card) == "only in a die-roll window"


def test_C_RIGGING_one_rigging_per_roll() -> None:
    """R34: after a rigging the roll window is over; MATCH RIGGED waits for another roll."""
    game = arena()
    game.rng = Dice(2)  # type: ignore[assignment]
    give_card(game, 3, "MATCH_RIGGED")
    play(game, 1, "UNBEARABLE_SUSPENSE")
    play(game, 2, "RIGGING", value=5)
    assert not pending_kind("window", "roll")(game)
    assert not can_play(game, 3, "MATCH_RIGGED")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos) == (5 + 5, 5)


def test_C_RIGGING_window_offered_on_every_roll_to_everyone() -> None:
    """R34: the reaction window opens even when nobody holds a rigging card."""
    game = arena()
    game.rng = Dice(4)  # type: ignore[assignment]
    play(game, 0, "RESERVE_TEAM")
    p = game.state.pending
    assert p is not None and p.window == "roll" and sorted(p.seats) == [0, 1, 2, 3]
    assert p.roll == Roll(4, "RESERVE TEAM", "RESERVE_TEAM", 0)


def test_C_RIGGING_on_REFEREE_second_roll() -> None:
    """REFEREE IN THE TOILETS: the second roll is riggable too."""
    game = arena("championship")
    game.rng = Dice(5, 1)  # type: ignore[assignment]
    play(game, 2, "REFEREE")
    assert game.state.pending.roll.value == 5  # type: ignore[union-attr]
    settle_rolls_once(game)
    p = game.state.pending
    assert (
        p is not None and p.window == "roll" and p.roll is not None and p.roll.value == 1
    )  # the second roll
    play(game, 3, "RIGGING", value=6)
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (5, 5 + 6, "boos")


def test_C_MATCH_RIGGED_on_a_MOUTHING_OFF_roll() -> None:
    """MOUTHING OFF: each Gladiator's roll is riggable on its own."""
    game = arena("international", gladiators=[(0, 0, 3), (0, 1, 2), (0, 2, 1)])
    game.rng = Dice(1, 1, 1)  # type: ignore[assignment]
    play(game, 3, "MOUTHING_OFF")
    settle_rolls_once(game)
    play(game, 0, "MATCH_RIGGED", value=4)  # the second Gladiator: Marcus's 2
    close_windows_until_arena(game)
    assert game.state.arenas[0] == [[0, 3], [2, 1]]
    assert game.state.players[1].eliminated == [2]


def settle_rolls_once(game) -> None:  # type: ignore[no-untyped-def]
    """Everyone passes on the current roll only."""
    p = game.state.pending
    assert p is not None and p.window == "roll"
    for seat in list(game.to_act()):
        game.apply(Pass(seat=seat))


def close_windows_until_arena(game) -> None:  # type: ignore[no-untyped-def]
    settle_rolls(game)
    assert pending_kind("window", "arena")(game)


def test_C_RIGGING_nothing_after_the_vote_begins() -> None:
    game = arena()
    give_card(game, 1, "RIGGING")
    close_windows(game)
    assert {a.type for a in game.legal_actions(1)} == {"vote"}
