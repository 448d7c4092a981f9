"""Save then load gives the same game, at every step of seeded random games."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.support.games import new_game, random_chooser, step
from voxpopuli_tui.engine import Game
from voxpopuli_tui.saves import (
    Autosaver,
    latest_unfinished,
    list_saves,
    load_save,
    write_save,
)
from voxpopuli_tui.ui.table.wording import summary_words

Play = Callable[..., Game]


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (4, 2), (5, 3), (6, 4)])
def test_every_step_round_trips(tmp_path: Path, players: int, seed: int) -> None:
    game = new_game(players, seed=seed, use_cards=True, popularity_target=4)
    choose = random_chooser(seed)
    saver = Autosaver(tmp_path)
    first = saver.save(game)
    assert load_save(first).game.to_json() == game.to_json()
    while not game.is_over:
        step(game, choose)
        path = saver.save(game)
        loaded = load_save(path)
        assert loaded.game.to_json() == game.to_json()
        assert loaded.game.history == game.history
        assert loaded.summary.actions == len(game.history)
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # one file, no temp left


@pytest.mark.slow
def test_full_game_round_trips_at_checkpoints(tmp_path: Path, play: Play) -> None:
    done = play(6, 5)
    n = len(done.history)
    for k in [*range(0, n, max(1, n // 40)), n]:
        game = play(6, 5, steps=k)
        path = write_save(tmp_path / "g.vox.json", game)
        assert load_save(path).game.to_json() == game.to_json()


def test_write_save_into_a_folder_reuses_its_file(tmp_path: Path, play: Play) -> None:
    game = play(3, 7, target=4, steps=20)
    first = write_save(tmp_path, game)
    step(game, random_chooser(0))
    assert write_save(tmp_path, game) == first
    other = write_save(tmp_path, play(3, 7, target=4, steps=20))
    assert other != first
    assert len(list_saves(tmp_path)) == 2


def test_listing_is_newest_first_and_continue_skips_finished(tmp_path: Path, play: Play) -> None:
    older = Autosaver(tmp_path)
    older.save(play(3, 1, target=4, steps=10))
    finished = Autosaver(tmp_path)
    finished_path = finished.save(play(4, 2, target=4))
    newest = Autosaver(tmp_path)
    newest_path = newest.save(play(5, 3, target=4, steps=30))
    (tmp_path / "broken.vox.json").write_text("{")
    (tmp_path / "notes.txt").write_text("not a save")
    infos = list_saves(tmp_path)
    assert [i.path for i in infos] == [newest_path, finished_path, older.path]
    assert infos[0].summary is not None and infos[0].summary.turn >= 1
    assert infos[0].summary.players[0] == "Livia"
    assert infos[1].summary is not None and infos[1].summary.over
    assert infos[1].summary.winners
    damaged = [i for i in list_saves(tmp_path, include_damaged=True) if i.error]
    assert [i.path.name for i in damaged] == ["broken.vox.json"]
    latest = latest_unfinished(tmp_path)
    assert latest is not None and latest.path == newest_path
    assert latest_unfinished(tmp_path / "missing") is None


def test_resume_continues_the_same_file(tmp_path: Path, play: Play) -> None:
    saver = Autosaver(tmp_path)
    game = play(4, 9, target=4, steps=25)
    path = saver.save(game)
    loaded = load_save(path)
    again = Autosaver.resume(loaded)
    step(loaded.game, random_chooser(3))
    assert again.save(loaded.game) == path
    reread = load_save(path)
    assert reread.created == loaded.created
    assert len(reread.game.history) == 26


def test_default_folder_comes_from_platformdirs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, play: Play
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    from voxpopuli_tui import saves

    folder = saves.default_save_dir()
    assert "voxpopuli" in str(folder)
    path = Autosaver().save(play(3, 1, target=4, steps=5))
    assert path.parent == folder
    assert [i.path for i in list_saves()] == [path]


def test_replay_summary(tmp_path: Path, play: Play) -> None:
    path = write_save(tmp_path / "done.vox.json", play(4, 2, target=4))
    text = summary_words(load_save(path).game)
    assert text.startswith("Players: Livia, Marcus")
    assert "game over" in text and "Emperor:" in text and "Winner" in text
    assert "Popularity:" in text
    unfinished = write_save(tmp_path / "mid.vox.json", play(4, 2, target=4, steps=12))
    assert "Emperor:" not in summary_words(load_save(unfinished).game)


def test_autosave_after_undo_writes_the_shorter_game(tmp_path: Path, play: Play) -> None:
    from voxpopuli_tui.engine.undo import undo, undo_limit

    game = new_game(3, seed=1, use_cards=False)
    saver = Autosaver(tmp_path)
    choose = random_chooser(1)
    while undo_limit(game)[0] < 2:
        step(game, choose)
        saver.save(game)
    back = undo(game, 2)
    path = saver.save(back)
    assert load_save(path).game.to_json() == back.to_json()
    step(back, choose)
    saver.save(back)
    assert load_save(path).game.history == back.history


def test_write_save_creates_a_missing_folder(tmp_path: Path, play: Play) -> None:
    path = write_save(tmp_path / "new" / "dir", play(3, 1, target=4, steps=8))
    assert path.parent == tmp_path / "new" / "dir" and path.name.endswith(".vox.json")
    assert len(load_save(path).game.history) == 8


def test_locked_autosave_creates_a_missing_folder(tmp_path: Path, play: Play) -> None:
    """A first run: the saves folder does not exist yet, and the lock beside the save is
    taken before the first write (the lock file needs the folder too)."""
    from voxpopuli_tui.saves import Autosaver

    folder = tmp_path / "data" / "voxpopuli" / "saves"
    saver = Autosaver(folder, locking=True)
    path = saver.save(play(3, 1, target=4, steps=8))
    try:
        assert path.parent == folder and path.exists()
        assert saver.lock is not None and saver.lock.holds()
    finally:
        saver.close()
