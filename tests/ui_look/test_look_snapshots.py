"""Snapshots of the new table, the end with its charts and the themes (seeded games).

The default theme is the colour-blind-safe one (Okabe–Ito); the table is drawn with six
players at the smallest supported terminal (100×30) and a roomy one (160×50).
"""

from __future__ import annotations

from functools import cache

import pytest

from tests.support import advance_until, new_game, random_chooser
from voxpopuli_tui.engine import Game
from voxpopuli_tui.ui.app import create_app

SMALL, LARGE = (100, 30), (160, 50)


def _six_players() -> Game:
    game = new_game(6, seed=3)
    advance_until(game, lambda g: g.state.turn >= 5 and g.state.pending is not None
                  and g.state.pending.kind == "gladiator")
    return game


@cache
def _history_of_finished(seed: int = 5) -> Game:
    game = new_game(4, seed=seed)
    advance_until(game, lambda g: g.is_over, random_chooser(seed), limit=100000)
    return game


def _finished() -> Game:
    done = _history_of_finished()
    return Game.replay(done.ruleset, done.history)


async def _settle(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.pause()


async def _ceremony_skipped(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("space")
    await pilot.app.workers.wait_for_complete()
    await _settle(pilot)


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["100x30", "160x50"])
def test_table_six_players_colour_blind_theme(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(create_app(game=_six_players()), terminal_size=size, run_before=_settle)


def test_table_high_contrast_theme(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def high_contrast(pilot) -> None:  # type: ignore[no-untyped-def]
        pilot.app.theme = "vox-high-contrast"
        await _settle(pilot)

    # every new app applies its own theme's palette, so the next tests are not affected
    app = create_app(game=_six_players())
    assert snap_compare(app, terminal_size=SMALL, run_before=high_contrast)


@pytest.mark.parametrize("size", [SMALL, LARGE], ids=["100x30", "160x50"])
def test_end_with_charts(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(create_app(game=_finished()), terminal_size=size,
                        run_before=_ceremony_skipped)


def test_replay_with_map_and_charts(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def replay(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        await pilot.press("p")
        for _ in range(10):
            await pilot.press("pagedown")
        await pilot.app.workers.wait_for_complete()
        await _settle(pilot)

    assert snap_compare(create_app(game=_finished()), terminal_size=LARGE, run_before=replay)
