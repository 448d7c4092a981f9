"""The key gate in a real terminal: the key gate shuts when a hand-off is decided, so keys
typed before a curtain or a private question was drawn never act on it (tmux, keys sent with
send-keys, the screen read with capture-pane; each case acted on the old code)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.app.curtain.test_gate import game_at_arena_window
from tests.support.curtain import game_at
from voxpopuli_tui.engine import Game
from voxpopuli_tui.saves import Autosaver

from .test_real_terminal import Pane, pytestmark, saved

__all__ = ["pytestmark"]

GUARD_PAST = 0.8  # seconds: past the key guard time of a curtain just drawn


@pytest.fixture
def open_pane(tmp_path: Path) -> Iterator[Callable[[Game, tuple[int, ...]], Pane]]:
    panes: list[Pane] = []

    def opened(game: Game, computer: tuple[int, ...] = ()) -> Pane:
        home, saves = tmp_path / "home", tmp_path / "saves"
        home.mkdir(exist_ok=True)
        saves.mkdir(exist_ok=True)
        saver = Autosaver(saves, saves / "game.json", computer,
                          dict.fromkeys(computer, "random"))
        pane = Pane(home, saver.save(game))
        panes.append(pane)
        pane.wait_for("Game resumed")
        time.sleep(GUARD_PAST)
        return pane

    yield opened
    for pane in panes:
        pane.close()


def test_enters_while_a_computer_votes_open_no_private_screen(
        open_pane: Callable[[Game, tuple[int, ...]], Pane]) -> None:
    """Continue at an arena window, then Enters every 50 ms while the table shows
    "X, Y: vote" (a computer thinks, its vote stays on screen): the curtain that follows
    stays down (7 of 11 tries opened a private screen before)."""
    game = game_at_arena_window()
    computer = game.to_act()[-1]  # not the active seat: the window waits for the humans
    assert computer != game.state.active
    pane = open_pane(game, (computer,))
    pane.keys("Enter")  # lift the resume curtain: the table, the arena window open
    pane.wait_for("play a card")
    time.sleep(GUARD_PAST)
    pane.keys("p")
    end = time.monotonic() + 4
    while time.monotonic() < end and "when only you can see" not in pane.text():
        pane.keys("Enter")
        time.sleep(0.05)
    pane.keys("Enter", "Enter")
    time.sleep(1.5)
    text = pane.text()
    assert pane.alive() and "PRIVATE —" not in text, text
    assert "when only you can see" in text, text


def test_enter_enter_at_the_resume_curtain_stops_at_the_voter_curtain(
        open_pane: Callable[[Game, tuple[int, ...]], Pane]) -> None:
    """Two Enters sent together at the resume curtain: the first lifts it, the second never
    lifts the voter's curtain that follows (5 of 5 went to the vote screen before)."""
    pane = open_pane(game_at("vote"), ())
    pane.keys("Enter", "Enter")
    time.sleep(1.5)
    text = pane.text()
    assert "PRIVATE —" not in text and "vote Applause or Boos in secret" in text, text
    pane.keys("Enter")  # a fresh key, after the curtain was drawn
    pane.wait_for("PRIVATE —")


@pytest.mark.parametrize("enters", [1, 40])
def test_h_then_two_and_enters_make_one_curtain(
        open_pane: Callable[[Game, tuple[int, ...]], Pane], enters: int) -> None:
    """`h`, then "2" and Enters sent together: one curtain, no hand behind it; Esc brings the
    table back at once (41 hand-offs were queued before, the table froze, once on a hand)."""
    game = game_at("supporter")
    pane = open_pane(game, ())
    pane.keys("Enter")
    pane.wait_for("Hand")
    time.sleep(GUARD_PAST)
    pane.keys("h")
    pane.wait_for("Whose hand?")
    pane.keys("2", *["Enter"] * enters)
    text = pane.wait_for("look at your hand")
    time.sleep(1.5)
    text = pane.text()
    assert "'s hand —" not in text and "look at your hand" in text, text
    pane.keys("Escape")
    time.sleep(1.5)
    text = pane.text()
    assert "look at your hand" not in text and "'s hand —" not in text, text


def test_a_held_key_on_the_stars_screen_makes_one_choice(
        open_pane: Callable[[Game, tuple[int, ...]], Pane]) -> None:
    """`1` held (30 a second for a second) on the Stars screen: the first press chooses, the
    repeats never answer the question it brought up; no Star is placed (one was, with "no
    decoy", before)."""
    pane = open_pane(game_at("stars"), ())
    pane.keys("Enter")
    pane.wait_for("place your Stars")
    time.sleep(GUARD_PAST)
    pane.keys("Enter")
    pane.wait_for("PRIVATE —")
    time.sleep(GUARD_PAST)
    before = len(saved(pane).history)
    for _ in range(30):
        pane.keys("1")
        time.sleep(1 / 30)
    time.sleep(1.5)
    assert pane.alive() and len(saved(pane).history) == before, saved(pane).history[before:]
    assert "PRIVATE —" in pane.text()
