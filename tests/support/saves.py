"""Helpers for the saves UI tests: menus by id, the moment a vote is sealed."""

from __future__ import annotations

from textual.pilot import Pilot
from textual.widgets import OptionList

from voxpopuli_tui.ui.app import VoxPopuliApp
from voxpopuli_tui.ui.screens.main import MainScreen


def option_ids(menu: OptionList) -> list[str]:
    return [menu.get_option_at_index(i).id or "" for i in range(menu.option_count)]


async def choose(pilot: Pilot[None], menu: OptionList, key: str) -> None:
    """Highlight the option `key` with the arrow keys and press Enter."""
    index = option_ids(menu).index(key)
    while menu.highlighted != index:
        await pilot.press("down" if (menu.highlighted or 0) < index else "up")
    await pilot.press("enter")


def one_vote_sealed(app: VoxPopuliApp) -> bool:
    """A seat has just sealed a vote (it hands back at once) and others still have to vote:
    the next voter's curtain is up."""
    from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen

    table = app.table
    return (
        isinstance(app.screen, CurtainScreen)
        and table is not None
        and table.kind == "vote"
        and bool(table.game.history)
        and table.game.history[-1].type == "vote"
        and len(table.to_act_humans()) > 0
    )


def at_table(app: VoxPopuliApp) -> bool:
    return isinstance(app.screen, MainScreen)
