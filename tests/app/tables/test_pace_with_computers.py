"""Pace with computers: the reveal of a computer's match does not wait for a key
(every seat votes, R19, but no human organised it: its result goes to the log and a banner), and
a card window no human can use passes by itself; a window a human can use still stops for them
(a real decision)."""

from __future__ import annotations

import random

from tests.support.cards_driver import card_step
from tests.support.driver import nothing_for_humans, seeded_pick
from tests.support.games import new_game
from voxpopuli_tui.engine.events import VotesRevealed
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.table.controller import TableController
from voxpopuli_tui.ui.table.intents import AtTable

SIZE = (120, 40)


def reveals(table: TableController) -> list[int]:
    """Who organised the match of each reveal of the game so far (the turn's active seat)."""
    return [e.data.votes[0][0] for e in table.public().log if isinstance(e.data, VotesRevealed)]


def computers_only(table: TableController) -> int:
    """Reveals of computers' matches so far."""
    return sum(1 for seat in reveals(table) if seat in table.computer)


def test_an_idle_window_passes_and_a_computers_reveal_is_not_shown_R19_R20() -> None:
    """The controller alone: at a table of one human, every `next()` that comes back to the
    table leaves it at a decision a human can take (never a window nobody can use), and only
    reveals a human voted in come up as `Reveal`."""
    for seed in (3, 4, 7):
        table = TableController(new_game(3, seed=seed), computer=[1, 2])
        rng = random.Random(seed)
        shown: list[int] = []
        for _ in range(2000):
            if table.game.is_over:
                break
            step = table.next()
            if type(step).__name__ == "Reveal":
                shown.append(step.start)  # type: ignore[union-attr]
                continue
            if type(step).__name__ == "ComputerMove":
                table.play_computer(step.turn, table.think(step.turn))  # type: ignore[union-attr]
                continue
            assert type(step).__name__ in ("AtTable", "HandOff", "OpenVote", "End"), step
            if table.is_window():
                assert any(table.card_plays(s) for s in table.to_act_humans()), (
                    f"seed {seed}: the table stopped at a window no human can use")
            seat = table.to_act_humans()[0]
            legal = [a for a in table.main_actions(seat) if a.type != "play"]
            table.apply(rng.choice(legal or table.main_actions(seat)))
        human_reveals = [s for s in reveals(table) if s not in table.computer]
        assert len(shown) == len(human_reveals)
        assert computers_only(table), f"seed {seed}: no match of computers only to check"


async def test_a_solo_table_never_waits_on_a_useless_window_or_a_computers_reveal() -> None:
    app = create_app(game=new_game(3, seed=4), computer=[1, 2])
    app.pace = 0.0
    pushed: list[object] = []
    original = app.push_screen

    def push(screen, *args, **kwargs):  # type: ignore[no-untyped-def]
        pushed.append(screen)
        return original(screen, *args, **kwargs)

    app.push_screen = push  # type: ignore[method-assign]
    pick, rng = seeded_pick(4), random.Random(4)
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        stops = 0
        for _ in range(3000):
            if table.game.is_over or computers_only(table) >= 2:
                break
            if nothing_for_humans(app):
                await pilot.pause(0.01)
                continue
            screen = app.screen
            if (isinstance(screen, MainScreen) and screen.picker is None and screen.chooser is None
                    and table.is_window()):
                # an unfolded window waits for a key: only when a human can play in it
                assert any(table.card_plays(s) for s in table.to_act_humans()), (
                    f"a key asked at a window nobody can use: {table.game.describe_pending()}")
                stops += 1
            await card_step(pilot, app, pick, rng, rate=0.0)
        assert computers_only(table), "no match of computers only happened"
        shown = sum(isinstance(s, RevealScreen) for s in pushed)
        humans = sum(1 for s in reveals(table) if s not in table.computer)
        assert shown == humans, (shown, humans, reveals(table))


def test_a_window_a_human_can_use_stops() -> None:
    """Seed 1: Livia holds Supporters' Clubs, playable in the opening window of Marcus's turn
    (a computer's): that window is left to her, not passed."""
    table = TableController(new_game(3, seed=1, first_player=1), computer=[1, 2])
    table.run_computers()
    assert table.is_window() and table.card_plays(0)
    at = len(table.game.history)
    assert isinstance(table.next(), AtTable)
    assert table.is_window() and len(table.game.history) == at
    assert table.computer_window()  # it passes after the pace unless `c` (computers_flow)
