"""Two browser tabs on one save: each tab is its own process; the second is
told "This game is open in another window" and watches read only while the first plays."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from tests.support.curtain import game_at
from voxpopuli_tui.saves import load_game, write_save

from .browser import CATCH_TERMINAL, CHROMIUM_FLAGS, Screen, chromium_path, served_game

pytest.importorskip("textual_serve", reason="textual-serve (the web extra) is not installed")
playwright = pytest.importorskip(
    "playwright.sync_api", reason="playwright (the test extra) is not installed"
)


def open_tab(browser, url: str) -> Screen:  # type: ignore[no-untyped-def]
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.set_default_timeout(15_000)
    page.add_init_script(CATCH_TERMINAL)
    page.goto(url)
    screen = Screen(page)
    screen.wait_for(lambda t: "Continue — turn" in t, 30, "the title with Continue")
    page.focus(".xterm-helper-textarea")
    return screen


def continue_game(screen: Screen) -> str:
    # The highlight is only a colour (the text does not change): tap, then Enter.
    for _ in range(2):  # from New game to Continue
        time.sleep(0.3)
        screen.page.keyboard.press("ArrowUp")
    time.sleep(0.3)
    return screen.press("Enter")


def test_the_second_tab_on_a_save_is_told_and_watches(tmp_path: Path) -> None:
    browser_exe = chromium_path()
    if browser_exe is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    saves = tmp_path / "saves"
    saves.mkdir()
    save = write_save(saves / "game.vox.json", game_at("vote"))
    before = len(load_game(save).history)
    with served_game(saves, tmp_path) as url, playwright.sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=browser_exe, args=CHROMIUM_FLAGS, timeout=30_000
        )
        try:
            first = open_tab(browser, url)
            continue_game(first)
            first.wait_for(lambda t: "Game resumed" in t, 15, "the resume curtain")
            second = open_tab(browser, url)
            continue_game(second)
            second.wait_for(lambda t: "This game is open in another window." in t, 15,
                            "the one line")
            second.press("Enter")  # Watch it here (read only)
            second.wait_for(lambda t: f"{before} actions" in t and "read only" in t, 15,
                            "the watched table")
            # The first tab plays: the resume curtain, the voter's curtain, A.
            first.press("Enter")
            first.wait_for(lambda t: "in secret" in t, 15, "the voter's curtain")
            first.press("Enter")
            first.wait_for(lambda t: "PRIVATE —" in t, 15, "the vote")
            first.press("a")
            second.wait_for(lambda t: f"{before + 1} actions" in t, 20, "the vote, watched")
            assert "PRIVATE" not in second.text()
        finally:
            browser.close()
    deadline = time.monotonic() + 10
    while len(load_game(save).history) != before + 1 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert len(load_game(save).history) == before + 1
