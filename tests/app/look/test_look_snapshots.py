"""Snapshots of the table, the curtain, the vote, the reveal and the end (seeded games).

The default theme is the colour-blind-safe one (Okabe–Ito); each moment is drawn at the
smallest supported terminal (100×30), a roomy one (160×50) and a television's (213×60).
"""

from __future__ import annotations

from functools import cache

import pytest

from tests.support.games import advance_until, new_game, past_the_cover, random_chooser
from voxpopuli_tui.engine import Game
from voxpopuli_tui.ui.app import create_app

SMALL, LARGE, TV = (100, 30), (160, 50), (213, 60)
SIZES = [SMALL, LARGE, TV]
IDS = ["100x30", "160x50", "213x60"]


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


def _vote() -> Game:
    """Four players, turn 4: a Cup match is announced, the first voter's curtain is up."""
    game = new_game(4, seed=3)
    advance_until(game, lambda g: g.state.turn >= 4 and g.state.pending is not None
                  and g.state.pending.kind == "vote")
    return game


async def _behind_the_curtain(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("enter")
    await past_the_cover(pilot)
    await _settle(pilot)


async def _revealed(pilot) -> None:  # type: ignore[no-untyped-def]
    """Every voter lifts their curtain and votes (B, A, B, A…) until the reveal shows."""
    await pilot.pause()
    votes = 0
    for _ in range(20):
        name = type(pilot.app.screen).__name__
        if name == "RevealScreen":
            break
        if name == "CurtainScreen":
            await pilot.press("enter")
        else:
            await pilot.press("ba"[votes % 2])
            votes += 1
        await past_the_cover(pilot)
    assert type(pilot.app.screen).__name__ == "RevealScreen"
    await _settle(pilot)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_curtain(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(create_app(game=_vote()), terminal_size=size, run_before=_settle)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_vote(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(create_app(game=_vote()), terminal_size=size,
                        run_before=_behind_the_curtain)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_reveal(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(create_app(game=_vote()), terminal_size=size, run_before=_revealed)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_table_six_players_colour_blind_theme(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(create_app(game=_six_players()), terminal_size=size, run_before=_settle)


def test_table_high_contrast_theme(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def high_contrast(pilot) -> None:  # type: ignore[no-untyped-def]
        pilot.app.theme = "vox-high-contrast"
        await _settle(pilot)

    # every new app applies its own theme's palette, so the next tests are not affected
    app = create_app(game=_six_players())
    assert snap_compare(app, terminal_size=SMALL, run_before=high_contrast)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
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
