"""The common tables in a few keys: from the title to the first decision of one person against N
computers at a chosen level, or of N people, in at most 5 keys (every key counted); each field
of the New game screen a key away; the last table remembered (in the preferences file too)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Select

from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.screens.title import TitleScreen
from voxpopuli_tui.ui.table.computer_seats import Level

#: the promise: keys from the title to the first decision of a common table
MOST = 5


async def first_decision(pilot: Pilot[None], app: VoxPopuliApp) -> None:
    """Wait (no key) until a person holds a decision at the table."""
    for _ in range(3000):
        table = app.table
        if (table is not None and isinstance(app.screen, MainScreen)
                and any(s not in table.computer for s in table.game.to_act())):
            return
        await pilot.pause(0.01)
    raise AssertionError("no decision for a person came")


async def play_keys(pilot: Pilot[None], app: VoxPopuliApp, keys: list[str]) -> None:
    await pilot.pause()
    assert isinstance(app.screen, TitleScreen)
    for key in keys:
        await pilot.press(key)
        await pilot.pause()
    await first_decision(pilot, app)


@pytest.mark.parametrize(("keys", "players", "level"), [
    (["enter", "h", "enter"], 3, Level.HARD),  # you against 2 Hard computers
    (["enter", "p", "4", "h", "enter"], 4, Level.HARD),  # against 3: the table
    (["enter", "p", "6", "e", "enter"], 6, Level.EASY),
    (["enter", "p", "5", "n", "enter"], 5, Level.NORMAL),
])
async def test_one_person_against_computers_in_five_keys(
        keys: list[str], players: int, level: Level) -> None:
    app = create_app()
    app.pace = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await play_keys(pilot, app, keys)
        assert len(keys) <= MOST
        table = app.table
        assert table is not None and table.game.n == players
        assert table.levels == dict.fromkeys(range(1, players), level)
        assert table.keyboard.solo
        print(f"{players - 1} {level.value} computers: {len(keys)} keys from the title")


@pytest.mark.parametrize("players", [3, 4, 6])
async def test_n_people_in_five_keys(players: int) -> None:
    keys = ["enter", "enter"] if players == 3 else ["enter", "p", str(players), "enter"]
    app = create_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
            await pilot.pause()
        assert len(keys) <= MOST
        table = app.table
        assert table is not None and table.game.n == players and not table.computer


async def test_each_field_is_one_key_away() -> None:
    app = create_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        for key, field in (("f", "first"), ("c", "coliseum"), ("t", "pace"), ("o", "cards"),
                           ("s", "seed"), ("p", "count")):
            screen.query_one("#start").focus()
            await pilot.press(key)
            assert screen.focused is screen.query_one(f"#{field}"), key
        await pilot.press("2")  # on the Players field a digit is a count: 2 is refused
        assert screen.query_one("#count", Select).value == 3
        await pilot.press("a")  # every seat a person, after a solo table
        await pilot.press("h", "a")
        assert screen.collect()[1] == {}


async def test_the_last_table_is_offered_again(tmp_path: Path) -> None:
    prefs = tmp_path / "prefs.json"
    app = create_app(prefs_file=prefs)
    app.pace = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await play_keys(pilot, app, ["enter", "p", "4", "h", "enter"])
        app.back_to_title()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.query_one("#count", Select).value == 4
        assert screen.collect()[1] == dict.fromkeys((1, 2, 3), Level.HARD)
    kept = json.loads(prefs.read_text(encoding="utf-8"))["table"]
    assert kept["players"] == 4 and [s["plays"] for s in kept["seats"]] == [
        "human", "hard", "hard", "hard"]
    # Another session with the same preferences: Enter, Enter is that table again.
    kept["seats"][0]["name"] = "Flavia"
    prefs.write_text(json.dumps({"table": kept}), encoding="utf-8")
    again = create_app(prefs_file=prefs)
    again.pace = 0
    async with again.run_test(size=(120, 40)) as pilot:
        await play_keys(pilot, again, ["enter", "enter"])
        table = again.table
        assert table is not None and table.game.n == 4 and table.game.names[0] == "Flavia"
        assert table.levels == dict.fromkeys((1, 2, 3), Level.HARD)


async def test_a_damaged_remembered_table_gives_what_it_can(tmp_path: Path) -> None:
    prefs = tmp_path / "prefs.json"
    prefs.write_text(json.dumps({"table": {"players": 9, "seats": [
        {"name": 7, "club": "nowhere", "plays": "hard"}, "x"], "first": "z", "pins": "yes"}}),
        encoding="utf-8")
    app = create_app(prefs_file=prefs)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert screen.query_one("#count", Select).value == 3  # 9 is no table: the default
        assert screen.query_one("#name-0", Input).value == "Livia"
        assert screen.collect()[1] == {0: Level.HARD}
