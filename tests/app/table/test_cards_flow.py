"""Cards at the table: `h` with a playable card, number keys in the hand, news kept on resume."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from tests.support.flow import SIZE, app_for, at_kind, behind_the_curtain, game_at, main
from tests.support.games import advance_until, new_game, past_the_cover, pending_kind
from voxpopuli_tui.engine.actions import ChooseGain, NoMatch
from voxpopuli_tui.engine.constants import Gain
from voxpopuli_tui.ui.screens.hand import HandScreen


def _livia_can_play():
    """Seed 10: Livia (seat 0) holds HONORARY PRESIDENT, playable in the first window."""
    game = new_game(4, seed=10)
    advance_until(game, pending_kind("window", "forum-start"))
    assert any(a.type == "play" for a in game.legal_actions(0))
    return game


async def _open_hand(pilot, app, key: str = "h") -> HandScreen:
    await pilot.press(key, "1")  # Whose hand? / Who plays? 1 = Livia (seat order)
    screen = await behind_the_curtain(pilot, app)
    assert isinstance(screen, HandScreen)
    return screen


async def test_h_with_a_playable_card_never_says_nothing_to_play() -> None:
    app = app_for(_livia_can_play())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await _open_hand(pilot, app)
        step = str(screen.query_one("#hand-step", Static).render())
        assert "nothing to play" not in step and "press c" in step
        # only looking: the playable card is marked, a number plays nothing
        assert screen.read_only and any(screen.plays_of(c) for c in screen.choices)


async def test_the_hand_preselects_nothing_and_takes_numbers() -> None:
    """Nothing is preselected behind a curtain (Enter alone plays nothing); opened to
    play (`c`), a card's number picks it."""
    app = app_for(_livia_can_play())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = await _open_hand(pilot, app, "c")
        options = screen.query_one("#hand-list", OptionList)
        playable = [i for i, c in enumerate(screen.choices) if screen.plays_of(c)]
        assert options.highlighted is None and playable
        card = screen.choices[playable[0]]
        await pilot.press(str(playable[0] + 1))
        await past_the_cover(pilot)
        history = app.table.game.history  # type: ignore[union-attr]
        assert screen.card == card or (history and history[-1].type == "play")


async def test_a_card_drawn_this_turn_is_still_news_after_a_resume() -> None:
    game = game_at(at_kind("match", turn=2))
    seat = game.state.active
    game.apply(NoMatch(seat=seat))
    game.apply(ChooseGain(seat=seat, gain=Gain.CARD))
    app = app_for(game)  # a table that comes up, as after Continue
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        main(app)
        assert app.table.news_seats() == [seat]
        assert f"{game.names[seat]} has a new card" in app.table.news_line()
