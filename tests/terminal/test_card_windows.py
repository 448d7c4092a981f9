"""R13 in a real terminal: at a table of one human against two computers, a computer announces a
match while the human holds cards playable in its Arena window; with no key pressed the window
is still open (and nothing applied) ten seconds later; Enter passes it and the vote begins."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.windows import seeded_arena_window
from voxpopuli_tui.saves import Autosaver, load_game

from .pane import Pane
from .test_real_terminal import pytestmark

__all__ = ["pytestmark"]

WAITS = "the table waits"


@pytest.fixture
def pane(tmp_path: Path) -> Iterator[Pane]:
    home, saves = tmp_path / "home", tmp_path / "saves"
    home.mkdir()
    saves.mkdir()
    saver = Autosaver(saves, saves / "game.json", (1, 2), {1: "normal", 2: "normal"})
    p = Pane(home, saver.save(seeded_arena_window()))
    yield p
    p.close()


def test_a_computers_arena_window_is_open_ten_seconds_later_with_no_key(pane: Pane) -> None:
    text = pane.wait_for(WAITS, timeout=60)  # the computers passed; Livia can play
    assert "c plays, Enter passes" in text
    history = len(load_game(pane.save).history)
    time.sleep(10)  # the promise is about time: nobody pressed anything for ten seconds
    text = pane.text()
    assert pane.alive() and WAITS in text, text
    assert len(load_game(pane.save).history) == history  # nothing passed it
    assert "Before the vote" in text  # the Arena window
    pane.keys("Enter")
    end = time.monotonic() + 30
    while time.monotonic() < end and len(load_game(pane.save).history) == history:
        time.sleep(0.1)
    game = load_game(pane.save)
    assert game.history[history].type == "pass" and game.history[history].seat == 0
