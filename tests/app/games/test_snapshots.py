"""Snapshots at 120×40 of seeded games (no clock, no unseeded randomness)."""

from __future__ import annotations

from tests.support.games import advance_until, new_game
from voxpopuli_tui.engine import Game
from voxpopuli_tui.ui.app import create_app

SIZE = (120, 40)


async def _lift_curtain(pilot) -> None:
    await pilot.pause()
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()


def _pending(kind: str):
    return lambda g: g.state.pending is not None and g.state.pending.kind == kind


def _game_at(stop, seed: int = 7) -> Game:
    game = new_game(4, seed=seed, use_cards=False)
    advance_until(game, stop)
    return game


def test_main_screen_mid_game(snap_compare) -> None:
    game = _game_at(lambda g: g.state.turn >= 4 and _pending("gladiator")(g))
    assert snap_compare(create_app(game=game), terminal_size=SIZE)


def test_curtain(snap_compare) -> None:
    game = _game_at(_pending("vote"))
    assert snap_compare(create_app(game=game), terminal_size=SIZE)


def test_vote(snap_compare) -> None:
    game = _game_at(_pending("vote"))
    assert snap_compare(create_app(game=game), terminal_size=SIZE, run_before=_lift_curtain)


def test_star_placement(snap_compare) -> None:
    game = _game_at(_pending("stars"))
    assert snap_compare(create_app(game=game), terminal_size=SIZE, run_before=_lift_curtain)


def test_end_screen(snap_compare) -> None:
    game = _game_at(lambda g: g.is_over)
    assert snap_compare(create_app(game=game), terminal_size=SIZE)
