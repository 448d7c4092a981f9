"""A reveal pushed as the app closes lets the app close cleanly: it draws its result as it is
built, not by looking for its widgets on mount (they are gone by then)."""

from __future__ import annotations

from pathlib import Path

from tests.support.games import new_game
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.table.controller import TableController


async def test_reveal_pushed_as_the_app_closes(tmp_path: Path) -> None:
    view = TableController(new_game()).public()
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.push_screen(RevealScreen(view, ["Pompey wins the match"]))
        app.exit()
    assert app.return_code == 0
