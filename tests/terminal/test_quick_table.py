"""In a real terminal: one person against three Hard computers in five keys from the title
(Enter, p, 4, h, Enter), and the New game screen offering that table again next time (the
preferences file under the pane's HOME)."""

from __future__ import annotations

import time
from pathlib import Path

from voxpopuli_tui.ui.hotseat.handoff import GUARD_SECONDS

from .pane import Pane
from .test_real_terminal import pytestmark
from .test_solo_table import NewGamePane

__all__ = ["pytestmark"]


def wait_count(pane: Pane, words: str, count: int, timeout: float = 20) -> str:
    end = time.monotonic() + timeout
    text = pane.text()
    while text.count(words) < count and time.monotonic() < end:
        time.sleep(0.1)
        text = pane.text()
    assert text.count(words) >= count, text
    return text


def test_solo_against_three_hard_computers_in_five_keys(tmp_path: Path) -> None:
    home, saves = tmp_path / "home", tmp_path / "saves"
    home.mkdir()
    saves.mkdir()
    pane = NewGamePane(home, saves)
    try:
        pane.wait_for("New game")
        time.sleep(0.5)  # the title's saved games are looked up just after its first frame
        keys = 0
        pane.keys("Enter")
        keys += 1
        pane.wait_for("Seat 3")
        for key in ("p", "4", "h"):
            pane.keys(key)
            keys += 1
        wait_count(pane, "Computer · Hard", 3)
        pane.keys("Enter")
        keys += 1
        pane.wait_for("Your hand")
        assert keys <= 5
        wait_count(pane, "· Hard", 3)
        # The person may be drawn to start: nothing is saved before the first move (the
        # computers' moves save at once), so make it when it is theirs (a Coliseum, key 1).
        # The table drops keys typed in the key gate's guard time after it is drawn, so the
        # key waits a moment, and is typed again if the question is still there.
        game, typed = pane.game(), 0.0
        end = time.monotonic() + 60  # the first autosave, on a busy machine
        while game is None and time.monotonic() < end:
            if "Livia: place a Coliseum" in pane.text() and time.monotonic() - typed > 3:
                time.sleep(GUARD_SECONDS + 0.2)
                pane.keys("1")
                typed = time.monotonic()
            time.sleep(0.2)
            game = pane.game()
        files = sorted(p.name for p in saves.iterdir())
        assert game is not None and game.n == 4, f"{files}\n{pane.text()}"
    finally:
        pane.close()
    # The next session's New game screen has that table.
    again = NewGamePane(home, saves)
    try:
        again.wait_for("New game")
        time.sleep(0.5)
        again.keys("Enter")
        again.wait_for("Seat 4")
        wait_count(again, "Computer · Hard", 3)
    finally:
        again.close()
