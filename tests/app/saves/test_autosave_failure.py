"""A failing autosave: a one-line warning, the game goes on, the last good save stays."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxpopuli_tui import saves
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.saves import Autosaver, load_save
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.table.controller import TableController as Table


def full_disk(path: Path, data: bytes) -> None:
    raise saves.SaveError("could not save: No space left on device", path)


def first(table: Table):  # type: ignore[no-untyped-def]
    return table.main_actions(table.game.to_act()[0])[0]


def test_table_keeps_playing_when_the_save_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = Table(Game.new(Ruleset.default(3, seed=1)), (), Autosaver(tmp_path))
    assert table.apply(first(table)) and table.save_warning == ""
    path = table.saver.path  # type: ignore[union-attr]
    assert path is not None and load_save(path).game.history == table.game.history
    good = path.read_bytes()
    with monkeypatch.context() as m:
        m.setattr(saves, "atomic_write", full_disk)
        assert table.apply(first(table))
        assert table.save_warning.startswith("Autosave failed")
        assert "\n" not in table.save_warning
    assert path.read_bytes() == good
    assert table.apply(first(table)) and table.save_warning == ""
    assert len(load_save(path).game.history) == 3


async def test_the_warning_shows_on_the_table(tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("x")
    app = create_app(Ruleset.default(3, seed=1, first_player=0), save_dir=blocked)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        await pilot.press("1")
        await pilot.press("1")
        await pilot.pause()
        table = app.table
        assert table is not None and len(table.game.history) >= 1
        assert table.save_warning
        assert any("Autosave failed" in n.message for n in app._notifications)
        assert isinstance(app.screen, MainScreen)
