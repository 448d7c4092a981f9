"""R13 at a table of one human: the card windows of a computer's match wait for the human who
holds a card playable there (`c` plays, Enter passes, no timer ends them); a Forum window of a
computer's turn passes by itself only after a visible count that any key holds, or waits too
with the preference "stop at every window where I can play"; the hand on the table marks the
cards playable now."""

from __future__ import annotations

import pytest

from tests.support.pilot import wait_until
from tests.support.windows import arena_window, computers_match, forum_window, roll_window
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.look.prefs import Prefs
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.hand_on_table import HandOnTable
from voxpopuli_tui.ui.widgets.prompt_line import PromptLine
from voxpopuli_tui.ui.workers import card_windows as window_wait

SIZE = (120, 40)
def prompt(app: VoxPopuliApp) -> str:
    return str(app.screen.query_one(PromptLine).render())


def left_to_livia(app: VoxPopuliApp) -> bool:
    table = app.table
    return (table is not None and isinstance(app.screen, MainScreen) and app.screen.ready
            and table.computer_window() and table.to_act_humans() == [0])


async def settle(pilot, app: VoxPopuliApp) -> None:  # type: ignore[no-untyped-def]
    """Every timer the app armed for the window has had its chance (a pace of 0: 1 ms)."""
    for _ in range(30):
        await pilot.pause(0.01)


@pytest.mark.parametrize("make", [arena_window, roll_window], ids=["arena", "roll"])
async def test_a_computers_match_window_waits_for_the_human_who_can_play_R13(make) -> None:  # type: ignore[no-untyped-def]
    game = make()
    app = create_app(game=game, computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: left_to_livia(app), "the window left to Livia")
        at = len(table.game.history)
        window = table.game.pending_window
        await settle(pilot, app)
        # no timer ends it: nothing is armed, and it is still open with nothing applied
        assert app.computers._pace_timer is None
        assert table.game.pending_window == window and len(table.game.history) == at
        words = prompt(app)
        assert "c plays, Enter passes" in words and "passing on" not in words, words
        # the hand on the table marks the cards playable now
        hand = str(app.screen.query_one(HandOnTable).render())
        assert "playable" in hand and "▶" in hand, hand
        await pilot.press("enter")  # Enter passes
        await wait_until(pilot, lambda: table.game.pending_window != window
                         or len(table.game.history) > at, "the window passed")
        assert table.game.history[at].type == "pass" and table.game.history[at].seat == 0


async def test_c_at_a_computers_arena_window_offers_the_playable_cards() -> None:
    app = create_app(game=arena_window(), computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: left_to_livia(app), "the window left to Livia")
        screen = app.screen
        assert isinstance(screen, MainScreen)
        await pilot.press("c")
        await wait_until(pilot, lambda: screen.picker is not None, "the hand in the menu")
        await settle(pilot, app)
        assert screen.picker is not None and "Play which card?" in screen.picker[0]
        assert app.table is not None and app.table.is_window()


@pytest.mark.counted
async def test_a_computers_forum_window_counts_down_then_passes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_wait, "COUNT_SECONDS", 2)
    app = create_app(game=forum_window(), computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: left_to_livia(app), "the window left to Livia")
        at = len(table.game.history)
        await wait_until(pilot, lambda: "passing on in" in prompt(app), "the count")
        assert "(any key holds it)" in prompt(app) and len(table.game.history) == at
        # nobody presses anything: it passes when the count is out
        await wait_until(pilot, lambda: len(table.game.history) > at, "the window passing")
        assert table.game.history[at].type == "pass"


@pytest.mark.counted
async def test_any_key_holds_a_forum_windows_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(window_wait, "COUNT_SECONDS", 2)
    app = create_app(game=forum_window(), computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: "passing on in" in prompt(app), "the count")
        at = len(table.game.history)
        await pilot.press("x")  # bound to nothing: it only holds the count
        await wait_until(pilot, lambda: "held" in prompt(app), "the window held")
        assert app.computers._pace_timer is None  # nothing left to end it
        await pilot.pause(2.5)  # longer than the count was
        assert table.is_window() and len(table.game.history) == at
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(table.game.history) > at, "Enter passing")


async def test_with_every_window_a_forum_window_waits_too() -> None:
    app = create_app(game=forum_window(), computer=[1, 2])
    app.pace = 0.0
    app.prefs = Prefs(windows=window_wait.EVERY_WINDOW)
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: left_to_livia(app), "the window left to Livia")
        at = len(table.game.history)
        await settle(pilot, app)
        assert app.computers._pace_timer is None and len(table.game.history) == at
        assert "the table waits" in prompt(app)


async def test_the_palette_sets_where_windows_stop_and_keeps_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from voxpopuli_tui.ui.app_support import set_window_stops
    from voxpopuli_tui.ui.look.prefs import load_prefs

    prefs_file = tmp_path / "prefs.json"
    app = create_app(game=forum_window(), computer=[1, 2], prefs_file=prefs_file)
    assert app.prefs.windows == window_wait.ONLY_MATCHES  # the default
    async with app.run_test(size=SIZE) as pilot:
        set_window_stops(app, window_wait.EVERY_WINDOW)
        await pilot.pause()
        assert app.prefs.windows == window_wait.EVERY_WINDOW
    assert load_prefs(prefs_file)[0].windows == window_wait.EVERY_WINDOW


def test_a_window_nobody_can_use_still_passes_at_once() -> None:
    from voxpopuli_tui.ui.table.controller import TableController
    from voxpopuli_tui.ui.table.intents import ComputerMove

    table = TableController(computers_match([]), computer=[1, 2])  # Livia holds nothing
    for _ in range(20):
        step = table.next()
        if not isinstance(step, ComputerMove):
            break
        table.play_computer(step.turn, table.think(step.turn))
    assert table.game.pending_window != Window.ARENA  # passed: the vote has begun
    assert any(a.type == "pass" and a.seat == 0 for a in table.game.history)
