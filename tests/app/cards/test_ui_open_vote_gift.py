"""Open votes (R33), KEPT WOMAN pledges and card gifts (R26) return the chosen action."""

from __future__ import annotations

import io

from rich.console import Console
from textual.widgets import OptionList, Static

from tests.support.cards_harness import SIZE, Harness, forum_game
from voxpopuli_tui.engine import GiveCard, HandsVote, PlayCard, Pledge, public_view, view_for
from voxpopuli_tui.ui.screens.gift import CardGiftScreen
from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen


def text_of(screen, widget: str) -> str:  # type: ignore[no-untyped-def]
    return str(screen.query_one(widget, Static).render())


def table_text(screen: OpenVoteScreen) -> str:
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(screen.votes_table())
    return console.export_text()


def play(game, seat: int, card: str, **targets: int) -> None:  # type: ignore[no-untyped-def]
    game.apply(PlayCard(seat=seat, card=card, **targets))


async def test_show_of_hands_shows_votes_so_far_and_returns_the_vote() -> None:
    game = forum_game(["MADMAN"])
    play(game, 0, "MADMAN", politician=2)  # on Caesar
    assert game.state.pending.kind == "hands"
    game.apply(HandsVote(seat=0, choice="for"))
    voter = game.to_act()[0]
    assert voter == 1
    screen = OpenVoteScreen(public_view(game), game.legal_actions(voter))
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "assassinate Caesar" in text_of(screen, "#vote-question")
        table = table_text(screen)
        assert "for" in table and "voting now" in table
        assert "So far: for 1." in text_of(screen, "#vote-tally")
        assert screen.query_one("#vote-choices", OptionList).option_count == 2
        await pilot.press("down", "down", "enter")
        await pilot.pause()
    assert app.results == [HandsVote(seat=1, choice="against")]


async def test_quick_key_and_escape() -> None:
    game = forum_game(["MADMAN"])
    play(game, 0, "MADMAN", politician=0)
    app = Harness(OpenVoteScreen(public_view(game), game.legal_actions(0)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")  # B as in Boos: against
        await pilot.pause()
    assert app.results == [HandsVote(seat=0, choice="against")]
    app = Harness(OpenVoteScreen(public_view(game), game.legal_actions(0)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("escape")
        await pilot.pause()
    assert app.results == [None]


async def test_kept_woman_pledge_returns_the_amount() -> None:
    game = forum_game(["KEPT_WOMAN"], on_table=["CLEOPATRA"], lover=2)
    play(game, 0, "KEPT_WOMAN")
    assert game.state.pending.kind == "pledge"
    game.apply(Pledge(seat=0, amount=3))
    legal = game.legal_actions(1)
    money = game.state.players[1].money
    screen = OpenVoteScreen(public_view(game), legal)
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "pledged 3" in table_text(screen)
        assert "Pledged so far: 3 sesterces (5 needed in all)." in text_of(screen, "#vote-tally")
        assert screen.query_one("#vote-choices", OptionList).option_count == money + 1
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()
    assert app.results == [Pledge(seat=1, amount=2)]


async def test_card_gift_returns_the_give_card() -> None:
    game = forum_game(["HOOLIGANS", "MERCHANDISING", "MY_HERO"])
    legal = game.legal_actions(0)
    screen = CardGiftScreen(view_for(game, 0), legal)
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down", "enter")  # MERCHANDISING
        await pilot.pause()
        assert "Give MERCHANDISING to whom?" in text_of(screen, "#gift-step")
        await pilot.press("escape")  # back to the cards
        await pilot.pause()
        assert app.results == [] and screen.card is None
        await pilot.press("enter", "down", "down", "enter")  # MERCHANDISING, 2nd other seat
        await pilot.pause()
    gift = GiveCard(seat=0, to=2, card="MERCHANDISING")
    assert app.results == [gift] and gift in legal
    assert screen.styles.background.a == 1.0


async def test_card_gift_escape_gives_nothing() -> None:
    game = forum_game(["HOOLIGANS"])
    app = Harness(CardGiftScreen(view_for(game, 0), game.legal_actions(0)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("escape")
        await pilot.pause()
    assert app.results == [None]


async def test_show_of_hands_takes_the_votes_letters_and_its_numbers_R33() -> None:
    """A says for (as A says Applause in a match's vote), B against, and each
    choice's number picks it."""
    game = forum_game(["MADMAN"])
    play(game, 0, "MADMAN", politician=0)
    for keys, choice in ((("a",), "for"), (("2",), "against"), (("1",), "for")):
        screen = OpenVoteScreen(public_view(game), game.legal_actions(0))
        app = Harness(screen)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            labels = [str(o.prompt) for o in screen.query_one(OptionList).options]
            assert labels[0].startswith("1. A  For") and labels[1].startswith("2. B  Against")
            assert "A for · B against" in text_of(screen, "#vote-keys")
            await pilot.press(*keys)
            await pilot.pause()
        assert app.results == [HandsVote(seat=0, choice=choice)], keys
