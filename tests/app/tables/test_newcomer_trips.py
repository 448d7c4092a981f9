"""What a newcomer tripped on: the designate menu with a card window folded in
(Enter passes the window), the header agreeing with the menu, the `!` mark explained, and the
voting order announced when a vote starts. (Show of hands letters: tests/app/cards; Star and
decoy numbers and the Stars left: tests/app/table/test_stars.py; the hand's numbers:
tests/app/cards/test_ui_hand.py.)"""

from __future__ import annotations

from tests.support.flow import SIZE, app_for, at_kind, game_at, main, menu
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.ui.screens.rules import help_text
from voxpopuli_tui.ui.table.controller import TableController
from voxpopuli_tui.ui.widgets.game_log import GameLog
from voxpopuli_tui.ui.widgets.turn_banner import render_banner


def end_of_turn_1():  # type: ignore[no-untyped-def]
    """Seed 5: the Phase 3 window of turn 1, folded into Livia's designation for turn 2."""
    return game_at(at_kind("window", "forum-end", turn=1), seed=5)


async def test_enter_on_a_folded_designation_passes_the_window_not_a_district() -> None:
    game = end_of_turn_1()
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = main(app)
        assert screen.folded is not None and screen.folded.windows
        assert menu(app).highlighted is None  # nothing chosen by Enter alone
        done = len(game.history)
        table = app.table
        assert table is not None
        for _ in range(3):  # each Enter passes one window (turn 1's end, turn 2's start)
            if table.kind == Decision.DESIGNATE:
                break
            before = len(table.game.history)
            await pilot.press("enter")
            await pilot.pause()
            assert len(table.game.history) > before
        assert table.kind == Decision.DESIGNATE
        assert all(a.type == "pass" for a in table.game.history[done:])  # no district chosen
        assert main(app).folded is not None and not main(app).folded.windows
        assert menu(app).highlighted == 0  # now Enter designates the highlighted district


async def test_the_header_says_the_turn_and_decision_the_menu_asks() -> None:
    game = end_of_turn_1()
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = main(app)
        banner = str(render_banner(screen.folded.ahead, 200, True))  # type: ignore[union-attr]
        assert "TURN 2" in banner and "designates the district for Marcus" in banner
        assert "card window first" in banner
        assert game.state.turn == 1  # the engine is still in turn 1's window
        drawn = str(screen.banner.render())
        assert "TURN 2" in drawn and "designates" in drawn


def test_the_help_explains_the_players_marks() -> None:
    text = help_text(None)
    assert "! each player who must act now" in text and "▶ marks whose turn" in text


def test_the_voting_order_is_said_once_when_a_vote_starts_R19() -> None:
    game = game_at(at_kind("vote"), seed=5, use_cards=False)
    table = TableController(game, computer=[2])
    start = table.vote_start()
    assert start is not None
    _, line = start
    assert line.startswith("Vote in ") and "Julia then Livia then" not in line
    assert line.index("Julia") < line.index("Livia")  # the computer votes first, at once
    table.next()
    assert [n.text for n in table.table_notes] == [line]
    table.next()
    assert len(table.table_notes) == 1  # said once


async def test_the_voting_order_line_is_in_the_voters_log() -> None:
    """At a table of one human the computers vote at once; the human's vote screen has the
    order in its log."""
    from voxpopuli_tui.ui.hotseat.private import PrivateScreen

    game = game_at(at_kind("vote"), seed=5, use_cards=False)
    app = app_for(game, computer=(1, 2))
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(500):  # the screen is up and drawn (its log shown)
            screen = app.screen
            logs = screen.query(GameLog) if isinstance(screen, PrivateScreen) else []
            if logs and logs.first()._view is not None:
                break
            await pilot.pause(0.01)
        assert isinstance(screen, PrivateScreen)
        lines = [e.text for e in screen.query_one(GameLog)._view.log]  # type: ignore[union-attr]
        assert any("vote in this order" in line for line in lines)
