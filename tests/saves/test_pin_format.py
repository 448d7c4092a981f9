"""Seat PINs in the save (format version 2): written only when a seat has
one, checked on reading, and older files load without."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.save_format import PinNote, PinRecord, checksum, encode
from voxpopuli_tui.saves import SaveError, load_save
from voxpopuli_tui.ui.table.pins import hash_pin, pin_matches

CREATED = "2026-01-01T00:00:00.000+00:00"


def written(tmp_path: Path, **pins: object) -> Path:
    game = Game.new(Ruleset.default(3, seed=1))
    path = tmp_path / "g.vox.json"
    path.write_bytes(encode(game, CREATED, **pins))  # type: ignore[arg-type]
    return path


def refile(path: Path, change) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(path.read_text())
    change(data)
    data["checksum"] = checksum(data["payload"])
    path.write_text(json.dumps(data))


def test_pins_round_trip_as_version_2(tmp_path: Path) -> None:
    record = PinRecord(hash=hash_pin("9073"), fails=2, lockouts=1, locked_until=1.8e9)
    note = PinNote(after=12, turn=1, text="Wrong PIN at Livia's curtain (1 of 3).")
    path = written(tmp_path, pins={1: record, 0: PinRecord()}, pin_log=[note])
    data = json.loads(path.read_text())
    assert data["version"] == data["payload"]["version"] == 2
    assert list(data["payload"]["pins"]) == ["1"]  # a seat with nothing to keep is not written
    loaded = load_save(path)
    assert loaded.pins == {1: record} and loaded.pin_log == (note,)
    assert pin_matches("9073", loaded.pins[1].hash or "")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["payload"]["pins"]["1"].update(hash="scrypt$1048576$8$1$" + "0" * 32 + "$"
                                                    + "0" * 64), "bad save contents"),
        (lambda d: d["payload"]["pins"].update({"5": {"fails": 1}}), "PINs for seats [1, 5] of 3"),
        (lambda d: d["payload"]["pins"]["1"].update(fails=-1), "bad save contents"),
        (lambda d: d["payload"].update(version=1), "versions of the file and its payload"),
        (lambda d: d.update(version=1), "versions of the file and its payload"),
    ],
)
def test_bad_pin_records_are_refused_in_one_line(tmp_path: Path, change, words: str) -> None:  # type: ignore[no-untyped-def]
    path = written(tmp_path, pins={1: PinRecord(hash=hash_pin("9073"))})
    refile(path, change)
    with pytest.raises(SaveError) as info:
        load_save(path)
    assert words in str(info.value) and "\n" not in str(info.value)


def test_a_stored_hash_cannot_make_the_check_costly() -> None:
    huge = "scrypt$1048576$8$1$" + "00" * 16 + "$" + "00" * 32
    assert not pin_matches("0000", huge)
