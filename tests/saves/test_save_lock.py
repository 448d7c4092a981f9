"""One live session per save: the lock, two real processes on one save, a
session killed with SIGKILL, and the check before every write."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.support.games import random_chooser, step
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.save_lock import BUSY, SaveLock, is_busy, lock_path
from voxpopuli_tui.saves import Autosaver, SaveError, list_saves, load_save, write_save

ROOT = Path(__file__).resolve().parents[2]

#: A second session: resumes the save under its lock, says "ready", then on each line of
#: stdin plays one action and saves it (printing the actions the file holds).
HOLDER = textwrap.dedent("""
    import sys
    from tests.support.games import random_chooser, step
    from voxpopuli_tui.save_lock import SaveLock
    from voxpopuli_tui.saves import Autosaver, load_save
    loaded = load_save(sys.argv[1])
    lock = SaveLock(loaded.path)
    if not lock.acquire():
        print("busy", flush=True)
        sys.exit(3)
    saver = Autosaver.resume(loaded, lock)
    print("ready", flush=True)
    choose = random_chooser(5)
    for _ in sys.stdin:
        step(loaded.game, choose)
        saver.save(loaded.game)
        print(len(load_save(loaded.path).game.history), flush=True)
""")


def a_save(folder: Path, steps: int = 8) -> Path:
    game = Game.new(Ruleset.default(3, seed=3, first_player=0))
    choose = random_chooser(1)
    for _ in range(steps):
        step(game, choose)
    return write_save(folder / "game.vox.json", game)


def holder(save: Path) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(save)], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, text=True, env=env,
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "ready"
    return proc


def test_a_second_lock_in_the_same_process_is_refused_until_released(tmp_path: Path) -> None:
    save = a_save(tmp_path)
    first, second = SaveLock(save), SaveLock(save)
    assert first.acquire() and first.holds()
    assert not second.acquire() and not second.holds()
    assert is_busy(save)
    first.release()
    assert not is_busy(save)
    assert second.acquire()
    second.release()
    assert [i.path for i in list_saves(tmp_path)] == [save]  # the lock file is not a save


def test_two_processes_on_one_save_never_two_writers(tmp_path: Path) -> None:
    save = a_save(tmp_path)
    proc = holder(save)
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write("\n")
        proc.stdin.flush()
        assert int(proc.stdout.readline()) == 9
        # This process opens the same save: it cannot take the lock ...
        loaded = load_save(save)
        assert not SaveLock(save).acquire()
        # ... and a writer that tried anyway is refused before writing a byte.
        late = Autosaver(save.parent, save, locking=True)
        step(loaded.game, random_chooser(9))
        before = save.read_bytes()
        with pytest.raises(SaveError, match=BUSY.lower()):
            late.save(loaded.game)
        assert save.read_bytes() == before
        proc.stdin.write("\n")
        proc.stdin.flush()
        assert int(proc.stdout.readline()) == 10  # the session that plays keeps every move
    finally:
        proc.kill()
        proc.wait(timeout=30)
    assert len(load_save(save).game.history) == 10


def test_a_session_killed_with_sigkill_leaves_a_lock_file_that_is_taken_over(
    tmp_path: Path,
) -> None:
    save = a_save(tmp_path)
    proc = holder(save)
    assert is_busy(save)
    os.kill(proc.pid, signal.SIGKILL)
    assert proc.wait(timeout=30) == -signal.SIGKILL
    assert lock_path(save).exists()  # stale: the file stays, the lock went with the process
    mine = SaveLock(save)
    assert mine.acquire()
    saver = Autosaver.resume(load_save(save), mine)
    game = load_save(save).game
    step(game, random_chooser(2))
    saver.save(game)
    assert len(load_save(save).game.history) == 9
    saver.close()


def test_a_lock_file_replaced_under_a_session_stops_its_writes(tmp_path: Path) -> None:
    """If something races (the lock file deleted and made anew by another session), the
    session that had the old one no longer writes."""
    save = a_save(tmp_path)
    mine = SaveLock(save)
    assert mine.acquire()
    saver = Autosaver.resume(load_save(save), mine)
    lock_path(save).unlink()
    thief = SaveLock(save)
    assert thief.acquire()
    game = load_save(save).game
    step(game, random_chooser(2))
    with pytest.raises(SaveError, match="no longer holds"):
        saver.save(game)
    assert len(load_save(save).game.history) == 8
    thief.release()
    mine.release()


def test_a_new_game_takes_the_lock_of_its_new_file(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path, locking=True)
    game = Game.new(Ruleset.default(3, seed=3))
    path = saver.save(game)
    assert is_busy(path)
    saver.close()
    assert not is_busy(path)
