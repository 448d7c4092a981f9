""" "Learn to play" and the hint, without the UI: lessons, their moments, the guide's advice,
the guided game and its summary. Pure Python over the engine's views (no Textual, no Rich).

    from voxpopuli_tui.coach import due_lesson, explain, new_guided_game, suggest, summary

See docs/ARCHITECTURE.md ("Coach") for how the table uses it.
"""

from __future__ import annotations

from .advice import Suggestion, explain, suggest
from .guided import (
    COMPUTERS,
    DECISION_BUDGET,
    GUIDED_SEED,
    LEARNER,
    LEARNER_NAME,
    GuidedComputer,
    guided_ruleset,
    new_guided_game,
    real_choice,
    seen_in,
)
from .lessons import Lesson, LessonId, lesson, load_lessons
from .moments import due_lesson, due_lessons

__all__ = [
    "COMPUTERS",
    "DECISION_BUDGET",
    "GUIDED_SEED",
    "LEARNER",
    "LEARNER_NAME",
    "GuidedComputer",
    "Lesson",
    "LessonId",
    "Suggestion",
    "due_lesson",
    "due_lessons",
    "explain",
    "guided_ruleset",
    "lesson",
    "load_lessons",
    "new_guided_game",
    "real_choice",
    "seen_in",
    "suggest",
]
