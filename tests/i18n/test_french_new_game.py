"""The New game screen in French with `--lang fr`: its labels, lists, hints and footer keys
(Pilot); the table it starts is the same whatever the language."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Select

from voxpopuli_tui import cli
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.new_game import HINTS, NewGameScreen

from .screen_words import english_words, shown_text, words_of

SIZE = (120, 40)
NEW_GAME_ENGLISH = words_of(
    "New game", "Players", "Seat", "Human", "Computer", "First player", "Random",
    "Placed by the players", "Placed at random", "Computer pace", "Slow", "Fast", "Instant",
    "Event cards", "Votes by show of hands", "At the table", "Seat PINs", "Hints", "Start",
    "Back", "Field", "empty: random", HINTS)


async def test_new_game_speaks_french_with_lang_fr(tmp_path: Path) -> None:
    cli.speak("fr", {})
    app = create_app(prefs_file=tmp_path / "prefs.json")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.title_choice("new")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        text = shown_text(app)
        for french in ("Nouvelle partie", "Joueurs", "Siège 1", "Qui commence", "Colisées",
                       "Cartes événement", "Votes à main levée", "Commencer", "Retour",
                       "↑↓ champ"):
            assert french in text, french
        assert english_words(text, NEW_GAME_ENGLISH) == set()
        plays = screen.query_one("#plays-1", Select)
        assert [str(prompt) for prompt, _ in plays._options][:2] == [
            "Humain", "Ordinateur · Au hasard"]
        data, computer = screen.collect()
        assert data["players"][0]["name"] and computer == {}


async def test_the_french_new_game_fits_100_columns(tmp_path: Path) -> None:
    """At 100×30 each French label leaves room before its field, and the keys' lines are whole
    (a label as long as its column ran into its value: "Premier joueurAu hasard")."""
    cli.speak("fr", {})
    app = create_app(prefs_file=tmp_path / "prefs.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.title_choice("new")
        await pilot.pause()
        lines = shown_text(app).splitlines()
        for label in ("Joueurs", "Qui commence", "Colisées", "Rythme des IA", "Options",
                      "À la table", "Graine"):
            row = next(line for line in lines if line.strip().startswith(label))
            after = row.strip()[len(label):]
            assert after.startswith(" "), row
        keys = next(line for line in lines if line.strip().startswith("p 3–6 joueurs"))
        assert keys.rstrip().endswith("Difficile"), keys
