"""Views and state carry the enums, never their strings.

`Decision`, `Window`, `Phase`, `MatchType`, `Side`, `EventKind` are StrEnums (a UI comparing with
"window" still works); card ids are `CardId`. The JSON round trip restores the same types. An
action's `type` is its `ActionType`, and no module compares it with a string.
"""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import voxpopuli_tui
from voxpopuli_tui.engine import Game, Ruleset, parse_action, view_for
from voxpopuli_tui.engine.actions import FREE_TYPES, ActionType, action_classes
from voxpopuli_tui.engine.constants import MatchType, Phase, Side, Window
from voxpopuli_tui.engine.events import EventKind
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.state import GameState
from voxpopuli_tui.engine.views import SeatView


def _side_or_none(value: object) -> bool:
    return value is None or type(value) is Side


def _typed(view: SeatView) -> list[str]:
    wrong = []
    if type(view.phase) is not Phase:
        wrong.append(f"phase {view.phase!r}")
    p = view.pending
    if p is not None and type(p.kind) is not Decision:
        wrong.append(f"pending.kind {p.kind!r}")
    if p is not None and not (p.window is None or type(p.window) is Window):
        wrong.append(f"pending.window {p.window!r}")
    m = view.match
    if m is not None:
        if type(m.kind) is not MatchType:
            wrong.append(f"match.kind {m.kind!r}")
        if not all(map(_side_or_none, m.votes)) or not _side_or_none(m.result):
            wrong.append(f"match votes {m.votes!r} / result {m.result!r}")
        if any(type(side) is not Side for _, side, _ in m.modifiers):
            wrong.append(f"modifiers {m.modifiers!r}")
    wrong += [f"event kind {e.kind!r}" for e in view.log if type(e.kind) is not EventKind]
    return wrong


def test_views_and_state_carry_enums_through_whole_games_and_the_json_round_trip() -> None:
    seen: set[str] = set()
    for seed in range(4):
        game = Game.new(Ruleset.default(3 + seed, seed=seed))
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_act()[0]
            if rng.random() < 0.1:
                view = view_for(game, seat, information=False)
                assert _typed(view) == []
                seen.add(view.phase)
                if view.match is not None:
                    seen.add("match")
            game.apply(rng.choice(game.moves(seat)))
        back = GameState.from_json(game.state.to_json())
        assert type(back.phase) is Phase and back == game.state
        assert _typed(view_for(game, 0, information=False)) == []
    assert {"match", Phase.PHASE1, Phase.VOTE, Phase.PHASE3} <= seen  # the walk saw them


def test_every_action_carries_its_ActionType_written_as_its_value() -> None:
    # The tag of each class, and of every action a game lists, is the enum member; the text
    # form and JSON write its value, and both read back the member.
    assert [type(cls.model_fields["type"].default) for cls in action_classes()] == [
        ActionType] * len(ActionType)
    assert all(type(t) is ActionType for t in FREE_TYPES)
    seen: set[ActionType] = set()
    for seed in range(3):
        game = Game.new(Ruleset.default(4, seed=seed))
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_act()[0]
            for a in game.legal_actions(seat):
                assert type(a.type) is ActionType, a
                seen.add(a.type)
            action = rng.choice(game.legal_actions(seat))
            text = str(action)
            assert text.split()[1] == action.type.value
            assert type(parse_action(text).type) is ActionType
            assert json.loads(action.model_dump_json())["type"] == action.type.value
            game.apply(action)
    assert {ActionType.SUPPORTER, ActionType.VOTE, ActionType.STAR, ActionType.PASS} <= seen


def _verbs(node: ast.expr) -> set[str]:
    """The action verbs written as string literals in `node` (a constant, a tuple, list or
    set of them)."""
    parts = node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else [node]
    verbs = {t.value for t in ActionType}
    return {p.value for p in parts if isinstance(p, ast.Constant) and p.value in verbs}


def test_no_module_compares_an_action_type_with_a_string() -> None:
    # `a.type == "star"`, `a.type in ("pass", "play")`: the enum or the class says it instead.
    found = []
    for path in sorted(Path(voxpopuli_tui.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Compare):
                continue
            operands = [node.left, *node.comparators]
            if any(isinstance(o, ast.Attribute) and o.attr == "type" for o in operands) and any(
                    _verbs(o) for o in operands):
                found.append(f"{path.name}:{node.lineno}")
    assert found == []
