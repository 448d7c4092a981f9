"""the key gate closes when the table decides a hand-off is due, not when the
hand-off starts to move. Keys are posted as a terminal delivers them; each case failed on the
code before the gate learned of decisions (a key acted on a curtain drawn after it was typed).
"""

from __future__ import annotations

import random

from tests.support.curtain import SIZE, Watch, game_at, send_keys, settle
from tests.support.pilot import wait_until
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.engine.actions import FREE_TYPES
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.engine.prompts import STARS, VOTE, WINDOW
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen


def game_at_arena_window(players: int = 3) -> Game:
    """A seeded game at an arena window (a secret vote comes next)."""
    for seed in range(1, 60):
        game = Game.new(Ruleset.default(players, seed=seed, coliseum_placement="random",
                                        first_player=0))
        rng = random.Random(seed)
        while not game.is_over:
            p = game.state.pending
            if p is not None and p.kind == WINDOW and p.window == Window.ARENA.value:
                return game
            seat = game.to_act()[0]
            legal = [a for a in game.legal_actions(seat) if a.type not in FREE_TYPES]
            matches = [a for a in legal if a.type == "match"]
            game.apply(rng.choice(matches or legal))
    raise AssertionError("no arena window came")


async def test_enter_while_a_computer_votes_opens_no_private_screen() -> None:
    """Continue at an arena window with a computer seat: the table shows "X, Y: vote" while
    the computer thinks and its vote stays on screen; Enters pressed then never lift the
    curtain that follows (7 of 11 tries opened Marcus's private screen)."""
    game = game_at_arena_window()
    computer = 1
    app = create_app(game=game, computer=[computer])
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        watch = Watch(app)
        await send_keys(app, ["p"], 0)
        await wait_until(pilot, lambda: game.state.pending is not None
                    and game.state.pending.kind == VOTE)
        # Enters every 20 ms until the curtain is up, then one more burst.
        for _ in range(400):
            if isinstance(app.screen, CurtainScreen | PrivateScreen):
                break
            await send_keys(app, ["enter"], 0.02)
        await send_keys(app, ["enter", "enter"], 0)
        await settle(pilot)
        assert watch.private_owners() == set(), watch.pushed
        assert isinstance(app.screen, CurtainScreen), app.screen_stack
        assert app.gate.dropped > 0


async def test_enter_enter_at_the_resume_curtain_stops_at_the_voter_curtain(
        tmp_path: object) -> None:
    """"Enter Enter" sent together at the resume curtain lifts the resume curtain only: the
    voter's curtain that follows waits for a key pressed after it was drawn (5 of 5 before)."""
    from pathlib import Path

    from voxpopuli_tui.saves import load_save, write_save

    folder = Path(str(tmp_path))
    save = write_save(folder / "game.json", game_at("vote"))
    app = VoxPopuliApp(save_dir=folder, load=load_save(save))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        watch = Watch(app)
        assert type(app.screen).__name__ == "ResumeCurtain"
        await send_keys(app, ["enter", "enter"], 0)
        await settle(pilot)
        assert watch.private_owners() == set(), watch.pushed
        assert isinstance(app.screen, CurtainScreen), app.screen_stack
        await send_keys(app, ["enter"], 0)  # a fresh key, after the curtain was drawn
        await settle(pilot)
        assert isinstance(app.screen, PrivateScreen)


async def test_h_then_two_and_enters_make_one_hand_off() -> None:
    """`h`, then "2" and Enters sent together: one curtain, nothing behind it opened."""
    game = game_at("supporter")
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        watch = Watch(app)
        await send_keys(app, ["h"], 0)
        await pilot.pause()
        await send_keys(app, ["2", *["enter"] * 40], 0)
        await settle(pilot)
        assert watch.count("CurtainScreen") == 1, watch.pushed
        assert watch.private_owners() == set(), watch.pushed
        assert isinstance(app.screen, CurtainScreen)


async def test_a_held_key_on_the_stars_screen_makes_one_choice() -> None:
    """Holding `1` on the Stars screen: the first press chooses, the repeats that follow
    (30 a second) never answer the question the choice brought up (R21: decoys are a choice)."""
    game = game_at(STARS)
    before = len(game.history)
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await send_keys(app, ["enter"], 0)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, PrivateScreen) and screen.chooser is not None
        await send_keys(app, ["1"] * 30, 1 / 30)
        await settle(pilot)
        chooser = screen.chooser
        trail = [] if chooser is None else chooser.trail
        choices = len(game.history) - before + len(trail)
        assert choices == 1, (trail, game.history[before:])
