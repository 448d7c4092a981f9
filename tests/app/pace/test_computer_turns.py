"""Computer seats at the table: no key from humans on their turns, a pace one can follow (any key
skips), card windows that pass on by themselves, a UI that answers keys while a bot thinks, and
late answers dropped."""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter

import pytest
from textual.pilot import Pilot

from tests.support.cards_driver import card_step
from tests.support.driver import nothing_for_humans, seeded_pick
from tests.support.games import new_game
from tests.support.pace import SlowBot
from tests.support.pilot import wait_until
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.table.controller import TableController
from voxpopuli_tui.ui.widgets.prompt_line import PromptLine
from voxpopuli_tui.ui.workers.card_windows import waits_for_key


def moment(app: VoxPopuliApp) -> tuple[object, int]:
    assert app.table is not None
    return (app.screen, len(app.table.game.history))


def two_computers(pace: float) -> VoxPopuliApp:
    """Livia against Marcus and Julia, no cards, Julia first: a computer moves at once."""
    app = create_app(game=new_game(3, seed=5, use_cards=False, first_player=2),
                     computer=[1, 2])
    app.pace = pace
    return app


async def first_computer_move(pilot: Pilot[None], app: VoxPopuliApp) -> TableController:
    """The table once its first computer move is made."""
    table = app.table
    assert table is not None
    await wait_until(pilot, lambda: len(table.game.history) > 0, what="first computer move")
    return table


@pytest.mark.parametrize("seed", [21, 22])
async def test_a_computer_turn_costs_humans_no_key(seed: int) -> None:
    """Seats 2 and 3 are computers, cards on: through four computer turns (their windows,
    matches and the humans' votes in them) humans press keys only for their own decisions."""
    app = create_app(game=new_game(3, seed=seed), computer=[1, 2])
    app.pace = 0.02
    pick, rng = seeded_pick(seed), random.Random(seed)
    keys: Counter[str] = Counter()
    turns_done = 0
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.table
        assert table is not None
        active = table.game.state.active
        while turns_done < 4 and not table.game.is_over:
            if table.game.state.active != active:
                turns_done += active in table.computer
                active = table.game.state.active
            if nothing_for_humans(app):
                before = moment(app)
                await wait_until(pilot, lambda b=before: moment(app) != b,  # type: ignore[misc]
                                 f"a computer's turn ({table.game.describe_pending()})", seconds=5)
                continue
            screen = app.screen
            if active not in table.computer:
                kind = "own turn"
            elif isinstance(screen, RevealScreen):
                kind = "reveal of a computer's match"
            elif (not isinstance(screen, MainScreen) or screen.chooser is not None
                  or waits_for_key(table)):  # R13: a match's window a human can play in
                kind = "own decision in a computer's turn"  # asked, or a screen they opened
            else:
                kind = "UNASKED key in a computer's turn"  # e.g. Enter to pass a window
            await card_step(pilot, app, pick, rng, rate=0.0)
            keys[kind] += 1
    assert turns_done >= 4 or table.game.is_over
    assert keys["UNASKED key in a computer's turn"] == 0, keys
    assert keys["own turn"] > 0


async def test_each_computer_action_waits_for_the_pace_and_any_key_skips_it() -> None:
    app = two_computers(60.0)  # an action would stay a minute: only a key moves on
    async with app.run_test(size=(120, 40)) as pilot:
        table = await first_computer_move(pilot, app)
        moved = len(table.game.history)
        await pilot.pause(0.3)
        assert len(table.game.history) == moved  # still showing the first move
        await pilot.press("x")  # any key (bound to nothing here)
        await wait_until(pilot, lambda: len(table.game.history) > moved, "the skip", seconds=3)


async def test_a_key_after_a_windows_count_ended_still_skips_the_pace() -> None:
    """A Forum window's count that ended when the game moved on holds nothing: a key pressed
    during the computer's next pace skips it (it once stopped the pace, and the table froze
    on "Marcus: place a Gladiator" for good)."""
    app = two_computers(60.0)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await first_computer_move(pilot, app)
        moved = len(table.game.history)
        # a count left from a window that has gone since (the game's version moved on)
        app.computers._counting = (table, table.game.version - 1)
        await pilot.press("x")
        await wait_until(pilot, lambda: len(table.game.history) > moved, "the skip", seconds=3)
        assert app.computers._held is None  # nothing was held: that window is gone


@pytest.mark.counted
async def test_a_computers_card_window_passes_on_by_itself_unless_c(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from voxpopuli_tui.ui.workers import card_windows as window_wait

    monkeypatch.setattr(window_wait, "COUNT_SECONDS", 60)  # a Forum window's count (R13)
    app = create_app(game=new_game(3, seed=8, first_player=1), computer=[1, 2])
    app.pace = 60.0
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.table
        assert table is not None

        def window_left_to_humans() -> bool:
            if table.computer_window():
                return True
            if app.computers._pace_timer is not None and app.computers._skippable:
                # not what this test is about: get to the window quickly
                app.computers.key_pressed()
            return False

        await wait_until(pilot, window_left_to_humans, what="a computer's card window")
        at = len(table.game.history)
        await pilot.pause(0.3)
        assert table.computer_window() and len(table.game.history) == at  # waits the count
        assert "c plays" in str(app.screen.query_one(PromptLine).render())
        await pilot.press("c")  # a human wants to play: the window must not pass
        assert isinstance(app.screen, CurtainScreen) or app.screen.picker is not None
        # the pace runs out meanwhile
        app.computers._window_passes((table, table.game.state.version))
        assert table.is_window() and len(table.game.history) == at



@pytest.mark.parametrize("pace", [0.0, 0.05], ids=["instant", "fast"])
async def test_a_computers_card_window_passes_on_when_nobody_presses(pace: float) -> None:
    app = create_app(game=new_game(3, seed=8, first_player=1), computer=[1, 2])
    app.pace = pace
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.table
        assert table is not None
        # nobody presses anything: the opening window of Marcus's turn passes, and the next
        # decision is a human's (Livia designates Marcus's district)
        await wait_until(pilot, lambda: table.kind == "designate", "the window passing", seconds=10)
        assert table.game.state.active == 1 and table.to_act_humans() == [0]


async def test_the_table_answers_keys_while_a_computer_thinks(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    bot = SlowBot()
    bot.armed = True
    monkeypatch.setattr("voxpopuli_tui.ui.table.controller.make_bot", lambda level, seed: bot)
    app = create_app(game=new_game(3, seed=5, use_cards=False, first_player=2),
                     computer=[1, 2])
    app.pace = 0
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, bot.started.is_set, what="the bot's think")
        prompt = str(app.screen.query_one(PromptLine).render())
        assert "is thinking…" in prompt
        latencies = []
        screen = app.screen
        assert isinstance(screen, MainScreen)
        await asyncio.sleep(0.3)  # the table's first frames are drawn: keys are measured alone
        for key, asking in (("h", True), ("escape", False)) * 3:
            # Pilot's press waits for the process to be idle, never true while a bot
            # computes: send the key as the terminal would and watch the table answer
            # (h opens the one player's hand, Esc closes it).
            start = time.perf_counter()
            app.simulate_key(key)
            while (app.screen is not screen) is not asking:
                assert time.perf_counter() - start < 2, f"{key} not handled"
                await asyncio.sleep(0.001)
            latencies.append(time.perf_counter() - start)
            await asyncio.sleep(0.1)  # the menu draws (the next key is measured alone)
            assert not bot.release.is_set()  # still thinking
        assert type(app.screen).__name__ == "MainScreen"
        moves = len(table.game.history)
        bot.armed = False  # the next thinks are quick
        bot.release.set()
        print("key latencies during a think (s):", latencies)
        assert max(latencies) < 0.1, latencies  # handled within 100 ms, mid-think
        await wait_until(pilot, lambda: len(table.game.history) > moves, "the bot's move",
                         seconds=3)
        assert table.game.history[moves].seat in table.computer


async def test_a_late_answer_is_dropped_when_the_game_moved_on(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A computer still thinks in the opening card window when the human presses Enter
    (everyone passes): its answer, when it comes, is for a moment gone and is not applied."""
    bot = SlowBot()
    bot.armed = True
    monkeypatch.setattr("voxpopuli_tui.ui.table.controller.make_bot", lambda level, seed: bot)
    app = create_app(game=new_game(3, seed=5), computer=[1, 2])
    app.pace = 0
    async with app.run_test(size=(120, 40)) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, bot.started.is_set, what="a think in the first window")
        stale = app.computers.thinking
        assert stale is not None and table.is_window() and table.is_current(stale)
        played = []
        real_play = table.play_computer
        monkeypatch.setattr(table, "play_computer",
                            lambda turn, action: played.append(turn) or real_play(turn, action))
        await pilot.press("enter")  # Continue: every seat still to act passes
        assert not table.is_current(stale)
        bot.armed = False
        bot.release.set()
        await wait_until(pilot, lambda: app.computers.thinking is None and len(played) > 0,
                         "the computers' next moves", seconds=5)
        assert stale not in played
        # and the table itself refuses a stale answer outright
        at = len(table.game.history)
        assert table.play_computer(stale, stale.legal[0]) is False
        assert len(table.game.history) == at


async def test_computers_wait_while_a_human_reads_the_history_then_go_on() -> None:
    app = two_computers(0.2)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await first_computer_move(pilot, app)
        await pilot.press("l")  # the history, over the table
        assert not isinstance(app.screen, MainScreen)
        at = len(table.game.history)
        await pilot.pause(0.6)  # the pace runs out meanwhile: nothing moves under the history
        assert len(table.game.history) == at
        await pilot.press("escape")
        await wait_until(pilot, lambda: len(table.game.history) > at, "the computers going on",
                         seconds=5)


class _Spender:
    """Always an open-moment action (a gift, a purchase) when it may: the worst case."""

    def choose(self, view, legal):  # type: ignore[no-untyped-def]
        from voxpopuli_tui.engine.actions import FREE_TYPES

        return next((a for a in legal if a.type in FREE_TYPES), legal[0])


def test_computers_see_gifts_and_purchases_but_cannot_stall_the_table() -> None:
    from voxpopuli_tui.engine.actions import FREE_TYPES
    from voxpopuli_tui.ui.table.computer_turns import MAX_FREE_IN_A_ROW
    from voxpopuli_tui.ui.table.controller import TableController as Table

    table = Table(new_game(3, seed=5, use_cards=False, first_player=2), [1, 2])
    table.bots = {1: _Spender(), 2: _Spender()}
    table.run_computers()
    history = table.game.history
    assert any(a.type in FREE_TYPES for a in history)  # offered, and taken
    streak = longest = 0
    for a in history:
        streak = streak + 1 if a.type in FREE_TYPES else 0
        longest = max(longest, streak)
    assert longest <= MAX_FREE_IN_A_ROW
    assert table.to_act_humans()  # the table went on to a human's decision
