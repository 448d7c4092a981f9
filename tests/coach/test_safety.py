"""The guide's advice is worth following: it never suggests a match the learner's side cannot
carry (R20), nor a card drawn with the money the match it is building needs (R18, R24); both
checks read the learner's view alone (R27)."""

from __future__ import annotations

import random

import pytest

from tests.bots.test_no_peeking import perturb_secrets
from tests.support.bots import game_at_choice
from voxpopuli_tui.coach.advice import suggest
from voxpopuli_tui.coach.safety import (
    lost_match,
    safe_choices,
    stalling_draw,
    unsafe,
    votes_for_and_against,
)
from voxpopuli_tui.engine.actions import (
    FREE_TYPES,
    AnnounceMatch,
    ChooseGain,
    NoMatch,
)
from voxpopuli_tui.engine.constants import Gain, MatchType
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.views import view_for

COLISEUMS = {
    "Pompey": "B2", "Crassus": "G2", "Caesar": "C4",
    "Antony": "G4", "Octavian": "C6", "Brutus": "G6",
}  # fmt: skip


def outweighed_match(gladiators: dict[str, list[tuple[int, int]]] | None = None) -> Game:
    """Seat 0 may stage a match in Pompey's arena, where its Supporter weighs 1 of 7 (A1, B1
    and A2 attend, R17) and its 5 Gladiator waits."""
    return position(
        3,
        at="match",
        coliseums=COLISEUMS,
        supporters={"A1": (0, 1), "B1": (1, 3), "A2": (2, 3)},
        gladiators=gladiators or {"Pompey": [(0, 5)]},
        hands={0: [], 1: [], 2: []},
        money=10,
    )


def test_a_match_at_one_of_seven_is_never_suggested_R20() -> None:
    game = outweighed_match()
    view, legal = view_for(game, 0), game.legal_actions(0)
    matches = [a for a in legal if isinstance(a, AnnounceMatch) and a.politician == 0]
    assert matches and all(lost_match(view, a) for a in matches)
    assert votes_for_and_against(view, 0) == (1, 6)
    s = suggest(view, legal)
    assert not (isinstance(s.action, AnnounceMatch) and s.action.politician == 0), s
    assert isinstance(s.action, NoMatch)


def test_seats_with_gladiators_there_count_for_the_match_R21() -> None:
    # Seat 1's Gladiator there becomes a Star only on an Applause: its 3 votes with seat 0.
    game = outweighed_match({"Pompey": [(0, 5), (1, 2)]})
    view = view_for(game, 0)
    assert votes_for_and_against(view, 0) == (4, 3)
    assert not lost_match(view, AnnounceMatch(seat=0, politician=0, kind=MatchType.CUP))


def gain_with_money(money: int) -> Game:
    """Seat 0 at its Phase 3 gain (R24) with `money` sesterces and a 5 Gladiator waiting in
    Pompey's arena, where its Supporters attend."""
    game = position(
        3,
        at="forum-mid",
        coliseums=COLISEUMS,
        supporters={"A1": (0, 3), "B1": (0, 2), "A2": (1, 1)},
        gladiators={"Pompey": [(0, 5)]},
        hands={0: [], 1: [], 2: []},
        money=money,
    )
    for _ in range(10):
        if game.pending_kind == "gain":
            return game
        legal = game.legal_actions(game.to_act()[0])
        step = [a for a in legal if isinstance(a, NoMatch) or a.type == "pass"] or list(legal)
        game.apply(step[0])
    raise AssertionError("the table did not come to the Phase 3 gain")


def test_no_card_drawn_with_the_money_the_match_needs_R18_R24() -> None:
    game = gain_with_money(1)
    view, legal = view_for(game, 0), game.legal_actions(0)
    card = next(a for a in legal if isinstance(a, ChooseGain) and a.gain == Gain.CARD)
    assert stalling_draw(view, card)
    s = suggest(view, legal)
    assert isinstance(s.action, ChooseGain) and s.action.gain == Gain.MONEY, s


def test_a_card_is_fine_once_the_match_is_paid_for() -> None:
    game = gain_with_money(5)
    view, legal = view_for(game, 0), game.legal_actions(0)
    assert not any(stalling_draw(view, a) for a in legal)
    assert safe_choices(view, legal) == list(legal)


def test_when_every_choice_is_unsafe_the_choices_stay() -> None:
    game = outweighed_match()
    view = view_for(game, 0)
    only_matches = [a for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)]
    assert all(unsafe(view, a) for a in only_matches if a.politician == 0)
    lost = [a for a in only_matches if lost_match(view, a)]
    assert safe_choices(view, lost) == lost


@pytest.mark.parametrize("seed", [3, 11, 19])
def test_the_safety_checks_read_only_the_learners_view_R27(seed: int) -> None:
    game, seat = game_at_choice(4, seed, 60 + 41 * seed % 300)
    twin = perturb_secrets(game, seat, random.Random(seed))
    legal = game.legal_actions(seat)
    a, b = view_for(game, seat), view_for(twin, seat)
    assert [unsafe(a, x) for x in legal] == [unsafe(b, x) for x in legal]
    assert safe_choices(a, legal) == safe_choices(b, legal)


@pytest.mark.parametrize("seed", [2, 7])
def test_a_suggestion_is_safe_whenever_a_safe_choice_exists(seed: int) -> None:
    game, seat = game_at_choice(4, seed, 120 + 53 * seed % 200)
    for _ in range(6):  # a few decisions along the game, each as the learner would get it
        if game.is_over:
            break
        seat = game.to_act()[0]
        view, legal = view_for(game, seat), game.legal_actions(seat)
        action = suggest(view, legal).action
        if any(a.type not in FREE_TYPES and not unsafe(view, a) for a in legal):
            assert not unsafe(view, action), action
        game.apply(action)
