"""New game without Tab guesswork: hints on screen, arrows between fields, few keys to make seats
computers (with a level each), plain option names, and Enter, Enter still a default game."""

from __future__ import annotations

import re

from textual.widgets import Input, Label, Select, Static

from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.table.computer_seats import Level
from voxpopuli_tui.ui.widgets.check import Check


def new_game_app() -> VoxPopuliApp:
    app = create_app()
    app.pace = 0
    return app


async def open_new_game(pilot, app: VoxPopuliApp) -> NewGameScreen:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("enter")  # the title's first choice
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


def screen_words(screen: NewGameScreen) -> str:
    parts = [str(w.render()) for w in screen.query(Label)]
    parts += [str(w.render()) for w in screen.query(Static)]
    parts += [str(w.label) for w in screen.query(Check)]
    for select in screen.query(Select):
        parts += [str(prompt) for prompt, _ in select._options]
    return "\n".join(parts)


async def test_enter_enter_starts_a_default_three_player_game_of_humans() -> None:
    app = new_game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await open_new_game(pilot, app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert app.table is not None and app.table.game.n == 3 and not app.table.computer


async def test_keys_are_shown_and_options_have_plain_names() -> None:
    app = new_game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_new_game(pilot, app)
        words = screen_words(screen)
        assert not re.search(r"\bR\d+\b", words), "rule ids belong to the rules screen"
        hints = str(screen.query_one("#ng-hints", Static).render())
        for key in ("↑↓", "←→", "Space", "1–6", "Enter", "Esc"):
            assert key in hints
        assert "Computer · Normal" in words and "Placed at random" in words


async def test_a_seat_number_makes_it_a_computer_at_normal_and_back() -> None:
    app = new_game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_new_game(pilot, app)
        await pilot.press("2", "3", "3")  # seat 3 twice: human again
        assert screen.collect()[1] == {1: Level.NORMAL}
        await pilot.press("3", "5")  # seat 5 is not at a 3-player table: nothing happens
        await pilot.press("enter")
        await pilot.pause()
        assert app.table is not None
        assert app.table.levels == {1: Level.NORMAL, 2: Level.NORMAL}  # 5 keys from the title


async def test_arrows_move_between_fields_and_change_them() -> None:
    app = new_game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_new_game(pilot, app)
        assert screen.focused is screen.query_one("#start")
        await pilot.press("down")  # from the last field to the first
        assert screen.focused is screen.query_one("#count")
        await pilot.press("right")
        assert screen.query_one("#count", Select).value == 4
        assert screen.query_one("#seat-3").display
        await pilot.press("down", "down", "down")  # seat 1: name, club, who plays
        assert screen.focused is screen.query_one("#plays-0")
        await pilot.press("left")  # Human -> the strongest level, round the list
        assert screen.query_one("#plays-0", Select).value == Level.HARD.value
        await pilot.press("right", "right")  # -> Human -> Random
        assert screen.query_one("#plays-0", Select).value == Level.RANDOM.value
        await pilot.press("up", "up", "up")
        assert screen.focused is screen.query_one("#count")
        await pilot.press("up")  # from the first field to the last
        assert screen.focused is screen.query_one("#start")
        await pilot.press("enter")
        await pilot.pause()
        assert app.table is not None and app.table.game.n == 4
        assert app.table.levels == {0: Level.RANDOM}


async def test_an_open_list_keeps_its_keys() -> None:
    app = new_game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_new_game(pilot, app)
        screen.query_one("#count").focus()
        await pilot.press("space")  # opens the list
        await pilot.pause()
        assert screen.query_one("#count", Select).expanded
        await pilot.press("down", "enter")  # moves in the list and picks: no start, no jump
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        assert screen.query_one("#count", Select).value == 4


async def test_digits_in_a_name_are_typed_not_seat_toggles() -> None:
    app = new_game_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_new_game(pilot, app)
        screen.query_one("#name-0", Input).focus()
        await pilot.press("end", "2")
        assert screen.query_one("#name-0", Input).value.endswith("2")
        assert screen.collect()[1] == {}


async def test_the_computers_pace_is_chosen_here_from_the_apps_setting() -> None:
    app = create_app()
    assert app.pace == 0.6  # the default: each computer move stays 0.6 s
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await open_new_game(pilot, app)
        pace = screen.query_one("#pace", Select)
        assert pace.value == 0.6
        pace.focus()
        await pilot.press("right")  # faster
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen) and app.pace == 0.3
