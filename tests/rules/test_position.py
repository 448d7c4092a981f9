"""The public position API (issue 10 item 5): a described table, scripted dice, attendance of
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


def test_a_position_with_coliseums_and_a_lover_can_be_copied_for_the_bots() -> None:
    """The state holds plain ints (a `Space` could not be copied by `clone_game`, which the
    bots' information sets use)."""
    from voxpopuli_tui.engine.clone import clone_game

    game = build(3, at="supporter", coliseums=ALL_COLISEUMS, lover="Antony")
    assert type(game.state.coliseum[0]) is int and type(game.state.lover) is int
    assert clone_game(game).state == game.state
    assert view_for(game, 0).information().game.state.coliseum == game.state.coliseum
