"""Complete games driven through the real UI, from the title screen to the end screen."""

from __future__ import annotations

import pytest

from tests.support.driver import play_to_end, seeded_pick, step
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.end import EndScreen
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.screens.title import TitleScreen


async def _set_up(pilot, app, players: int, cards: bool, seed: int) -> None:
    from textual.widgets import Checkbox, Input, Select

    await pilot.pause()
    assert isinstance(app.screen, TitleScreen)
    await pilot.press("enter")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    screen.query_one("#count", Select).value = players
    screen.query_one("#cards", Checkbox).value = cards
    screen.query_one("#seed", Input).value = str(seed)
    await pilot.pause()
    screen.query_one("#start").focus()
    await pilot.press("enter")
    await pilot.pause()


@pytest.mark.parametrize(
    ("players", "cards", "seed"),
    [(3, False, 11), (6, False, 12), (3, True, 13)],
    ids=["3p-no-cards", "6p-no-cards", "3p-cards-continue"],
)
async def test_complete_game_from_title_to_end(players: int, cards: bool, seed: int) -> None:
    app = create_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await _set_up(pilot, app, players, cards, seed)
        assert app.table is not None and app.table.game.n == players
        assert app.table.game.cards_on is cards
        await play_to_end(pilot, app, seeded_pick(seed))
        assert isinstance(app.screen, EndScreen)
        assert app.table.game.is_over
        await pilot.press("space")  # open every compartment at once
        text = " ".join(str(app.screen.query_one(part).render())
                        for part in ("#compartments", "#scores"))
        assert "Emperor" in text and "Winner" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_default_start_is_a_few_enters() -> None:
    app = create_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # New game
        await pilot.pause()
        await pilot.press("enter")  # Start
        await pilot.pause()
        assert app.table is not None and app.table.game.n == 3
        assert await step(pilot, app, seeded_pick(0)) == "MainScreen"


async def test_bad_input_gives_one_line_message() -> None:
    from textual.widgets import Input, Static

    app = create_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        screen.query_one("#name-1", Input).value = "Livia"
        screen.query_one("#start").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        message = str(screen.query_one("#ng-error", Static).render())
        assert "share a name" in message and "\n" not in message.strip()
