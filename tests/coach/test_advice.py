"""The guide and the hint: `suggest` gives a legal action and a one-line reason from
the learner's view for every kind of decision; `explain` says what another choice does; no
secret of another seat changes either (R27)."""

from __future__ import annotations

import random
import re

import pytest

from tests.bots.test_no_peeking import perturb_secrets
from tests.support.bots import game_at_choice
from voxpopuli_tui.coach.advice import explain, reason, suggest
from voxpopuli_tui.coach.moments import due_lessons
from voxpopuli_tui.engine.actions import (
    FREE_TYPES,
    AnnounceMatch,
    EliminateGladiator,
    EliminateSupporter,
    PlayCard,
    Vote,
)
from voxpopuli_tui.engine.constants import MatchType, Side
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.ruleset import Ruleset
from voxpopuli_tui.engine.views import view_for

from .conftest import GuidedRecord

RULE = re.compile(r"\((?:R\d{1,2}[ ,a-z]*)+(?:, R\d{1,2})*\)")
COLISEUMS = {
    "Pompey": "B2", "Crassus": "G2", "Caesar": "C4",
    "Antony": "G4", "Octavian": "C6", "Brutus": "G6",
}  # fmt: skip


def one_line(text: str) -> bool:
    return bool(text) and "\n" not in text and len(text) <= 200


def check_advice(game: Game, seat: int) -> str:
    """suggest() is legal, one line with a rule id; explain() of every other choice too."""
    view, legal = view_for(game, seat), game.legal_actions(seat)
    s = suggest(view, legal)
    assert s.action in legal
    assert one_line(s.why) and RULE.search(s.why), s.why
    for a in [a for a in legal if a.type not in FREE_TYPES][:6]:
        line = explain(view, a)
        assert one_line(line) and RULE.search(line), line
    return s.why


@pytest.mark.slow
def test_every_decision_of_the_guided_game_gets_a_legal_suggestion_and_a_reason(
    guided_record: GuidedRecord,
) -> None:
    kinds = set()
    for advised in guided_record.advised:
        kinds.add(advised.kind)
        assert advised.suggestion.action in advised.legal
        why = advised.suggestion.why
        assert one_line(why) and RULE.search(why), why
        for action, line in advised.others:
            assert action in advised.legal
            assert one_line(line) and RULE.search(line), line
    assert {
        "designate",
        "supporter",
        "gladiator",
        "match",
        "vote",
        "stars",
        "gain",
        "window",
    } <= kinds


def elimination_table() -> Game:
    """Seat 0 organises a Cup in Pompey's arena, where it has two Gladiators and two attending
    Supporters; the others' Supporters outweigh them."""
    game = position(
        3,
        at="match",
        coliseums=COLISEUMS,
        supporters={"A1": (0, 1), "B1": (0, 2), "A2": (1, 5), "C2": (2, 5)},
        gladiators={"Pompey": [(0, 1), (0, 3)]},
        hands={0: [], 1: [], 2: []},
        money=10,
    )
    game.apply(AnnounceMatch(seat=0, politician=0, kind=MatchType.CUP))
    while game.pending_kind != "vote":
        game.apply(game.legal_actions(game.to_act()[0])[0])
    return game


def test_advice_when_booed_out_eliminate_a_gladiator_R22() -> None:
    game = elimination_table()
    game.apply(Vote(seat=0, side=Side.APPLAUSE))
    game.apply(Vote(seat=1, side=Side.BOOS))
    game.apply(Vote(seat=2, side=Side.BOOS))
    assert game.pending_kind == "eliminate-gladiator" and game.to_act() == [0]
    why = check_advice(game, 0)
    assert "Pompey's arena" in why
    assert "your smallest there" in explain(view_for(game, 0), EliminateGladiator(seat=0, value=1))


def test_advice_when_a_boos_voter_loses_a_supporter_R21() -> None:
    game = elimination_table()
    game.apply(Vote(seat=0, side=Side.BOOS))
    game.apply(Vote(seat=1, side=Side.APPLAUSE))
    game.apply(Vote(seat=2, side=Side.APPLAUSE))
    assert game.pending_kind == "eliminate-supporter" and 0 in game.to_act()
    check_advice(game, 0)
    line = explain(view_for(game, 0), EliminateSupporter(seat=0, space=0))
    assert line.startswith("Lose your 1 on A1 (your smallest there)")


def test_advice_at_the_match_names_the_crowd_R17_R18() -> None:
    game = position(
        3,
        at="match",
        coliseums=COLISEUMS,
        supporters={"A1": (0, 3), "B1": (0, 2), "A2": (1, 1)},
        hands={0: [], 1: [], 2: []},
        money=10,
    )
    check_advice(game, 0)
    line = explain(view_for(game, 0), AnnounceMatch(seat=0, politician=0, kind=MatchType.CUP))
    assert "3 attend, 2 yours (5 of 6 vote value)" in line
    assert "price 1" in line and "Pompey 1" in line


def test_advice_at_the_coliseum_placement_R10() -> None:
    game = Game.new(Ruleset.default(3, seed=4, first_player=0))
    assert game.pending_kind == "coliseum"
    seat = game.to_act()[0]
    assert "Coliseum" in check_advice(game, seat)


def test_advice_on_a_card_and_a_pledge() -> None:
    game = position(
        3,
        at="forum-start",
        coliseums=COLISEUMS,
        hands={0: ["KEPT_WOMAN"], 1: [], 2: []},
        on_table=["CLEOPATRA"],
        lover="Antony",
        money=6,
    )
    view = view_for(game, 0)
    play = next(a for a in game.legal_actions(0) if isinstance(a, PlayCard))
    assert explain(view, play).startswith("Play KEPT WOMAN")
    game.apply(play)
    while game.pending_kind != "pledge" or 0 not in game.to_act():
        game.apply(game.legal_actions(game.to_act()[0])[0])
    assert "Pledge" in check_advice(game, 0)


@pytest.mark.parametrize("seed", [3, 11, 29, 40, 57, 71])
def test_advice_and_lessons_ignore_the_others_secrets_R27(seed: int) -> None:
    game, seat = game_at_choice(3, seed, 40 + 37 * seed % 200)
    twin = perturb_secrets(game, seat, random.Random(seed))
    legal = game.legal_actions(seat)
    assert legal == twin.legal_actions(seat)
    a, b = view_for(game, seat), view_for(twin, seat)
    assert suggest(a, legal) == suggest(b, legal)
    for action in legal[:8]:
        assert explain(a, action) == explain(b, action)
        assert reason(a, action) == reason(b, action)
    assert due_lessons(a, frozenset()) == due_lessons(b, frozenset())


def test_a_card_in_a_match_names_the_match_and_a_pass_names_the_cards_kept_R13() -> None:
    game = position(
        3,
        at="match",
        coliseums=COLISEUMS,
        supporters={"A1": (0, 3), "B1": (1, 2), "A2": (1, 1)},
        hands={0: ["ROUND_OF_DRINKS"], 1: [], 2: []},
        money=10,
    )
    game.apply(AnnounceMatch(seat=0, politician=0, kind=MatchType.CUP))
    while game.pending_kind != "window" or 0 not in game.to_act():
        game.apply(game.legal_actions(game.to_act()[0])[0])
    view, legal = view_for(game, 0), game.legal_actions(0)
    play = next(a for a in legal if isinstance(a, PlayCard))
    assert explain(view, play).startswith("Play ROUND OF DRINKS in a Cup at Pompey's arena")
    passing = next(a for a in legal if a.type == "pass")
    assert explain(view, passing) == "Pass: keep ROUND OF DRINKS for a moment it matters more (R13)"
    check_advice(game, 0)
