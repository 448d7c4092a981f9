"""Computer levels are kept in saves; files written before levels existed still load (at Random)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import get_args

import pytest

from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.save_format import LEGACY_LEVEL, LevelName, canonical, checksum
from voxpopuli_tui.saves import Autosaver, SaveError, load_save
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.table.computer_seats import Level
from voxpopuli_tui.ui.table.controller import TableController as Table
from voxpopuli_tui.ui.widgets.players_panel import PlayersPanel

FIXTURES = Path(__file__).parent / "fixtures"
#: written by the app before levels were saved: 4 players, seats 1 and 3 played by the computer
LEGACY = FIXTURES / "v1_computers_without_levels.vox.json"


def ruleset() -> Ruleset:
    return Ruleset.default(4, seed=11, coliseum_placement="random", first_player=0)


def test_stored_level_names_are_the_levels() -> None:
    assert set(get_args(LevelName)) == {level.value for level in Level}


def test_a_save_from_before_levels_loads_with_its_computers_at_random(tmp_path: Path) -> None:
    path = tmp_path / LEGACY.name
    shutil.copy(LEGACY, path)
    assert "levels" not in json.loads(path.read_bytes())["payload"]
    loaded = load_save(path)
    assert loaded.computer == (1, 3)
    assert loaded.levels == {1: LEGACY_LEVEL, 3: LEGACY_LEVEL} == {1: "random", 3: "random"}
    assert len(loaded.game.history) == 14
    # written again by this version, the file says what they were: Random
    Autosaver.resume(loaded).save(loaded.game)
    assert json.loads(path.read_bytes())["payload"]["levels"] == ["random", "random"]
    assert load_save(path).levels == {1: "random", 3: "random"}


async def test_a_save_from_before_levels_resumes_with_random_computers(tmp_path: Path) -> None:
    shutil.copy(LEGACY, tmp_path / LEGACY.name)
    app = create_app(save_dir=tmp_path, load=load_save(tmp_path / LEGACY.name))
    app.pace = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.table is not None
        assert app.table.levels == {1: Level.RANDOM, 3: Level.RANDOM}


def test_levels_survive_save_and_load(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path)
    table = Table(Game.new(ruleset()), {3: Level.HARD, 1: Level.EASY}, saver)
    table.autosave()
    assert saver.path is not None
    payload = json.loads(saver.path.read_bytes())["payload"]
    assert payload["computer"] == [1, 3] and payload["levels"] == ["easy", "hard"]
    loaded = load_save(saver.path)
    assert Table(loaded.game, loaded.levels).levels == {1: Level.EASY, 3: Level.HARD}


def test_an_all_human_save_writes_neither_computers_nor_levels(tmp_path: Path) -> None:
    path = Autosaver(tmp_path).save(Game.new(ruleset()))
    payload = json.loads(path.read_bytes())["payload"]
    assert "computer" not in payload and "levels" not in payload
    assert load_save(path).levels == {}


@pytest.mark.parametrize(
    ("levels", "message"),
    [(["hard"], "1 levels for 2 computer seats"), (["hard", "genius"], "bad save contents")],
    ids=["count", "unknown-level"],
)
def test_bad_levels_are_refused_in_one_line(tmp_path: Path, levels: list[str],
                                            message: str) -> None:
    path = Autosaver(tmp_path, computer=[1, 3], levels={1: "hard", 3: "hard"}).save(
        Game.new(ruleset()))
    doc = json.loads(path.read_bytes())
    doc["payload"]["levels"] = levels
    doc["checksum"] = checksum(doc["payload"])
    path.write_bytes(canonical(doc))
    with pytest.raises(SaveError, match=message) as err:
        load_save(path)
    assert "\n" not in str(err.value)


async def _title_listed(pilot, app, entry: str) -> None:  # type: ignore[no-untyped-def]
    """Wait (on the app's state) until the title lists `entry`: its saves are listed just after
    its first frame, which a busy machine may draw late."""
    from textual.widgets import OptionList

    from voxpopuli_tui.ui.screens.title import TitleScreen

    for _ in range(500):
        screen = app.screen if app.screen_stack else None
        if isinstance(screen, TitleScreen):
            menu = screen.query_one(OptionList)
            ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
            if entry in ids and (entry != "new" or "load" in ids or menu.option_count == 5):
                return
        await pilot.pause(0.01)
    raise AssertionError(f"the title never listed {entry!r}")


async def test_levels_chosen_on_new_game_come_back_on_continue(tmp_path: Path) -> None:
    app = create_app(save_dir=tmp_path)
    app.pace = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await _title_listed(pilot, app, "new")
        await pilot.press("enter")  # title: New game
        await pilot.pause()
        await pilot.press("2", "3")  # seats 2 and 3: computers at Normal
        app.screen.query_one("#plays-2").focus()
        await pilot.press("right")  # seat 3: Normal -> Hard
        await pilot.press("enter")
        await pilot.pause()
        assert app.table is not None
        assert app.table.levels == {1: Level.NORMAL, 2: Level.HARD}
        app.table.autosave()
        lines = app.screen.query_one(PlayersPanel).render().plain.splitlines()
        row = {name: next(line for line in lines if name in line)
               for name in ("Livia", "Marcus", "Julia")}
        assert "· Normal" in row["Marcus"] and "· Hard" in row["Julia"]
        assert "·" not in row["Livia"]
    app = create_app(save_dir=tmp_path)
    app.pace = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await _title_listed(pilot, app, "continue")
        app.title_choice("continue")
        for _ in range(500):  # a busy machine replays the save a while
            if app.table is not None:
                break
            await pilot.pause(0.01)
        assert app.table is not None
        assert app.table.levels == {1: Level.NORMAL, 2: Level.HARD}
