"""Names drawn as plain text on every screen (issue 9 item 3): markup in a name is shown
literally, never parsed, from New game through the table to the title's Continue label."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, OptionList
from ui.driver import seeded_pick, step
from ui.dump import dump_screens

from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.screens.title import TitleScreen

MARKUP_NAMES = ("[/]", "[b]Al[/b]", "[@click=quit]q")


async def _new_game(pilot, app, names) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    assert isinstance(app.screen, TitleScreen)
    await pilot.press("enter")  # New game
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    for i, name in enumerate(names):
        screen.query_one(f"#name-{i}", Input).value = name
    screen.query_one("#start").focus()
    await pilot.press("enter")
    await pilot.pause()


async def test_markup_names_play_and_show_literally(tmp_path: Path) -> None:
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        await _new_game(pilot, app, MARKUP_NAMES)
        assert app.table is not None
        assert app.table.game.names == list(MARKUP_NAMES)
        pick = seeded_pick(3)
        seen_table = False
        for _ in range(120):
            await step(pilot, app, pick)
            if isinstance(app.screen, MainScreen):
                text = dump_screens(app)[-1][1]
                assert "[@click=quit]q" in text
                seen_table = True
        assert seen_table
        assert app.is_running
    # A later launch: the title's Continue label draws the names literally.
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        await pilot.pause()
        menu = app.screen.query_one(OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert "continue" in ids
        text = dump_screens(app)[-1][1]
        assert "[/]" in text
