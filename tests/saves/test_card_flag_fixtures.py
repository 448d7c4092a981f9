"""Games saved, and states written, by the version that kept each card's state as a flag of the
turn still load, with each card's slot holding what the flag said (`engine.cards.slots`).

The fixtures (`fixtures/make_flags.py`) were written by that version: for each flag, the first
moment of a seeded game at which it was set, as a save and as the full state JSON.
"""

from __future__ import annotations

import json

import pytest

from tests.saves.fixtures.make_flags import FLAGS, HERE
from tests.saves.fixtures.make_v1 import facts
from voxpopuli_tui.engine import Game
from voxpopuli_tui.engine.cards.slots import (
    CardSlots,
    EpicCancel,
    migrate_turn,
    no_arena_card_this_turn,
)
from voxpopuli_tui.engine.state import GameState
from voxpopuli_tui.saves import load_save

#: For each old flag: the slot it becomes.
SLOT = {
    "free_district": "free_district",
    "bad_organiser": "bad_organiser",
    "sports_first": "sports_first",
    "vox_dei": "vox_populi",
    "epic_cancel": "epic_cancel",
    "free_arena": "free_arena",
    "hooligans": "hooligans",
    "returning": "vox_populi",
}


def _old_turn(name: str) -> dict[str, object]:
    text = (HERE / f"{name}.state.json").read_text()
    turn: dict[str, object] = json.loads(text)["state"]["turn_state"]
    return turn


def test_every_old_flag_has_its_fixtures() -> None:
    assert set(SLOT) == set(FLAGS)
    for name in FLAGS:
        for suffix in (".vox.json", ".expect.json", ".state.json"):
            assert (HERE / f"{name}{suffix}").is_file()
        turn = _old_turn(name)
        assert "cards" not in turn and turn[name] != FLAGS[name]  # the old shape, flag set


@pytest.mark.parametrize("name", sorted(FLAGS))
def test_old_save_replays_to_the_same_game(name: str) -> None:
    loaded = load_save(HERE / f"{name}.vox.json")
    expected = json.loads((HERE / f"{name}.expect.json").read_text())
    assert facts(loaded.game) == expected
    slot = getattr(loaded.game.state.turn_state.cards, SLOT[name])
    assert slot is not None  # the card the flag stood for is in force in its slot


@pytest.mark.parametrize("name", sorted(FLAGS))
def test_old_state_json_loads_into_the_cards_slots(name: str) -> None:
    old = (HERE / f"{name}.state.json").read_text()
    game = Game.from_json(old)
    assert getattr(game.state.turn_state.cards, SLOT[name]) is not None
    # The same game replayed from its save, in today's shape: the migrated state is the same.
    replayed = load_save(HERE / f"{name}.vox.json").game
    assert game.to_json() == _as_written_then(replayed.to_json())
    assert GameState.from_json(game.state.to_json()) == game.state  # today's shape round-trips


def _as_written_then(state_json: str) -> str:
    """Today's state JSON as the version that wrote the fixtures wrote it: its log lines had
    no typed message (`said`) behind their text, which is the same."""

    def strip(node: object) -> object:
        if isinstance(node, dict):
            data = node.get("data")
            if isinstance(data, dict) and data.get("tag") == "said":
                node = {**node, "data": None}
            return {k: strip(v) for k, v in node.items()}
        if isinstance(node, list):
            return [strip(v) for v in node]
        return node

    return json.dumps(strip(json.loads(state_json)), separators=(",", ":"))


def test_old_hooligans_keep_their_district_and_seat() -> None:
    turn = _old_turn("hooligans")
    slot = Game.from_json((HERE / "hooligans.state.json").read_text()).state.turn_state.cards
    assert slot.hooligans is not None
    assert (slot.hooligans.district, slot.hooligans.seat) == (
        turn["hooligans"], turn["hooligans_seat"])


def test_old_returning_cards_come_back_at_the_end_of_the_turn() -> None:
    turn = _old_turn("returning")
    slots = Game.from_json((HERE / "returning.state.json").read_text()).state.turn_state.cards
    assert slots.vox_populi is not None and no_arena_card_this_turn(slots)
    assert [list(pair) for pair in slots.vox_populi.returning] == turn["returning"]


def test_migrate_turn_unset_flags_leave_every_slot_empty() -> None:
    turn = {**FLAGS, "hooligans_seat": -1, "district": 3, "designated_by": 1}
    out = migrate_turn(turn)
    assert out == {"district": 3, "designated_by": 1, "cards": {}}
    state = json.loads(Game.from_json((HERE / "hooligans.state.json").read_text()).to_json())
    state["state"]["turn_state"] = {**_old_turn("hooligans"), **FLAGS}
    loaded = Game.from_json(json.dumps(state))
    assert loaded.state.turn_state.cards == CardSlots()


def test_migrate_turn_leaves_todays_shape_alone() -> None:
    today = {"district": -1, "cards": {"epic_cancel": {}}}
    assert migrate_turn(today) == today
    state = json.loads(Game.from_json((HERE / "epic_cancel.state.json").read_text()).to_json())
    assert state["state"]["turn_state"]["cards"]["epic_cancel"] == {}
    assert Game.from_json(json.dumps(state)).state.turn_state.cards.epic_cancel == EpicCancel()
