"""R14 at the table: a typed coordinate is a coordinate. At a step that chooses a space, a
column's letter starts a coordinate even when that column has no free space (it never falls
through to another key, like `d` for the card details), the digit after it is its row (never a
menu item), and a space outside the designated district, or taken, is refused in one line with
nothing placed."""

from __future__ import annotations

from tests.support.pilot import wait_until
from voxpopuli_tui.engine import Game
from voxpopuli_tui.engine.actions import Designate
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu
from voxpopuli_tui.ui.widgets.prompt_line import PromptLine

SIZE = (120, 40)


def greek_supporter() -> Game:
    """Livia places a Supporter in the Greek district (A3–D4), whose column D is full (D3 and
    D4 taken); Caesar's Coliseum is on C4."""
    game = position(players=3, active=0, at="designate", coliseums={
        "Pompey": "B2", "Crassus": "G2", "Caesar": "C4", "Antony": "G4", "Octavian": "C6",
        "Brutus": "G6"}, supporters={"D3": (1, 2), "D4": (2, 3)})
    designate = next(a for a in game.legal_actions(game.to_act()[0])
                     if isinstance(a, Designate) and a.district == 2)  # Greek
    game.apply(designate)
    assert game.pending_kind == "supporter" and game.to_act() == [0]
    return game


def prompt(app: VoxPopuliApp) -> str:
    return str(app.screen.query_one(PromptLine).render())


async def at_space_step(pilot, app: VoxPopuliApp) -> MainScreen:  # type: ignore[no-untyped-def]
    """The Supporter's value chosen (the first), the menu now asks its space."""
    await wait_until(pilot, lambda: isinstance(app.screen, MainScreen) and app.screen.ready
                     and app.screen.chooser is not None, "the Supporter's menu")
    screen = app.screen
    assert isinstance(screen, MainScreen) and screen.chooser is not None
    if screen.chooser.step() != "space":
        await pilot.press("1")
    await wait_until(pilot, lambda: screen.chooser is not None
                     and screen.chooser.step() == "space" and bool(screen.map_input.spaces),
                     "the space step")
    return screen


async def test_a_letter_with_no_free_space_is_a_coordinate_not_a_key_R14() -> None:
    app = create_app(game=greek_supporter())  # three people: the hot-seat of the report
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        screen = await at_space_step(pilot, app)
        before = len(table.game.history)
        await pilot.press("d")  # column D: no free space in it, yet a coordinate's letter
        await pilot.pause()
        assert screen.refusal == "" and screen.picker is None, screen.refusal
        assert "D… now the row" in prompt(app)
        await pilot.press("2")  # its row: D2 is Gaulish, not Greek
        await pilot.pause()
        assert len(table.game.history) == before  # nothing placed, no menu item chosen
        assert "D2 is not in the designated district (Greek): nothing placed" in prompt(app)
        await pilot.press("d", "3")
        await pilot.pause()
        assert len(table.game.history) == before
        assert "D3 is taken: nothing placed" in prompt(app)
        await pilot.press("a", "9")
        await pilot.pause()
        assert len(table.game.history) == before and "A9 is not on the map" in prompt(app)
        assert screen.chooser is not None and screen.chooser.step() == "space"
        await pilot.press("b", "3")  # a free Greek space: placed there
        await wait_until(pilot, lambda: len(table.game.history) > before, "the Supporter")
        placed = table.game.history[before]
        assert placed.type == "supporter" and placed.space == 2 * 8 + 1  # B3


async def test_the_menu_still_answers_its_numbers_after_a_refused_coordinate() -> None:
    app = create_app(game=greek_supporter())
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        screen = await at_space_step(pilot, app)
        before = len(table.game.history)
        await pilot.press("d", "2")  # refused
        await pilot.pause()
        assert len(table.game.history) == before
        menu = screen.query_one(ActionMenu)
        first = menu.get_option_at_index(0).id
        await pilot.press("1")  # a number alone is the menu's again
        await wait_until(pilot, lambda: len(table.game.history) > before, "the first space")
        assert str(table.game.history[before].space) == first  # type: ignore[union-attr]
