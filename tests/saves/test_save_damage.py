"""Damaged and bad files: one typed error with a one-line message, file untouched."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from voxpopuli_tui.engine import Game
from voxpopuli_tui.saves import SaveError, checksum, encode, load_save, save_info, write_save

Play = Callable[..., Game]


@pytest.fixture
def good(tmp_path: Path, play: Play) -> bytes:
    return write_save(tmp_path / "good.vox.json", play(3, 2, target=4, steps=60)).read_bytes()


def _rejected(path: Path, data: bytes) -> str:
    path.write_bytes(data)
    with pytest.raises(SaveError) as err:
        load_save(path)
    message = str(err.value)
    assert "\n" not in message and message.startswith(path.name + ": ")
    assert path.read_bytes() == data
    return message


def test_every_truncation_is_rejected(tmp_path: Path, good: bytes) -> None:
    path = tmp_path / "cut.vox.json"
    messages = {_rejected(path, good[:n]) for n in range(len(good))}
    assert f"{path.name}: the file is empty" in messages


@pytest.mark.slow
def test_thousands_of_random_byte_flips_are_rejected(tmp_path: Path, good: bytes) -> None:
    path = tmp_path / "flip.vox.json"
    rng = random.Random(2024)
    tried = 0
    while tried < 3000:
        data = bytearray(good)
        for _ in range(1 if tried % 3 else rng.randint(2, 4)):
            i = rng.randrange(len(data))
            if tried % 2:
                data[i] ^= 1 << rng.randrange(8)  # one bit
            else:
                data[i] = rng.randrange(256)  # one byte
        if bytes(data) == good:
            continue
        _rejected(path, bytes(data))
        tried += 1


def _forge(good: bytes, change: Callable[[dict[str, Any]], None]) -> bytes:
    """A file whose payload was changed and its checksum recomputed: only the contents are bad."""
    doc = json.loads(good)
    change(doc["payload"])
    doc["checksum"] = checksum(doc["payload"])
    return json.dumps(doc).encode()


def _set_action(index: int, text: str) -> Callable[[dict[str, Any]], None]:
    def change(payload: dict[str, Any]) -> None:
        payload["actions"][index] = text

    return change


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda g: b"", "the file is empty"),
        (lambda g: b"hello, Rome", "not a save file: the JSON is damaged or truncated"),
        (lambda g: g[: len(g) // 2], "not a save file: the JSON is damaged or truncated"),
        (lambda g: b"\xff\xfe" + g, "not a save file: the JSON is damaged or truncated"),
        (lambda g: b"[1, 2]", "not a Vox Populi save file"),
        (lambda g: b'{"format": "other"}', "not a Vox Populi save file"),
        (
            lambda g: g.replace(b'"version":1,', b'"version":7,', 1),
            "unknown save version 7 (this program reads 1, 2 and 3)",
        ),
        (
            lambda g: g.replace(b'"actions":["', b'"actions":["0 pass","', 1),
            "damaged save: the checksum does not match",
        ),
        (
            lambda g: g.replace(b'"checksum":"sha256:', b'"checksum":"md5:', 1),
            "damaged save: the file layout is wrong",
        ),
        (
            lambda g: _forge(g, lambda p: p["ruleset"].update(popularity_target=99)),
            "bad ruleset: popularity_target: Input should be less than or equal to 30",
        ),
        (
            lambda g: _forge(g, lambda p: p["ruleset"]["players"].pop()),
            "bad ruleset: players: 2 players is not allowed; Vox Populi is for 3 to 6",
        ),
        (
            lambda g: _forge(g, lambda p: p.pop("summary")),
            "bad save contents: summary: Field required",
        ),
        (lambda g: _forge(g, _set_action(5, "0 fly away")), "action 6 does not parse"),
        (lambda g: _forge(g, _set_action(40, "2 supporter 9 A1")), "action 41 '2 supporter"),
    ],
)
def test_bad_files_each_say_what_is_wrong(
    tmp_path: Path, good: bytes, make: Callable[[bytes], bytes], message: str
) -> None:
    path = tmp_path / "bad.vox.json"
    got = _rejected(path, make(good))
    assert got.startswith(f"{path.name}: {message}")
    info = save_info(path)
    assert info.summary is None or message.startswith("action")


def test_an_illegal_action_names_the_reason(tmp_path: Path, good: bytes) -> None:
    path = tmp_path / "bad.vox.json"
    got = _rejected(path, _forge(good, _set_action(40, "2 supporter 9 A1")))
    assert "is illegal: " in got


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match=r"^nope\.vox\.json: cannot read the file"):
        load_save(tmp_path / "nope.vox.json")


def test_encode_is_stable(play: Play) -> None:
    game = play(3, 2, target=4, steps=10)
    data = encode(game, "2026-01-01T00:00:00+00:00")
    assert data.startswith(b'{"checksum":"sha256:') and data.endswith(b"}")
    doc = json.loads(data)
    assert doc["checksum"] == checksum(doc["payload"])
    assert doc["payload"]["actions"] == [str(a) for a in game.history]
