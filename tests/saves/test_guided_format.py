"""The guided game's mark in the save (format version 3): written only for
the guided game, read back, and absent from every older file, which loads as an ordinary game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from voxpopuli_tui.coach import new_guided_game
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.save_format import checksum, encode
from voxpopuli_tui.saves import Autosaver, SaveError, load_save

CREATED = "2026-01-01T00:00:00.000+00:00"


def test_a_guided_save_is_version_3_and_loads_guided(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path, computer=(1, 2), levels={1: "normal", 2: "normal"})
    saver.guided = True
    path = saver.save(new_guided_game())
    data = json.loads(path.read_text())
    assert data["version"] == data["payload"]["version"] == 3
    assert data["payload"]["guided"] is True
    loaded = load_save(path)
    assert loaded.guided and loaded.computer == (1, 2)
    assert Autosaver.resume(loaded).guided  # and it stays guided as it is played on


def test_an_ordinary_save_is_written_as_before_and_loads_unguided(tmp_path: Path) -> None:
    game = Game.new(Ruleset.default(3, seed=1))
    body = encode(game, CREATED)
    assert b'"guided"' not in body and b'"version":1' in body  # byte for byte as version 1
    path = tmp_path / "g.vox.json"
    path.write_bytes(body)
    assert not load_save(path).guided


def test_a_guided_mark_in_an_older_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.vox.json"
    path.write_bytes(encode(new_guided_game(), CREATED, guided=True))
    data = json.loads(path.read_text())
    data["version"] = data["payload"]["version"] = 2
    data["checksum"] = checksum(data["payload"])
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="versions of the file and its payload differ"):
        load_save(path)
