"""The public position API: a described table, scripted dice, attendance of
any arena, card lookup by id or title."""

from __future__ import annotations

import doctest

import pytest

from voxpopuli_tui.engine import PlayCard, position
from voxpopuli_tui.engine.invariants import check_invariants
from voxpopuli_tui.engine.position import PositionError, attendance, card, card_ids
from voxpopuli_tui.engine.position import position as build
from voxpopuli_tui.engine.views import view_for

ALL_COLISEUMS = {
    "Pompey": "B2",
    "Crassus": "G2",
    "Caesar": "C4",
    "Antony": "G4",
    "Octavian": "C6",
    "Brutus": "G6",
}


def test_the_documented_example_runs() -> None:
    assert doctest.testmod(position, raise_on_error=False).failed == 0


def test_a_described_table_is_set_up_with_pieces_from_the_clubs() -> None:
    game = build(
        4,
        active=2,
        at="match",
        coliseums=ALL_COLISEUMS,
        supporters={"B1": (0, 3), "A2": (1, 2), "C2": (2, 4), "B3": (3, 1)},
        gladiators={"Pompey": [(2, 5)]},
        stars={"Caesar": [(0, 4), (0, 0)]},
        hands={2: ["PANEM", "Free Arena"]},
        money=9,
        popularity={"Caesar": 4},
        dead=["Brutus"],
        lover="Antony",
    )
    st = game.state
    assert (st.turn, st.active, game.pending_kind) == (1, 2, "match")
    assert st.players[2].hand == ["PANEM", "FREE_ARENA"]
    assert all(p.money == 9 for p in st.players)
    assert st.players[0].club[3] == game.ruleset.pieces[3] - 1
    assert st.players[0].club[4] == game.ruleset.pieces[4] - 1
    assert st.players[0].decoys == game.ruleset.starting_decoys - 1
    assert (st.popularity[2], st.dead[5], st.lover) == (4, True, 3)
    assert check_invariants(game) == []
    # R17: attendance of Pompey's arena (B2) before any match is announced
    assert attendance(game, "Pompey") == (1, 8, 10, 17)
    assert view_for(game, 0).attendance[0] == (1, 8, 10, 17)
    assert attendance(game, "Pompey", hooligans="Greek") == (1, 8, 10)
    # the legal actions see the new table (the version moved): seat 2 holds 4 sesterces' cards
    legal = game.legal_actions(2)
    assert any(a.type == "match" for a in legal)


def test_dice_can_be_scripted() -> None:
    game = build(3, at="forum-start", hands={0: ["TV_RIGHTS"]}, coliseums=ALL_COLISEUMS)
    game.script_dice(6)
    game.apply(PlayCard(seat=0, card="TV_RIGHTS"))
    assert game.state.last_roll == 6
    with pytest.raises(ValueError):
        game.script_dice(7)


def test_a_description_that_cannot_be_set_up_says_why() -> None:
    with pytest.raises(PositionError, match="no 5 left"):
        build(3, supporters={"A1": (0, 5), "B1": (0, 5), "C1": (0, 5)}, coliseums=ALL_COLISEUMS)
    with pytest.raises(PositionError, match="not a politician"):
        build(3, popularity={"Nero": 1})
    with pytest.raises(PositionError, match="no seat 3"):
        build(3, active=3)


def test_cards_are_found_by_id_or_title() -> None:
    assert card("PANEM").id == card("panem et circenses").id == "PANEM"
    assert card("REFEREE").cost == card("REFEREE").cost and card("REFEREE").kind == "A"
    assert len(card_ids()) == 55 and "COJC" in card_ids()
    with pytest.raises(PositionError):
        card("NOTHING")


# -------------------------------------------------------------------------------- refusals


def _refused(words: str, **description: object) -> None:
    description.setdefault("coliseums", ALL_COLISEUMS)
    description.setdefault("at", "forum-start")
    with pytest.raises(PositionError) as info:
        build(3, **description)  # type: ignore[arg-type]
    assert words in str(info.value), str(info.value)
    assert "\n" not in str(info.value)


def test_R1_seat_minus_one_is_refused_not_read_as_the_last_seat() -> None:
    _refused("there is no seat -1 at a table of 3", supporters={"B1": (-1, 3)})


def test_R1_a_seat_beyond_the_table_is_refused() -> None:
    _refused("there is no seat 3 at a table of 3 (hands)", hands={3: ["PANEM"]})
    _refused("there is no seat 4 at a table of 3 (money)", money={4: 2})
    _refused("there is no seat 5 at a table of 3", gladiators={"Caesar": [(5, 1)]})


def test_an_unknown_moment_is_refused() -> None:
    _refused("'phase-9' is not a moment of the turn", at="phase-9")


def test_a_table_the_ruleset_refuses_is_a_position_error() -> None:
    with pytest.raises(PositionError, match="players"):
        build(7)


def test_R10_two_coliseums_in_one_district_are_refused() -> None:
    _refused(
        "two Coliseums in the",
        coliseums={**ALL_COLISEUMS, "Crassus": "C1"},  # B2 and C1: the same block of 4 × 2
    )


def test_R6_a_card_in_two_hands_is_refused() -> None:
    _refused(
        "PANEM is named in seat 0's hand and in seat 1's hand", hands={0: ["PANEM"], 1: ["PANEM"]}
    )


def test_R6_a_card_twice_in_one_hand_is_refused() -> None:
    _refused("PANEM is named twice in seat 0's hand", hands={0: ["PANEM", "Panem et circenses"]})


def test_R6_a_card_in_a_hand_and_on_the_table_is_refused() -> None:
    _refused(
        "CLEOPATRA is named on the table and in seat 1's hand",
        hands={1: ["CLEOPATRA"]},
        on_table=["CLEOPATRA"],
    )


def test_R7_negative_money_is_refused() -> None:
    _refused("seat 1's money is -1", money={1: -1})
    _refused("seat 0's money is -3", money=-3)


def test_R25_negative_popularity_is_refused() -> None:
    _refused("Caesar's popularity is -2", popularity={"Caesar": -2})


def test_R28_popularity_at_the_target_is_refused_unless_on_the_last_turn() -> None:
    _refused("Caesar's popularity 14 reaches the target 10", popularity={"Caesar": 14})
    game = build(
        3, at="forum-start", coliseums=ALL_COLISEUMS, popularity={"Caesar": 14}, last_turn=True
    )
    assert game.state.popularity[2] == 14 and game.state.last_turn


def test_R9_four_or_six_dead_politicians_are_refused() -> None:
    _refused(
        "4 politicians named dead, but there are 3", dead=["Pompey", "Crassus", "Caesar", "Brutus"]
    )
    _refused("6 politicians named dead", dead=list(ALL_COLISEUMS))
    _refused("named dead twice", dead=["Caesar", "caesar"])
    game = build(3, at="forum-start", coliseums=ALL_COLISEUMS, dead=["Pompey", "Crassus", "Caesar"])
    assert game.state.assassinations_left == 0


def test_R4_pieces_beyond_a_clubs_set_are_refused() -> None:
    _refused("seat 0 has no 5 left", gladiators={"Caesar": [(0, 5), (0, 5), (0, 5)]})
    _refused("there is no piece of value 7", stars={"Caesar": [(1, 7)]})
    _refused("there is no piece of value 3.0", supporters={"B1": (0, 3.0)})


def test_the_invariants_run_on_the_table_built() -> None:
    # R31 (no bluffing): no decoy may lie in a compartment; only the invariants say so here.
    _refused(
        "the table described is impossible: a decoy is in Caesar's slot",
        no_bluff=True,
        stars={"Caesar": [(0, 0)]},
    )


def test_the_table_built_holds_plain_numbers_and_can_be_copied() -> None:
    from voxpopuli_tui.engine.clone import clone_game

    game = build(3, at="forum-start", coliseums=ALL_COLISEUMS, lover="Caesar")
    assert type(game.state.lover) is int and all(type(s) is int for s in game.state.coliseum)
    assert clone_game(game).state == game.state
    assert view_for(game, 0).information().game.state.coliseum == game.state.coliseum


def test_R5_decoys_described_come_from_and_go_back_to_the_bank() -> None:
    plain = build(3, at="gladiator", use_cards=False)
    bank, held = plain.state.decoy_bank, plain.state.players[0].decoys
    game = build(3, at="gladiator", use_cards=False, decoys={0: held + 2, 1: 0})
    st = game.state
    assert (st.players[0].decoys, st.players[1].decoys) == (held + 2, 0)
    assert st.decoy_bank == bank - 2 + held
    assert check_invariants(game) == []
    with pytest.raises(PositionError, match="the bank has"):
        build(3, at="gladiator", use_cards=False, decoys={0: held + bank + 1})


def test_R22_eliminated_pieces_leave_the_club_in_order() -> None:
    plain = build(3, at="gladiator", use_cards=False)
    club = dict(plain.state.players[2].club)
    game = build(3, at="gladiator", use_cards=False, eliminated={2: [4, 1]})
    pl = game.state.players[2]
    assert pl.eliminated == [4, 1]
    assert pl.club == {**club, 4: club[4] - 1, 1: club[1] - 1}
    with pytest.raises(PositionError, match="no 5 left"):
        build(3, at="gladiator", use_cards=False, eliminated={2: [5] * (club[5] + 1)})
