"""`voxpopuli serve` in a real headless Chromium: the title, a 3-player game, and the
curtains of the secret vote (R19) blanking the whole page before each player votes."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from voxpopuli_tui.engine.assets import default_ruleset_data
from voxpopuli_tui.ui.table.since_last_turn import FULL_HISTORY, TITLE

from .browser import CATCH_TERMINAL, CHROMIUM_FLAGS, Screen, chromium_path, served_game

pytest.importorskip("textual_serve", reason="textual-serve (the web extra) is not installed")
playwright = pytest.importorskip(
    "playwright.sync_api", reason="playwright (the test extra) is not installed"
)

#: The whole test stops by itself well inside this (server, browser and play included).
BUDGET = 80.0
NAMES = default_ruleset_data()["default_names"][:3]
ANNOUNCE = re.compile(r"^(\d)\.\s+Announce a match", re.MULTILINE)


def _rows(text: str) -> list[str]:
    """The screen's rows without box drawing, stripped."""
    return [re.sub(r"[\u2500-\u259f]", " ", row).strip() for row in text.splitlines()]


def _is_vote_menu(text: str) -> bool:
    """The private vote: its screen asks for the explicit A or B key (the curtain's own words,
    "vote Applause or Boos in secret", name no key)."""
    flat = " ".join(_rows(text))
    return "PRIVATE —" in text and "A for Applause" in flat and "B for Boos" in flat


def _marks(text: str) -> set[str]:
    """The rows with something to say."""
    return {row for row in _rows(text) if len(row) >= 8}


def _without_since(curtain: str) -> str:
    """The curtain without its "since your last turn" block: public log
    lines, which the table's log may show too (checked public in `tests/app/solo`)."""
    rows = curtain.splitlines()
    start = next((i for i, r in enumerate(rows) if TITLE in r), None)
    if start is None:
        return curtain
    end = next((i for i, r in enumerate(rows) if FULL_HISTORY in r), start)
    return "\n".join(rows[:start] + rows[end + 1:])


def _assert_curtain(curtain: str, covered: str) -> str:
    """`curtain` names one player and shows nothing of the screen it covers (`covered`)
    besides the public lines since the player's last turn; returns the name."""
    curtain = _without_since(curtain)
    left_over = _marks(curtain) & _marks(covered)
    assert not left_over, f"the curtain still shows: {sorted(left_over)}"
    # the club, the name in large letters (up to 6 rows), the purpose and the key line
    assert len(_marks(curtain)) <= 12, f"more than a message on the curtain:\n{curtain}"
    named = [name for name in NAMES if name in curtain]
    assert len(named) == 1, f"the curtain should name one player:\n{curtain}"
    return named[0]


def test_vote_curtains_blank_the_page_in_the_browser_R19(tmp_path: Path) -> None:
    browser_exe = chromium_path()
    if browser_exe is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    start = time.monotonic()
    saves = tmp_path / "saves"
    saves.mkdir()
    with served_game(saves, tmp_path) as url, playwright.sync_playwright() as p:
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
            # Start: 3 players with default names and clubs. Then Enter takes each menu's
            # first choice, a match is announced as soon as one can be, and each vote comes
            # up behind its player's curtain: the still screen just before a vote menu.
            frames = [screen.press("Enter")]
            voters: list[str] = []
            while len(voters) < 3:
                assert time.monotonic() - start < BUDGET, f"not 3 votes in time:\n{frames[-1]}"
                text = frames[-1]
                if _is_vote_menu(text):
                    assert len(frames) >= 3, "the vote came up without a curtain"
                    voters.append(_assert_curtain(frames[-2], covered=frames[-3]))
                    key = "a"  # Applause (a vote is an explicit A or B, and seals itself)
                else:
                    announce = ANNOUNCE.search("\n".join(_rows(text)))
                    key = announce.group(1) if announce else "Enter"
                frames = [*frames[-2:], screen.press(key)]

            assert sorted(voters) == sorted(NAMES), voters
        finally:
            browser.close()
    # The served app saved where it was told: the game can be continued from that folder.
    from voxpopuli_tui.saves import latest_unfinished

    assert latest_unfinished(saves) is not None
