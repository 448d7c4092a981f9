"""Seat PINs that protect: chosen behind each seat's own curtain before the
game starts, kept (hashed) in the save, three wrong tries lock the curtain for a growing time
that outlives the curtain and the session, every wrong try is a public line of the log, and no
PIN digit is ever in a frame, a notification, the log or the file."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pyte
import pytest
from textual.screen import Screen
from textual.widgets import Static

from voxpopuli_tui.engine import Ruleset
from voxpopuli_tui.saves import load_save
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.pin_entry import PinEntryScreen
from voxpopuli_tui.ui.hotseat.pin_flow import attach
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.table.pins import SeatPins, lockout_seconds
from voxpopuli_tui.ui.table.purpose import Purpose
from voxpopuli_tui.ui.widgets.game_log import GameLog

SIZE = (120, 40)
PINS = {0: "9073", 2: "5861"}  # seat 1 sets none
WRONG = ("1111", "2222", "3333")


class Frames:
    """Every frame the app writes, replayed in a virtual terminal; a PIN must never show."""

    def __init__(self, app: VoxPopuliApp, secrets: tuple[str, ...]) -> None:
        self.term = pyte.Screen(*SIZE)
        self.stream = pyte.Stream(self.term)
        self.secrets = secrets
        self.frames = 0
        display = app._display

        def recorded(screen: Screen[Any], renderable: Any) -> None:
            from textual._compositor import CompositorUpdate

            display(screen, renderable)
            if isinstance(renderable, CompositorUpdate):
                self.stream.feed(renderable.render_segments(app.console))
                self.frames += 1
                text = "\n".join(self.term.display)
                for pin in self.secrets:
                    assert pin not in text, f"a PIN was drawn in frame {self.frames}"

        app._display = recorded  # type: ignore[method-assign]


class Clock:
    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def log_text(app: VoxPopuliApp) -> str:
    return str(app.screen.query_one(GameLog).render())


def save_of(app: VoxPopuliApp) -> Path:
    assert app.table is not None and app.table.saver is not None
    path = app.table.saver.path
    assert path is not None
    return path


async def type_pin(pilot, pin: str) -> None:  # type: ignore[no-untyped-def]
    await pilot.press(*pin, "enter")
    await settled(pilot)


async def settled(pilot) -> None:  # type: ignore[no-untyped-def]
    """Until no hand-off cover is on top (it is drawn alone for a frame between screens)."""
    from voxpopuli_tui.ui.hotseat.handoff import CoverScreen

    await pilot.pause()
    for _ in range(200):
        if not isinstance(pilot.app.screen, CoverScreen):
            return
        await pilot.pause()
    raise AssertionError("the cover never went")


async def test_each_seat_chooses_its_pin_before_the_game(tmp_path: Path) -> None:
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        frames = Frames(app, tuple(PINS.values()))
        await pilot.pause()
        app.title_choice("new")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        screen.query_one("#pins").value = True  # type: ignore[attr-defined]
        screen.query_one("#first").value = 0  # type: ignore[attr-defined]
        screen.start()
        await settled(pilot)
        for seat in range(3):
            curtain = app.screen
            assert isinstance(curtain, CurtainScreen) and curtain.purpose == Purpose.PIN.curtain
            assert app.table is not None and curtain.player == app.table.name(seat)
            await pilot.press("enter")  # no PIN yet: the curtain opens with Enter
            await settled(pilot)
            assert isinstance(app.screen, PinEntryScreen)
            if seat not in PINS:
                await pilot.press("escape")
                await settled(pilot)
                continue
            await type_pin(pilot, PINS[seat])
            hint = str(app.screen.query_one("#pin-hint", Static).render())
            assert "Type it again" in hint and PINS[seat] not in hint
            await type_pin(pilot, PINS[seat][::-1])  # not the same: choose again
            assert "differ" in str(app.screen.query_one("#pin-hint", Static).render())
            await type_pin(pilot, PINS[seat])
            await type_pin(pilot, PINS[seat])
        assert isinstance(app.screen, MainScreen | CurtainScreen)
        pins = app.pins
        assert pins is not None
        assert [pins.is_set(s) for s in range(3)] == [True, False, True]
        path = save_of(app)
        assert frames.frames > 10
        assert not any(p in n.message for n in app._notifications for p in PINS.values())
    text = path.read_text()
    assert all(pin not in text for pin in PINS.values())
    data = json.loads(text)
    assert data["version"] == 2 and sorted(data["payload"]["pins"]) == ["0", "2"]
    loaded = load_save(path)
    assert sorted(s for s, r in loaded.pins.items() if r.hash) == [0, 2]


async def test_a_seat_without_a_pin_cannot_be_given_one_at_its_curtain(tmp_path: Path) -> None:
    """The old hole: whoever first opened a seat's curtain chose its PIN."""
    app = create_app(Ruleset.default(3, seed=1, first_player=0), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.table is not None
        attach(app, app.table, SeatPins.with_pins({0: PINS[0]}))
        app.private_hand(1)
        await settled(pilot)
        assert isinstance(app.screen, CurtainScreen)
        await type_pin(pilot, "4444")  # opens like any curtain without a PIN: Enter
        assert not isinstance(app.screen, CurtainScreen | MainScreen)
        assert app.pins is not None and not app.pins.is_set(1)


async def test_wrong_tries_lock_for_a_growing_time_and_are_public(tmp_path: Path) -> None:
    clock = Clock()
    app = create_app(Ruleset.default(3, seed=1, first_player=0), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        frames = Frames(app, (PINS[2],))
        await pilot.pause()
        await pilot.press("1")  # one action: the game has a save file
        await pilot.pause()
        table = app.table
        assert table is not None
        name = table.name(2)
        pins = SeatPins.with_pins({2: PINS[2]}, clock=clock)
        attach(app, table, pins)
        for lockout in (1, 2, 3):
            app.private_hand(2)
            await settled(pilot)
            assert isinstance(app.screen, CurtainScreen)
            for wrong in WRONG:
                await type_pin(pilot, wrong)
            assert isinstance(app.screen, MainScreen)
            assert f"wrong PIN for {name}" in app.screen.refusal
            wait = lockout_seconds(lockout)
            assert pins.locked_for(2) == pytest.approx(wait)
            log = log_text(app)
            assert f"Wrong PIN at {name}'s curtain (3 of 3)." in log
            # Closed and asked again: still locked, the right PIN is not even checked.
            app.private_hand(2)
            await settled(pilot)
            curtain = app.screen
            assert isinstance(curtain, CurtainScreen)
            assert "try again in" in str(curtain.query_one("#curtain-hint", Static).render())
            await type_pin(pilot, PINS[2])
            assert app.screen is curtain
            await pilot.press("escape")
            await settled(pilot)
            clock.now += wait + 1
        assert [lockout_seconds(n) for n in (1, 2, 3)] == [30, 120, 600]
        lines = [n.text for n in pins.notes]
        assert lines.count(f"{name}'s curtain is locked for 30 s.") == 1
        assert f"{name}'s curtain is locked for 2 min." in lines
        assert f"{name}'s curtain is locked for 10 min." in lines
        assert len([t for t in lines if t.startswith("Wrong PIN")]) == 9
        # After the lock-out the right PIN opens it.
        app.private_hand(2)
        await settled(pilot)
        await type_pin(pilot, PINS[2])
        assert not isinstance(app.screen, CurtainScreen | MainScreen)
        assert frames.frames > 10
        path = save_of(app)
    saved = json.loads(path.read_text())["payload"]
    assert len(saved["pin_log"]) == 12
    assert PINS[2] not in path.read_text()


async def test_pins_lockouts_and_their_log_survive_quit_and_resume(tmp_path: Path) -> None:
    app = create_app(Ruleset.default(3, seed=1, first_player=0), save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert app.table is not None
        name = app.table.name(2)
        pins = SeatPins.with_pins(PINS)
        # Three lock-outs already: the next lasts an hour (a slow machine cannot outlast it).
        pins.records[2] = pins.records[2].model_copy(update={"lockouts": 3})
        attach(app, app.table, pins)
        app.private_hand(2)
        await pilot.pause()
        for wrong in WRONG:
            await type_pin(pilot, wrong)
        assert app.pins is not None and app.pins.locked_for(2) > 0
        path = save_of(app)
        await pilot.press("ctrl+q")  # the lock-out was saved as it happened
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.resume_save(path)
        await pilot.pause()
        pins = app.pins
        assert pins is not None and pins.is_set(0) and pins.is_set(2) and not pins.is_set(1)
        assert 3000 < pins.locked_for(2) <= lockout_seconds(4) == 3600
        await pilot.press("enter")  # the neutral resume curtain
        await settled(pilot)
        assert isinstance(app.screen, MainScreen)  # seat 0's public decision
        assert f"Wrong PIN at {name}'s curtain (3 of 3)." in log_text(app)
        app.private_hand(2)
        await settled(pilot)
        curtain = app.screen
        assert isinstance(curtain, CurtainScreen) and curtain.player == name
        assert "try again in" in str(curtain.query_one("#curtain-hint", Static).render())
        await type_pin(pilot, PINS[2])
        assert app.screen is curtain  # still locked after the resume


def test_old_saves_load_without_pins_and_are_written_as_before(tmp_path: Path) -> None:
    from voxpopuli_tui.engine import Game
    from voxpopuli_tui.save_format import encode

    v1 = Path(__file__).resolve().parents[2] / "saves" / "fixtures" / "v1"
    files = sorted(v1.glob("*.vox.json"))
    assert len(files) >= 4
    for path in files:
        loaded = load_save(path)
        assert loaded.pins == {} and loaded.pin_log == ()
    game = Game.new(Ruleset.default(3, seed=1))
    def written(**pins: Any) -> dict[str, Any]:
        data = json.loads(encode(game, "2026-01-01T00:00:00.000+00:00", **pins))
        del data["checksum"], data["payload"]["summary"]["last_played"]  # the time of writing
        return data  # type: ignore[no-any-return]

    plain = written()
    assert plain == written(pins={}, pin_log=())
    assert plain["version"] == plain["payload"]["version"] == 1
    assert "pins" not in plain["payload"] and "pin_log" not in plain["payload"]


def test_the_lockouts_keep_growing_after_a_right_pin() -> None:
    """A right PIN between two rounds of guesses starts the wrong tries again, not the
    lock-outs: the next lock-out is longer than the last, never 30 s again (README)."""
    from voxpopuli_tui.ui.table.pins import LOCKOUTS, PIN_TRIES, SeatPins

    now = [1_000_000.0]
    pins = SeatPins.with_pins({0: "1234"}, clock=lambda: now[0])
    waits = []
    for _ in range(3):
        for _ in range(PIN_TRIES):
            assert not pins.check(0, "0000", "Marcus", 1, 0)
        waits.append(pins.locked_for(0))
        now[0] += waits[-1] + 1
        assert pins.check(0, "1234", "Marcus", 1, 0)  # the right PIN, between two rounds
        assert pins.tries_left(0) == PIN_TRIES and pins.locked_for(0) == 0
    assert waits == list(LOCKOUTS[:3])
    assert pins.records[0].lockouts == 3  # kept in the save too
