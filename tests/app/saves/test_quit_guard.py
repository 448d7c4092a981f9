"""No silent loss on quit: with the autosave failing, Ctrl+Q (or the
palette's Quit) says how many moves are not on disk and offers another folder, quitting
anyway, or going back.

The save target is made unwritable in a way root respects too: the save folder is a file, so
no file can be made in it (chmod would not stop root).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input, OptionList, Static

from tests.support.saves import choose
from voxpopuli_tui.engine import Ruleset
from voxpopuli_tui.saves import list_saves, load_save
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.saves.quit_screen import QuitGuardScreen
from voxpopuli_tui.ui.screens.main import MainScreen

SIZE = (120, 40)


def failing_app(tmp_path: Path) -> VoxPopuliApp:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("x")
    return create_app(Ruleset.default(3, seed=1, first_player=0), save_dir=blocked)


async def play_some(pilot, app: VoxPopuliApp, moves: int = 3) -> int:  # type: ignore[no-untyped-def]
    for _ in range(moves):
        await pilot.press("1")
        await pilot.pause()
    table = app.table
    assert table is not None and table.save_warning.startswith("Autosave failed")
    assert isinstance(app.screen, MainScreen)
    return len(table.game.history)


def said(app: VoxPopuliApp) -> str:
    return " ".join(str(w.render()) for w in app.screen.query(Static))


async def test_ctrl_q_asks_and_back_returns_to_the_game(tmp_path: Path) -> None:
    app = failing_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        played = await play_some(pilot, app)
        assert played >= 1
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitGuardScreen)
        assert app.return_code is None  # not quit
        assert f"{played} move" in said(app) and "not on disk" in said(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen) and app.return_code is None
        assert app.table is not None and len(app.table.game.history) == played


async def test_the_moves_are_saved_in_another_folder(tmp_path: Path) -> None:
    app = failing_app(tmp_path)
    elsewhere = tmp_path / "elsewhere" / "saves"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_some(pilot, app)
        history = list(app.table.game.history)  # type: ignore[union-attr]
        await pilot.press("ctrl+q")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, QuitGuardScreen)
        await choose(pilot, screen.query_one(OptionList), "save")
        await pilot.pause()
        folder = screen.query_one("#quit-folder", Input)
        assert folder.has_focus
        # A file is refused in one line and nothing is lost.
        folder.value = str(tmp_path / "not-a-folder")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen and app.return_code is None
        assert "is a file" in said(app)
        folder.value = str(elsewhere)
        await pilot.press("enter")
        await pilot.pause()
    assert app.return_code == 0
    (info,) = list_saves(elsewhere)
    assert load_save(info.path).game.history == history
    assert str(info.path) in app.farewell


async def test_quit_anyway_and_the_palette_quit_ask_too(tmp_path: Path) -> None:
    app = failing_app(tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_some(pilot, app, 2)
        (quit_command,) = [c for c in app.get_system_commands(app.screen) if c.title == "Quit"]
        await quit_command.callback()  # type: ignore[misc]
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, QuitGuardScreen)
        await choose(pilot, screen.query_one(OptionList), "quit")
        await pilot.pause()
    assert app.return_code == 0
    assert not list((tmp_path).glob("**/*.vox.json"))


async def test_with_the_autosave_current_ctrl_q_quits_at_once(tmp_path: Path) -> None:
    app = create_app(Ruleset.default(3, seed=1, first_player=0), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert app.table is not None and not app.table.save_warning
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert not isinstance(app.screen, QuitGuardScreen)
    assert app.return_code == 0


def test_unsaved_counts_the_moves_since_the_last_good_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk (ENOSPC from the OS's write) leaves the file behind the game; an undo
    brings the game back within what the file holds."""
    import errno
    import os

    from voxpopuli_tui.engine import Game
    from voxpopuli_tui.saves import Autosaver
    from voxpopuli_tui.ui.saves.quit_guard import unsaved_moves
    from voxpopuli_tui.ui.table.controller import TableController as Table

    table = Table(Game.new(Ruleset.default(3, seed=1, first_player=0)), (), Autosaver(tmp_path))

    def act() -> None:
        seat = table.game.to_act()[0]
        assert table.apply(table.main_actions(seat)[0])

    act()
    assert unsaved_moves(table) == 0

    def full(fd: int, data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    with monkeypatch.context() as m:
        m.setattr(os, "write", full)
        act()
        act()
        assert "No space left" in table.save_warning
        assert unsaved_moves(table) == 2
        assert table.take_back() == ""
        assert unsaved_moves(table) <= 1


def test_a_resumed_game_has_nothing_unsaved_until_a_write_fails(tmp_path: Path) -> None:
    from voxpopuli_tui.engine import Game
    from voxpopuli_tui.saves import Autosaver, write_save
    from voxpopuli_tui.ui.saves.quit_guard import unsaved_moves
    from voxpopuli_tui.ui.table.controller import TableController as Table

    game = Game.new(Ruleset.default(3, seed=1, first_player=0))
    for _ in range(5):
        game.apply(game.legal_actions(game.to_act()[0])[0])
    loaded = load_save(write_save(tmp_path / "g.vox.json", game))
    saver = Autosaver.resume(loaded)
    assert saver.unsaved(loaded.game) == 0
    table = Table(loaded.game, (), saver)
    table.save_warning = "Autosave failed: test"
    assert unsaved_moves(table) == 0
