"""Saves record the computer seats; a resumed game plays the same seats by computer."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from voxpopuli_tui.engine import Ruleset
from voxpopuli_tui.save_format import canonical, checksum
from voxpopuli_tui.saves import Autosaver, SaveError, list_saves, load_save
from voxpopuli_tui.ui.app import create_app


def ruleset() -> Ruleset:
    return Ruleset.default(4, seed=11, coliseum_placement="random", first_player=0)


def rewrite(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    """Edit a save's payload and fix its checksum (a file written by another version)."""
    doc = json.loads(path.read_bytes())
    change(doc["payload"])
    doc["checksum"] = checksum(doc["payload"])
    path.write_bytes(canonical(doc))


def test_autosaver_writes_the_computer_seats(tmp_path: Path) -> None:
    from voxpopuli_tui.engine import Game

    game = Game.new(ruleset())
    path = Autosaver(tmp_path, computer=[3, 1]).save(game)
    assert json.loads(path.read_bytes())["payload"]["computer"] == [1, 3]
    assert load_save(path).computer == (1, 3)


def test_all_human_and_older_files_have_no_computer_field(tmp_path: Path) -> None:
    from voxpopuli_tui.engine import Game

    path = Autosaver(tmp_path).save(Game.new(ruleset()))
    assert "computer" not in json.loads(path.read_bytes())["payload"]
    assert load_save(path).computer == ()


def test_bad_computer_seats_are_refused(tmp_path: Path) -> None:
    from voxpopuli_tui.engine import Game

    path = Autosaver(tmp_path, computer=[1]).save(Game.new(ruleset()))
    rewrite(path, lambda p: p.update(computer=[1, 7]))
    with pytest.raises(SaveError, match="computer seats"):
        load_save(path)


async def test_resumed_game_keeps_its_computer_seats(tmp_path: Path) -> None:
    app = create_app(ruleset(), computer=[1, 3], save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.table is not None and app.table.computer == {1, 3}
        await pilot.press("ctrl+q")
    [info] = list_saves(tmp_path)
    loaded = load_save(info.path)
    assert loaded.computer == (1, 3)

    app = create_app(save_dir=tmp_path, load=loaded)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None
        assert table.computer == {1, 3}
        assert sorted(table.bots) == [1, 3]
        assert table.humans() == [0, 2]
        table.autosave()  # the resumed session writes the seats again
    assert load_save(info.path).computer == (1, 3)
