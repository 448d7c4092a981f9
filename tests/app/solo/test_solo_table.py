"""A table of one human: the solo human's hand on the table (a card played by
`c`, its number and a confirmation), "since your last turn", and the hint key."""

from __future__ import annotations

from tests.support.driver import seeded_pick, step
from tests.support.pilot import wait_until
from tests.support.solo import SIZE, single_plays, window_for
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.engine.assets import title
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.hand import HandScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.table.hint_rules import hints_on
from voxpopuli_tui.ui.table.since_last_turn import MAX_LINES, since_lines
from voxpopuli_tui.ui.widgets.hand_on_table import HandOnTable
from voxpopuli_tui.ui.workers.hints import OFF


def notes(app) -> list[str]:  # type: ignore[no-untyped-def]
    return [n.message for n in app._notifications]


def hand_text(app) -> str:  # type: ignore[no-untyped-def]
    return str(app.screen.query_one(HandOnTable).render())


async def test_solo_hand_on_the_table_shows_the_humans_cards_never_a_computers() -> None:
    game = window_for()
    mine = [title(c) for c in game.state.players[0].hand]
    theirs = {title(c) for s in (1, 2) for c in game.state.players[s].hand} - set(mine)
    app = create_app(game=game, computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainScreen)
                         and app.screen.hand.is_mounted and bool(hand_text(app)), "the hand")
        text = hand_text(app)
        for number, name in enumerate(mine, 1):
            assert f"{number} " in text and name in text
        assert "playable" in text  # a card window is open for the human
        assert not any(name in text for name in theirs)
        assert app.screen.query(HandOnTable)  # on the table itself, not behind a curtain


async def test_a_card_is_played_by_c_number_and_confirmation_only() -> None:
    game = window_for()
    play = single_plays(game, 0)[0]
    number = game.state.players[0].hand.index(play.card) + 1
    app = create_app(game=game, computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: isinstance(app.screen, MainScreen)
                         and app.screen.ready, "the table")
        screen = app.screen
        assert isinstance(screen, MainScreen)
        before = len(table.game.history)
        await pilot.press("c", str(number))
        await wait_until(pilot, lambda: screen.solo.confirming is not None, "the confirmation")
        assert screen.solo.confirming == play
        assert f"Play {title(play.card)}" in screen.menu.menu_title
        assert len(table.game.history) == before  # nothing played without the confirmation
        await pilot.press("escape")  # no: nothing played, the question goes
        await pilot.pause()
        assert screen.picker is None and len(table.game.history) == before
        await pilot.press("c", str(number))
        await wait_until(pilot, lambda: screen.solo.confirming is not None, "asked again")
        await pilot.press("y")
        await wait_until(pilot, lambda: play in table.game.history, "the card played")
        assert table.game.history[before:].count(play) == 1


async def test_at_two_humans_no_hand_panel_on_the_table() -> None:
    game = window_for()
    app = create_app(game=game, computer=[2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainScreen)
                         and app.screen.ready, "the table")
        assert not app.screen.query(HandOnTable)
        assert not app.screen.hand.is_mounted


def hot_seat_game() -> Game:
    return Game.new(Ruleset.default(3, seed=21, coliseum_placement="random", first_player=0,
                                    use_cards=False))


async def test_since_your_last_turn_on_a_hot_seat_curtain_public_lines_only() -> None:
    app = create_app(game=hot_seat_game(), computer=[2])
    app.pace = 0.0
    seen: list[tuple[CurtainScreen, list[str]]] = []
    original = app.push_screen

    def push(screen, *args, **kwargs):  # type: ignore[no-untyped-def]
        if isinstance(screen, CurtainScreen) and app.table is not None:
            public = {e.text for e in app.table.public().log}
            seen.append((screen, [line for line in screen.since]))
            assert len(screen.since) <= MAX_LINES
            # every line is one of the public view's log lines (tidied), nothing private
            from voxpopuli_tui.ui.table.wording import tidy

            assert set(screen.since) <= {tidy(t) for t in public}
        return original(screen, *args, **kwargs)

    app.push_screen = push  # type: ignore[method-assign]
    pick = seeded_pick(4)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3000):
            if any(since for _, since in seen):
                break
            screen = app.screen
            if (isinstance(screen, MainScreen) and screen.chooser is None
                    and app.table is not None and not app.table.is_window()):
                await pilot.pause(0.01)
                continue
            await step(pilot, app, pick)
        since = next(s for _, s in seen if s)
        assert 0 < len(since) <= MAX_LINES
        table = app.table
        assert table is not None
        private = {e.text for e in table.view(0).log if e.private} | {
            e.text for e in table.view(1).log if e.private}
        assert not set(since) & private


async def test_hint_shows_and_is_logged_at_a_hot_seat() -> None:
    app = create_app(game=hot_seat_game(), computer=[2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        table.hints = True
        await wait_until(pilot, lambda: isinstance(app.screen, MainScreen)
                         and app.screen.chooser is not None, "a decision at the table")
        await pilot.press("i")
        await wait_until(pilot, lambda: any("Hint — Hard would" in n for n in notes(app)),
                         "the hint", seconds=60)
        name = table.name(app.screen.folded.seat)  # type: ignore[union-attr]
        log = str(app.screen.log_panel.render())
        assert f"{name} took a hint." in log
        hint = next(n for n in notes(app) if "Hint — Hard would" in n)
        assert hint not in log  # the hint itself is not in the public log


async def test_hints_off_the_key_only_says_so() -> None:
    app = create_app(game=hot_seat_game(), computer=[2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None and not hints_on(table)  # two humans: off by default
        await wait_until(pilot, lambda: isinstance(app.screen, MainScreen)
                         and app.screen.chooser is not None, "a decision at the table")
        log_before = str(app.screen.log_panel.render())
        version = table.game.version
        await pilot.press("i")
        await wait_until(pilot, lambda: OFF in notes(app), "the one line")
        assert str(app.screen.log_panel.render()) == log_before
        assert table.game.version == version
        assert not any("Hint —" in n for n in notes(app))


async def test_solo_hint_on_the_vote_screen_is_drawn_there_only() -> None:
    from tests.support.curtain import game_at
    from voxpopuli_tui.ui.widgets.prompt_line import PromptLine

    app = create_app(game=game_at("vote"), computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None and hints_on(table)
        await wait_until(pilot, lambda: isinstance(app.screen, PrivateScreen), "the vote")
        screen = app.screen
        assert "Others look away" not in str(screen.query_one("#private-title").render())
        await pilot.pause(0.4)  # the vote screen's key guard
        await pilot.press("i")
        prompt = screen.query_one(PromptLine)
        await wait_until(pilot, lambda: "Hard would" in str(prompt.render()), "the hint",
                         seconds=60)
        assert not any("Hard would" in n for n in notes(app))  # not a notification
        assert "took a hint" not in str(table.public().log)  # solo: nothing said


def test_since_lines_start_where_the_seat_last_acted() -> None:
    from voxpopuli_tui.ui.table.controller import TableController

    game = hot_seat_game()
    table = TableController(game, computer=[2])
    assert since_lines(table, 0) == []  # has not acted yet
    table.run_computers()
    rng = seeded_pick(1)
    for _ in range(40):
        seat = table.game.to_act()[0]
        table.apply(rng(table.main_actions(seat)))
        table.run_computers()
    assert 0 in table.acted.at and len(since_lines(table, 0)) <= MAX_LINES


async def test_a_tables_toast_does_not_stay_over_the_vote_screen() -> None:
    """A notification from the table (a hint, "since your last turn") is gone once the secret
    vote comes up: it would sit over the choice."""
    from tests.support.curtain import game_at

    app = create_app(game=game_at("vote"), computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        app.notify("since your last turn: a line", timeout=3600)
        await wait_until(pilot, lambda: isinstance(app.screen, PrivateScreen), "the vote")
        await wait_until(pilot, lambda: not notes(app), "the toast cleared")  # not its hour
        assert not app.screen.query("Toast")


async def test_h_at_a_table_of_one_opens_that_players_hand_without_asking_whose() -> None:
    """One player at the keyboard: `h` is their hand at once (no "Whose hand?" with one
    name in it, no curtain); Esc is the table again."""
    app = create_app(game=window_for(), computer=[1, 2])
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MainScreen), "the table")
        table = app.screen
        await pilot.press("h")
        await wait_until(pilot, lambda: isinstance(app.screen, HandScreen), "the hand")
        assert table.picker is None  # type: ignore[attr-defined]
        hand = app.screen
        assert isinstance(hand, HandScreen) and hand.view.seat == 0
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is table, "the table again")
