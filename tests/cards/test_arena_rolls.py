"""Arena cards that roll: BOOKMAKER, UNBEARABLE SUSPENSE, ENTHUSIASTIC CROWD, RESERVE TEAM,
FRIENDLY MATCH, EPIC MATCH, REFEREE IN THE TOILETS, MOUTHING OFF (R8, R34, card table)."""

from __future__ import annotations

import pytest

from tests.support.arena_scenes import (
    ARENA,
    CRASSUS,
    A,
    B,
    Dice,
    arena,
    can_play,
    play,
    reason,
    settle_rolls,
    to_phase3,
    vote,
)
from tests.support.games import give_card, pending_kind
from voxpopuli_tui.engine import PlayCard
from voxpopuli_tui.engine.cards.slots import EpicCancel


# ----------------------------------------------------------------- BOOKMAKER
def test_C_BOOKMAKER_pays_triple_on_5() -> None:
    game = arena()
    game.rng = Dice(5)  # type: ignore[assignment]
    play(game, 1, "BOOKMAKER", value=2)
    assert game.state.players[1].money == 7 - 2  # the stake is paid at once
    settle_rolls(game)
    assert game.state.players[1].money == 7 - 2 + 6


def test_C_BOOKMAKER_loses_the_stake_on_4() -> None:
    game = arena()
    game.rng = Dice(4)  # type: ignore[assignment]
    play(game, 1, "BOOKMAKER", value=5)
    settle_rolls(game)
    assert game.state.players[1].money == 2


def test_C_BOOKMAKER_cup_only() -> None:
    game = arena("championship")
    assert not can_play(game, 1, "BOOKMAKER")
    assert reason(game, 1, "BOOKMAKER") == "only in a cup match"


def test_C_BOOKMAKER_stake_1_to_5_within_your_purse() -> None:
    def stakes(money: int | None = None) -> list[int | None]:
        game = arena(money=None if money is None else {1: money})
        give_card(game, 1, "BOOKMAKER")
        plays = game.legal_actions(1)
        return sorted(a.value for a in plays if isinstance(a, PlayCard) and a.card == "BOOKMAKER")

    assert stakes() == [1, 2, 3, 4, 5]
    assert stakes(3) == [1, 2, 3]
    assert stakes(0) == []
    game = arena(money={1: 0})
    assert reason(game, 1, "BOOKMAKER") == "needs a stake of 1 to 5 sesterces"


# ----------------------------------------------------------------- table cards
@pytest.mark.parametrize(
    ("card", "kind", "faces", "applause", "boos"),
    [
        ("UNBEARABLE_SUSPENSE", "cup", (1, 2, 3, 4, 5, 6), (1, 1, 3, 3, 5, 5), 0),
        ("ENTHUSIASTIC_CROWD", "championship", (1, 2, 3, 4, 5, 6), (1, 1, 2, 2, 4, 4), 0),
        ("RESERVE_TEAM", "cup", (1, 2, 3, 4, 5, 6), 0, (1, 1, 3, 3, 5, 5)),
        ("FRIENDLY_MATCH", "international", (1, 2, 3, 4, 5, 6), 0, (1, 1, 1, 1, 3, 3)),
    ],
)
def test_C_table_cards_add_their_die_table(
    card: str, kind: str, faces: tuple[int, ...], applause: object, boos: object
) -> None:
    """UNBEARABLE_SUSPENSE, ENTHUSIASTIC_CROWD, RESERVE_TEAM, FRIENDLY_MATCH: exact tables."""
    for i, face in enumerate(faces):
        game = arena(kind)
        game.rng = Dice(face)  # type: ignore[assignment]
        play(game, 2, card)
        m = vote(game, A, A, B, B)
        plus_a = applause[i] if isinstance(applause, tuple) else 0
        plus_b = boos[i] if isinstance(boos, tuple) else 0
        assert (m.applause, m.boos) == (5 + plus_a, 5 + plus_b), (card, face)


def test_C_UNBEARABLE_SUSPENSE_applause_plus_3_on_3() -> None:
    game = arena()
    game.rng = Dice(3)  # type: ignore[assignment]
    play(game, 1, "UNBEARABLE_SUSPENSE")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (8, 5, "applause")


def test_C_UNBEARABLE_SUSPENSE_cup_only() -> None:
    assert reason(arena("championship"), 1, "UNBEARABLE_SUSPENSE") == "only in a cup match"


def test_C_ENTHUSIASTIC_CROWD_applause_plus_4_on_5() -> None:
    game = arena("championship")
    game.rng = Dice(5)  # type: ignore[assignment]
    play(game, 1, "ENTHUSIASTIC_CROWD")
    m = vote(game, B, B, A, A)
    assert (m.applause, m.boos, m.result) == (9, 5, "applause")


def test_C_ENTHUSIASTIC_CROWD_championship_only() -> None:
    game = arena("cup")
    assert not can_play(game, 1, "ENTHUSIASTIC_CROWD")
    assert reason(game, 1, "ENTHUSIASTIC_CROWD") == "only in a championship match"


def test_C_RESERVE_TEAM_boos_plus_1_on_2() -> None:
    game = arena()
    game.rng = Dice(2)  # type: ignore[assignment]
    play(game, 1, "RESERVE_TEAM")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (5, 6, "boos")


def test_C_RESERVE_TEAM_cup_only() -> None:
    assert not can_play(arena("international"), 1, "RESERVE_TEAM")


def test_C_FRIENDLY_MATCH_boos_plus_3_on_6() -> None:
    game = arena()
    game.rng = Dice(6)  # type: ignore[assignment]
    play(game, 3, "FRIENDLY_MATCH")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (5, 8, "boos")


def test_C_FRIENDLY_MATCH_any_match_type() -> None:
    for kind in ("cup", "championship", "international"):
        assert can_play(arena(kind), 3, "FRIENDLY_MATCH"), kind


# ----------------------------------------------------------------- EPIC MATCH
def test_C_EPIC_MATCH_1_to_4_counts_arena_cards_in_force_at_the_reveal() -> None:
    game = arena("championship")
    game.rng = Dice(4)  # type: ignore[assignment]
    play(game, 1, "EPIC_MATCH")
    settle_rolls(game)
    play(game, 2, "ROUND_OF_DRINKS")  # played after EPIC MATCH: counted at the reveal
    play(game, 3, "PANEM")
    m = vote(game, A, B, B, B)
    assert (m.applause, m.boos) == (1 + 3 + 3, 3)
    assert [(x.card, x.amount) for x in m.modifiers] == [("EPIC_MATCH", 3), ("ROUND_OF_DRINKS", 3)]


def test_C_EPIC_MATCH_5_6_cancels_FRIENDLY_MATCH_played_after() -> None:
    game = arena("championship")
    game.rng = Dice(6)  # type: ignore[assignment]  # EPIC MATCH only: FRIENDLY MATCH rolls not
    play(game, 1, "TICKET_PRICE")  # before: void too, but its 3 stay paid
    play(game, 1, "EPIC_MATCH")
    settle_rolls(game)
    assert game.state.turn_state.cards.epic_cancel == EpicCancel()
    play(game, 3, "FRIENDLY_MATCH")
    play(game, 2, "REFEREE")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (5, 5, "applause")
    assert game.state.players[1].money == 4


def test_C_EPIC_MATCH_5_6_cancels_FRIENDLY_MATCH_played_before() -> None:
    game = arena("championship")
    game.rng = Dice(6, 5)  # type: ignore[assignment]
    play(game, 3, "FRIENDLY_MATCH")
    settle_rolls(game)
    play(game, 1, "EPIC_MATCH")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos) == (5, 5)


def test_C_EPIC_MATCH_championship_only() -> None:
    assert reason(arena("cup"), 1, "EPIC_MATCH") == "only in a championship match"


# ----------------------------------------------------------------- REFEREE IN THE TOILETS
def test_C_REFEREE_boos_plus_2_on_1_to_3() -> None:
    game = arena("championship")
    game.rng = Dice(3)  # type: ignore[assignment]
    play(game, 2, "REFEREE")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (5, 7, "boos")


def test_C_REFEREE_4_to_6_rolls_again_and_adds_that_roll() -> None:
    game = arena("championship")
    game.rng = Dice(4, 1)  # type: ignore[assignment]
    play(game, 2, "REFEREE")
    assert settle_rolls(game) == 2
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (5, 6, "boos")


def test_C_REFEREE_championship_only() -> None:
    game = arena("international")
    assert not can_play(game, 2, "REFEREE")


# ----------------------------------------------------------------- MOUTHING OFF
GLADS = [(ARENA, 0, 3), (ARENA, 1, 2), (ARENA, 2, 1), (CRASSUS, 3, 5)]


def test_C_MOUTHING_OFF_one_roll_per_gladiator_4_to_6_eliminates() -> None:
    game = arena("international", gladiators=GLADS)
    game.rng = Dice(4, 3, 6)  # type: ignore[assignment]
    play(game, 3, "MOUTHING_OFF")
    assert settle_rolls(game) == 3
    st = game.state
    assert st.arenas[ARENA] == [[1, 2]]
    assert st.arenas[CRASSUS] == [[3, 5]]
    assert [p.eliminated for p in st.players] == [[3], [], [1], []]
    assert pending_kind("window", "arena")(game)


def test_C_MOUTHING_OFF_no_gladiator_no_roll() -> None:
    game = arena("international")
    game.rng = Dice()  # type: ignore[assignment]  # any roll would fail
    play(game, 3, "MOUTHING_OFF")
    assert pending_kind("window", "arena")(game)


def test_C_MOUTHING_OFF_international_only() -> None:
    game = arena("championship", gladiators=GLADS)
    assert not can_play(game, 3, "MOUTHING_OFF")
    assert "international" in (reason(game, 3, "MOUTHING_OFF") or "")


def test_C_BOOKMAKER_win_stays_after_VOX_POPULI() -> None:
    """VOX POPULI, VOX DEI: money already won stays; roll modifiers drop."""
    game = arena()
    game.rng = Dice(6, 5)  # type: ignore[assignment]
    play(game, 1, "BOOKMAKER", value=2)
    settle_rolls(game)
    play(game, 2, "UNBEARABLE_SUSPENSE")
    settle_rolls(game)
    play(game, 3, "VOX_POPULI")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos) == (5, 5)
    assert game.state.players[1].money == 7 - 2 + 6
    to_phase3(game)
