"""The table in French with `--lang fr` (Pilot): the turn banner, the prompt, the menu, the
footer's keys, the players and the popularity board; the secret vote; the end screen. No word
of those screens' English messages shows (names and card titles aside); the log panel is
left out: its lines are the engine's, English this round."""

from __future__ import annotations

from textual.widgets import Static

from tests.app.look.test_look_snapshots import _ceremony_skipped, _finished, _settle, _vote
from tests.support.games import advance_until, new_game, past_the_cover
from voxpopuli_tui import cli
from voxpopuli_tui.engine import Game
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.end import EndScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.game_log import GameLog

from .screen_words import english_of, english_words, shown_text

SIZE = (160, 50)
TABLE = english_of("ui/widgets/turn_banner.py", "ui/widgets/footer.py", "ui/screens/main.py",
                   "ui/table/choices.py", "ui/table/wording.py", "ui/widgets/players_panel.py",
                   "ui/widgets/popularity_board.py", "ui/widgets/table_line.py",
                   "ui/table/attendance.py", "ui/app.py", "ui/words/game_words.py",
                   "ui/table/fold.py")
VOTE = english_of("ui/hotseat/private.py", "ui/widgets/vote_choice.py", "ui/words/game_words.py",
                  "ui/widgets/popularity_board.py")
END = english_of("ui/screens/end.py", "ui/words/game_words.py")


def _gladiator_turn() -> Game:
    """Three players, turn 2: the active player sends a Gladiator to an arena."""
    game = new_game(3, seed=4)
    advance_until(game, lambda g: g.state.turn >= 2 and g.state.pending is not None
                  and g.state.pending.kind == "gladiator")
    return game


def test_the_lists_hold_the_words_they_guard() -> None:
    assert {"Coliseum", "Gladiator", "Quit", "Undo", "History"} <= TABLE
    assert {"Applause", "Boos", "weight"} <= VOTE
    assert {"Compartments", "WINNER", "Winner", "Emperor"} <= END
    assert "Supporters" not in TABLE  # French says it too


async def test_the_table_speaks_french() -> None:
    cli.speak("fr", {})
    app = create_app(game=_gladiator_turn())
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        assert isinstance(app.screen, MainScreen)
        text = shown_text(app, without=(app.screen.query_one(GameLog),))
        banner = text.splitlines()[0]
        assert " TOUR 2 " in banner and "envoie un Gladiateur dans une arène" in banner
        assert "Marcus\u00a0: Quelle valeur de pièce\u00a0?" in text
        footer = text.splitlines()[-1]
        for key in ("Jouer une carte", "Main", "Annuler", "Historique", "Quitter"):
            assert key in footer, (key, footer)
        assert "Popularité" in text and " · main " in text and "Pompée" in text
        assert english_words(text, TABLE) == set()


async def test_the_secret_vote_speaks_french() -> None:
    cli.speak("fr", {})
    app = create_app(game=_vote())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await past_the_cover(pilot)
        await _settle(pilot)
        screen = app.screen
        assert isinstance(screen, PrivateScreen) and screen.voting
        text = shown_text(app, without=tuple(screen.query(GameLog)))
        assert "A  Applaudissements" in text and "B  Huées" in text
        assert "votez en secret\u00a0: A pour Applaudissements, B pour Huées." in text
        assert "Votre vote\u00a0: appuyez sur A ou B" in text
        assert "Coupe dans l'arène de" in text
        assert english_words(text, VOTE) == set()


async def test_the_end_screen_speaks_french() -> None:
    cli.speak("fr", {})
    app = create_app(game=_finished())
    async with app.run_test(size=SIZE) as pilot:
        await _ceremony_skipped(pilot)
        assert isinstance(app.screen, EndScreen)
        text = shown_text(app)
        emperor = str(app.screen.query_one("#emperor", Static).render())
        for words in ("LA PARTIE EST FINIE", "AVE, IMPERATOR", "Compartiments", "Scores",
                      "VAINQUEUR", "Entrée\u00a0: retour au titre"):
            assert words in text + emperor, words
        assert english_words(text, END) == set()


async def test_a_table_of_one_shows_its_hand_in_french() -> None:
    """One person against computers: the hand on the table, its titles French."""
    from voxpopuli_tui.engine.assets import cards_by_id

    cli.speak("fr", {})
    game = _gladiator_turn()
    hand = list(game.state.players[1].hand)
    app = create_app(game=game, computer=[0, 2])
    app.pace = 0
    async with app.run_test(size=SIZE) as pilot:
        await _settle(pilot)
        text = shown_text(app, without=(app.screen.query_one(GameLog),))
        assert "Votre main, Marcus (" in text
        assert cards_by_id()[hand[0]].french in text
        assert english_words(text, TABLE | english_of("ui/widgets/hand_on_table.py")) == set()


async def test_the_french_footer_is_whole_at_100_columns() -> None:
    """French key words are longer: at 100 columns the footer draws its keys one space apart
    (Textual's compact style) so that `^q Quitter`, the last of them, is never cut."""
    cli.speak("fr", {})
    app = create_app(game=_gladiator_turn())
    async with app.run_test(size=(100, 30)) as pilot:
        await _settle(pilot)
        assert isinstance(app.screen, MainScreen)
        footer = shown_text(app).splitlines()[-1]
        assert footer.rstrip().endswith("^q Quitter"), footer
        assert "Jouer une carte" in footer and "Historique" in footer
