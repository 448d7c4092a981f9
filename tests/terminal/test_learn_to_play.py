"""Learn to play in a real terminal: `voxpopuli` in a tmux pane, Learn to play picked on the
title; the lesson panel shows the first lesson and the guide, and a first decision is made
(a whole game in tmux would be too slow for CI: `tests/app/learn` plays it to the end)."""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from voxpopuli_tui.coach import LEARNER, LessonId, lesson
from voxpopuli_tui.saves import latest_unfinished, load_save

from .pane import Pane

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

WIDTH, HEIGHT = 100, 30


class TitlePane(Pane):
    """`voxpopuli --save-dir DIR` at 100×30, from its title screen."""

    def __init__(self, home: Path, saves: Path) -> None:  # (no save to load)
        super().__init__(home, saves, f"--save-dir {saves}", (WIDTH, HEIGHT))


@pytest.fixture
def pane(tmp_path: Path) -> Iterator[TitlePane]:
    home, saves = tmp_path / "home", tmp_path / "saves"
    home.mkdir()
    saves.mkdir()
    p = TitlePane(home, saves)
    yield p
    p.close()


def test_learn_to_play_shows_the_first_lesson_and_takes_a_first_decision(
    pane: TitlePane,
) -> None:
    pane.wait_for("Learn to play", timeout=60)
    pane.keys("Down")  # the highlight starts on New game; Learn to play is just under it
    pane.keys("Enter")
    first = lesson(LessonId.GOAL)
    text = pane.wait_for(first.title, timeout=60)
    assert f"({', '.join(first.rules)})" in text  # its rule id, on the panel
    # The start-of-turn card window passes by itself (no card of the learner's can be played):
    # the first decision is the Supporter, with the guide's advice.
    text = pane.wait_for("Guide: Supporter", timeout=60)
    advice = re.search(r"Guide: Supporter (\d) ([A-H])(\d)", text)
    assert advice is not None, text
    value, column, row = advice.groups()
    pane.keys(value)  # the value's line, then the space typed as the player reads it
    pane.keys(column)
    pane.keys(row)
    text = pane.wait_for(lesson(LessonId.ROME).title, timeout=60)  # the next lesson's turn
    latest = latest_unfinished(pane.save)
    assert latest is not None
    loaded = load_save(latest.path)
    assert loaded.guided and any(a.seat == LEARNER for a in loaded.game.history)
    assert pane.alive()


@pytest.mark.parametrize("size", [(100, 30), (120, 40), (160, 50)])
def test_the_first_lesson_and_the_guide_are_whole_in_a_real_terminal(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """The first lesson's every word and the guide's whole why, in the panel's column as the
    terminal shows it, with no key but those that open the guided game."""
    home, saves = tmp_path / "home", tmp_path / "saves"
    home.mkdir()
    saves.mkdir()
    p = Pane(home, saves, f"--save-dir {saves}", size)
    try:
        p.wait_for("Learn to play", timeout=60)
        p.keys("Down")
        p.keys("Enter")
        text = p.wait_for("Why:", timeout=60)
        end = time.monotonic() + 30  # a frame caught mid-redraw: read it again once settled
        while ("thinking" in text or text != p.text()) and time.monotonic() < end:
            time.sleep(0.3)
            text = p.wait_for("Why:", timeout=30)
        lines = text.split("\n")
        top = next(i for i, line in enumerate(lines) if "Learn to play · you are" in line)
        left = lines[top].index("Learn to play · you are") - 2
        column = " ".join(" ".join(line[left:].replace("▏", " ").split()) for line in lines[top:])
        first = lesson(LessonId.GOAL)
        assert " ".join(first.text.split()) in column, column
        why = re.search(r"Why: (.*?) Last events|Why: (.*)$", column)
        assert why is not None and ")" in (why.group(1) or why.group(2)), column
        assert p.alive()
    finally:
        p.close()
