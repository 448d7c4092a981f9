"""`u` at the table: a public placement is taken back; after a barrier the key says why not."""

from __future__ import annotations

from pathlib import Path

from tests.support.driver import play_until, seeded_pick
from tests.support.dump import dump_screens
from voxpopuli_tui.engine import Ruleset
from voxpopuli_tui.engine.undo import START, undo_limit
from voxpopuli_tui.saves import list_saves, load_save
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.main import MainScreen


def ruleset(seed: int = 7) -> Ruleset:
    return Ruleset.default(4, seed=seed, first_player=0)


def screen_text(app) -> str:  # type: ignore[no-untyped-def]
    return dump_screens(app)[-1][1]


async def test_undo_takes_back_a_placement_and_updates_the_save(tmp_path: Path) -> None:
    app = create_app(ruleset(), save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None and isinstance(app.screen, MainScreen)
        pick = seeded_pick(1)
        await play_until(pilot, app, pick, lambda app: len(table.game.history) == 1)
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        placed = str(table.game.history[0])
        (info,) = list_saves(tmp_path)
        assert info.summary is not None and info.summary.actions == 1
        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert table.game.history == []
        assert load_save(info.path).game.history == []
        # the menu offers the same decision again; the same placement can be made again
        await pilot.press("u")
        await pilot.pause()
        assert f"Cannot undo: {START}" in screen_text(app)
        assert placed  # the action text existed


async def test_undo_after_a_barrier_says_why(tmp_path: Path) -> None:
    app = create_app(ruleset(3), save_dir=tmp_path)
    pick = seeded_pick(3)

    def stuck(app) -> bool:  # type: ignore[no-untyped-def]
        table = app.table
        if not isinstance(app.screen, MainScreen) or table is None or table.is_window():
            return False
        steps, why = undo_limit(table.game)
        return steps == 0 and why != START

    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await play_until(pilot, app, pick, stuck)
        table = app.table
        assert table is not None
        before = len(table.game.history)
        why = undo_limit(table.game)[1]
        assert "undo stops here" in screen_text(app)
        await pilot.press("u")
        await pilot.pause()
        assert len(table.game.history) == before
        text = screen_text(app)
        assert f"Cannot undo: {why}" in text
        assert why in ("a die was rolled", "a card was drawn", "a vote was sealed",
                       "the votes were revealed", "a Star was placed in secret",
                       "a card was played", "a player learned something in secret")
