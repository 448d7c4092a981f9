"""A lesson of Learn to play in the interface's language: French titles, lines and recaps from
assets/lessons_fr.json, the English of assets/lessons.json (the coach's own) otherwise."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from voxpopuli_tui.coach.lessons import Lesson, load_lessons
from voxpopuli_tui.engine.assets import read_json
from voxpopuli_tui.i18n import language

FRENCH_LESSONS = "lessons_fr.json"


@cache
def french_lessons() -> dict[str, Lesson]:
    """The French words of each lesson, by lesson id (its rules stay the coach's)."""

    data = read_json(FRENCH_LESSONS)["lessons"]
    return {
        lesson.id.value: replace(lesson, title=str(data[lesson.id.value]["title"]),
                                 lines=tuple(str(x) for x in data[lesson.id.value]["lines"]),
                                 recap=str(data[lesson.id.value]["recap"]))
        for lesson in load_lessons().values() if lesson.id.value in data
    }


def shown(lesson: Lesson) -> Lesson:
    """`lesson` with its words in the language spoken."""
    if language() == "fr":
        return french_lessons().get(lesson.id.value, lesson)
    return lesson
