"""The guided game of "Learn to play": followed by the guide it brings every lesson
into play, once each, and ends within the decision budget; a learner who ignores the guide
still reaches the end; the computers' choices depend on their view only (resume, undo)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from voxpopuli_tui.coach.guided import (
    COMPUTERS,
    DECISION_BUDGET,
    GUIDED_SEED,
    LEARNER,
    GuidedComputer,
    guided_ruleset,
    new_guided_game,
    play_guided,
    seen_in,
)
from voxpopuli_tui.coach.lessons import LessonId
from voxpopuli_tui.engine.actions import FREE_TYPES, Action
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.views import SeatView, view_for

from .conftest import GuidedRecord


def test_the_guided_table_three_players_learner_first_random_coliseums_R2_R32() -> None:
    rules = guided_ruleset()
    assert rules.seats == 3 and rules.first_player == LEARNER == 0
    assert rules.coliseum_placement == "random" and rules.seed == GUIDED_SEED
    assert rules.use_cards and not rules.no_bluff and not rules.hands_in_play
    assert COMPUTERS == (1, 2)
    named = guided_ruleset(names=("Ada", "Ben", "Cy"))
    assert [p.name for p in named.players] == ["Ada", "Ben", "Cy"]
    assert named.model_dump() | {"players": None} == rules.model_dump() | {"players": None}


@pytest.mark.slow
def test_the_guide_meets_every_lesson_once_and_ends_within_budget(
    guided_record: GuidedRecord,
) -> None:
    run = guided_record.run
    met = [lid for lid, _ in run.lessons]
    assert run.over
    assert sorted(met) == sorted(LessonId)  # every lesson, once each
    assert run.decisions <= DECISION_BUDGET
    assert run.kinds["window"] >= 1  # a card window where the learner could play (R13)
    assert run.kinds["stars"] >= 1 and run.kinds["gain"] >= 1 and run.kinds["match"] >= 1
    # each lesson before the decision it is about
    at = dict(run.lessons)
    assert at[LessonId.SUPPORTER] == 0
    assert at[LessonId.LAST_TURN] <= run.decisions


@pytest.mark.slow
def test_a_random_learner_still_reaches_the_end() -> None:
    rng = random.Random(19)

    def learner(view: SeatView, legal: Sequence[Action]) -> Action:
        main = [a for a in legal if a.type not in FREE_TYPES]
        return rng.choice(main)

    game = new_guided_game()
    run = play_guided(learner, game)
    assert run.over and run.outcome is not None
    met = run.seen
    assert {LessonId.GOAL, LessonId.SUPPORTER, LessonId.LAST_TURN, LessonId.EMPEROR} <= met
    assert seen_in(game) == met  # a resumed game rebuilds what was met from its record


def test_a_computer_chooses_the_same_after_a_resume() -> None:
    """The game replayed from its record (a resume) gives the computers the same choices."""
    game = new_guided_game()
    bot = GuidedComputer()
    for _ in range(120):  # seat 0 takes its first legal choice, computers theirs
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        if seat in COMPUTERS:
            choice = bot.choose(view_for(game, seat), legal)
            resumed = Game.replay(game.ruleset, list(game.history))
            again = GuidedComputer().choose(view_for(resumed, seat), resumed.legal_actions(seat))
            assert again == choice
        else:
            choice = next(a for a in legal if a.type not in FREE_TYPES)
        game.apply(choice)
