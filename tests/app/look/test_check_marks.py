"""R3 spirit: colour is never the only cue — a checkbox's state shows in its mark."""

from __future__ import annotations

from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.widgets.check import Check


async def test_checkbox_mark_is_x_when_on_and_blank_when_off() -> None:
    app = create_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # New game
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        cards = app.screen.query_one("#cards", Check)
        hands = app.screen.query_one("#hands", Check)
        assert cards.value and not hands.value
        assert "X" in cards.render().plain
        assert "X" not in hands.render().plain
        hands.value = True
        await pilot.pause()
        assert "X" in hands.render().plain
