"""Card gifts through the UI, and the "new" tag on cards the seat has not looked at yet."""

from __future__ import annotations

from textual.widgets import OptionList

from tests.support.cards_harness import forum_game
from tests.support.driver import press_option
from tests.support.dump import check_secrecy, dump_screens
from tests.support.games import past_the_cover
from voxpopuli_tui.engine import GiveCard
from voxpopuli_tui.engine.assets import title
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.screens.gift import CardGiftScreen
from voxpopuli_tui.ui.screens.hand import NEW_TAG, HandScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu

SIZE = (120, 40)
GIFT = "MERCHANDISING"


def hand_lines(screen: HandScreen) -> dict[str, str]:
    options = screen.query_one("#hand-list", OptionList)
    return {
        card: str(options.get_option_at_index(i).prompt)
        for i, card in enumerate(screen.choices)
    }


def top(app) -> str:  # type: ignore[no-untyped-def]
    return dump_screens(app)[-1][1]


async def test_card_gift_through_the_ui() -> None:
    game = forum_game(["HOOLIGANS", GIFT, "MY_HERO"])
    giver, receiver = game.names[0], game.names[2]
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        await pilot.press("m")
        await press_option(pilot, app.screen.query_one(ActionMenu), "0")
        await press_option(pilot, app.screen.query_one(ActionMenu), "give-card")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == giver
        assert title(GIFT) not in top(app)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CardGiftScreen)
        # nothing is preselected behind a curtain: the first "down" lands on the first line
        await pilot.press("down", "down", "enter")  # MERCHANDISING
        await pilot.press("down", "down", "enter")  # to the second other seat (seat 2)
        await past_the_cover(pilot)
        assert isinstance(app.screen, MainScreen)
        assert GIFT in game.state.players[2].hand
        public = [e.text for e in app.table.public().log]  # type: ignore[union-attr]
        assert f"{giver} gave a card to {receiver}." in public
        assert not any(title(GIFT) in line for line in public)
        table_text = top(app)
        assert title(GIFT) not in table_text
        assert check_secrecy(app) >= 1
        # the receiver is told a card is new, never which
        assert app.table.news_seats() == [2]
        assert f"{receiver} has a new card" in app.table.news_line()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == receiver
        assert title(GIFT) not in top(app)
        await pilot.press("enter")
        await pilot.pause()
        hand = app.screen
        assert isinstance(hand, HandScreen) and hand.view.seat == 2
        assert title(GIFT) in top(app)
        assert hand_lines(hand)[GIFT].endswith(NEW_TAG)
        await pilot.press("escape")
        await past_the_cover(pilot)
        assert isinstance(app.screen, MainScreen) and app.table.news_seats() == []


async def test_new_tag_in_hand_and_play_modes_until_the_seat_looks() -> None:
    game = forum_game(["HOOLIGANS", GIFT])
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None
        assert table.apply(GiveCard(seat=0, to=1, card=GIFT))
        app.advance()
        await pilot.pause()
        # "play": C at the open window, seat 1, the curtain, then the hand with its plays
        assert table.is_window() and 1 in table.to_act_humans()
        await pilot.press("c")
        await press_option(pilot, app.screen.query_one(ActionMenu), "1")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        hand = app.screen
        assert isinstance(hand, HandScreen) and hand.view.seat == 1
        lines = hand_lines(hand)
        assert lines[GIFT].endswith(NEW_TAG)
        assert [c for c, line in lines.items() if line.endswith(NEW_TAG)] == [GIFT]
        await pilot.press("escape")
        await pilot.pause()
        # "hand": looked at once, the card is no longer new
        await pilot.press("h")
        await press_option(pilot, app.screen.query_one(ActionMenu), "1")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        hand = app.screen
        assert isinstance(hand, HandScreen)
        assert not any(line.endswith(NEW_TAG) for line in hand_lines(hand).values())
        await pilot.press("escape")
        await pilot.pause()
        # a new card for seat 1 again, seen first through H
        assert table.apply(GiveCard(seat=0, to=1, card="HOOLIGANS"))
        app.advance()
        await pilot.pause()
        await pilot.press("h")
        await press_option(pilot, app.screen.query_one(ActionMenu), "1")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        hand = app.screen
        assert isinstance(hand, HandScreen)
        tagged = [c for c, line in hand_lines(hand).items() if line.endswith(NEW_TAG)]
        assert tagged == ["HOOLIGANS"]
