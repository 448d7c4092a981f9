"""A save that cannot be read or written says why in the player's language: every `SaveError`
is a message of the catalogue and its values (`words()`), shown so in the Load list, the
command line and the app; `str()` stays the engine's English for logs and tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from voxpopuli_tui.cli import main
from voxpopuli_tui.i18n import set_language
from voxpopuli_tui.saves import SaveError, check_save_dir, load_save, save_info
from voxpopuli_tui.ui.words.save_words import describe

NBSP = "\u00a0"


def test_a_truncated_save_reads_damaged_in_french_in_the_load_list(
        french: None, tmp_path: Path) -> None:
    path = tmp_path / "old.vox.json"
    path.write_text('{"format": "voxpopuli-save", "vers', encoding="utf-8")
    info = save_info(path)
    assert info.error is not None and "the JSON is damaged or truncated" in info.error
    assert describe(info) == (f"ENDOMMAGÉ old.vox.json{NBSP}: ce n'est pas une sauvegarde{NBSP}: "
                              "le JSON est endommagé ou tronqué")


def test_a_folder_given_as_a_save_names_what_it_is_in_french(
        french: None, tmp_path: Path) -> None:
    with pytest.raises(SaveError) as refused:
        load_save(tmp_path)
    assert str(refused.value).endswith("not a save file: this is a folder, not a regular file")
    assert refused.value.words().endswith(
        f"ce n'est pas une sauvegarde{NBSP}: c'est un dossier, pas un fichier ordinaire")


def test_a_file_given_as_the_save_folder_is_refused_in_french(
        french: None, tmp_path: Path) -> None:
    file = tmp_path / "notes.txt"
    file.write_text("x", encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        check_save_dir(str(file))
    assert refused.value.words() == (
        f"le dossier de sauvegarde '{file}' est un fichier, pas un dossier")


def test_replay_of_an_empty_file_says_so_in_french(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "empty.vox.json"
    path.write_bytes(b"")
    assert main(["--lang", "fr", "replay", str(path)]) != 0
    err = capsys.readouterr().err
    assert "le fichier est vide" in err and "the file is empty" not in err
    set_language("en")
    assert main(["--lang", "en", "replay", str(path)]) != 0
    assert "the file is empty" in capsys.readouterr().err
