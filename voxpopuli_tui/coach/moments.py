"""When each lesson is due: the moment its rule first matters to the learner.

Read only from the learner's own `SeatView` (R27): the decision it waits for and its legal
moves, the public events of the log (`VotesRevealed`, `MatchTotals`, `CardPlayed`), the match
under way, `last_turn` and `over`. A lesson is due once: the caller keeps the set it has shown.
"""

from __future__ import annotations

from collections.abc import Callable

from voxpopuli_tui.engine.actions import PlayCard
from voxpopuli_tui.engine.constants import Side
from voxpopuli_tui.engine.events import CardPlayed, MatchTotals, VotesRevealed
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.views import SeatView

from .lessons import Lesson, LessonId, load_lessons


def deciding(view: SeatView) -> Decision | None:
    """The decision the learner must take now (None when the game waits for someone else)."""
    p = view.pending
    if p is None or view.seat is None or view.seat not in p.seats:
        return None
    return Decision(p.kind)


def _can_play_card(view: SeatView) -> bool:
    return deciding(view) is Decision.WINDOW and any(isinstance(a, PlayCard) for a in view.moves)


def _card_played(view: SeatView) -> bool:
    return any(isinstance(e.data, CardPlayed) for e in view.log)


def _revealed(view: SeatView) -> bool:
    return any(isinstance(e.data, VotesRevealed) for e in view.log)


def _result_seen(side: Side) -> Callable[[SeatView], bool]:
    def seen(view: SeatView) -> bool:
        return any(isinstance(e.data, MatchTotals) and e.data.result == side for e in view.log)

    return seen


def _designated(view: SeatView) -> bool:
    kind = deciding(view)
    return kind is Decision.DESIGNATE or (
        kind is Decision.SUPPORTER and view.turn_info.designated_by is not None
    )


def _match_matters(view: SeatView) -> bool:
    return deciding(view) is Decision.MATCH or view.match is not None


def _ending(view: SeatView) -> bool:
    return view.last_turn or view.over


def _at(kind: Decision) -> Callable[[SeatView], bool]:
    return lambda view: deciding(view) is kind


#: Each lesson's moment (R-ids: the lesson's own).
MOMENTS: dict[LessonId, Callable[[SeatView], bool]] = {
    LessonId.GOAL: lambda view: True,
    LessonId.ROME: lambda view: True,
    LessonId.DESIGNATION: _designated,
    LessonId.SUPPORTER: _at(Decision.SUPPORTER),
    LessonId.GLADIATOR: _at(Decision.GLADIATOR),
    LessonId.CARDS: lambda view: _can_play_card(view) or _card_played(view),
    LessonId.ATTENDANCE: _match_matters,
    LessonId.MATCH: _match_matters,
    LessonId.VOTE: _at(Decision.VOTE),
    LessonId.REVEAL: _revealed,
    LessonId.APPLAUSE: _result_seen(Side.APPLAUSE),
    LessonId.STARS: _at(Decision.STARS),
    LessonId.BOOS: _result_seen(Side.BOOS),
    LessonId.PHASE3: _at(Decision.GAIN),
    LessonId.LAST_TURN: _ending,
    LessonId.EMPEROR: _ending,
}


def due_lessons(view: SeatView, seen: frozenset[LessonId]) -> tuple[Lesson, ...]:
    """Every lesson not yet `seen` whose moment has come, in teaching order (`LessonId`)."""
    if view.seat is None:
        return ()
    lessons = load_lessons()
    return tuple(lessons[lid] for lid in LessonId if lid not in seen and MOMENTS[lid](view))


def due_lesson(view: SeatView, seen: frozenset[LessonId]) -> Lesson | None:
    """The first lesson due now for the learner (`view` is the learner's), or None.

    Show it, add its id to `seen`, and ask again: several may be due at one moment."""
    due = due_lessons(view, seen)
    return due[0] if due else None
