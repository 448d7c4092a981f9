"""Each lesson comes at the moment its rule first matters to the learner, from the learner's own
view: the decision pending, the match under way, the reveal in the log, the end."""

from __future__ import annotations

from tests.support.games import advance_until
from voxpopuli_tui.coach.lessons import LessonId
from voxpopuli_tui.coach.moments import due_lesson, due_lessons
from voxpopuli_tui.engine.actions import FREE_TYPES, AnnounceMatch, Pass, Vote
from voxpopuli_tui.engine.constants import MatchType, Side
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.views import public_view, view_for

COLISEUMS = {
    "Pompey": "B2", "Crassus": "G2", "Caesar": "C4",
    "Antony": "G4", "Octavian": "C6", "Brutus": "G6",
}  # fmt: skip
NONE: frozenset[LessonId] = frozenset()
START = frozenset({LessonId.GOAL, LessonId.ROME})


def ids(game: Game, seat: int = 0, seen: frozenset[LessonId] = START) -> list[LessonId]:
    return [lesson.id for lesson in due_lessons(view_for(game, seat), seen)]


def match_table(money: int = 10, **described: object) -> Game:
    """Seat 0 at its match decision: Pompey's crowd is A1 (0: 3), B1 (1: 1), A2 (2: 1);
    seat 0 has a Gladiator there; anything else `position` builds as described."""
    return position(
        3,
        at="match",
        coliseums=COLISEUMS,
        supporters={"B1": (1, 1), "A2": (2, 1), "C2": (0, 3)},
        gladiators={"Pompey": [(0, 2)]},
        hands={0: [], 1: [], 2: []},
        money=money,
        **described,
    )


def play_to(game: Game, seat: int, kind: str) -> None:
    """Others pass or take their first choice until `seat` must take a `kind` decision."""
    advance_until(game, lambda g: seat in g.to_act() and g.pending_kind == kind,
                  lambda _g, _seat, legal: next((a for a in legal if isinstance(a, Pass)),
                                                legal[0]), limit=200)


def test_the_goal_and_rome_open_the_first_view_only_once() -> None:
    game = match_table()
    first = [lesson.id for lesson in due_lessons(view_for(game, 0), NONE)]
    assert first[:2] == [LessonId.GOAL, LessonId.ROME]
    assert LessonId.GOAL not in ids(game)  # once seen, never again


def test_designation_when_the_learner_names_the_district_R14() -> None:
    game = position(3, active=1, at="designate", coliseums=COLISEUMS)
    assert 0 in game.to_act() and game.pending_kind == "designate"
    assert ids(game) == [LessonId.DESIGNATION]
    assert ids(game, seat=1) == []  # seat 1 waits: nothing is due to it


def test_supporter_and_gladiator_at_their_decisions_R14_R15() -> None:
    game = position(3, at="supporter", coliseums=COLISEUMS)
    assert LessonId.SUPPORTER in ids(game)
    assert LessonId.GLADIATOR not in ids(game)
    play_to(game, 0, "supporter")
    game.apply(game.legal_actions(0)[0])
    play_to(game, 0, "gladiator")
    assert ids(game) == [LessonId.GLADIATOR]


def test_attendance_and_the_match_at_the_match_decision_R17_R18() -> None:
    game = match_table()
    due = ids(game)
    assert due == [LessonId.ATTENDANCE, LessonId.MATCH]
    assert LessonId.VOTE not in due


def test_a_match_announced_by_another_seat_brings_attendance_R17_R18() -> None:
    game = position(
        3,
        active=1,
        at="match",
        coliseums=COLISEUMS,
        supporters={"B1": (1, 1), "A2": (2, 1), "C2": (1, 3)},
        hands={0: [], 1: [], 2: []},
        money=10,
    )
    assert ids(game) == []  # seat 1's match decision is not the learner's
    game.apply(AnnounceMatch(seat=1, politician=0, kind=MatchType.CUP))
    assert ids(game)[:2] == [LessonId.ATTENDANCE, LessonId.MATCH]


def test_vote_then_reveal_and_applause_R19_R20_R21() -> None:
    game = match_table()
    game.apply(AnnounceMatch(seat=0, politician=0, kind=MatchType.CUP))
    seen = START | {LessonId.ATTENDANCE, LessonId.MATCH}
    play_to(game, 0, "vote")
    assert ids(game, seen=seen) == [LessonId.VOTE]
    seen |= {LessonId.VOTE}
    for seat in (0, 1, 2):
        game.apply(Vote(seat=seat, side=Side.APPLAUSE))
    due = ids(game, seen=seen)
    assert due[:2] == [LessonId.REVEAL, LessonId.APPLAUSE]
    assert LessonId.BOOS not in due
    assert (LessonId.STARS in due) == (game.pending_kind == "stars" and 0 in game.to_act())


def test_boos_after_a_booed_reveal_R22() -> None:
    game = match_table()
    game.apply(AnnounceMatch(seat=0, politician=0, kind=MatchType.CUP))
    play_to(game, 0, "vote")
    for seat in (0, 1, 2):
        game.apply(Vote(seat=seat, side=Side.BOOS))
    due = ids(game, seen=START | {LessonId.ATTENDANCE, LessonId.MATCH, LessonId.VOTE})
    assert LessonId.BOOS in due and LessonId.APPLAUSE not in due


def test_phase3_at_the_gain_R24() -> None:
    game = match_table()
    play_to(game, 0, "match")
    game.apply(next(a for a in game.legal_actions(0) if a.type == "no-match"))
    play_to(game, 0, "gain")
    assert LessonId.PHASE3 in ids(game)


def test_the_last_turn_and_the_emperor_at_the_end_R28_R29() -> None:
    game = match_table(popularity={0: 9})  # Pompey: an applauded Cup makes 10 (R28)
    game.apply(AnnounceMatch(seat=0, politician=0, kind=MatchType.CUP))
    play_to(game, 0, "vote")
    assert LessonId.LAST_TURN not in ids(game)
    for seat in (0, 1, 2):
        game.apply(Vote(seat=seat, side=Side.APPLAUSE))
    for _ in range(50):  # Stars (R21 b) come before the popularity (R21 d)
        if view_for(game, 0).last_turn:
            break
        who = game.to_act()[0]
        game.apply(next(a for a in game.legal_actions(who) if a.type not in FREE_TYPES))
    assert view_for(game, 0).last_turn
    due = ids(game)
    assert due.index(LessonId.LAST_TURN) + 1 == due.index(LessonId.EMPEROR)


def test_due_lesson_is_the_first_unseen_and_nothing_for_the_public_view() -> None:
    game = match_table()
    view = view_for(game, 0)
    seen: frozenset[LessonId] = NONE
    shown = []
    while (lesson := due_lesson(view, seen)) is not None:
        assert lesson.id not in seen
        shown.append(lesson.id)
        seen |= {lesson.id}
    assert shown == [LessonId.GOAL, LessonId.ROME, LessonId.ATTENDANCE, LessonId.MATCH]
    assert due_lessons(public_view(game), NONE) == ()
