""" "What you learned": the end of the guided game, the lessons met one line each, and an offer
of a real game."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from voxpopuli_tui.engine.scoring import Outcome
from voxpopuli_tui.i18n import N_, _

from .facts import politician
from .lessons import Lesson, LessonId, load_lessons

#: The last line: what to do next.
OFFER = N_("Ready for a real game? New game: 3 to 6 seats, computers in any seat you leave "
           "empty.")


@dataclass(frozen=True, slots=True)
class Summary:
    """The closing panel: a title, the result line (if the game ended), one line per lesson
    met in teaching order, the lessons still unmet, and the offer."""

    title: str
    result: str | None
    learned: tuple[str, ...]
    missed: tuple[LessonId, ...]
    offer: str

    @property
    def lines(self) -> tuple[str, ...]:
        """Everything as lines, for a panel or a test."""
        head = (self.title,) if self.result is None else (self.title, self.result)
        return (*head, *self.learned, self.offer)


def tie_words(outcome: Outcome, learner: int = 0) -> str:
    """How a tie for the best score was broken (R29), as the end of the result line: by the
    value of the tied players' Supporters on the map, or not at all (joint winners)."""
    if outcome.tie_break == "none":
        return ""
    best = max(outcome.scores)
    tied = [seat for seat, score in enumerate(outcome.scores) if score == best]
    many = _("two") if len(tied) == 2 else str(len(tied))
    maps = ", ".join(f"{outcome.supporters[seat]}" for seat in tied)
    if outcome.tie_break == "joint":
        words = (_("you were {many} tied at {best}, and still tied on the value of Supporters on "
                   "the map ({maps}): joint winners, R29") if learner in tied else
                 _("the best were {many} tied at {best}, and still tied on the value of Supporters "
                   "on the map ({maps}): joint winners, R29"))
    else:
        words = (_("you were {many} tied at {best}; the tie went to the most valuable Supporters "
                   "on the map ({maps}), R29") if learner in tied else
                 _("the best were {many} tied at {best}; the tie went to the most valuable "
                   "Supporters on the map ({maps}), R29"))
    return f" ({words.format(many=many, best=best, maps=maps)})"


def summary(seen: Iterable[LessonId], outcome: Outcome | None = None, learner: int = 0,
            recap: Callable[[Lesson], str] | None = None) -> Summary:
    """What the learner met, in teaching order; `outcome` adds who became Emperor and the
    learner's score (R29); `recap` words a lesson's recap (the interface's language), by
    default the lesson's own."""
    met = frozenset(seen)
    lessons = load_lessons()
    learned = tuple((recap or (lambda lesson: lesson.recap))(lessons[lid])
                    for lid in LessonId if lid in met)
    result = None
    if outcome is not None:
        emperor = _("no one") if outcome.emperor is None else politician(outcome.emperor)
        won = _("you win") if learner in outcome.winners else _("you did not win this time")
        result = _("{emperor} became Emperor; you scored {score}: {won}{tie}.").format(
            emperor=emperor, score=outcome.scores[learner], won=won,
            tie=tie_words(outcome, learner))
    return Summary(
        title=_("What you learned ({count} of {total} rules)").format(
            count=len(learned), total=len(lessons)),
        result=result,
        learned=learned,
        missed=tuple(lid for lid in LessonId if lid not in met),
        offer=_(OFFER),
    )
