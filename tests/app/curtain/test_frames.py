"""no frame written to the terminal ever holds a private fact outside its seat's
curtain — whole seeded games with cards, each private screen opened and closed, every frame
replayed in a virtual terminal and scanned (the count is printed: run with -s to see it)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from textual.pilot import Pilot
from textual.screen import Screen

from tests.support.cards_driver import card_step
from tests.support.driver import press_option, seeded_pick
from tests.support.frames import FrameRecorder
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.handoff import CoverScreen
from voxpopuli_tui.ui.screens.hand import HandScreen
from voxpopuli_tui.ui.screens.history import JournalScreen
from voxpopuli_tui.ui.screens.main import MainScreen

SIZE = (120, 40)


@pytest.fixture(autouse=True)
def _pilot_pace(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pilot types without pauses, which the key guard (tested in test_bursts) would hold
    back forever; here the frames are under test, so the guard time is 0."""
    from voxpopuli_tui.ui.hotseat import handoff

    monkeypatch.setattr(handoff, "GUARD_SECONDS", 0.0)


async def look(pilot: Pilot[None], app: VoxPopuliApp, seat: int, n: int) -> None:
    """Open and close a hand or a journal behind its curtain (every opening and closing is
    recorded)."""
    screen = app.screen
    assert isinstance(screen, MainScreen)
    if n % 2 and screen.map_input.spaces:
        # The map takes letters as columns while spaces are offered (`h` is column H then):
        # the hand is asked for as the menu would.
        app.private_hand(seat)
        await pilot.pause()
    elif n % 2:
        await pilot.press("h")
        for _ in range(2000):  # the picker is up once the key has been handled
            if screen.picker is not None:
                break
            await pilot.pause(0.005)
        await press_option(pilot, screen.menu, str(seat))
    else:
        app.open_journal(seat)
        await pilot.pause()
    # The curtain comes after a cover: wait for it rather than a frame. A seat that holds the
    # keyboard already (it just acted at the table) needs none (`ui.keyboard`).
    private_kinds = (HandScreen, JournalScreen)
    up = await _wait_for(pilot, app, lambda s: isinstance(s, (CurtainScreen, *private_kinds)))
    assert up is not None, f"neither curtain nor private screen for seat {seat}: {app.screen_stack}"
    if isinstance(up, CurtainScreen):
        await pilot.press("enter")
    # Wait on the screens, not the clock: on a busy machine the cover may still stand between
    # the curtain and the private screen, and an Escape typed then is (rightly) dropped.
    private = await _wait_for(pilot, app, lambda s: isinstance(s, private_kinds))
    assert private is not None, app.screen_stack
    for _ in range(20):
        if app.screen is not private:
            break
        await pilot.press("escape")
        await _wait_for(pilot, app, lambda s: s is not private, tries=200)
    assert app.screen is not private, app.screen_stack


async def _wait_for(
    pilot: Pilot[None], app: VoxPopuliApp, ready: Callable[[Screen[object]], bool],
    tries: int = 2000,
) -> Screen[object] | None:
    for _ in range(tries):
        if ready(app.screen):
            return app.screen
        await pilot.pause(0.005)
    return None


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(3, 11), (6, 7)])
async def test_no_frame_shows_a_secret(players: int, seed: int) -> None:
    ruleset = Ruleset.default(players, seed=seed, coliseum_placement="random", first_player=0)
    app = create_app(game=Game.new(ruleset))
    pick, rng = seeded_pick(seed), random.Random(seed)
    async with app.run_test(size=SIZE) as pilot:
        recorder = FrameRecorder(app, *SIZE)
        await pilot.pause()
        for n in range(6000):
            screen = app.screen
            if isinstance(screen, CoverScreen):  # drawn alone for a frame, then the table
                await pilot.pause()
                continue
            if n % 23 == 7 and isinstance(screen, MainScreen) and not screen.table.is_secret() \
                    and screen.picker is None and not screen.table.game.is_over:
                await look(pilot, app, n % players, n)
            if await card_step(pilot, app, pick, rng) == "end":
                break
            assert not recorder.leaks, recorder.leaks[0]
        assert app.table is not None and app.table.game.is_over, app.screen_stack
    assert not recorder.leaks, recorder.leaks[0]
    print(f"\n{players} players, seed {seed}: {recorder.frames} frames checked, "
          f"{recorder.private_seen} of them private")
    assert recorder.frames > 500 and recorder.private_seen > 0
