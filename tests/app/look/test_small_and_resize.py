"""Small terminals and resizing during a secret input."""

from __future__ import annotations

from tests.support.games import advance_until, new_game
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.too_small import TooSmallScreen


async def test_small_terminal_asks_for_a_larger_window_and_resumes() -> None:
    game = new_game(3, seed=2, use_cards=False)
    app = create_app(game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        before = len(game.history)
        await pilot.resize_terminal(90, 25)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "at least 100×30" in str(app.screen.query_one("#too-small").render())
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert len(game.history) == before


async def test_resize_during_a_secret_input_raises_the_curtain() -> None:
    game = new_game(3, seed=5, use_cards=False)
    advance_until(game, lambda g: g.state.pending is not None and g.state.pending.kind == "vote")
    app = create_app(game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        assert isinstance(app.screen, PrivateScreen)
        await pilot.resize_terminal(130, 45)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        assert not any(isinstance(s, PrivateScreen) for s in app.screen_stack)
