"""The private journal: its curtain says where Esc goes; a resize drops the journal."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from tests.support.games import new_game, past_the_cover
from voxpopuli_tui.i18n import set_language
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.screens.history import HistoryScreen, JournalScreen
from voxpopuli_tui.ui.screens.main import MainScreen


async def open_journal_curtain(pilot, app, seat: int) -> None:  # type: ignore[no-untyped-def]
    assert isinstance(app.screen, MainScreen)
    await pilot.press("l")
    assert isinstance(app.screen, HistoryScreen)
    await pilot.press("j")
    menu = app.screen.query_one(OptionList)
    while menu.highlighted != seat + 1:  # "Everyone" first, then the seats
        await pilot.press("down")
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, CurtainScreen)


async def test_journal_curtain_says_esc_goes_back_to_history() -> None:
    app = create_app(game=new_game(3, seed=4, use_cards=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await open_journal_curtain(pilot, app, 1)
        text = str(app.screen.query_one("#curtain-hint", Static).render())
        assert "(Esc: back to the history)" in text and "the table" not in text
        await pilot.press("escape")
        await past_the_cover(pilot)
        assert isinstance(app.screen, HistoryScreen)


async def hand_curtain_hint(pilot, app) -> str:  # type: ignore[no-untyped-def]
    """The hint line of the curtain before seat 0's hand."""
    await pilot.pause()
    app.private_hand(0)
    await pilot.pause()
    assert isinstance(app.screen, CurtainScreen)
    return str(app.screen.query_one("#curtain-hint", Static).render())


async def test_table_curtains_still_say_back_to_the_table() -> None:
    app = create_app(game=new_game(3, seed=4, use_cards=True))
    async with app.run_test(size=(120, 40)) as pilot:
        assert "(Esc: back to the table)" in await hand_curtain_hint(pilot, app)


async def test_in_french_the_curtains_say_where_esc_goes_in_french() -> None:
    set_language("fr")
    try:
        app = create_app(game=new_game(3, seed=4, use_cards=True))
        async with app.run_test(size=(120, 40)) as pilot:
            assert "(Échap\u00a0: retour à la table)" in await hand_curtain_hint(pilot, app)
            await pilot.press("escape")
            await past_the_cover(pilot)
            await open_journal_curtain(pilot, app, 1)
            text = str(app.screen.query_one("#curtain-hint", Static).render())
            assert "(Échap\u00a0: retour à l'historique)" in text
    finally:
        set_language("en")


async def test_resize_during_the_journal_drops_it() -> None:
    app = create_app(game=new_game(3, seed=4, use_cards=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await open_journal_curtain(pilot, app, 1)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, JournalScreen)
        await pilot.resize_terminal(130, 45)
        await pilot.pause()
        await pilot.pause()
        # the journal goes and its curtain comes back, over the history it was opened from
        assert not any(isinstance(s, JournalScreen) for s in app.screen_stack)
        assert isinstance(app.screen, CurtainScreen)
        assert any(isinstance(s, HistoryScreen) for s in app.screen_stack)
