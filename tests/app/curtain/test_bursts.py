"""The curtain discipline: bursts and held keys at every kind of hand-off.

Keys are posted straight to the app as a terminal delivers them (not one at a time with Pilot's
waits): bursts of 5, 40 and 100 Enters, Enter held at ~30 per second for 2 seconds, and typed-ahead
digit + Enter sequences 20–50 ms apart. Nothing is cast, no second seat's screen comes up, the
screen stack holds, the app stays up.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest
from textual.pilot import Pilot

from tests.support.curtain import SIZE, Watch, game_at, send_keys, settle, start
from voxpopuli_tui.ui.app import VoxPopuliApp
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.table.purpose import Purpose

#: (keys, gap in seconds): the bursts and the held key of the issue.
PATTERNS = {
    "burst5": (5, 0.0),
    "burst40": (40, 0.0),
    "burst100": (100, 0.0),
    "held2s": (60, 1 / 30),
}


async def _open_hand(app: VoxPopuliApp, pilot: Pilot[None]) -> None:
    app.private_hand(1)


async def _open_journal(app: VoxPopuliApp, pilot: Pilot[None]) -> None:
    app.open_journal(2)


async def _open_news(app: VoxPopuliApp, pilot: Pilot[None]) -> None:
    app.private(0, Purpose.NEWS)


#: Hand-offs raised on an open table: (pending kind to reach, how to raise it).
VOLUNTARY: dict[str, Callable[[VoxPopuliApp, Pilot[None]], Awaitable[None]]] = {
    "hand": _open_hand,
    "journal": _open_journal,
    "news": _open_news,
}


@pytest.mark.parametrize("pattern", PATTERNS)
@pytest.mark.parametrize("kind", ["vote", "stars"])
async def test_enters_at_a_secret_curtain_cast_nothing(kind: str, pattern: str) -> None:
    """R19/R21: Enter bursts or a held Enter at the first voter's curtain lift it at most once
    and cast nothing: a vote is A or B, Stars are chosen on the screen, never by Enter."""
    count, gap = PATTERNS[pattern]
    game = game_at(kind)
    before = len(game.history)
    app = start(game)
    async with app.run_test(size=SIZE) as pilot:
        watch = Watch(app)
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        first = app.screen.player
        await send_keys(app, ["enter"] * count, gap)
        await settle(pilot)
        assert len(game.history) == before, "an Enter cast a secret choice"
        names = {app.table.name(o) for o in watch.private_owners()}  # type: ignore[union-attr]
        assert names <= {first}, f"a second seat's screen came up: {names}"
        assert watch.count("CurtainScreen") == 0, "a second curtain came up"
        top = app.screen
        assert isinstance(top, CurtainScreen | PrivateScreen)
        assert app.is_running and app.return_code is None


@pytest.mark.parametrize("pattern", PATTERNS)
@pytest.mark.parametrize("kind", ["vote", "stars"])
async def test_enters_on_a_private_screen_cast_nothing(kind: str, pattern: str) -> None:
    """On the private screen itself (curtain lifted with one press), Enters choose nothing."""
    count, gap = PATTERNS[pattern]
    game = game_at(kind)
    before = len(game.history)
    app = start(game)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await send_keys(app, ["enter"], 0)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, PrivateScreen)
        await send_keys(app, ["enter"] * count, gap)
        await settle(pilot)
        assert app.screen is screen and len(game.history) == before
        if kind == "vote":
            legal = {str(a).split()[-1] for a in game.legal_actions(screen.seat)}
            await send_keys(app, ["b"], 0)  # the explicit key casts (a locked vote: Applause)
            await settle(pilot)
            side = "boos" if "boos" in legal else "applause"
            assert str(game.history[-1]) == f"{screen.seat} vote {side}", game.history[-1]


@pytest.mark.parametrize("pattern", PATTERNS)
@pytest.mark.parametrize("what", VOLUNTARY)
async def test_enters_at_a_voluntary_hand_off(what: str, pattern: str) -> None:
    """Hand, journal and new-card curtains: one curtain at most, never a second seat's screen,
    nothing played, and the table comes back in one piece."""
    count, gap = PATTERNS[pattern]
    game = game_at("supporter")
    before = len(game.history)
    app = start(game)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        watch = Watch(app)
        await VOLUNTARY[what](app, pilot)
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await send_keys(app, ["enter"] * count, gap)
        await settle(pilot)
        assert len(game.history) == before
        assert len(watch.private_owners()) <= 1
        assert watch.count("CurtainScreen") == 1
        # Esc backs out whatever is up; the table is whole again.
        for _ in range(3):
            if isinstance(app.screen, MainScreen):
                break
            await send_keys(app, ["escape"], 0)
            await settle(pilot)
        assert isinstance(app.screen, MainScreen), app.screen_stack
        assert [type(s).__name__ for s in app.screen_stack][-1] == "MainScreen"


@pytest.mark.parametrize("gap", [0.02, 0.035, 0.05])
async def test_typed_ahead_digit_and_enters_show_no_hand(gap: float) -> None:
    """h, 1, Enter, Enter 20–50 ms apart (it showed Marcus's hand to Livia)."""
    game = game_at("supporter")
    app = start(game)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        watch = Watch(app)
        await send_keys(app, ["h", "1", "enter", "enter", "enter"], gap)
        await settle(pilot)
        assert watch.private_owners() == set(), watch.pushed
        assert isinstance(app.screen, CurtainScreen)
