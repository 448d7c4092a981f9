"""Which language the game speaks: `--lang`, then the saved preference, then the locale in
gettext's order, else English; and a save made in one language loads in the other."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from voxpopuli_tui import cli, i18n
from voxpopuli_tui.i18n import choose_language, from_locale
from voxpopuli_tui.ui.look.prefs import Prefs, load_prefs, save_prefs


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANG": "fr_CA"}, "fr"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, None),
    ({"LANG": "C.UTF-8"}, None),
    ({}, None),
    ({"LC_MESSAGES": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "en"),
    ({"LANGUAGE": "de:fr", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LANGUAGE": "", "LC_ALL": "", "LANG": "fr_BE.UTF-8"}, "fr"),
])
def test_the_locale_is_read_in_gettexts_order(environ: dict[str, str],
                                               expected: str | None) -> None:
    assert from_locale(environ) == expected


def test_lang_beats_the_saved_choice_which_beats_the_locale() -> None:
    french = {"LANG": "fr_FR.UTF-8"}
    assert choose_language("en", "fr", french) == "en"
    assert choose_language(None, "en", french) == "en"
    assert choose_language(None, "", french) == "fr"
    assert choose_language(None, "", {}) == "en"


def test_the_command_takes_lang_and_refuses_another(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli._parser().parse_args(["--lang", "fr"]).lang == "fr"
    with pytest.raises(SystemExit) as stop:
        cli._parser().parse_args(["--lang", "de"])
    assert stop.value.code == 2
    assert cli.speak(None, {"LANG": "fr_FR.UTF-8"}) == "fr"
    assert i18n._("Rules") == "Règles"
    assert cli.speak("en", {"LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n._("Rules") == "Rules"


def test_the_saved_language_is_kept_and_a_bad_one_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "prefs.json"
    assert save_prefs(Prefs().with_lang("fr"), path) is None
    assert load_prefs(path)[0].lang == "fr"
    assert cli.speak(None, {}) == "en"  # the user folder of this test has no preference
    path.write_text(json.dumps({"lang": "klingon"}), "utf-8")
    assert load_prefs(path) == (Prefs(), None)


def test_a_game_saved_in_french_loads_in_english(tmp_path: Path) -> None:
    """Saves hold no interface words: the same game writes the same file in either
    language, and a file written in French loads in English to the same game."""
    from voxpopuli_tui.engine import Game
    from voxpopuli_tui.engine.ruleset import Ruleset
    from voxpopuli_tui.saves import load_save, write_save

    game = Game.new(Ruleset.default(3, seed=7))
    for _ in range(12):
        game.apply(game.legal_actions(game.to_act()[0])[0])
    i18n.set_language("fr")
    french = Path(write_save(tmp_path / "fr", game))
    i18n.set_language("en")
    english = Path(write_save(tmp_path / "en", game))

    def content(path: Path) -> object:
        """The file without its clock times (and the checksum over them)."""
        def drop(value: object) -> object:
            if isinstance(value, dict):
                return {k: drop(v) for k, v in value.items() if k != "checksum"
                        and not (isinstance(v, str) and re.match(r"\d{4}-\d\d-\d\dT", v))}
            return [drop(v) for v in value] if isinstance(value, list) else value
        return drop(json.loads(path.read_text("utf-8")))

    assert content(french) == content(english)
    assert load_save(french).game.to_json() == game.to_json()


def test_the_commands_own_help_is_in_the_language_asked(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.asked_language(["--lang", "fr", "serve"]) == "fr"
    assert cli.asked_language(["--lang=en"]) == "en"
    assert cli.asked_language(["serve"]) is None
    with pytest.raises(SystemExit) as stop:
        cli.main(["--lang", "fr", "serve", "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "écrire une ligne par requête" in out and "--font-size" in out
    assert cli.main(["--lang", "fr", "serve", "--font-size", "500"]) == 2
    assert "--font-size va de 6 à 64" in capsys.readouterr().err
