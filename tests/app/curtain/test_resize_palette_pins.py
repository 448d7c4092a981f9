"""resize through "too small" with each private screen open, the palette on private
screens, notifications, screenshots, and seat PINs (right, wrong three times)."""

from __future__ import annotations

import pytest

from tests.support.curtain import SIZE, game_at, send_keys, settle, start
from voxpopuli_tui.ui.app import VoxPopuliApp
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.too_small import TooSmallScreen
from voxpopuli_tui.ui.table.pins import SeatPins, hash_pin, pin_matches
from voxpopuli_tui.ui.table.purpose import Purpose


def _open(app: VoxPopuliApp, what: str) -> None:
    if what == "hand":
        app.private_hand(1)
    elif what == "journal":
        app.open_journal(1)
    elif what == "news":
        app.private(1, Purpose.NEWS)


@pytest.mark.parametrize("what", ["vote", "stars", "hand", "journal", "news"])
async def test_resize_through_too_small_brings_the_curtain_back(what: str) -> None:
    """The private screen goes, its curtain comes back, the game goes on (no soft-lock)."""
    game = game_at(what if what in ("vote", "stars") else "supporter")
    app = start(game)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        _open(app, what)
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen)
        seat_name = app.screen.player
        await send_keys(app, ["enter"], 0)
        await settle(pilot)
        assert not isinstance(app.screen, CurtainScreen | MainScreen)
        await pilot.resize_terminal(80, 20)
        await settle(pilot)
        assert isinstance(app.screen, TooSmallScreen)
        assert isinstance(app.screen_stack[-2], CurtainScreen), app.screen_stack
        await pilot.resize_terminal(*SIZE)
        await settle(pilot)
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == seat_name
        if what == "vote":  # the game goes on: lift, vote
            before = len(game.history)
            await send_keys(app, ["enter"], 0)
            await settle(pilot)
            assert isinstance(app.screen, PrivateScreen)
            await send_keys(app, ["a"], 0)
            await settle(pilot)
            assert len(game.history) == before + 1


async def test_help_over_a_private_screen_puts_the_curtain_back() -> None:
    app = start(game_at("vote"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await send_keys(app, ["enter"], 0)
        await settle(pilot)
        assert isinstance(app.screen, PrivateScreen)
        app.action_help()
        await settle(pilot)
        assert isinstance(app.screen_stack[-2], CurtainScreen), app.screen_stack
        assert not any(isinstance(s, PrivateScreen) for s in app.screen_stack)


async def test_no_screenshot_or_theme_on_curtains_and_private_screens(tmp_path) -> None:
    app = start(game_at("vote"))
    app.save_dir = tmp_path
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(2):  # the curtain, then the private screen
            titles = {c.title for c in app.get_system_commands(app.screen)}
            assert "Screenshot" not in titles and "Theme" not in titles, titles
            await send_keys(app, ["enter"], 0)
            await settle(pilot)
        assert isinstance(app.screen, PrivateScreen)
        app.notify("a public banner")
        await settle(pilot)
        assert not app.screen.query("Toast").filter(".-visible") or \
            not app.screen.query_one("#textual-toastrack").display


async def test_screenshot_on_the_table_saves_beside_the_saves(tmp_path) -> None:
    app = start(game_at("supporter"))
    app.save_dir = tmp_path / "saves"
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, MainScreen)
        assert "Screenshot" in {c.title for c in app.get_system_commands(app.screen)}
        app.save_table_picture()
        await pilot.pause()
        shots = list((tmp_path / "saves" / "screenshots").glob("*.svg"))
        assert len(shots) == 1


def test_pins_are_salted_hashes() -> None:
    a, b = hash_pin("1234"), hash_pin("1234")
    assert a != b and "1234" not in a
    assert pin_matches("1234", a) and not pin_matches("1235", a)


async def _at_pin_curtain(pilot, app: VoxPopuliApp) -> CurtainScreen:
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, CurtainScreen) and screen.pin is not None
    return screen


async def test_a_set_pin_opens_the_curtain_and_enter_alone_does_not() -> None:
    game = game_at("vote")
    app = start(game)
    app.pins = SeatPins.with_pins(dict.fromkeys(range(3), "4321"))
    async with app.run_test(size=SIZE) as pilot:
        curtain = await _at_pin_curtain(pilot, app)
        await send_keys(app, ["enter"], 0)  # Enter alone never opens a PIN curtain
        await settle(pilot)
        assert app.screen is curtain
        await send_keys(app, [*"4321", "enter"], 0.02)
        await settle(pilot)
        assert isinstance(app.screen, PrivateScreen)
        assert all("4321" not in str(w.render()) for w in app.screen.query("Static"))


async def test_the_new_game_pin_option_turns_pins_on() -> None:
    """Off by default; on, every seat's curtain asks for a PIN."""
    from voxpopuli_tui.ui.app import create_app
    from voxpopuli_tui.ui.screens.new_game import NewGameScreen

    for on in (False, True):
        app = create_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            app.title_choice("new")
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            box = screen.query_one("#pins")
            assert box.value is False  # type: ignore[attr-defined]
            box.value = on  # type: ignore[attr-defined]
            screen.start()
            await settle(pilot)
            assert (app.pins is not None) is on


async def test_three_wrong_pins_go_back_to_the_table_and_say_so() -> None:
    game = game_at("supporter")
    app = start(game)
    app.pins = SeatPins.with_pins({1: "1111"})
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.private_hand(1)
        await _at_pin_curtain(pilot, app)
        for wrong in ("1234", "0000", "9999"):
            await send_keys(app, [*wrong, "enter"], 0.02)
            await settle(pilot)
        assert isinstance(app.screen, MainScreen)
        assert app.table is not None
        name = app.table.name(1)
        assert isinstance(app.screen, MainScreen)
        assert f"wrong PIN for {name}" in app.screen.refusal
        # Locked now (30 s): once that has passed, the right PIN opens it.
        app.pins.clock = lambda: 10**10
        app.private_hand(1)
        await _at_pin_curtain(pilot, app)
        await send_keys(app, [*"1111", "enter"], 0.02)
        await settle(pilot)
        assert not isinstance(app.screen, CurtainScreen | MainScreen)
