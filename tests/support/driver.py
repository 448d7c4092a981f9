"""Drive the real UI with key presses; a seeded chooser picks among the engine's legal actions."""

from __future__ import annotations

import random
from collections.abc import Callable

from textual.pilot import Pilot

from voxpopuli_tui.engine import Action
from voxpopuli_tui.engine.actions import FREE_TYPES
from voxpopuli_tui.ui.app import VoxPopuliApp
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.end import EndScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.screens.title import TitleScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu

Pick = Callable[[list[Action]], Action]


def seeded_pick(seed: int) -> Pick:
    rng = random.Random(seed)

    def pick(legal: list[Action]) -> Action:
        return rng.choice([a for a in legal if a.type not in FREE_TYPES and a.type != "play"]
                          or legal)

    return pick


async def press_option(pilot: Pilot[None], menu: ActionMenu, key: str) -> None:
    """Select the option whose id is `key`: its number key, or arrows then Enter.

    Waits (on the menu's state, not the clock) until the option is drawn: on a busy machine
    the key that brought the menu up may still be on its way."""
    from voxpopuli_tui.ui.widgets.action_menu import numbers

    index = None
    for _ in range(2000):
        index = next((i for i in range(menu.option_count)
                      if menu.get_option_at_index(i).id == key), None)
        if index is not None:
            break
        await pilot.pause(0.005)
    ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
    assert index is not None, f"no option {key!r} in the menu: {ids}"
    number = numbers(menu.choices)[index] if menu.choices else (index + 1 if index < 9 else None)
    if number is not None:
        await pilot.press(str(number))
    else:
        while menu.highlighted != index:
            await pilot.press("down" if (menu.highlighted or 0) < index else "up")
        await pilot.press("enter")


async def step(pilot: Pilot[None], app: VoxPopuliApp, pick: Pick) -> str:
    """One UI step; returns the name of the screen that was handled."""
    screen = app.screen
    if isinstance(screen, (TitleScreen, NewGameScreen, CurtainScreen, RevealScreen)):
        await pilot.press("enter")
    elif isinstance(screen, EndScreen):
        return "end"
    elif isinstance(screen, PrivateScreen):
        menu = screen.query_one(ActionMenu)
        if screen.finished or screen.chooser is None:
            await pilot.pause()  # sealed: the screen is handing back
        else:
            target = getattr(screen, "_target", None)
            if target is None or target not in screen.chooser.remaining():
                target = pick(screen.chooser.remaining())
                screen._target = target  # type: ignore[attr-defined]
            key = screen.chooser.key_for(target)
            assert key is not None
            if screen.voting:  # a vote is an explicit A or B
                await pilot.press("b" if "boos" in key.lower() else "a")
            else:
                await press_option(pilot, menu, key)
    elif isinstance(screen, MainScreen):
        table = screen.table
        if table.is_window():
            await pilot.press("enter")
        else:
            chooser = screen.chooser
            assert chooser is not None, table.game.describe_pending()
            target = getattr(screen, "_target", None)
            if target is None or target not in chooser.remaining():
                target = pick(chooser.remaining())
                screen._target = target  # type: ignore[attr-defined]
            key = chooser.key_for(target)
            assert key is not None
            await press_option(pilot, screen.query_one(ActionMenu), key)
    else:
        await pilot.pause()  # a hand-off's cover, or a screen that goes by itself
    return type(screen).__name__


async def play_until(pilot: Pilot[None], app: VoxPopuliApp, pick: Pick,
                     done: Callable[[VoxPopuliApp], bool], limit: int = 5000) -> None:
    """Drive the app with `pick` until `done(app)` holds (checked before each step)."""
    for _ in range(limit):
        if done(app):
            return
        await step(pilot, app, pick)
    raise AssertionError("the moment never came")


async def play_to_end(
    pilot: Pilot[None], app: VoxPopuliApp, pick: Pick, limit: int = 20000,
    after_step: Callable[[VoxPopuliApp], None] | None = None,
) -> int:
    for n in range(limit):
        if await step(pilot, app, pick) == "end":
            return n
        if after_step is not None:
            after_step(app)
    raise AssertionError("the game did not end")


def nothing_for_humans(app: VoxPopuliApp) -> bool:
    """The table is on top and asks no human anything (computers act, windows pass on)."""
    table, screen = app.table, app.screen
    assert table is not None
    if not isinstance(screen, MainScreen) or screen.picker is not None or table.game.is_over:
        return False
    if table.is_window():
        # a computer's Forum window passes after its count; a match's waits for a human (R13)
        from voxpopuli_tui.ui.workers.card_windows import counts_down

        return counts_down(table, app.prefs.windows) or table.computer_turn() is not None
    return screen.chooser is None
