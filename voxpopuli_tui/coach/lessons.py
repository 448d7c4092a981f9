"""The lessons of "Learn to play": one per core rule a newcomer meets, read from
`assets/lessons.json` (shipped as package data, read like the engine's assets).

Each lesson is two to four short lines in players' words and names the rulings it teaches
(R14, R21…), so that a reader can look the rule up with `r` or in RULINGS.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from voxpopuli_tui.engine.assets import read_json
from voxpopuli_tui.engine.errors import AssetError

#: A ruling id as RULINGS.md writes it: R1 … R38 (card rulings are C-NAME).
RULE_ID = re.compile(r"^R\d{1,2}$")


class LessonId(StrEnum):
    """Every lesson, in teaching order: when several are due at one moment, the earlier first."""

    GOAL = "goal"
    ROME = "rome"
    DESIGNATION = "designation"
    SUPPORTER = "supporter"
    GLADIATOR = "gladiator"
    CARDS = "cards"
    ATTENDANCE = "attendance"
    MATCH = "match"
    VOTE = "vote"
    REVEAL = "reveal"
    APPLAUSE = "applause"
    STARS = "stars"
    BOOS = "boos"
    PHASE3 = "phase3"
    LAST_TURN = "last_turn"
    EMPEROR = "emperor"


@dataclass(frozen=True, slots=True)
class Lesson:
    """One rule explained: a title, 2–4 lines, the ruling ids it teaches, a one-line recap."""

    id: LessonId
    title: str
    rules: tuple[str, ...]
    lines: tuple[str, ...]
    recap: str

    @property
    def text(self) -> str:
        """The lines joined for a panel that wraps by itself."""
        return " ".join(self.lines)


@cache
def load_lessons() -> dict[LessonId, Lesson]:
    """Every lesson by id, in `LessonId` order; `AssetError` (one line) if the file is wrong."""
    data = read_json("lessons.json")
    try:
        raw = {LessonId(item["id"]): item for item in data["lessons"]}
        lessons = {
            lid: Lesson(
                id=lid,
                title=str(raw[lid]["title"]),
                rules=tuple(str(r) for r in raw[lid]["rules"]),
                lines=tuple(str(x) for x in raw[lid]["lines"]),
                recap=str(raw[lid]["recap"]),
            )
            for lid in LessonId
        }
    except (KeyError, TypeError, ValueError) as exc:
        raise AssetError(f"lessons.json is malformed: {exc}") from exc
    for lesson in lessons.values():
        if not 2 <= len(lesson.lines) <= 4 or not lesson.rules:
            raise AssetError(f"lessons.json: lesson {lesson.id} needs 2-4 lines and a rule id")
        if not all(RULE_ID.match(r) for r in lesson.rules):
            raise AssetError(f"lessons.json: lesson {lesson.id} names a malformed rule id")
    return lessons


def lesson(lid: LessonId) -> Lesson:
    """One lesson by id."""
    return load_lessons()[lid]
