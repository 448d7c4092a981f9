"""The command line in French: `--help` (the game's words and argparse's own) and its refusals,
with `--lang fr`; English stays English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support.games import advance_until, new_game, random_chooser
from voxpopuli_tui.cli import main
from voxpopuli_tui.saves import write_save

from .screen_words import catalogue_english, english_words, words_of

NBSP = "\u00a0"


def test_help_speaks_french_with_lang_fr(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--lang", "fr", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"utilisation{NBSP}: voxpopuli")
    assert f"arguments positionnels{NBSP}:" in out and f"options{NBSP}:" in out
    assert "afficher cette aide et quitter" in out
    assert "reprendre la partie enregistrée dans PATH" in out
    english = words_of("usage: ", "positional arguments", "show this help message and exit",
                       "resume the saved game at PATH", "where games are saved",
                       "play computer players against each other headless")
    without_flags = re.sub(r"--?[\w-]+", " ", out)  # "--help" is a flag, the same in French
    assert english_words(without_flags, english) == set()


def test_sub_command_help_and_refusals_speak_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "sim", "--help"])
    out = capsys.readouterr().out
    assert "graines à jouer" in out and "un seul objet JSON" in out
    with pytest.raises(SystemExit) as done:
        main(["--lang", "fr", "--bogus"])
    assert done.value.code == 2
    err = capsys.readouterr().err  # one line (its space made plain by the one-line refusal)
    assert err.startswith("voxpopuli: arguments non reconnus") and err.endswith(": --bogus\n")
    assert main(["--lang", "fr", "sim", "--games", "1", "--think", "0"]) == 2
    assert "--think doit valoir plus de 0" in capsys.readouterr().err


def test_help_stays_english_with_lang_en(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "en", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: voxpopuli") and "show this help message and exit" in out


def test_cards_replay_and_sim_print_french(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    """The card list, a saved game's summary and the simulation's table, in French: titles and
    texts of the cards, the politicians, the labels; no English word of the catalogue."""
    english = catalogue_english()
    assert main(["--lang", "fr", "cards"]) == 0
    cards = capsys.readouterr().out
    assert "MAGOUILLE (RIGGING) — Réaction" in cards and cards.rstrip().endswith("cartes")
    done = new_game(3, seed=5, use_cards=True, popularity_target=4)
    advance_until(done, lambda game: game.is_over, random_chooser(5), limit=20_000)
    path = write_save(tmp_path / "done.vox.json", done)
    assert main(["--lang", "fr", "replay", str(path)]) == 0
    summary = capsys.readouterr().out
    assert summary.startswith("Joueurs\u00a0: ") and "(partie terminée)" in summary
    assert "Empereur\u00a0: " in summary and "Pompée" in summary
    assert main(["--lang", "fr", "sim", "--games", "1", "--players", "3"]) == 0
    table = capsys.readouterr().out
    assert table.startswith("parties ") and "victoires par place" in table
    for out in (summary, table):
        assert english_words(re.sub(r"[A-Z_]{4,}", " ", out), english) == set(), out
