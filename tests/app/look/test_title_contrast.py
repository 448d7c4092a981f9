"""Panel titles read at a contrast of at least 4.5:1 (WCAG AA) on the table's background, in
every theme of the game: a title on a dimmed border once took the border's colour (1.52:1,
`#0C3B56` on `#15171A`)."""

from __future__ import annotations

import re

import pytest

from voxpopuli_tui.engine import Game
from voxpopuli_tui.engine.ruleset import Ruleset
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.look.themes import THEME_NAMES
from voxpopuli_tui.ui.screens.main import MainScreen

SIZE = (160, 50)
TITLE = "Last events"


def luminance(hex_colour: str) -> float:
    """WCAG relative luminance of `#RRGGBB`."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def title_colours(svg: str, words: str) -> tuple[str, str]:
    """(text colour, background colour) of the first cell of `words` in a screenshot."""
    classes = dict(re.findall(r"\.(terminal-[0-9-]*r\d+) \{ fill: (#[0-9a-f]{6})", svg))
    found = re.search(r'<text class="(terminal-[0-9-]*r\d+)" x="([\d.]+)" y="([\d.]+)"[^>]*>'
                      + re.escape(words.replace(" ", "&#160;")), svg)
    assert found, f"{words!r} is not on the screen"
    x = float(found.group(2))
    y = float(found.group(3))
    back = "#000000"
    for fill, rx, ry, width, height in re.findall(
            r'<rect fill="(#[0-9a-f]{6})" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" '
            r'height="([\d.]+)"', svg):
        if float(rx) <= x < float(rx) + float(width) and float(ry) <= y <= float(ry) + float(
                height) + 2:
            back = fill
    return classes[found.group(1)], back


def test_contrast_reads_the_known_failure() -> None:
    assert round(contrast("#0C3B56", "#15171A"), 2) == 1.52


@pytest.mark.parametrize("theme", [t for t in THEME_NAMES if "light" not in t])
async def test_the_log_panels_title_reads_at_4_5_to_1(theme: str) -> None:
    app = create_app(game=Game.new(Ruleset.default(3, seed=3)))
    async with app.run_test(size=SIZE) as pilot:
        app.theme = theme
        for _ in range(500):
            await pilot.pause(0.01)
            if isinstance(app.screen, MainScreen) and TITLE in str(
                    app.screen.log_panel.border_title or ""):
                break
        await pilot.pause()
        fore, back = title_colours(app.export_screenshot(), TITLE)
        assert contrast(fore, back) >= 4.5, (theme, fore, back)
