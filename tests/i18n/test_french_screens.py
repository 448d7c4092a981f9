"""`--lang fr`, or a French locale, puts the curtain, the help, the rules and the card reference
in French (Pilot); an accented name is drawn large on the curtain, the exact name beneath."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.app import App
from textual.widgets import DataTable, Static

from voxpopuli_tui import cli
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen, ascii_letters, big_name
from voxpopuli_tui.ui.screens.card_reference import CardReferenceScreen
from voxpopuli_tui.ui.table.purpose import Purpose

SIZE = (120, 40)
NBSP = "\u00a0"


class Bare(App[None]):
    """Just the screen under test."""

    def __init__(self, screen: Any) -> None:
        super().__init__()
        self.first = screen

    def on_mount(self) -> None:
        self.push_screen(self.first)


def words(screen: Any, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


async def test_lang_fr_puts_the_curtain_in_french() -> None:
    assert cli.speak("fr", {}) == "fr"
    app = Bare(CurtainScreen("Zoé", Purpose.VOTE.curtain, cancellable=True))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CurtainScreen)
        said = words(screen, "#curtain-text")
        assert said == f"Zoé{NBSP}: voter Applaudissements ou Huées en secret."
        hint = words(screen, "#curtain-hint")
        assert "Appuyez sur Entrée quand vous seul voyez l'écran." in hint
        assert f"(Échap{NBSP}: retour à la table)" in hint
        assert "Press Enter" not in hint


async def test_an_accented_name_is_drawn_large_with_the_exact_name_beneath() -> None:
    app = Bare(CurtainScreen("Hélène", Purpose.HAND.curtain))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        name = screen.query_one("#curtain-name", Static)
        assert name.has_class("big")
        assert str(name.render()) == big_name("Helene")
        assert words(screen, "#curtain-text").startswith("Hélène: ")


def test_accented_names_fold_to_their_ascii_letters() -> None:
    assert ascii_letters("Zoé") == "Zoe"
    assert ascii_letters("François") == "Francois"
    assert ascii_letters("Œdipe Müller-Straße") == "OEdipe Muller-Strasse"
    assert ascii_letters("Ζωή") is None  # another script keeps its plain line
    assert big_name("Zoé") == big_name("Zoe") is not None
    assert big_name("Ζωή") is None


async def test_a_french_locale_puts_the_card_reference_in_french() -> None:
    assert cli.speak(None, {"LANG": "fr_FR.UTF-8"}) == "fr"
    app = Bare(CardReferenceScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CardReferenceScreen)
        table = screen.query_one("#ref-table", DataTable)
        assert table.get_row("ROUND_OF_DRINKS") == [
            "TOURNÉE GÉNÉRALE", "ROUND OF DRINKS", "Arène", "", "3", "tous"]
        assert table.get_row("BOOKMAKER")[5] == "coupe"
        assert words(screen, "#ref-title") == "Les cartes — 55 cartes"
        screen.select_card("ROUND_OF_DRINKS")
        await pilot.pause()
        detail = str(screen.query_one("#ref-detail", Static).render())
        assert detail.startswith("TOURNÉE GÉNÉRALE  (ROUND OF DRINKS)")
        assert "coûte 3 sesterces" in detail
        assert f"Payez 3{NBSP}: Applaudissements +3 dans ce match." in detail
        assert "Pay 3" not in detail


async def test_help_and_rules_in_french_from_the_app() -> None:
    from voxpopuli_tui.ui.app import create_app
    from voxpopuli_tui.ui.screens.rules import TextScreen

    cli.speak("fr", {})
    app = create_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.action_help()
        await pilot.pause()
        page = app.screen
        assert isinstance(page, TextScreen)
        text = words(page, "#text")
        assert text.startswith("TOUCHES DE CET ÉCRAN")
        assert "Quitter" in text and "Rideaux" in text
        page.dismiss(None)
        await pilot.pause()
        app.action_rules()
        await pilot.pause()
        assert words(app.screen, "#text").startswith("VOX POPULI — le tour")


async def test_english_stays_the_default() -> None:
    assert cli.speak(None, {"LANG": "C.UTF-8"}) == "en"
    app = Bare(CurtainScreen("Zoé", Purpose.VOTE.curtain))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert words(app.screen, "#curtain-text") == "Zoé: vote Applause or Boos in secret."


async def test_the_palette_changes_the_language_and_saves_it(tmp_path: Path) -> None:
    from voxpopuli_tui import i18n
    from voxpopuli_tui.ui.app import create_app
    from voxpopuli_tui.ui.look.prefs import load_prefs

    prefs = tmp_path / "prefs.json"
    cli.speak("en", {})
    app = create_app(prefs_file=prefs)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert "Language: Français" in titles and "Language: English" not in titles
        from voxpopuli_tui.ui.app_commands import choose_language

        choose_language(app, "fr")
        await pilot.pause()
        assert i18n.language() == "fr"
        assert load_prefs(prefs)[0].lang == "fr"
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert f"Langue{NBSP}: English" in titles and "Règles" in titles
    assert cli.speak(None, {"LANG": "en_US.UTF-8"}) == "en"  # this test's config has none
