"""Views and events carry typed facts: attendance of every arena,
adjacency, the piece set, each card's reason, past votes, modifiers in force, the reveal, the
roll's card and seat, moves and extras; typed events render the log text; seats out of range
are refused with a typed error."""

from __future__ import annotations

import pytest

from tests.support.arena_scenes import A, B, Dice, arena, close_windows, play, vote
from tests.support.games import new_game, random_chooser, step
from voxpopuli_tui.engine import IllegalActionError, public_view, view_for
from voxpopuli_tui.engine.actions import FREE_TYPES
from voxpopuli_tui.engine.board import geometry, match_attendance
from voxpopuli_tui.engine.errors import SeatError
from voxpopuli_tui.engine.events import (
    CardDrawn,
    CardPlayed,
    DieRolled,
    EventKind,
    MatchTotals,
    VotesRevealed,
)
from voxpopuli_tui.engine.said import Said


@pytest.mark.parametrize("seat", [3, -1, 7])
def test_a_seat_outside_the_table_is_refused_with_a_typed_error(seat: int) -> None:
    game = new_game(3, seed=1)
    with pytest.raises(SeatError) as err:
        game.legal_actions(seat)
    assert isinstance(err.value, IllegalActionError)
    assert str(seat) in str(err.value)
    with pytest.raises(SeatError):
        view_for(game, seat)


def test_typed_events_render_their_text_and_every_kind_is_an_enum() -> None:
    game = new_game(4, seed=5, use_cards=True)
    choose = random_chooser(5)
    typed = set()
    for _ in range(400):
        if game.is_over:
            break
        step(game, choose)
    for e in game.state.log:
        assert isinstance(e.kind, EventKind)
        if e.data is not None:
            typed.add(type(e.data))
            assert e.text == e.data.text(game.names)
            # a payload of its own kind says it; a said line (`Said`) keeps the line's own
            assert e.kind is e.data.KIND or (e.data.KIND is None and isinstance(e.data, Said))
    assert {CardDrawn, CardPlayed, VotesRevealed, MatchTotals} <= typed


def test_R27_a_drawn_card_is_news_for_its_drawer_only() -> None:
    game = new_game(3, seed=2, use_cards=True)
    choose = random_chooser(2)
    while not any(isinstance(e.data, CardDrawn) for e in game.state.log):
        step(game, choose)
    drawn = next(e.data for e in game.state.log if isinstance(e.data, CardDrawn))
    assert isinstance(drawn, CardDrawn)
    mine = view_for(game, drawn.seat)
    assert any(drawn.card in e.cards for e in mine.news)
    for other in range(3):
        if other != drawn.seat:
            assert not any(isinstance(e.data, CardDrawn) for e in view_for(game, other).log)


def test_views_carry_attendance_adjacency_pieces_and_split_legal_actions() -> None:
    game = new_game(4, seed=3, use_cards=True)
    choose = random_chooser(3)
    for _ in range(120):
        step(game, choose)
        for seat in range(4):
            view = view_for(game, seat)
            assert view.attendance == tuple(
                tuple(match_attendance(game.state, p)) for p in range(6)
            )
            assert view.adjacency == geometry().neighbours
            assert view.piece_set == tuple(sorted(game.ruleset.pieces.items()))
            legal = game.legal_actions(seat)
            assert list(view.moves) == [a for a in legal if a.type not in FREE_TYPES]
            assert list(view.extras) == [a for a in legal if a.type in FREE_TYPES]
            assert [f.id for f in view.hand_facts] == list(view.hand)
            assert view.recap and all(e.turn == game.state.turn for e in view.recap)
            reasons = dict(view.card_reasons)
            assert sorted(reasons) == sorted(game.state.players[seat].hand)
            playable = {a.card for a in view.moves if a.type == "play"}  # type: ignore[attr-defined]
            if seat in game.to_act():
                assert {c for c, why in reasons.items() if why is None} == playable


def test_C_VOX_POPULI_view_marks_cancelled_modifiers_and_the_reveal() -> None:
    game = arena()
    play(game, 3, "BAD_SOUND")
    play(game, 1, "ROUND_OF_DRINKS")
    before = public_view(game).match
    assert before is not None and all(in_force for *_, in_force in before.modifiers_in_force)
    play(game, 3, "VOX_POPULI")
    m = public_view(game).match
    assert m is not None
    marks = {card: in_force for card, _, _, in_force in m.modifiers_in_force}
    assert marks["ROUND_OF_DRINKS"] is False
    assert m.totals is None
    vote(game, A, A, B, B)
    after = public_view(game)
    assert after.match is not None and after.match.totals is not None
    assert after.match.totals.applause == after.match.applause
    assert [(r.seat, r.card, r.choice) for r in after.vote_history[-4:]] == [
        (0, None, "applause"),
        (1, None, "applause"),
        (2, None, "boos"),
        (3, None, "boos"),
    ]


def test_R34_the_roll_window_says_which_card_and_seat_rolled() -> None:
    game = arena()
    game.rng = Dice(4)  # type: ignore[assignment]
    play(game, 2, "RESERVE_TEAM")
    p = view_for(game, 0).pending
    assert p is not None and p.window == "roll"
    assert (p.roll, p.roll_card, p.roll_seat) == (4, "RESERVE_TEAM", 2)
    rolled = [e.data for e in game.state.log if isinstance(e.data, DieRolled)]
    assert rolled[-1] == DieRolled(4, "RESERVE TEAM", "RESERVE_TEAM", 2)
    close_windows(game)
