"""a table of one human against computers has no curtains; with two or
more humans a curtain comes only when the keyboard passes from one human to another."""

from __future__ import annotations

from pathlib import Path

from textual.screen import Screen

from tests.support.driver import seeded_pick, step
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.saves import Autosaver, load_save
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.table.keyboard_holder import Keyboard

SIZE = (120, 40)


class ScreenLog:
    """Every screen pushed during the test, in order, with the seat a private screen is for."""

    def __init__(self, app: VoxPopuliApp) -> None:
        self.pushed: list[Screen[object]] = []
        #: what the game waited for when each private screen came up
        self.kinds: list[str | None] = []
        #: how many actions the game had when each screen came up
        self.at: list[int] = []
        original = app.push_screen

        def push(screen, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.pushed.append(screen)
            self.at.append(len(app.table.game.history) if app.table is not None else 0)
            if isinstance(screen, PrivateScreen) and app.table is not None:
                self.kinds.append(app.table.kind)
            return original(screen, *args, **kwargs)

        app.push_screen = push  # type: ignore[method-assign]

    def curtains(self) -> list[CurtainScreen]:
        return [s for s in self.pushed if isinstance(s, CurtainScreen)]

    def privates(self) -> list[PrivateScreen]:
        return [s for s in self.pushed if isinstance(s, PrivateScreen)]


def game(players: int, seed: int) -> Game:
    # without cards: the driver plays the table's own decisions (a card's show of hands has
    # its tests elsewhere)
    return Game.new(Ruleset.default(players, seed=seed, coliseum_placement="random",
                                    first_player=0, use_cards=False))


async def play_until(pilot, app: VoxPopuliApp, enough, limit: int = 3000) -> None:  # type: ignore[no-untyped-def]
    pick = seeded_pick(3)
    for _ in range(limit):
        if enough():
            return
        screen = app.screen
        if (isinstance(screen, MainScreen) and screen.chooser is None
                and app.table is not None and not app.table.is_window()):
            await pilot.pause(0.01)  # a computer's decision: it plays by itself
            continue
        if await step(pilot, app, pick) == "end":
            return
    raise AssertionError("not reached")


def test_keyboard_rules() -> None:
    solo = Keyboard([0])
    assert solo.solo and not solo.curtain_needed(0) and not solo.curtain_needed(0, pin=True)
    two = Keyboard([0, 2])
    assert two.curtain_needed(0)  # nobody known at the keyboard yet
    two.handed_to(0)
    assert not two.curtain_needed(0) and two.curtain_needed(2)
    two.public_choice([2])  # a key only seat 2 could press: the keyboard went to 2
    assert two.curtain_needed(0) and not two.curtain_needed(2)
    two.public_choice([0, 1, 2])  # any seat may have pressed it
    assert two.curtain_needed(0) and two.curtain_needed(2)
    two.public_choice([1])  # a computer's decision: no human known
    assert two.holder is None
    two.handed_to(2)
    assert two.curtain_needed(2, pin=True)  # a PIN always asks, with others at the table


async def test_one_human_against_computers_meets_no_curtain_R19_R21() -> None:
    app = create_app(game=game(3, 11), computer=[1, 2])
    app.pace = 0.0
    log = ScreenLog(app)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, app, lambda: log.kinds.count("vote") >= 2)
        assert not log.curtains(), "a curtain at a table of one human"
        assert log.kinds.count("vote") >= 2  # the votes came straight from the table


async def test_one_human_resumes_without_the_resume_curtain(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    g = game(3, 12)
    path = Autosaver(saves, None, computer=(1, 2), levels={1: "normal", 2: "normal"}).save(g)
    app = create_app(load=load_save(path), save_dir=saves)
    log = ScreenLog(app)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(400):
            await pilot.pause()
            if isinstance(app.screen, MainScreen) and app.table is not None:
                break
        assert app.table is not None and app.table.keyboard.solo
        await play_until(pilot, app, lambda: bool(log.privates()))
        assert not log.curtains(), "a resumed table of one human came up behind a curtain"


async def test_two_humans_curtain_only_when_the_keyboard_passes() -> None:
    app = create_app(game=game(4, 13), computer=[1, 3])
    app.pace = 0.0
    log = ScreenLog(app)
    async with app.run_test(size=SIZE) as pilot:
        await play_until(pilot, app, lambda: len(log.privates()) >= 8)
        table = app.table
        assert table is not None and table.keyboard.humans == frozenset({0, 2})
        # every curtain is for a human seat, and each private screen of a seat other than
        # the one that had the keyboard before came behind a curtain naming that seat
        names = {s: table.name(s) for s in (0, 2)}
        assert {c.player for c in log.curtains()} <= set(names.values())
        assert log.curtains(), "two humans, and no curtain"
        # A private screen without a curtain just before it: the keyboard was known to be
        # with its seat — the last key a human pressed since the previous hand-off was a
        # choice only that seat could make (not a window's pass, which anyone may press), or
        # no human pressed any and the previous private screen was that seat's.
        humans = table.keyboard.humans
        history = table.game.history
        previous: tuple[int, int, int] | None = None  # (seat, actions then, index pushed)
        uncurtained = 0
        for i, screen in enumerate(log.pushed):
            if not isinstance(screen, PrivateScreen):
                continue
            start = previous[2] + 1 if previous else 0
            if not any(isinstance(s, CurtainScreen) for s in log.pushed[start:i]):
                uncurtained += 1
                since = previous[1] if previous else 0
                keys = [a for a in history[since:log.at[i]] if a.seat in humans]
                if keys:
                    last = keys[-1]
                    assert last.seat == screen.seat and last.type != "pass", (screen.seat, last)
                else:
                    assert previous is not None and previous[0] == screen.seat, (
                        "the keyboard passed to another human without a curtain")
            previous = (screen.seat, log.at[i], i)
        assert uncurtained, "the keyboard never stayed with a seat: every screen had a curtain"
