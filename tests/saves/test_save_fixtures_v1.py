"""Saves written by format 1 still load and replay to the same game.

The fixtures were written by the version of the engine before the typed core; each `.expect.json`
holds what replaying it gave then (every event text, holdings, outcome).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.saves.fixtures.make_v1 import HERE, facts
from voxpopuli_tui.saves import load_save

FIXTURES = sorted(HERE.glob("*.vox.json"))


def test_fixtures_cover_finished_and_unfinished_games_of_3_to_6() -> None:
    names = [p.name for p in FIXTURES]
    assert {n[:2] for n in names} == {"p3", "p4", "p5", "p6"}
    assert any("_end" in n for n in names) and any("_mid" in n for n in names)


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_format_1_save_replays_to_the_same_game(path: Path) -> None:
    assert json.loads(path.read_text())["version"] == 1
    loaded = load_save(path)
    expected = json.loads(
        path.with_name(path.name.replace(".vox.json", ".expect.json")).read_text()
    )
    assert facts(loaded.game) == expected
    assert loaded.summary.over == expected["over"]
