"""`voxpopuli serve` in a real headless Chromium: the title, a 3-player game, and the
curtains of the secret vote (R19) blanking the whole page before each player votes."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from .browser import CATCH_TERMINAL, CHROMIUM_FLAGS, Screen, chromium_path, served_game

pytest.importorskip("textual_serve", reason="textual-serve (the web extra) is not installed")
playwright = pytest.importorskip(
    "playwright.sync_api", reason="playwright (the test extra) is not installed"
)

#: The whole test stops by itself well inside this (server, browser and play included).
BUDGET = 80.0
CURTAIN = "Pass the keyboard to"
ANNOUNCE = re.compile(r"(\d)\. Announce a match")
DONE = re.compile(r"\d\. Done")


def _marks(text: str) -> set[str]:
    """The screen's lines with something to say (box drawing and blank lines left out)."""
    marks = set()
    for row in text.splitlines():
        words = re.sub(r"[\u2500-\u259f]", " ", row).strip()
        if len(words) >= 8:
            marks.add(words)
    return marks


def _assert_blanked(curtain: str, before: str) -> None:
    """The curtain names a player and leaves nothing of the screen it covers."""
    assert CURTAIN in curtain
    left_over = _marks(curtain) & _marks(before)
    assert not left_over, f"the curtain still shows: {left_over}"
    assert len(_marks(curtain)) <= 6, f"the curtain shows more than a message:\n{curtain}"


def test_vote_curtains_blank_the_page_in_the_browser_R19(tmp_path: Path) -> None:
    browser_exe = chromium_path()
    if browser_exe is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    start = time.monotonic()
    saves = tmp_path / "saves"
    saves.mkdir()
    with served_game(saves, tmp_path / "serve.log") as url, playwright.sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=browser_exe, args=CHROMIUM_FLAGS, timeout=30_000
        )
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.set_default_timeout(15_000)
            page.add_init_script(CATCH_TERMINAL)
            page.goto(url)
            screen = Screen(page)
            screen.wait_for(lambda t: "New game" in t, 20, "the title screen")
            page.focus(".xterm-helper-textarea")  # the keyboard goes to the terminal

            screen.press("Enter")  # New game
            screen.wait_for(lambda t: "Start" in t, 10, "the New game screen")
            text = screen.press("Enter")  # Start: 3 players with default names and clubs
            assert "Livia" in text

            # Public decisions: Enter takes each menu's first choice; a match is announced
            # as soon as one can be, and its vote starts behind a curtain.
            while CURTAIN not in text:
                assert time.monotonic() - start < BUDGET, f"no vote in time:\n{text}"
                before = text
                announce = ANNOUNCE.search(text)
                text = screen.press(announce.group(1) if announce else "Enter")

            voters = []
            while CURTAIN in text and "vote" in text:
                assert time.monotonic() - start < BUDGET, "the votes took too long"
                _assert_blanked(text, before)
                named = re.search(CURTAIN + r" (\w+)", text)
                assert named is not None
                voters.append(named.group(1))
                private = screen.press("Enter")  # the named player takes the keyboard
                assert "Applause" in private and "Boos" in private
                assert CURTAIN not in private
                text = screen.press("1")  # Applause
                while CURTAIN not in text and DONE.search(text):
                    before, text = text, screen.press("Enter")  # done: the next curtain falls

            assert len(voters) == 3 and len(set(voters)) == 3, voters
        finally:
            browser.close()
    # The served app saved where it was told: the game can be continued from that folder.
    from voxpopuli_tui.saves import latest_unfinished

    assert latest_unfinished(saves) is not None
    assert time.monotonic() - start < BUDGET + 10
