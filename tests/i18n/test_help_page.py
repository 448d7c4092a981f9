"""The help page reads as prose at every size and in either language: its notes are paragraphs
the page wraps at its own width (a hard line break kept from the English source cut French
sentences mid-page, "sur la" / "carte"), the rules page's French lines fit the page, and the
keys Textual itself binds are listed in the page's language."""

from __future__ import annotations

import pytest

from voxpopuli_tui import cli
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.screens.rules import HELP_NOTES, RULES, reflowed

#: The rules page's text width: 96 columns less its border (2), padding (2) and scrollbar (2).
RULES_WIDTH = 90


def test_reflowed_joins_the_lines_of_each_paragraph() -> None:
    assert reflowed("one\ntwo\n\nthree\nfour\n") == "one two\n\nthree four"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_help_notes_are_one_line_per_paragraph(lang: str) -> None:
    cli.speak(lang, {})
    notes = reflowed(_(HELP_NOTES))
    paragraphs = notes.split("\n\n")
    assert len(paragraphs) == _(HELP_NOTES).strip().count("\n\n") + 1
    assert all("\n" not in p for p in paragraphs)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_page_fits_its_width(lang: str) -> None:
    cli.speak(lang, {})
    too_long = [line for line in _(RULES).splitlines() if len(line) > RULES_WIDTH]
    assert too_long == []


async def test_the_help_lists_textual_keys_in_french() -> None:
    from textual.widgets import Static

    from voxpopuli_tui.ui.app import create_app
    from voxpopuli_tui.ui.screens.rules import TextScreen

    cli.speak("fr", {})
    app = create_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.action_help()
        await pilot.pause()
        page = app.screen
        assert isinstance(page, TextScreen)
        text = str(page.query_one("#text", Static).render())
        keys = text.split("\n\n")[0]
        assert "Monter" in keys and "Descendre" in keys
        for english in ("Scroll Left", "Focus Next", "Page Down", "Copy selected text"):
            assert english not in keys
        assert "marquées sur la carte\u00a0: tapez" in text
