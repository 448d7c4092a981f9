"""The hand screen (R13, R27, R35, R37): playable cards marked, others greyed with the reason;
targets chosen among exactly the legal plays; Escape plays nothing."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from tests.support.cards_harness import SIZE, Harness, forum_game
from voxpopuli_tui.engine import PlayCard, view_for
from voxpopuli_tui.ui.screens.card_reference import CardReferenceScreen
from voxpopuli_tui.ui.screens.hand import (
    GREYED,
    PLAYABLE,
    HandScreen,
    describe_play,
    hand_reasons,
    next_field,
)

HAND = ["HOOLIGANS", "MERCHANDISING", "MY_HERO", "ROUND_OF_DRINKS", "MADMAN"]


def make_screen(cards: list[str] = HAND, read_only: bool = False) -> tuple[HandScreen, list]:
    game = forum_game(cards)
    legal = [] if read_only else game.legal_actions(0)
    return HandScreen(view_for(game, 0), legal, hand_reasons(game, 0)), legal


def numbered_prompts(screen: HandScreen) -> list[str]:
    options = screen.query_one("#hand-list", OptionList)
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


def prompts(screen: HandScreen) -> list[str]:
    """The lines without their number ("1. "), checked once in `test_lines_are_numbered`."""
    return [line.split(". ", 1)[1] for line in numbered_prompts(screen)]


def text_of(screen: HandScreen, widget: str) -> str:
    return str(screen.query_one(widget, Static).render())


async def test_playable_cards_are_marked_and_others_greyed_with_reason() -> None:
    screen, _ = make_screen()
    async with Harness(screen).run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = prompts(screen)
        assert lines[0].startswith(f"{PLAYABLE} HOOLIGANS") and "playable" in lines[0]
        assert lines[1].startswith(f"{PLAYABLE} MERCHANDISING")
        assert lines[2].startswith(f"{GREYED} MY HERO!")
        assert "only once CLEOPATRA is on the table" in lines[2]  # R37
        assert lines[3].startswith(f"{GREYED} ROUND OF DRINKS")
        assert "only in the Arena window" in lines[3]  # R13
        assert lines[4].startswith(f"{PLAYABLE} A MADMAN IN THE CITY")
        assert "Livia's hand — 5 cards" in text_of(screen, "#hand-title")


async def test_choosing_a_target_returns_that_exact_play() -> None:
    screen, legal = make_screen()
    madman = [a for a in legal if isinstance(a, PlayCard) and a.card == "MADMAN"]
    assert len(madman) > 2 and next_field(madman) == "politician"
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("end", "enter")  # A MADMAN IN THE CITY: asks for the politician
        await pilot.pause()
        assert "Which politician?" in text_of(screen, "#hand-step")
        assert prompts(screen)[2].startswith("Caesar")
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()
    assert app.results == [madman[2]]
    assert app.results[0].politician == 2
    assert describe_play(madman[2], screen.view).startswith("A MADMAN IN THE CITY: Caesar")


async def test_district_target_and_going_back_a_step() -> None:
    screen, legal = make_screen()
    hooligans = [a for a in legal if isinstance(a, PlayCard) and a.card == "HOOLIGANS"]
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "enter")  # HOOLIGANS
        await pilot.pause()
        assert "Which district?" in text_of(screen, "#hand-step")
        assert len(prompts(screen)) == len(hooligans)
        await pilot.press("escape")  # back to the hand, nothing played
        await pilot.pause()
        assert app.results == [] and screen.card is None
        await pilot.press("enter", "down", "down", "enter")
        await pilot.pause()
    assert app.results == [hooligans[1]]


async def test_single_play_card_returns_at_once() -> None:
    screen, legal = make_screen()
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down", "enter")
        await pilot.pause()
    assert app.results == [PlayCard(seat=0, card="MERCHANDISING")]
    assert app.results[0] in legal


async def test_greyed_card_cannot_be_played_and_escape_returns_none() -> None:
    screen, _ = make_screen()
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down", "down", "enter")  # MY HERO!: greyed
        await pilot.pause()
        assert app.results == []
        assert "Not playable now: only once CLEOPATRA is on the table" in text_of(
            screen, "#hand-detail"
        )
        await pilot.press("escape")
        await pilot.pause()
    assert app.results == [None]


async def test_read_only_hand_and_details_key() -> None:
    screen, _ = make_screen(read_only=True)
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "nothing to play now" in text_of(screen, "#hand-step")
        assert not any(p.startswith(PLAYABLE) for p in prompts(screen))
        await pilot.press("down", "down", "d")
        await pilot.pause()
        ref = app.screen
        assert isinstance(ref, CardReferenceScreen) and ref.highlighted == "MERCHANDISING"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("escape")
        await pilot.pause()
    assert app.results == [None]


async def test_hand_screen_background_is_opaque() -> None:
    screen, _ = make_screen()
    async with Harness(screen).run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert screen.styles.background.a == 1.0


def test_targets_are_asked_field_by_field() -> None:
    plays = [PlayCard(seat=0, card="EXPULSION", space=s, to=t) for s in (3, 9) for t in (20, 21)]
    assert next_field(plays) == "space"
    assert next_field([a for a in plays if a.space == 9]) == "to"
    assert next_field(plays[:1]) is None
    transfer = [
        PlayCard(seat=0, card="LATE_TRANSFER", politician=p, value=v)
        for v in (2, 5)
        for p in range(6)
    ]
    assert next_field(transfer) == "value"  # the piece first, then the arena


async def test_two_step_target_with_back() -> None:
    game = forum_game(["EXPULSION", "RIOT"])
    view = view_for(game, 0)
    # EXPULSION's plays as the engine lists them: every Supporter x every empty space.
    plays = [PlayCard(seat=0, card="EXPULSION", space=s, to=t) for s in (3, 9) for t in (20, 21)]
    screen = HandScreen(view, plays, hand_reasons(game, 0))
    app = Harness(screen)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "enter")
        await pilot.pause()
        assert "Which Supporter?" in text_of(screen, "#hand-step")
        assert prompts(screen)[1].startswith("B2")
        await pilot.press("down", "down", "enter")
        await pilot.pause()
        assert "To which empty space?" in text_of(screen, "#hand-step")
        assert "Chosen so far: B2" in text_of(screen, "#hand-detail")
        await pilot.press("escape")  # back to the Supporter
        await pilot.pause()
        assert "Which Supporter?" in text_of(screen, "#hand-step")
        await pilot.press("down", "enter", "down", "down", "enter")
        await pilot.pause()
    assert app.results == [PlayCard(seat=0, card="EXPULSION", space=3, to=21)]
    assert describe_play(app.results[0], view).startswith("EXPULSION: D1: ")


async def test_lines_are_numbered_and_a_number_plays_only_when_opened_to_play() -> None:
    """the list shows the number that picks each line; a hand opened with `h`
    (only looking) marks the playable cards, and a number there shows a card, never plays it."""
    game = forum_game(HAND)
    legal = game.legal_actions(0)
    looking = HandScreen(view_for(game, 0), legal, hand_reasons(game, 0), to_play=False)
    app = Harness(looking)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = numbered_prompts(looking)
        assert [line.split(".")[0] for line in lines] == ["1", "2", "3", "4", "5"]
        assert lines[0].startswith(f"1. {PLAYABLE} HOOLIGANS") and "c at the table" in lines[0]
        assert "press c" in text_of(looking, "#hand-step")
        await pilot.press("2")  # MERCHANDISING, playable with one key when opened to play
        await pilot.pause()
        assert app.screen is looking and not app.results
        assert "MERCHANDISING" in text_of(looking, "#hand-detail")
    playing = HandScreen(view_for(game, 0), legal, hand_reasons(game, 0))
    app = Harness(playing)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
    assert app.results and isinstance(app.results[0], PlayCard)
    assert app.results[0].card == "MERCHANDISING"
