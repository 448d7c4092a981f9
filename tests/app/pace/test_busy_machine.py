"""the table is never drawn before its screen is composed, nor while it is
taken apart. A slow machine reaches both: a computer's pace timer or answer fires while the
app closes its screens, or a computer starts to think before the table was composed."""

from __future__ import annotations

import asyncio

from tests.support.games import new_game
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.table.controller import TableController as Table


async def test_computers_acting_while_the_app_closes_stop_quietly() -> None:
    """Only computers play, one action every millisecond: the app exits while its pace timer
    keeps firing (the screens are pruned meanwhile). No "unexpected error" (NoMatches)."""
    for seed in range(6):
        app = create_app(game=new_game(3, seed=seed), computer=[0, 1, 2])
        app.pace = 0.001
        async with app.run_test(size=(120, 40)) as pilot:
            table = app.table
            assert table is not None
            for _ in range(200):  # until the computers are well under way
                if len(table.game.history) > 20 + seed:
                    break
                await pilot.pause(0.005)
            assert len(table.game.history) > 20
            app.exit()
            await asyncio.sleep(0)
        assert app._exception is None, repr(app._exception)
        assert app.return_code == 0


async def test_a_table_not_yet_composed_is_not_drawn() -> None:
    """A computer starts to think (or its move comes back) before the table's screen is
    composed: nothing is drawn before it is (old code: NoMatches on TurnBanner, and "the game
    stopped on an unexpected error"); the table is drawn once it is composed."""
    app = create_app(game=new_game(3, seed=1), computer=[0, 1, 2])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None
        screen = MainScreen(Table(table.game))
        screen.refresh_table()  # not composed: draws nothing, raises nothing
        app.pace = 0
        turn = table.computer_turn()
        assert turn is not None
        app.push_screen(screen)
        app.computers._show_thinking(table, turn)
        await pilot.pause()
        assert app.screen is screen and app.is_running


async def test_a_table_being_taken_apart_is_not_on_top() -> None:
    """While the table's screen is being removed (its widgets pruned first, the screen still
    attached and current), a computer's timer must not take it for the table on top."""
    app = create_app(game=new_game(3, seed=1), computer=[0, 1, 2])
    app.pace = 0.5
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MainScreen) and app.computers.table_on_top()
        app.push_screen(MainScreen(Table(app.table.game)))  # type: ignore[union-attr]
        await pilot.pause()
        under = app.screen
        under.remove()  # pruning starts now; the stack still has it on top
        assert not app.computers.table_on_top()
