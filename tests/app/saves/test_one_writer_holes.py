"""A save this session cannot hold the lock of is never written unannounced: one line, then
watch it, play a copy in another folder, or go back. And a game read before the lock was
taken is read again under it: another window's move is never lost."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, OptionList

from tests.support.games import random_chooser, step
from tests.support.saves import choose, option_ids
from voxpopuli_tui.save_lock import SaveLock, lock_path
from voxpopuli_tui.saves import Autosaver, load_save
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.saves.session_lock import NO_LOCK
from voxpopuli_tui.ui.saves.watch_screen import BusyScreen, WatchScreen
from voxpopuli_tui.ui.screens.title import TitleScreen

from .test_one_writer import SIZE, a_save, screen_text


async def test_a_save_whose_lock_cannot_be_taken_is_not_played(tmp_path: Path) -> None:
    save = a_save(tmp_path)
    lock_path(save).mkdir()  # the lock file cannot be made: nobody can hold this save
    before = save.read_bytes()
    app = create_app(save_dir=tmp_path, load=load_save(save))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        busy = app.screen
        assert isinstance(busy, BusyScreen)
        assert app.table is None
        line = NO_LOCK.split("(")[0]
        assert line in screen_text(busy)
        assert option_ids(busy.query_one(OptionList)) == ["watch", "folder", "back"]
        await choose(pilot, busy.query_one(OptionList), "watch")
        await pilot.pause()
        assert isinstance(app.screen, WatchScreen) and app.table is None
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
    assert save.read_bytes() == before


async def test_a_copy_in_another_folder_is_played_and_the_original_left(tmp_path: Path) -> None:
    save = a_save(tmp_path / "shared")
    lock_path(save).mkdir()
    before = save.read_bytes()
    elsewhere = tmp_path / "mine"
    app = create_app(save_dir=tmp_path / "shared")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.resume_save(save)
        await pilot.pause()
        busy = app.screen
        assert isinstance(busy, BusyScreen)
        await choose(pilot, busy.query_one(OptionList), "folder")
        await pilot.pause()
        field = busy.query_one("#busy-folder", Input)
        assert field.has_focus
        field.value = str(save.parent)  # its own folder: refused, in one line
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is busy and "own folder" in screen_text(busy)
        field.value = str(elsewhere)
        await pilot.press("enter")
        await pilot.pause()
        assert app.table is not None
        original = load_save(save).game.history
        assert app.table.game.history[:8] == original
        app.table.saver.save(app.table.game)  # type: ignore[union-attr]
        copies = list(elsewhere.glob("*.vox.json"))
        assert len(copies) == 1 and load_save(copies[0]).game.history[:8] == original
    assert save.read_bytes() == before


async def test_a_game_read_before_the_lock_is_read_again_under_it(tmp_path: Path) -> None:
    save = a_save(tmp_path)
    stale = load_save(save)  # this session read the file, then waited
    first = load_save(save)  # another window took the lock, moved, and quit
    other = SaveLock(save)
    assert other.acquire()
    chooser = random_chooser(2)
    for _ in range(5):
        step(first.game, chooser)
    Autosaver.resume(first, other).save(first.game)
    other.release()
    moved = list(first.game.history)
    app = create_app(save_dir=tmp_path, load=stale)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.table is not None
        # The other window's moves are there: the file was read again under the lock.
        assert app.table.game.history[: len(moved)] == moved
        app.table.saver.save(app.table.game)  # type: ignore[union-attr]
    assert load_save(save).game.history[: len(moved)] == moved
