"""A terminal of 16 colours gets the app's ANSI theme by itself; NO_COLOR draws no colour."""

from __future__ import annotations

import pytest

from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.look.prefs import DEFAULT_THEME
from voxpopuli_tui.ui.look.themes import THEME_NAMES, starting_theme

AVAILABLE = set(THEME_NAMES)


@pytest.mark.parametrize("system", ["standard", "windows"])
def test_sixteen_colours_start_in_the_ansi_theme(system: str) -> None:
    assert starting_theme(DEFAULT_THEME, AVAILABLE, system) == "vox-ansi-dark"
    assert starting_theme("vox-high-contrast", AVAILABLE, system) == "vox-ansi-dark"
    # a player who chose an ANSI theme keeps it
    assert starting_theme("vox-ansi-light", AVAILABLE, system) == "vox-ansi-light"


@pytest.mark.parametrize("system", ["truecolor", "256", None])
def test_richer_terminals_keep_the_preferred_theme(system: str | None) -> None:
    assert starting_theme("vox-high-contrast", AVAILABLE, system) == "vox-high-contrast"
    assert starting_theme("no-such-theme", AVAILABLE, system) == DEFAULT_THEME


async def test_term_xterm_starts_the_app_in_its_ansi_theme(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.delenv("COLORTERM", raising=False)
    app = create_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.console.color_system == "standard"
        assert app.theme == "vox-ansi-dark"


async def test_a_truecolour_terminal_starts_in_the_default_theme(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("COLORTERM", "truecolor")
    app = create_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.theme == DEFAULT_THEME
