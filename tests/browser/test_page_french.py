"""`voxpopuli serve` at a French table: the page's language (`?lang=fr`, or the browser's
Accept-Language) reaches the app, the page takes keys without a first click, it has the
game's title and icon, `--font-size` sets its letters and the access log stays quiet unless
`--access-log` asks for it (Chromium, headless)."""

from __future__ import annotations

import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from voxpopuli_tui.web import app_command, local_page, page_language

from .browser import CATCH_TERMINAL, CHROMIUM_FLAGS, Screen, chromium_path, served_game

pytest.importorskip("textual_serve", reason="textual-serve (the web extra) is not installed")
playwright = pytest.importorskip(
    "playwright.sync_api", reason="playwright (the test extra) is not installed"
)

FOCUSED = "() => document.activeElement && document.activeElement.tagName"


@pytest.mark.parametrize(("asked", "accept", "expected"), [
    ("fr", "en-US,en;q=0.9", "fr"),
    ("klingon", "fr-FR,fr;q=0.9", "fr"),
    (None, "de-DE,fr;q=0.8,en;q=0.5", "fr"),
    (None, "en-US,en;q=0.9,fr;q=0.8", "en"),
    (None, "fr;q=0, en;q=0.1", "en"),
    (None, "de-DE", None),
    (None, None, None),
])
def test_the_pages_language(asked: str | None, accept: str | None,
                            expected: str | None) -> None:
    assert page_language(asked, accept) == expected


def test_the_app_is_started_in_the_pages_language(tmp_path: Path) -> None:
    assert app_command(tmp_path, "fr").endswith("--lang fr")
    assert "--lang" not in app_command(tmp_path)


def test_the_page_has_the_games_title_icon_and_focus(tmp_path: Path) -> None:
    local_page(tmp_path)
    page = (tmp_path / "app_index.html").read_text("utf-8")
    head = page.split("</head>", 1)[0]
    assert "<title>{{ application.name }}</title>" in head
    assert 'rel="icon"' in head and 'href="data:image/svg+xml,' in head
    assert '<html lang="{{ lang }}">' in page
    assert "textarea" in page.split("</body>", 1)[0].rsplit("<script>", 1)[-1]


@contextmanager
def opened(tmp_path: Path, extra: tuple[str, ...] = (), locale: str | None = None,
           query: str = "") -> Iterator[tuple[Any, Screen]]:
    browser_exe = chromium_path()
    if browser_exe is None:
        pytest.skip("Chromium is not installed (Debian: apt-get install chromium)")
    saves = tmp_path / "saves"
    saves.mkdir(exist_ok=True)
    with served_game(saves, tmp_path, extra=extra) as url, playwright.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_exe, args=CHROMIUM_FLAGS,
                                    timeout=30_000)
        try:
            # large enough for the table in 24-pixel letters (a TV)
            viewport = {"width": 2200, "height": 1300}
            context = (browser.new_context(locale=locale, viewport=viewport) if locale
                       else browser.new_context(viewport=viewport))
            page = context.new_page()
            page.set_default_timeout(15_000)
            page.add_init_script(CATCH_TERMINAL)
            page.goto(url + query)
            screen = Screen(page)
            # the title's first line, in either language
            screen.wait_for(lambda text: "New game" in text or "Nouvelle partie" in text, 30,
                            "the title")
            yield page, screen
        finally:
            browser.close()


def test_lang_fr_speaks_french_and_takes_keys_without_a_click(tmp_path: Path) -> None:
    with opened(tmp_path, query="?lang=fr") as (page, screen):
        assert page.title() == "Vox Populi"
        assert page.evaluate("() => document.documentElement.lang") == "fr"
        assert page.evaluate(FOCUSED) == "TEXTAREA"
        # No click anywhere: the first key reaches the game, which answers in French.
        page.keyboard.press("?")
        text = screen.wait_for(lambda t: "TOUCHES DE CET ÉCRAN" in t, 15, "the French help")
        assert "KEYS OF THIS SCREEN" not in text


def test_a_french_browser_gets_french_and_font_size_sets_the_letters(tmp_path: Path) -> None:
    with opened(tmp_path, extra=("--font-size", "24"), locale="fr-FR") as (page, screen):
        assert int(page.evaluate("() => window.__voxTerminals[0].options.fontSize")) == 24
        page.keyboard.press("?")
        screen.wait_for(lambda t: "TOUCHES DE CET ÉCRAN" in t, 15, "the French help")


def _get(url: str) -> None:
    with urllib.request.urlopen(url, timeout=10) as answer:
        assert answer.status == 200


@pytest.mark.parametrize("asked", [False, True], ids=["quiet", "access-log"])
def test_the_access_log_is_quiet_unless_asked(tmp_path: Path, asked: bool) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    extra = ("--access-log",) if asked else ()
    with served_game(saves, tmp_path, extra=extra) as url:
        _get(url + "?lang=fr")
        _get(url + "static/css/xterm.css")
    log = (tmp_path / "serve.log").read_text("utf-8", "replace")
    assert "Vox Populi at" in log
    assert ("GET /static/css/xterm.css" in log) is asked, log
