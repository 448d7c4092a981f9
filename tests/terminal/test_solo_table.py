"""A table of one human in a real terminal: a game of one human against two computers started from
the New game screen; the hand on the table, a vote answered with one `a` and no curtain, and
(the longer test) the whole game played to its end, keys counted per decision."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from voxpopuli_tui.engine import Game
from voxpopuli_tui.saves import load_game

from .pane import HEIGHT, WIDTH, Pane
from .test_real_terminal import pytestmark

__all__ = ["pytestmark"]

CURTAIN = "when only you can see"
VOTE = "your secret choice"


class NewGamePane(Pane):
    """`voxpopuli --save-dir DIR` from its title screen (no save to load)."""

    def __init__(self, home: Path, saves: Path) -> None:  # (no save to load)
        super().__init__(home, saves, f"--save-dir {saves}", (WIDTH, HEIGHT))

    def game(self) -> Game | None:
        files = sorted(self.save.glob("*.json"), key=lambda p: p.stat().st_mtime)
        try:
            return load_game(files[-1]) if files else None
        except Exception:  # written at this very moment: read it again later
            return None


@pytest.fixture
def solo(tmp_path: Path) -> Iterator[NewGamePane]:
    home, saves = tmp_path / "home", tmp_path / "saves"
    home.mkdir()
    saves.mkdir()
    pane = NewGamePane(home, saves)
    pane.wait_for("New game")
    time.sleep(0.5)
    pane.keys("Enter")  # New game
    pane.wait_for("Seat 3")
    pane.keys("2")
    time.sleep(0.3)
    pane.keys("3")  # seats 2 and 3 play as computers
    text = pane.wait_for("Computer · Normal")
    end = time.monotonic() + 10
    while text.count("Computer · Normal") < 2 and time.monotonic() < end:
        time.sleep(0.1)
        text = pane.text()
    assert text.count("Computer · Normal") == 2, text
    pane.keys("Enter")
    pane.wait_for("Your hand")
    yield pane
    pane.close()


def play(pane: NewGamePane, votes_wanted: int, limit: float) -> dict[str, int]:
    """Answer every decision of the human with the first menu line (`1`), a vote with `a`,
    until `votes_wanted` votes were cast or the game is over; counts keys and decisions."""
    keys = votes = 0
    seen_vote = False
    last = ""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        text = pane.text()
        assert CURTAIN not in text, text
        if "GAME OVER" in text.upper() or "Back to the title" in text:
            break
        if VOTE in text and "press A or B" in text:
            seen_vote = True
            time.sleep(1.0)  # past the vote screen's key guard on a loaded machine
            pane.keys("a")
            keys += 1
            votes += 1
            if votes >= votes_wanted:
                break
            continue
        # The first menu line; Enter when "1" changed nothing (a reveal waits for Enter).
        key = "Enter" if text == last else "1"
        last = text
        pane.keys(key)
        keys += 1
        time.sleep(0.3)
    assert seen_vote or votes_wanted == 0, pane.text()
    game = pane.game()
    decisions = sum(1 for a in game.history if a.seat == 0) if game else 0
    return {"keys": keys, "votes": votes, "decisions": decisions}


def test_solo_game_from_new_game_hand_on_table_vote_with_one_key(solo: NewGamePane) -> None:
    text = solo.text()
    assert "Your hand" in text and CURTAIN not in text
    counts = play(solo, votes_wanted=1, limit=240)
    assert counts["votes"] == 1
    # the vote went in with that one key: the save holds seat 0's vote, and no curtain came
    end = time.monotonic() + 20
    game = solo.game()
    while time.monotonic() < end and not (
            game is not None and any(a.type == "vote" and a.seat == 0 for a in game.history)):
        time.sleep(0.2)
        game = solo.game()
    assert game is not None and any(a.type == "vote" and a.seat == 0 for a in game.history)
    assert CURTAIN not in solo.text()


@pytest.mark.skipif(not os.environ.get("VOX_WHOLE_GAME"), reason="VOX_WHOLE_GAME=1: minutes")
def test_solo_game_played_to_the_end(solo: NewGamePane) -> None:
    counts = play(solo, votes_wanted=10_000, limit=1500)
    print("solo game:", counts)
    game = solo.game()
    assert game is not None and game.is_over, counts
