"""Perft-style exact counts of legal actions at known positions (one source of legality)."""

from __future__ import annotations

from tests.support.games import new_game
from voxpopuli_tui.engine.actions import FREE_TYPES


def _main_line(game, seat):  # type: ignore[no-untyped-def]
    return [a for a in game.legal_actions(seat) if a.type not in FREE_TYPES]


def test_perft_R10_coliseum_placements_shrink_by_district() -> None:
    """R10: k-th placement: (7-k) politicians x (48 - 8(k-1)) spaces, 288 200 128 72 32 8."""
    game = new_game(4, seed=5, coliseum_placement="players")
    counts = []
    while game.state.pending is not None and game.state.pending.kind == "coliseum":
        seat = game.to_act()[0]
        legal = _main_line(game, seat)
        counts.append(len(legal))
        game.apply(legal[0])
    assert counts == [288, 200, 128, 72, 32, 8]


def test_perft_R26_R5_open_moment_actions_at_the_start() -> None:
    """4 players, 7 sesterces, 4 cards, bank 18 decoys: 3x7 money + 3x4 cards + 7 purchases."""
    game = new_game(4, seed=5, coliseum_placement="players")
    for seat in range(4):
        free = [a for a in game.legal_actions(seat) if a.type in FREE_TYPES]
        assert len(free) == 3 * 7 + 3 * 4 + 7


def test_perft_R14_R15_first_turn_placements_without_cards() -> None:
    """Designation: 6 districts; Supporter: 5 values x free spaces; Gladiator: 5 x 6 arenas."""
    game = new_game(3, seed=2, use_cards=False)
    seat = game.to_act()[0]
    assert game.state.pending is not None and game.state.pending.kind == "designate"
    designations = _main_line(game, seat)
    assert len(designations) == 6
    game.apply(designations[0])
    active = game.state.active
    district = game.state.turn_state.district
    from voxpopuli_tui.engine.board import empty_spaces

    room = len(empty_spaces(game.state, district))
    assert room == 7  # one space of each district holds a Coliseum
    supporters = _main_line(game, active)
    assert len(supporters) == 5 * room
    game.apply(supporters[0])
    assert len(_main_line(game, active)) == 5 * 6
