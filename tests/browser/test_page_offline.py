"""The served page asks nothing of any other host (it plays offline), and the README's
font-size advice fits the table (100×30) on a 1366×768 laptop's browser window."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from voxpopuli_tui.web import local_page

from .browser import CATCH_TERMINAL, CHROMIUM_FLAGS, Screen, chromium_path, served_game

pytest.importorskip("textual_serve", reason="textual-serve (the web extra) is not installed")
playwright = pytest.importorskip(
    "playwright.sync_api", reason="playwright (the test extra) is not installed"
)

ROOT = Path(__file__).resolve().parents[2]
#: Screens less a maximised browser's tab strip, address bar and task bar: a 1366×768 laptop
#: and a 1920×1080 screen, in the order the README gives their font sizes.
SCREENS = ({"width": 1366, "height": 768 - 112}, {"width": 1920, "height": 1080 - 112})
TERMINAL_SIZE = "() => { const t = window.__voxTerminals[0]; return [t.cols, t.rows]; }"


def test_the_page_template_names_no_outside_host(tmp_path: Path) -> None:
    local_page(tmp_path)
    page = (tmp_path / "app_index.html").read_text("utf-8")
    head = page.split("<body", 1)[0]
    assert not re.search(r"(href|src)=\"https?://", head), head
    assert "fonts/RobotoMono" in head


def readme_font_sizes() -> list[int]:
    """The `?fontsize=N` the README advises: for a laptop, then for a large screen."""
    found = re.findall(r"\?fontsize=(\d+)", (ROOT / "README.md").read_text("utf-8"))
    assert len(found) == 2, "the README gives a font size for a laptop and a large screen"
    return [int(n) for n in found]


@pytest.mark.parametrize("which", [0, 1], ids=["laptop-1366x768", "screen-1920x1080"])
def test_served_page_makes_no_outside_request_and_the_readme_size_fits(
        tmp_path: Path, which: int) -> None:
    browser_exe = chromium_path()
    if browser_exe is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    saves = tmp_path / "saves"
    saves.mkdir()
    size = readme_font_sizes()[which]
    with served_game(saves, tmp_path) as url, playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_exe, args=CHROMIUM_FLAGS,
                                    timeout=30_000)
        try:
            page = browser.new_page(viewport=SCREENS[which])
            page.set_default_timeout(15_000)
            asked: list[str] = []
            page.on("request", lambda request: asked.append(request.url))
            page.add_init_script(CATCH_TERMINAL)
            page.goto(f"{url}?fontsize={size}")
            screen = Screen(page)
            text = screen.wait_for(lambda t: "New game" in t, 20, "the title screen")
            cols, rows = page.evaluate(TERMINAL_SIZE)
        finally:
            browser.close()
    ours = urlsplit(url).netloc
    outside = sorted({u for u in asked if urlsplit(u).scheme in ("http", "https", "ws", "wss")
                      and urlsplit(u).netloc != ours})
    assert not outside, f"the page asked other hosts: {outside}"
    assert any("fonts/RobotoMono" in u for u in asked), "the page's font was not served locally"
    assert cols >= 100 and rows >= 30, f"?fontsize={size} gives {cols}×{rows} on {SCREENS[which]}"
    assert "at least 100" not in text
