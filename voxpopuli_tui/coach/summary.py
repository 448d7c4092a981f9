""" "What you learned": the end of the guided game, the lessons met one line each, and an offer
of a real game."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from voxpopuli_tui.engine.scoring import Outcome

from .facts import politician
from .lessons import LessonId, load_lessons

#: The last line: what to do next.
OFFER = "Ready for a real game? New game: 3 to 6 seats, computers in any seat you leave empty."


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
    you = "you were" if learner in tied else "the best were"
    many = "two" if len(tied) == 2 else str(len(tied))
    maps = ", ".join(f"{outcome.supporters[seat]}" for seat in tied)
    if outcome.tie_break == "joint":
        return (f" ({you} {many} tied at {best}, and still tied on the value of Supporters on"
                f" the map ({maps}): joint winners, R29)")
    return (f" ({you} {many} tied at {best}; the tie went to the most valuable Supporters on the"
            f" map ({maps}), R29)")


def summary(seen: Iterable[LessonId], outcome: Outcome | None = None, learner: int = 0) -> Summary:
    """What the learner met, in teaching order; `outcome` adds who became Emperor and the
    learner's score (R29)."""
    met = frozenset(seen)
    lessons = load_lessons()
    learned = tuple(lessons[lid].recap for lid in LessonId if lid in met)
    result = None
    if outcome is not None:
        emperor = "no one" if outcome.emperor is None else politician(outcome.emperor)
        won = "you win" if learner in outcome.winners else "you did not win this time"
        result = (f"{emperor} became Emperor; you scored {outcome.scores[learner]}: {won}"
                  f"{tie_words(outcome, learner)}.")
    return Summary(
        title=f"What you learned ({len(learned)} of {len(lessons)} rules)",
        result=result,
        learned=learned,
        missed=tuple(lid for lid in LessonId if lid not in met),
        offer=OFFER,
    )
