"""One writer per save in a real terminal: two `voxpopuli` processes on one save (the
second is told, watches read only, and takes the game over once the first has gone), and
Ctrl+Q when the autosave fails (the moves saved in another folder).

Skipped, with the reason, only when tmux is not installed.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.curtain import game_at
from voxpopuli_tui.save_lock import lock_path
from voxpopuli_tui.saves import list_saves, load_game, write_save

from .pane import Pane

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
]


@pytest.fixture
def folders(tmp_path: Path) -> Iterator[tuple[Path, Path]]:
    home, saves = tmp_path / "home", tmp_path / "saves"
    home.mkdir()
    saves.mkdir()
    yield home, write_save(saves / "game.vox.json", game_at("vote"))


def vote_once(pane: Pane) -> None:
    """Lift the resume curtain, then the voter's curtain, and vote A (one key seals it)."""
    pane.wait_for("Game resumed")
    time.sleep(0.8)  # past the curtain's key guard time
    pane.keys("Enter")
    pane.wait_for("vote Applause or Boos in secret")
    time.sleep(0.8)
    pane.keys("Enter")
    pane.wait_for("PRIVATE —")
    time.sleep(0.8)
    pane.keys("a")


def test_a_second_process_is_told_watches_and_takes_over_later(
    folders: tuple[Path, Path],
) -> None:
    home, save = folders
    before = len(load_game(save).history)
    first = Pane(home, save)
    try:
        first.wait_for("Game resumed")
        second = Pane(home, save)
        try:
            second.wait_for("This game is open in another window.")
            time.sleep(0.5)
            second.keys("Enter")  # Watch it here (read only)
            second.wait_for(f"{before} actions")
            vote_once(first)
            # The first session saved the vote; the watcher draws it from the file.
            second.wait_for(f"{before + 1} actions")
            assert len(load_game(save).history) == before + 1
            second.keys("1", "Enter", "h", "2", "Enter")  # nothing acts on a watched game
            time.sleep(1.5)
            assert "PRIVATE" not in second.text()
            assert len(load_game(save).history) == before + 1
            first.close()  # the first window goes: its lock goes with its process
            second.keys("Escape")
            second.wait_for("Continue — turn")
            time.sleep(0.5)
            second.keys("Up", "Up")  # from New game to Continue
            time.sleep(0.3)
            second.keys("Enter")
            second.wait_for("Game resumed")  # the lock was free: this session plays now
            vote_once(second)
            end = time.monotonic() + 30
            while len(load_game(save).history) < before + 2 and time.monotonic() < end:
                time.sleep(0.2)
            assert len(load_game(save).history) == before + 2
        finally:
            second.close()
    finally:
        first.close()


def test_ctrl_q_after_a_failed_autosave_saves_the_moves_elsewhere(
    folders: tuple[Path, Path],
) -> None:
    home, save = folders
    before = load_game(save).history
    pane = Pane(home, save)
    try:
        pane.wait_for("Game resumed")
        # The save becomes a folder: no write can replace it, root or not.
        save.unlink()
        save.mkdir()
        vote_once(pane)
        pane.wait_for("Autosave failed")
        time.sleep(0.8)
        pane.keys("C-q")
        pane.wait_for("1 move not on disk")
        assert pane.alive()
        time.sleep(0.5)
        pane.keys("Enter")  # Save them in another folder (the home folder is offered)
        pane.wait_for("Type the folder")
        time.sleep(0.3)
        pane.keys("Enter")
        end = time.monotonic() + 30
        while pane.alive() and time.monotonic() < end:
            time.sleep(0.2)
        assert not pane.alive(), pane.text()
    finally:
        pane.close()
    (info,) = list_saves(home)
    saved = load_game(info.path).history
    assert len(saved) == len(before) + 1 and saved[: len(before)] == before


def test_a_save_whose_lock_cannot_be_taken_is_not_played_in_a_terminal(
    folders: tuple[Path, Path],
) -> None:
    """The lock file cannot be made (its path is a folder): one line, the three ways on, and
    the file is never written."""
    home, save = folders
    lock_path(save).mkdir()
    before = save.read_bytes()
    pane = Pane(home, save)
    try:
        text = pane.wait_for("This game's lock cannot be taken")
        assert "Play a copy in another folder" in text and "Watch it here" in text
        assert "Game resumed" not in text
        time.sleep(0.5)
        pane.keys("Escape")  # Back
        pane.wait_for("Continue — turn")
        assert pane.alive()
    finally:
        pane.close()
    assert save.read_bytes() == before
