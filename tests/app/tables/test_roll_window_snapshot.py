"""Snapshot (120×40, seeded) of the table while a die-roll reaction window is open."""

from __future__ import annotations

from tests.support.arena_scenes import arena, play
from tests.support.games import give_card, pending_kind
from voxpopuli_tui.ui.app import create_app

SIZE = (120, 40)


def test_table_during_a_die_roll_window(snap_compare) -> None:  # type: ignore[no-untyped-def]
    game = arena()
    give_card(game, 2, "RIGGING")  # a human who can answer the roll: the window stops for it
    play(game, 1, "BOOKMAKER", value=3)  # BOOKMAKER rolls the die: the roll window opens
    assert pending_kind("window", "roll")(game)

    async def check(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        await pilot.pause()
        prompt = str(pilot.app.screen.query_one("PromptLine").render())
        assert "RIGGING or MATCH RIGGED?" in prompt

    assert snap_compare(create_app(game=game), terminal_size=SIZE, run_before=check)
