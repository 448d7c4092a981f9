"""R27 in the hot seat: after every step, no secret shows where it must not."""

from __future__ import annotations

import pytest

from tests.support.driver import press_option, seeded_pick, step
from tests.support.dump import check_secrecy
from voxpopuli_tui.engine import Ruleset
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.hand import HandScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu


async def _look_at_hand(pilot, app, seat: int) -> None:
    """h → player → curtain → hand → done, checking the screens on the way."""
    await pilot.press("h")
    await press_option(pilot, app.screen.query_one(ActionMenu), str(seat))
    assert isinstance(app.screen, CurtainScreen)
    check_secrecy(app)
    await pilot.press("enter")
    assert isinstance(app.screen, HandScreen) and app.screen.view.seat == seat
    check_secrecy(app)
    await pilot.press("escape")
    for _ in range(20):  # the opaque cover is drawn alone first, then the table
        if isinstance(app.screen, MainScreen):
            break
        await pilot.pause(0.01)
    assert isinstance(app.screen, MainScreen)


@pytest.mark.parametrize("seed", [3, 21])
async def test_no_secret_leaks_during_a_game(seed: int) -> None:
    ruleset = Ruleset.default(4, seed=seed, coliseum_placement="random", first_player=0)
    app = create_app(ruleset)
    pick = seeded_pick(seed)
    private_seen = curtains = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for n in range(3000):
            check_secrecy(app)
            screen = app.screen
            curtains += isinstance(screen, CurtainScreen)
            private_seen += isinstance(screen, PrivateScreen)
            # (on a map step the column letters A-H type a coordinate, `h` included)
            if (n % 40 == 5 and isinstance(screen, MainScreen) and not screen.table.is_secret()
                    and not screen.map_input.spaces):
                await _look_at_hand(pilot, app, n % 4)
            if await step(pilot, app, pick) == "end":
                break
        check_secrecy(app)
        assert app.table is not None and app.table.game.is_over
    assert curtains > 5 and private_seen > 5


async def test_card_titles_are_checked_against_the_dump() -> None:
    """The dump really sees private text: a hand shows on its owner's screen only."""
    from tests.support.dump import dump_screens
    from voxpopuli_tui.engine.assets import title

    app = create_app(Ruleset.default(3, seed=4, coliseum_placement="random"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None
        card = title(table.game.state.players[1].hand[0])
        assert all(card not in text for _, text in dump_screens(app))
        await pilot.press("h")
        await press_option(pilot, app.screen.query_one(ActionMenu), "1")
        await pilot.press("enter")
        assert isinstance(app.screen, HandScreen)
        assert card in dump_screens(app)[-1][1]
