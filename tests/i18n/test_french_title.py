"""The title in French with `--lang fr`, and its language choice under the menu (`l`, or a
click): chosen, it redraws the title in that language and saves the choice in the preferences
(Pilot). The menu's lines stay what they were."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Button, OptionList

from voxpopuli_tui import cli, i18n
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.look.prefs import load_prefs
from voxpopuli_tui.ui.screens.title import TitleScreen

from .screen_words import english_words, shown_text, words_of

SIZE = (100, 30)
TITLE_ENGLISH = words_of("Rome, the arenas, and the favour of the crowd", "New game",
                         "Learn to play", "Rules", "Card reference", "Quit", "Load game",
                         "Continue")


def other(app: object) -> str:
    """The language the title offers."""
    return str(app.screen.query_one("#title-lang", Button).label)  # type: ignore[attr-defined]


def menu(app: object) -> list[str]:
    options = app.screen.query_one("#title-menu", OptionList)  # type: ignore[attr-defined]
    return [str(options.get_option_at_index(i).prompt) for i in range(options.option_count)]


async def test_the_title_speaks_french_with_lang_fr(tmp_path: Path) -> None:
    cli.speak("fr", {})
    app = create_app(prefs_file=tmp_path / "prefs.json")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        text = shown_text(app)
        assert "Rome, les arènes et la faveur de la foule" in text
        assert menu(app) == ["Nouvelle partie", "Apprendre à jouer", "Règles",
                             "Les cartes", "Quitter"]
        assert other(app) == "English" and "English" in text
        footer = text.splitlines()[-1]
        assert "l Langue" in footer and "Quitter" in footer
        assert english_words(text, TITLE_ENGLISH) == set()


async def test_the_title_line_changes_the_language_redraws_and_saves(tmp_path: Path) -> None:
    prefs = tmp_path / "prefs.json"
    assert cli.speak(None, {"LANG": "C.UTF-8"}) == "en"
    app = create_app(prefs_file=prefs)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert other(app) == "Français" and "New game" in menu(app)
        assert "l Language" in shown_text(app).splitlines()[-1]
        await pilot.press("l")
        await pilot.pause()
        assert i18n.language() == "fr"
        assert load_prefs(prefs)[0].lang == "fr"
        assert isinstance(app.screen, TitleScreen)
        assert menu(app)[0] == "Nouvelle partie" and other(app) == "English"
        assert "Nouvelle partie" in shown_text(app)
        await pilot.click("#title-lang")
        await pilot.pause()
        assert menu(app)[0] == "New game"
        assert load_prefs(prefs)[0].lang == "en"
