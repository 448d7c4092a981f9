"""Every legal action's text form parses back to the same action."""

from __future__ import annotations

import random

import pytest

from tests.support.games import new_game
from voxpopuli_tui.engine import ActionParseError, parse_action


@pytest.mark.parametrize(("players", "seed", "cards"), [(3, 1, False), (4, 2, True), (6, 3, True)])
def test_action_text_round_trip_in_random_games(players: int, seed: int, cards: bool) -> None:
    game = new_game(players, seed=seed, use_cards=cards, coliseum_placement="players")
    rng = random.Random(seed)
    seen: set[str] = set()
    while not game.is_over:
        for seat in range(players):
            for action in game.legal_actions(seat):
                text = str(action)
                if text in seen:
                    continue
                seen.add(text)
                assert parse_action(text) == action, text
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        main = [a for a in legal if a.type not in ("give-money", "give-card", "buy-decoys")]
        game.apply(rng.choice(legal if rng.random() < 0.05 else main))
    verbs = {t.split()[1] for t in seen}
    assert {"coliseum", "designate", "supporter", "gladiator", "gain", "give-money"} <= verbs


@pytest.mark.parametrize(
    "text", ["", "x supporter 1 A1", "0 supporter 1 Z9", "0 fly", "0 supporter", "0 vote maybe"]
)
def test_bad_action_text_raises_parse_error(text: str) -> None:
    with pytest.raises(ActionParseError):
        parse_action(text)


def test_fields_are_declared_once_and_the_text_form_derives_from_them() -> None:
    # the text form and the parser read the same field list.
    from voxpopuli_tui.engine.actions import (
        AnnounceMatch,
        Form,
        PlaceStar,
        PlayCard,
        action_classes,
        action_fields,
    )

    assert [(f.name, f.form, f.optional) for f in action_fields(AnnounceMatch)] == [
        ("kind", Form.WORD, False),
        ("politician", Form.POLITICIAN, False),
    ]
    assert [f.name for f in action_fields(PlayCard) if f.optional] == [
        "politician",
        "district",
        "target",
        "space",
        "to",
        "value",
    ]
    assert str(PlaceStar(seat=1, value=2, politician=3, decoy=1)) == "1 star 2 Antony decoy=Crassus"
    for cls in action_classes():
        declared = [n for n in cls.model_fields if n not in ("seat", "type")]
        assert sorted(f.name for f in action_fields(cls)) == sorted(declared)

