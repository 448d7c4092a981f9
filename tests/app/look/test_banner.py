"""The turn banner: whose turn, the phase, and the R28 warnings (LAST TURN, near the end)."""

from __future__ import annotations

from dataclasses import replace

from tests.support.games import advance_until, new_game
from voxpopuli_tui.engine import POLITICIANS, SeatView, public_view
from voxpopuli_tui.ui.widgets.turn_banner import NEAR_EMPTY, NEAR_TARGET, render_banner, warnings


def _view() -> SeatView:
    game = new_game(4, seed=7, use_cards=False)
    advance_until(game, lambda g: g.state.turn >= 3 and g.state.pending is not None
                  and g.state.pending.kind == "gladiator")
    return public_view(game)


def test_banner_names_the_turn_the_player_and_the_phase() -> None:
    view = _view()
    text = render_banner(view, 100).plain
    assert f"TURN {view.turn}" in text
    assert view.names[view.active] in text
    assert "Gladiator" in text
    assert warnings(view) == []


def test_r28_last_turn_is_announced() -> None:
    view = replace(_view(), last_turn=True)
    assert warnings(view)[0] == "LAST TURN"
    assert "LAST TURN" in render_banner(view, 100).plain


def test_r28_a_politician_near_the_target_is_a_warning_but_not_a_dead_one() -> None:
    view = _view()
    near = view.target - NEAR_TARGET
    pops = (near, *view.popularity[1:])
    warned = warnings(replace(view, popularity=pops))
    assert any(f"{POLITICIANS[0]} at {near}" in w for w in warned)
    dead = (True, *view.dead[1:])
    assert warnings(replace(view, popularity=pops, dead=dead)) == []
    below = (near - 1, *view.popularity[1:])
    assert warnings(replace(view, popularity=below)) == []


def test_r28_nearly_empty_clubs_are_a_warning() -> None:
    view = _view()
    players = tuple(replace(pl, club_pieces=((1, NEAR_EMPTY),)) for pl in view.players)
    warned = warnings(replace(view, players=players))
    assert any("clubs nearly empty" in w for w in warned)
    fuller = (replace(view.players[0], club_pieces=((1, NEAR_EMPTY + 1),)), *players[1:])
    assert not any("clubs nearly empty" in w for w in warnings(replace(view, players=fuller)))


def test_long_warnings_keep_their_facts_in_a_narrow_banner() -> None:
    view = _view()
    pops = tuple(view.target - 1 for _ in view.popularity)
    text = render_banner(replace(view, popularity=pops), 100).plain
    assert len(text) <= 100
    assert f"{POLITICIANS[0]} at {view.target - 1}" in text
