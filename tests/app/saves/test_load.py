"""The Load list (damaged files listed, not loadable), bad files in the app and on `--load`."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import OptionList

from tests.support.saves import choose, option_ids
from voxpopuli_tui import cli
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.saves import write_save
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.saves.load_screen import LoadScreen, ResumeCurtain
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.title import TitleScreen

DAMAGED = b'{"format": "vox-populi-save", "version": 1, "trunc'


def a_game(steps: int = 12) -> Game:
    game = Game.new(Ruleset.default(3, seed=2, coliseum_placement="random", first_player=0))
    for _ in range(steps):
        game.apply(next(a for a in game.legal_actions(game.to_act()[0]) if a.type != "play"))
    return game


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    write_save(tmp_path, a_game())
    (tmp_path / "broken.vox.json").write_bytes(DAMAGED)
    return tmp_path


async def test_load_lists_damaged_files_with_their_error(folder: Path) -> None:
    app = create_app(save_dir=folder)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        menu = app.screen.query_one(OptionList)
        assert option_ids(menu)[:2] == ["continue", "load"]
        await choose(pilot, menu, "load")
        assert isinstance(app.screen, LoadScreen)
        listing = app.screen.query_one(OptionList)
        options = [listing.get_option_at_index(i) for i in range(listing.option_count)]
        assert len(options) == 2
        broken = next(o for o in options if "broken.vox.json" in str(o.prompt))
        good = next(o for o in options if o is not broken)
        assert broken.disabled and "DAMAGED" in str(broken.prompt)
        assert "\n" not in str(broken.prompt)
        assert "Ann" in str(good.prompt) or "turn" in str(good.prompt)
        await choose(pilot, listing, good.id or "")
        await pilot.pause()
        assert isinstance(app.screen, ResumeCurtain)
        await pilot.press("enter")
        await pilot.pause()
        assert app.table is not None and len(app.table.game.history) == 12
    assert (folder / "broken.vox.json").read_bytes() == DAMAGED


async def test_a_bad_file_in_the_app_is_one_line(folder: Path) -> None:
    bad = folder / "broken.vox.json"
    app = create_app(save_dir=folder)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.resume_save(bad) is False
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.table is None
        (note,) = app._notifications
        assert "broken.vox.json" in note.message and "\n" not in note.message
    assert bad.read_bytes() == DAMAGED


def test_cli_load_of_a_damaged_file_exits_2(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = folder / "broken.vox.json"
    assert cli.main(["--load", str(bad), "--save-dir", str(folder)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("voxpopuli: broken.vox.json: ") and err.count("\n") == 1
    assert bad.read_bytes() == DAMAGED


def test_cli_load_of_a_missing_file_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--load", str(tmp_path / "nope.vox.json")]) == 2
    assert capsys.readouterr().err.count("\n") == 1


async def test_load_opens_the_game_directly(folder: Path) -> None:
    from voxpopuli_tui.saves import list_saves, load_save

    (info,) = list_saves(folder)
    app = create_app(save_dir=folder, load=load_save(info.path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeCurtain)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)


async def test_title_offers_load_only_when_there_are_saves(tmp_path: Path) -> None:
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        menu = app.screen.query_one(OptionList)
        assert option_ids(menu) == ["new", "learn", "rules", "cards", "quit"]
    write_save(tmp_path, a_game())
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one(OptionList)
        assert option_ids(menu)[:2] == ["continue", "load"]


async def test_a_line_moved_to_before_the_saves_are_listed_stays_highlighted(
        tmp_path: Path) -> None:
    """The title lists the saved games a moment after its first frame and adds Continue and
    Load above New game: a Down pressed before that (to Learn to play) is kept, on the same
    line, not sent back to New game."""
    app = create_app(save_dir=tmp_path)  # no save yet: New game first
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TitleScreen)
        menu = screen.query_one(OptionList)
        assert menu.highlighted_option is not None and menu.highlighted_option.id == "new"
        await pilot.press("down")
        assert menu.highlighted_option is not None
        moved = menu.highlighted_option.id
        assert moved == "learn"
        write_save(tmp_path, a_game())  # the listing, when it comes, finds a game
        screen._list_saved_games()
        await pilot.pause()
        assert option_ids(menu)[:2] == ["continue", "load"]
        assert menu.highlighted_option is not None and menu.highlighted_option.id == moved
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ != "NewGameScreen"
