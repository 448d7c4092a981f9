"""The game in a real terminal: `voxpopuli` in a tmux pane (its own HOME and save folder),
keys sent with send-keys, the screen read with capture-pane.

Skipped, with the reason, only when tmux is not installed (CI installs it: .ci/run).
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.curtain import game_at
from voxpopuli_tui.engine import Game
from voxpopuli_tui.saves import load_game, write_save

from .pane import HEIGHT, WIDTH, Pane

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
]


@pytest.fixture
def pane(tmp_path: Path) -> Iterator[Pane]:
    home, saves = tmp_path / "home", tmp_path / "saves"
    home.mkdir()
    saves.mkdir()
    save = write_save(saves / "game.json", game_at("vote"))
    p = Pane(home, save)
    yield p
    p.close()


def lift_resume_curtain(pane: Pane) -> None:
    pane.wait_for("Game resumed")
    time.sleep(0.8)  # past the curtain's key guard time
    pane.keys("Enter")
    pane.wait_for("vote Applause or Boos in secret")
    time.sleep(0.5)


def saved(pane: Pane) -> Game:
    return load_game(pane.save)


@pytest.mark.parametrize("count", [5, 40, 100])
def test_enter_burst_at_a_vote_curtain_casts_nothing(pane: Pane, count: int) -> None:
    lift_resume_curtain(pane)
    before = len(saved(pane).history)
    pane.keys(*["Enter"] * count)  # one send-keys: the keys arrive as one burst
    time.sleep(1.5)
    text = pane.text()
    assert pane.alive(), "the app stopped"
    assert "Sealed" not in text and len(saved(pane).history) == before
    assert "PRIVATE" in text or "Pass the keyboard" in text or "in secret" in text, text


def test_enter_held_two_seconds_casts_nothing(pane: Pane) -> None:
    lift_resume_curtain(pane)
    before = len(saved(pane).history)
    names = set()
    for _ in range(60):  # ~30 per second for 2 seconds, like key repeat
        pane.keys("Enter")
        time.sleep(1 / 30)
        line = next((ln for ln in pane.text().splitlines() if "PRIVATE —" in ln), "")
        if line:
            names.add(line.split("PRIVATE —")[1].split("[")[0].strip())
    time.sleep(1)
    assert pane.alive() and len(saved(pane).history) == before
    assert len(names) <= 1, f"more than one seat's private screen: {names}"


def test_resize_through_too_small_with_the_vote_open(pane: Pane) -> None:
    lift_resume_curtain(pane)
    time.sleep(0.5)
    pane.keys("Enter")
    pane.wait_for("PRIVATE —")
    pane.tmux("resize-window", "-t", pane.name, "-x", "80", "-y", "20")
    pane.wait_for("Please make the window")
    pane.tmux("resize-window", "-t", pane.name, "-x", str(WIDTH), "-y", str(HEIGHT))
    text = pane.wait_for("in secret")
    assert "PRIVATE —" not in text  # the curtain came back, not the private screen
    time.sleep(0.5)
    pane.keys("Enter")
    pane.wait_for("PRIVATE —")
    time.sleep(0.5)
    before = len(saved(pane).history)
    pane.keys("a")
    pane.wait_for("when only you can see")  # sealed by the one key: the next voter's curtain
    assert len(saved(pane).history) == before + 1  # the game goes on
