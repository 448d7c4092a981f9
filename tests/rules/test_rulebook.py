"""The rulebook is complete and each step, decision, action type and card has exactly one
handler; nothing registers itself on import."""

from __future__ import annotations

import ast
import inspect

from voxpopuli_tui.engine import rulebook
from voxpopuli_tui.engine.actions import action_classes, action_types
from voxpopuli_tui.engine.assets import load_cards
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.rulebook import ANSWERS, CARDS, PROMPTS, RULEBOOK, STEPS, card_table
from voxpopuli_tui.engine.steps import step_types


def test_every_step_has_exactly_one_handler() -> None:
    assert list(STEPS) == list(dict.fromkeys(STEPS))  # a dict: one entry per key
    assert set(STEPS) == set(step_types())
    assert len({t.__dataclass_fields__["tag"].default for t in step_types()}) == len(STEPS)


def test_every_decision_has_exactly_one_enumerator() -> None:
    assert set(PROMPTS) == set(Decision)


def test_every_action_type_has_exactly_one_handler() -> None:
    assert set(ANSWERS) == set(action_classes())
    assert len(ANSWERS) == len(action_types()) == len(set(action_types()))


def test_every_card_has_exactly_one_rule() -> None:
    assert sorted(CARDS) == sorted(c.id for c in load_cards())
    assert all(rule.id == card for card, rule in CARDS.items())


def test_a_card_declared_twice_is_refused() -> None:
    rule = CARDS["RIOT"]
    try:
        card_table([rule, rule])
    except ValueError as exc:
        assert "RIOT" in str(exc)
    else:
        raise AssertionError("a duplicate card rule was accepted")


def test_each_literal_dict_key_is_written_once() -> None:
    # A dict literal silently keeps the last of two equal keys: read the source to be sure.
    tree = ast.parse(inspect.getsource(rulebook))
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = [ast.unparse(k) for k in node.keys if k is not None]
            assert len(keys) == len(set(keys)), keys


def test_the_game_runs_the_rulebook_and_it_misses_nothing() -> None:
    from tests.support.games import new_game

    assert new_game(3).book is RULEBOOK
    assert rulebook.missing() == []


def test_dice_and_open_vote_cards_carry_their_tables() -> None:
    # C-SCORES-SETTLED, C-MADMAN: the roll table and the open vote result live in the card rule.
    assert CARDS["SCORES_SETTLED"].roll_effect is not None
    assert CARDS["MADMAN"].open_vote_result is not None
    assert CARDS["EPIC_MATCH"].dynamic_amount is not None
    assert CARDS["RIOT"].roll_effect is None
