"""Drive whole games through the UI, cards included: `c` to play, the hand, open votes, news."""

from __future__ import annotations

import random

from textual.pilot import Pilot
from textual.widgets import OptionList

from tests.support.driver import Pick, press_option, step
from tests.support.dump import dump_screens
from voxpopuli_tui.engine.actions import PlayCard
from voxpopuli_tui.ui.app import VoxPopuliApp
from voxpopuli_tui.ui.screens.gift import CardGiftScreen
from voxpopuli_tui.ui.screens.hand import HandScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu


async def highlight_and_enter(pilot: Pilot[None], options: OptionList, index: int) -> None:
    """Move the highlight with the arrow keys, then Enter (as a player would)."""
    if options.highlighted is None:  # nothing is preselected behind a curtain
        await pilot.press("down")
    for _ in range(200):
        now = options.highlighted or 0
        if now == index:
            break
        await pilot.press("down" if now < index else "up")
    await pilot.press("enter")


async def start_play(pilot: Pilot[None], app: VoxPopuliApp, play: PlayCard) -> None:
    """On the table with a window open: `c`, then the seat (the curtain comes up next)."""
    app.wanted = play  # type: ignore[attr-defined]
    await pilot.press("c")
    screen = app.screen
    if isinstance(screen, MainScreen) and screen.picker is not None:  # several seats could play
        await press_option(pilot, screen.query_one(ActionMenu), str(play.seat))
    for _ in range(500):  # the seat's pick goes up to the app as an intent: its curtain comes
        if not isinstance(app.screen, MainScreen):
            break
        await pilot.pause(0.01)


async def hand_step(pilot: Pilot[None], app: VoxPopuliApp, screen: HandScreen) -> None:
    """In the hand: go towards the wanted play, or back out."""
    wanted: PlayCard | None = getattr(app, "wanted", None)
    options = screen.query_one("#hand-list", OptionList)
    if screen.read_only or wanted is None or wanted not in screen.plays:
        await pilot.press("escape")
        return
    if screen.card is None:
        await highlight_and_enter(pilot, options, screen.choices.index(wanted.card))
        return
    index = next(i for i, (f, v) in enumerate(screen.choices) if getattr(wanted, f) == v)
    await highlight_and_enter(pilot, options, index)


def window_plays(app: VoxPopuliApp) -> list[PlayCard]:
    table = app.table
    assert table is not None
    return [a for s in table.to_act_humans() for a in table.card_plays(s)]  # type: ignore[misc]


async def card_step(
    pilot: Pilot[None], app: VoxPopuliApp, pick: Pick, rng: random.Random, rate: float = 0.35
) -> str:
    """One UI step; plays a card at some open windows, looks at new cards now and then."""
    screen = app.screen
    if isinstance(screen, HandScreen):
        await hand_step(pilot, app, screen)
    elif isinstance(screen, OpenVoteScreen):
        options = screen.query_one("#vote-choices", OptionList)
        await highlight_and_enter(pilot, options, rng.randrange(len(screen.choices)))
    elif isinstance(screen, CardGiftScreen):
        await pilot.press("escape")
    elif isinstance(screen, MainScreen) and screen.table.is_window() and screen.picker is None:
        plays = window_plays(app)
        if plays and rng.random() < rate:
            await start_play(pilot, app, rng.choice(plays))
        else:
            await pilot.press("enter")
    elif isinstance(screen, MainScreen) and app.table.news_seats() and rng.random() < 0.3:
        await pilot.press("n")
        if isinstance(app.screen, MainScreen) and app.screen.picker is not None:
            seat = app.table.news_seats()[0]
            await press_option(pilot, app.screen.query_one(ActionMenu), str(seat))
    else:
        return await step(pilot, app, pick)
    return type(screen).__name__


def top_text(app: VoxPopuliApp) -> str:
    return dump_screens(app)[-1][1]

