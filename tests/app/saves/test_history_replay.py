"""The history screen (filter by player, journals behind curtains) and the replay after the end."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from tests.support.games import new_game, past_the_cover, random_chooser, step
from tests.support.saves import choose
from voxpopuli_tui.engine import Game
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.screens.end import EndScreen
from voxpopuli_tui.ui.screens.history import HistoryScreen, JournalScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.replay import ReplayScreen


def played(steps: int | None = None, seed: int = 4) -> Game:
    game = new_game(3, seed=seed, popularity_target=5)
    choose_action = random_chooser(seed)
    n = 0
    while not game.is_over and (steps is None or n < steps):
        step(game, choose_action)
        n += 1
    return game


def text_of(screen, selector: str) -> str:  # type: ignore[no-untyped-def]
    return str(screen.query_one(selector, Static).render())


async def test_history_filters_by_player_and_journal_is_behind_a_curtain() -> None:
    game = played(steps=150)
    assert not game.is_over
    names = game.names
    app = create_app(game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        while not isinstance(app.screen, MainScreen):  # a secret input may be pending
            app.pop_screen()
            await pilot.pause()
        await pilot.press("l")
        screen = app.screen
        assert isinstance(screen, HistoryScreen)
        everyone = text_of(screen, "#history-text")
        assert "Turn 1" in everyone and all(name in everyone for name in names)
        players = screen.query_one(OptionList)
        await pilot.press("down")  # highlight the first player: the history follows
        assert screen.player == 0
        only = text_of(screen, "#history-text")
        lines = [ln.strip() for ln in only.splitlines() if ln.startswith("  ")]
        assert lines and all(names[0].lower() in ln.lower() for ln in lines)
        assert len(only) < len(everyone)
        # no private line on the public history
        private = [e.text for e in game.state.log if e.seats is not None]
        assert not any(p in everyone for p in private if p.startswith("You "))
        # J → player → curtain → journal
        await pilot.press("j")
        await choose(pilot, players, "1")
        assert isinstance(app.screen, CurtainScreen)
        await pilot.press("enter")
        await past_the_cover(pilot)  # the hand-off: an opaque cover first, then the journal
        assert isinstance(app.screen, JournalScreen)
        journal = text_of(app.screen, "#journal-text")
        own = [e.text for e in game.state.log if e.seats == [1]]
        assert own and all(t in journal for t in own[-3:])
        await pilot.press("escape")
        await past_the_cover(pilot)  # the cover again, then the history the journal came from
        assert isinstance(app.screen, HistoryScreen)
        await pilot.press("escape")
        assert isinstance(app.screen, MainScreen)


async def test_replay_steps_to_the_final_state_and_back() -> None:
    game = played()
    assert game.is_over
    total = len(game.history)
    app = create_app(game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        await pilot.press("p")
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.step == 0
        for _ in range(3):
            await pilot.press("right")
        assert replay.step == 3
        await pilot.press("left")
        assert replay.step == 2
        turns = 0
        while replay.step < total:
            await pilot.press("pagedown")
            turns += 1
            assert turns < 200
        assert replay.game.is_over
        assert replay.game.state.popularity == game.state.popularity
        assert [str(e.text) for e in replay.game.state.log] == [e.text for e in game.state.log]
        assert "the end" in text_of(replay, "#replay-head")
        await pilot.press("left")
        assert replay.step == total - 1 and not replay.game.is_over
        await pilot.press("right")
        assert replay.game.is_over
        await pilot.press("t")
        start = replay.step
        assert start < total and replay.turns[start] == replay.turns[total - 1]
        assert start == 0 or replay.turns[start - 1] != replay.turns[start]
        await pilot.press("end")
        assert replay.step == total
        await pilot.press("escape")
        assert isinstance(app.screen, EndScreen)
