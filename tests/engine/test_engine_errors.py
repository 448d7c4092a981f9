"""Illegal actions are refused with a reason and leave the state byte-identical; bad rulesets."""

from __future__ import annotations

import pytest

from tests.support.games import advance_until, new_game, pending_kind
from voxpopuli_tui.engine import (
    Designate,
    GiveMoney,
    IllegalActionError,
    NoMatch,
    PlaceGladiator,
    PlaceSupporter,
    Ruleset,
    RulesetError,
    Vote,
)
from voxpopuli_tui.engine.actions import Action


def refused(game, action: Action, reason: str) -> None:  # type: ignore[no-untyped-def]
    before = game.state.to_json()
    history = list(game.history)
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)
    assert reason in info.value.reason
    assert str(info.value) == info.value.reason
    assert info.value.action == action
    assert game.state.to_json() == before
    assert game.history == history


def test_illegal_actions_raise_with_a_reason_and_change_nothing() -> None:
    game = new_game(4, seed=1, use_cards=False)
    refused(game, Designate(seat=0, district=1), "it is not Livia's decision now")
    refused(game, Vote(seat=3, side="boos"), "Titus cannot vote now")
    refused(game, GiveMoney(seat=1, to=2, amount=50), "cannot afford")
    refused(game, Designate(seat=5, district=1), "there is no seat 5")
    advance_until(game, pending_kind("supporter"))
    district = game.state.turn_state.district
    taken = next(s for s in range(48) if game.state.owner[s] != -1)
    refused(game, PlaceSupporter(seat=0, value=2, space=taken), "is not an empty space")
    game.state.players[0].club[5] = 0
    game.state.version += 1
    free = next(a for a in game.legal_actions(0) if isinstance(a, PlaceSupporter))
    refused(game, PlaceSupporter(seat=0, value=5, space=free.space), "no piece of value 5")
    assert game.state.turn_state.district == district
    refused(game, PlaceGladiator(seat=0, value=1, politician=0), "they must place a Supporter")


def test_no_action_after_the_end() -> None:
    game = new_game(3, seed=2, use_cards=False)
    advance_until(game, lambda g: g.is_over, limit=20000)
    refused(game, NoMatch(seat=0), "the game is over")
    refused(game, GiveMoney(seat=0, to=1, amount=1), "the game is over")


def test_ruleset_with_seven_players_names_the_field_and_the_range() -> None:
    from voxpopuli_tui.engine.assets import load_clubs

    clubs = [c.id for c in load_clubs()]
    players = [{"name": f"P{i}", "club": clubs[i % 6]} for i in range(7)]
    with pytest.raises(RulesetError) as info:
        Ruleset.build(players=players)
    message = str(info.value)
    assert message.startswith("players:")
    assert "3 to 6" in message
    with pytest.raises(RulesetError, match="3 to 6"):
        Ruleset.build(players=players[:2])
    with pytest.raises(RulesetError, match="3 to 6"):
        Ruleset.default(7)


def test_ruleset_out_of_range_values_name_the_field() -> None:
    with pytest.raises(RulesetError, match="first_player"):
        Ruleset.default(3, first_player=3)
    with pytest.raises(RulesetError, match="starting_money"):
        Ruleset.default(3, starting_money=-1)
