"""A save another session plays, in the app: one line, then watch it read
only (the public table from the file, redrawn as it changes) or go back; never a writer."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList, Static

from tests.support.games import random_chooser, step
from tests.support.saves import choose
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.save_lock import BUSY, SaveLock
from voxpopuli_tui.saves import Autosaver, load_save, write_save
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.handoff import HANDOFF_CLASS
from voxpopuli_tui.ui.saves.load_screen import ResumeCurtain
from voxpopuli_tui.ui.saves.watch_screen import BusyScreen, WatchScreen
from voxpopuli_tui.ui.screens.title import TitleScreen

SIZE = (120, 40)


def a_save(folder: Path, steps: int = 8) -> Path:
    game = Game.new(Ruleset.default(3, seed=3, first_player=0))
    chooser = random_chooser(1)
    for _ in range(steps):
        step(game, chooser)
    return write_save(folder / "game.vox.json", game)


def screen_text(screen) -> str:  # type: ignore[no-untyped-def]
    return " ".join(str(w.render()) for w in screen.query(Static))


async def test_a_held_save_says_one_line_and_can_be_watched(tmp_path: Path) -> None:
    save = a_save(tmp_path)
    other = SaveLock(save)  # the other window
    assert other.acquire()
    player = Autosaver.resume(load_save(save), other)
    app = create_app(save_dir=tmp_path, load=load_save(save))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        busy = app.screen
        assert isinstance(busy, BusyScreen)
        assert f"{BUSY}." in screen_text(busy)
        assert app.table is None
        await choose(pilot, busy.query_one(OptionList), "watch")
        await pilot.pause()
        watch = app.screen
        assert isinstance(watch, WatchScreen)
        assert watch.draws == 1 and watch.actions == 8
        assert not any(s.has_class(HANDOFF_CLASS) for s in app.screen_stack)
        # The other window plays on: the watcher redraws from the file.
        game = load_save(save).game
        step(game, random_chooser(4))
        player.save(game)
        watch.poll()
        await pilot.pause()
        assert watch.draws == 2 and watch.actions == 9
        assert "9 actions" in screen_text(watch)
        # Keys that would act at a table do nothing here.
        before = save.read_bytes()
        await pilot.press("1", "enter", "h", "2", "u")
        await pilot.pause()
        assert app.screen is watch and app.table is None
        assert save.read_bytes() == before
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
    assert save.read_bytes() == before
    other.release()


async def test_back_and_continue_once_the_other_window_has_gone(tmp_path: Path) -> None:
    save = a_save(tmp_path)
    other = SaveLock(save)
    assert other.acquire()
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        app.title_choice("continue")
        await pilot.pause()
        busy = app.screen
        assert isinstance(busy, BusyScreen)
        await choose(pilot, busy.query_one(OptionList), "back")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen) and app.table is None
        other.release()  # the other window quits
        app.title_choice("continue")
        await pilot.pause()
        assert isinstance(app.screen, ResumeCurtain)
        assert app.table is not None
        # This session holds the lock now: another one is turned away.
        assert not SaveLock(save).acquire()
        app.back_to_title()
        await pilot.pause()
        assert SaveLock(save).acquire()  # let go on leaving the game


async def test_the_watcher_shows_the_wrong_pin_lines_of_the_file(tmp_path: Path) -> None:
    from voxpopuli_tui.save_format import PinNote, PinRecord
    from voxpopuli_tui.ui.table.pins import hash_pin
    from voxpopuli_tui.ui.widgets.game_log import GameLog

    save = a_save(tmp_path)
    other = SaveLock(save)
    assert other.acquire()
    player = Autosaver.resume(load_save(save), other)
    note = PinNote(after=3, turn=1, text="Wrong PIN at Marcus's curtain (1 of 3).")
    player.pin_state = lambda: ({1: PinRecord(hash=hash_pin("9073"), fails=1)}, [note])
    player.save(load_save(save).game)
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.resume_save(save)
        await pilot.pause()
        await choose(pilot, app.screen.query_one(OptionList), "watch")
        await pilot.pause()
        assert isinstance(app.screen, WatchScreen)
        assert note.text in str(app.screen.query_one(GameLog).render())
    other.release()
