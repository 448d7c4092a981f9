"""Crash safety: an interrupted save never costs the last good one."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.support.games import random_chooser, step
from voxpopuli_tui import saves
from voxpopuli_tui.engine import Game
from voxpopuli_tui.saves import Autosaver, SaveError, list_saves, load_save

Play = Callable[..., Game]
REPO = Path(__file__).resolve().parents[2]


class Killed(BaseException):
    """Stands for the process dying: not an Exception, so no handler cleans up."""


def _saved(tmp_path: Path, play: Play) -> tuple[Autosaver, Game, bytes]:
    saver = Autosaver(tmp_path)
    game = play(4, 3, target=4, steps=30)
    path = saver.save(game)
    step(game, random_chooser(1))
    return saver, game, path.read_bytes()


def test_killed_between_temp_write_and_rename(
    tmp_path: Path, play: Play, monkeypatch: pytest.MonkeyPatch
) -> None:
    saver, game, before = _saved(tmp_path, play)

    def die(*args: Any) -> None:
        raise Killed

    monkeypatch.setattr(saves.os, "replace", die)
    with pytest.raises(Killed):
        saver.save(game)
    monkeypatch.undo()
    assert saver.path is not None and saver.path.read_bytes() == before
    assert len(load_save(saver.path).game.history) == 30
    leftovers = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert len(leftovers) == 1  # a dead process leaves its temp file: ignored by the listing
    assert [i.path for i in list_saves(tmp_path, include_damaged=True)] == [saver.path]
    os.utime(leftovers[0], (0, 0))
    assert saves.clean_temp_files(tmp_path) == 1
    assert saver.save(game) == saver.path
    assert len(load_save(saver.path).game.history) == 31


def test_killed_during_the_write(
    tmp_path: Path, play: Play, monkeypatch: pytest.MonkeyPatch
) -> None:
    saver, game, before = _saved(tmp_path, play)
    real_write = os.write

    def half_then_die(fd: int, data: Any) -> int:
        real_write(fd, bytes(data[: len(data) // 2]))
        raise Killed

    monkeypatch.setattr(saves.os, "write", half_then_die)
    with pytest.raises(Killed):
        saver.save(game)
    monkeypatch.undo()
    assert saver.path is not None and saver.path.read_bytes() == before
    assert len(load_save(saver.path).game.history) == 30


@pytest.mark.parametrize("where", ["write", "fsync", "replace"])
def test_failed_save_keeps_the_old_file(
    tmp_path: Path, play: Play, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    saver, game, before = _saved(tmp_path, play)

    def fail(*args: Any) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.os, where, fail)
    with pytest.raises(SaveError) as err:
        saver.save(game)
    monkeypatch.undo()
    assert str(err.value) == f"{saver.path.name}: could not save: No space left on device"
    assert saver.path is not None and saver.path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [saver.path.name]  # temp file removed


CHILD = """
import sys
from pathlib import Path
from tests.support.games import new_game, random_chooser, step
from voxpopuli_tui.saves import Autosaver, load_save

path = Path(sys.argv[1])
seed = int(sys.argv[2])
if path.exists():
    loaded = load_save(path)
    game, saver = loaded.game, Autosaver.resume(loaded)
else:
    game, saver = None, Autosaver(path.parent, path)
print("ready", flush=True)
while True:
    if game is None or game.is_over:
        seed += 1
        game = new_game(4, seed=seed, use_cards=True, popularity_target=4)
    step(game, random_chooser(seed * 1000 + len(game.history)))
    saver.save(game)
"""


@pytest.mark.slow
def test_sigkill_in_a_save_loop_never_loses_the_save(tmp_path: Path) -> None:
    path = tmp_path / "loop.vox.json"
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO)
    rng = random.Random(6)
    loaded_once = 0
    for kill in range(30):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), str(kill * 100)],
            stdout=subprocess.PIPE,
            env=env,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.005, 0.12))
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
        if path.exists():
            game = load_save(path).game  # never a SaveError
            assert game.history
            loaded_once += 1
    assert loaded_once >= 25
    assert [i.path for i in list_saves(tmp_path)] == [path]
