"""The card reference: 55 cards, filter by English or French title (accents optional), details."""

from __future__ import annotations

from textual.screen import Screen
from textual.widgets import DataTable, Static

from tests.support.cards_harness import SIZE, Harness
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.ui.screens.card_reference import (
    CardReferenceScreen,
    card_matches,
    filter_cards,
    fold,
)


def shown(screen: CardReferenceScreen) -> list[str]:
    return [c.id for c in screen.shown]


def detail_text(screen: CardReferenceScreen) -> str:
    return str(screen.query_one("#ref-detail", Static).render())


def test_fold_drops_accents_case_and_punctuation() -> None:
    assert fold("CLÉOPÂTRE") == fold("cleopatre") == "cleopatre"
    assert fold("C.O.J.C.") == "cojc"
    assert card_matches(cards_by_id()["CLEOPATRA"], "Cléo")
    assert [c.id for c in filter_cards("")] == [c.id for c in filter_cards(" ")]
    assert len(filter_cards("")) == 55


async def test_lists_all_cards_with_their_data() -> None:
    app = Harness(CardReferenceScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CardReferenceScreen)
        table = screen.query_one("#ref-table", DataTable)
        assert table.row_count == 55
        row = table.get_row("ROUND_OF_DRINKS")
        assert row == ["ROUND OF DRINKS", "TOURNÉE GÉNÉRALE", "Arena", "", "3", "any"]
        assert table.get_row("KEPT_WOMAN")[3] == "Cleo"
        assert table.get_row("BOOKMAKER")[5] == "cup"
        assert table.get_row("RIGGING")[2] == "Reaction"


async def test_search_cleop_finds_cleopatra_and_accentless_french() -> None:
    app = Harness(CardReferenceScreen())
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, CardReferenceScreen)
        await pilot.press(*"cleop")
        await pilot.pause()
        assert shown(screen) == ["CLEOPATRA"]
        assert "CLÉOPÂTRE" in detail_text(screen)
        await pilot.press(*"atre")  # "cleopatre": the French title without its accents
        await pilot.pause()
        assert shown(screen) == ["CLEOPATRA"]


async def test_french_tricherie_finds_cheating_and_shows_its_effect() -> None:
    app = Harness(CardReferenceScreen())
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert isinstance(screen, CardReferenceScreen)
        await pilot.press(*"tricherie")
        await pilot.pause()
        assert shown(screen) == ["CHEATING"]
        assert "counts as two votes" in detail_text(screen)
        await pilot.press(*"xyz")
        await pilot.pause()
        assert shown(screen) == []
        assert "No card title contains" in detail_text(screen)


async def test_initial_card_opens_on_its_details_and_escape_closes() -> None:
    app = Harness(CardReferenceScreen(initial="KEPT_WOMAN"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CardReferenceScreen)
        table = screen.query_one("#ref-table", DataTable)
        assert table.has_focus
        assert table.cursor_row == table.get_row_index("KEPT_WOMAN")
        assert "POULE DE LUXE" in detail_text(screen)
        await pilot.press("down")
        await pilot.pause()
        assert screen.highlighted == "LOVE_AT_FIRST_SIGHT"
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, CardReferenceScreen)
        assert app.results == [None]


async def test_command_palette_offers_card_reference() -> None:
    app = Harness(Screen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        # one entry per card ("Card reference" itself is the full app's system command)
        await pilot.press(*"Card: Cleopatra")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CardReferenceScreen)


def test_snapshot_card_reference(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(Harness(CardReferenceScreen(initial="CLEOPATRA")), terminal_size=SIZE)
