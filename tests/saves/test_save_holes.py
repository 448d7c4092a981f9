"""Nothing lost, nothing injected, in the save module: the lock is the real file's and taken
before the file is read, a write never replaces a newer file or a link, whatever the writer
writes the reader reads, and no byte of a file reaches a message raw."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.support.games import random_chooser, step
from voxpopuli_tui import save_format, saves
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.engine.actions import GiveMoney
from voxpopuli_tui.save_format import MAX_BYTES, MAX_WRITE, checksum, read_regular
from voxpopuli_tui.save_lock import SaveLock, lock_path
from voxpopuli_tui.saves import (
    Autosaver,
    SaveError,
    load_locked,
    load_save,
    save_info,
    write_save,
)


def a_save(path: Path, steps: int = 8) -> Path:
    game = Game.new(Ruleset.default(3, seed=3, first_player=0))
    chooser = random_chooser(1)
    for _ in range(steps):
        step(game, chooser)
    return write_save(path, game)


def test_a_session_that_read_an_older_file_never_writes_over_the_newer_one(
    tmp_path: Path,
) -> None:
    save = a_save(tmp_path / "game.vox.json")
    stale = load_save(save)  # B reads, then waits
    first = load_save(save)  # A plays one move and quits
    lock = SaveLock(save)
    assert lock.acquire()
    step(first.game, random_chooser(2))
    Autosaver.resume(first, lock).save(first.game)
    lock.release()
    newer = save.read_bytes()
    # B takes the lock now and saves its older game: refused, A's move stays.
    late = SaveLock(save)
    assert late.acquire()
    writer = Autosaver.resume(stale, late)
    step(stale.game, random_chooser(3))
    with pytest.raises(SaveError, match="changed on disk"):
        writer.save(stale.game)
    assert save.read_bytes() == newer
    late.release()


def test_load_locked_takes_the_lock_before_reading(tmp_path: Path) -> None:
    save = a_save(tmp_path / "game.vox.json")
    loaded = load_locked(save)
    assert loaded.lock is not None and loaded.lock.holds()
    assert not SaveLock(save).acquire()  # nobody writes it between the reading and the play
    loaded.lock.release()
    other = SaveLock(save)
    assert other.acquire()
    held = load_locked(save)  # another session plays it: read, without the lock
    assert held.lock is None
    other.release()


def test_a_save_opened_through_a_link_is_one_game_with_one_lock(tmp_path: Path) -> None:
    real = a_save(tmp_path / "here" / "game.vox.json")
    (tmp_path / "there").mkdir()
    link = tmp_path / "there" / "game.vox.json"
    link.symlink_to(real)
    assert lock_path(link) == lock_path(real)
    mine = SaveLock(link)
    assert mine.acquire()
    assert not SaveLock(real).acquire()  # one file, one lock, whichever path names it
    loaded = load_save(link)
    step(loaded.game, random_chooser(4))
    Autosaver.resume(loaded, mine).save(loaded.game)
    assert link.is_symlink()  # the link stays a link: the game is written through it
    assert len(load_save(real).game.history) == len(loaded.game.history)
    mine.release()


def _gifts(game: Game, count: int) -> None:
    """`count` legal gifts back and forth (R26): the rules bound no game's length."""
    while game.to_act() and len(game.history) < 10_000 and count:
        seat = game.to_act()[0]
        gift = next((a for a in game.extras(seat) if isinstance(a, GiveMoney)), None)
        if gift is None:
            step(game, random_chooser(len(game.history)))
            continue
        game.apply(gift)
        count -= 1


def test_whatever_the_writer_writes_the_reader_reads_at_the_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert MAX_WRITE <= MAX_BYTES // 2  # headroom: a file as large as the writer's fits twice
    # The reader at its real limit takes a file of the writer's largest size.
    big = tmp_path / "big.vox.json"
    big.write_bytes(b" " * MAX_WRITE)
    assert len(read_regular(big)) == MAX_WRITE
    # A game grown by legal gifts: saved while it fits (and loaded again), then refused with
    # one line, the last good save kept (a smaller bound, the same code).
    monkeypatch.setattr(saves, "MAX_WRITE", 30_000)
    game = Game.new(Ruleset.default(3, seed=5, first_player=0))
    saver = Autosaver(tmp_path)
    written = 0
    while True:
        _gifts(game, 50)
        try:
            path = saver.save(game)
        except SaveError as exc:
            assert "over the" in str(exc) and "\n" not in str(exc)
            break
        written = len(game.history)
        assert path.stat().st_size <= 30_000
    assert written > 0
    assert len(load_save(path).game.history) == written  # the last good save loads


def _crafted(path: Path, ruleset_key: str) -> Path:
    game = Game.new(Ruleset.default(3, seed=1))
    good = write_save(path, game)
    doc = json.loads(good.read_text("utf-8"))
    doc["payload"]["ruleset"][ruleset_key] = 1
    doc["checksum"] = checksum(doc["payload"])
    good.write_text(json.dumps(doc), "utf-8")
    return good


HOSTILE = "\x1b]0;PWNED\x07\x1b[31m\u202eevil"


def test_a_key_of_a_crafted_save_is_quoted_in_every_message(tmp_path: Path) -> None:
    save = _crafted(tmp_path / "game.vox.json", HOSTILE)
    with pytest.raises(SaveError) as info:
        load_save(save)
    text = str(info.value)
    assert "bad ruleset" in text
    assert text.isprintable() and "\x1b" not in text and "\x07" not in text
    listed = save_info(save)
    assert listed.error is not None and listed.error.isprintable()


def test_a_file_name_with_control_bytes_is_quoted(tmp_path: Path) -> None:
    name = tmp_path / "\x1b]0;PWNED\x07.vox.json"
    name.write_text("{", "utf-8")
    info = save_info(name)
    assert info.error is not None and info.error.isprintable()
    from voxpopuli_tui.ui.words.save_words import describe

    assert describe(info).isprintable()


def test_the_lock_file_path_a_folder_is_an_os_error_not_a_silent_lockless_game(
    tmp_path: Path,
) -> None:
    save = a_save(tmp_path / "game.vox.json")
    lock_path(save).mkdir()
    with pytest.raises(OSError):
        SaveLock(save).acquire()
    assert load_locked(save).lock is None
    saver = Autosaver.resume(load_save(save))
    saver.locking = True
    with pytest.raises(SaveError, match="could not save"):
        saver.save(load_save(save).game)


def test_max_write_is_what_the_save_format_says() -> None:
    assert saves.MAX_WRITE == save_format.MAX_WRITE
    assert os.path.basename(str(lock_path(Path("x.vox.json")))) == ".x.vox.json.lock"
