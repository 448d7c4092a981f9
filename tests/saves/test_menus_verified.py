"""The title's Continue and the Load list show what the replayed game says, not the file's
summary: a forged summary neither hides a game nor finishes one."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from voxpopuli_tui import saves
from voxpopuli_tui.engine import Game
from voxpopuli_tui.save_format import checksum
from voxpopuli_tui.saves import Autosaver, latest_unfinished, list_saves

Play = Callable[..., Game]


def forge(path: Path, **summary: object) -> None:
    """Rewrite the file's summary (and its checksum, as a forger would)."""
    data = json.loads(path.read_text())
    data["payload"]["summary"].update(summary)
    data["checksum"] = checksum(data["payload"])
    path.write_text(json.dumps(data))


def test_a_forged_over_does_not_hide_a_game_from_continue(tmp_path: Path, play: Play) -> None:
    path = Autosaver(tmp_path).save(play(3, 1, target=4, steps=10))
    forge(path, over=True, turn=9, players=["X", "Y", "Z"])
    latest = latest_unfinished(tmp_path)
    assert latest is not None and latest.path == path and latest.verified
    assert latest.summary is not None and not latest.summary.over
    assert latest.summary.turn == 1 and latest.summary.players[0] == "Livia"


def test_a_forged_unfinished_game_is_not_offered_to_continue(
    tmp_path: Path, play: Play
) -> None:
    path = Autosaver(tmp_path).save(play(4, 2, target=4))
    forge(path, over=False, turn=1, actions=3)
    assert latest_unfinished(tmp_path) is None
    (info,) = list_saves(tmp_path, verify=True)
    assert info.summary is not None and info.summary.over and info.summary.actions > 3


def test_a_file_that_does_not_replay_is_listed_as_damaged(tmp_path: Path, play: Play) -> None:
    path = Autosaver(tmp_path).save(play(3, 1, target=4, steps=10))
    data = json.loads(path.read_text())
    data["payload"]["actions"][-1] = "2 vote applause"
    data["checksum"] = checksum(data["payload"])
    path.write_text(json.dumps(data))
    assert list_saves(tmp_path, verify=True) == []
    (info,) = list_saves(tmp_path, include_damaged=True, verify=True)
    assert info.error is not None and "action 10" in info.error
    assert latest_unfinished(tmp_path) is None


def test_out_of_budget_a_save_is_unverified_and_never_hidden(
    tmp_path: Path, play: Play
) -> None:
    saves._VERIFIED.clear()
    path = Autosaver(tmp_path).save(play(3, 1, target=4, steps=10))
    forge(path, over=True)
    (info,) = list_saves(tmp_path, verify=True, budget=0.0)
    assert not info.verified and info.summary is not None and info.summary.over
    latest = latest_unfinished(tmp_path, budget=0.0)
    assert latest is not None and latest.path == path  # shown, marked unverified


def test_a_changed_file_is_replayed_again(tmp_path: Path, play: Play) -> None:
    saver = Autosaver(tmp_path)
    saver.save(play(3, 1, target=4, steps=10))
    assert list_saves(tmp_path, verify=True)[0].summary.actions == 10  # type: ignore[union-attr]
    saver.save(play(3, 1, target=4, steps=14))
    assert list_saves(tmp_path, verify=True)[0].summary.actions == 14  # type: ignore[union-attr]


def test_the_load_list_marks_what_it_could_not_replay(tmp_path: Path, play: Play) -> None:
    from voxpopuli_tui.ui.words.save_words import describe

    path = Autosaver(tmp_path).save(play(3, 1, target=4, steps=10))
    forge(path, turn=7)
    (checked,) = list_saves(tmp_path, verify=True)
    assert describe(checked).startswith("Livia") and "turn 1," in describe(checked)
    assert "unverified" not in describe(checked)
    saves._VERIFIED.clear()
    (unchecked,) = list_saves(tmp_path, verify=True, budget=0.0)
    assert "turn 7," in describe(unchecked) and describe(unchecked).endswith("(unverified)")
