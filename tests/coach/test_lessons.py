"""The lessons of "Learn to play": one per core rule, 2–4 short lines, each citing
the ruling it teaches, accurate to RULINGS.md."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from voxpopuli_tui.coach.lessons import LessonId, lesson, load_lessons
from voxpopuli_tui.coach.summary import OFFER, summary
from voxpopuli_tui.engine.scoring import Outcome

ASSETS = Path(__file__).resolve().parents[2] / "assets"

#: The rulings of RULINGS.md by id and heading (R1–R38; the card rulings are C-NAME).
RULINGS = {
    "R1": "Seats and directions", "R2": "First player", "R3": "Clubs", "R4": "Pieces",
    "R5": "Decoys", "R6": "Deck", "R7": "Bank", "R8": "Die", "R9": "Markers",
    "R10": "Coliseums", "R11": "Start", "R12": "Grid", "R13": "Windows", "R14": "Supporter",
    "R15": "Gladiator", "R16": "Short club", "R17": "Attendance", "R18": "Match conditions",
    "R19": "Secret vote", "R20": "Totals", "R21": "Applause wins", "R22": "Boos win",
    "R23": "Eliminated pieces", "R24": "Phase 3", "R25": "Popularity",
    "R26": "Gifts and trades", "R27": "Secrets", "R28": "Last turn", "R29": "Winner",
    "R30": "Hands in Play", "R31": "No Bluff, No Remorse", "R32": "Digital options",
    "R33": "Show-of-hands votes", "R34": "Die rolls", "R35": "Costs and conditions",
    "R36": "Discards", "R37": "Cleopatra cards", "R38": "Targets",
}  # fmt: skip

#: The ruling each lesson is about (the brief's list, checked against RULINGS.md's headings:
#: the Supporter is R14, the Gladiator R15, a short club R16).
TEACHES = {
    LessonId.GOAL: "R29",
    LessonId.ROME: "R10",
    LessonId.DESIGNATION: "R14",
    LessonId.SUPPORTER: "R14",
    LessonId.GLADIATOR: "R15",
    LessonId.CARDS: "R13",
    LessonId.ATTENDANCE: "R17",
    LessonId.MATCH: "R18",
    LessonId.VOTE: "R19",
    LessonId.REVEAL: "R20",
    LessonId.APPLAUSE: "R21",
    LessonId.STARS: "R21",
    LessonId.BOOS: "R22",
    LessonId.PHASE3: "R24",
    LessonId.LAST_TURN: "R28",
    LessonId.EMPEROR: "R29",
}

RULE_IN_TEXT = re.compile(r"\bR\d{1,2}\b")


@pytest.mark.parametrize("lid", list(LessonId))
def test_every_lesson_has_short_lines_and_cites_rulings_that_exist(lid: LessonId) -> None:
    item = lesson(lid)
    assert 2 <= len(item.lines) <= 4
    assert all(0 < len(line) <= 100 and "\n" not in line for line in item.lines)
    assert item.title and item.recap and len(item.recap) <= 90
    assert set(item.rules) <= set(RULINGS), item.rules
    assert TEACHES[lid] in item.rules
    cited = set(RULE_IN_TEXT.findall(item.text))
    assert TEACHES[lid] in cited  # the reader sees the id, not only the data
    assert cited <= set(RULINGS)
    assert set(RULE_IN_TEXT.findall(item.recap)) <= set(RULINGS)


def test_the_asset_holds_one_lesson_per_id_in_teaching_order() -> None:
    data = json.loads((ASSETS / "lessons.json").read_text(encoding="utf-8"))
    ids = [item["id"] for item in data["lessons"]]
    assert ids == [lid.value for lid in LessonId]
    assert list(load_lessons()) == list(LessonId)


def test_lessons_state_the_numbers_of_the_rulings() -> None:
    """Spot checks of facts against the rulings: prices (R18), ties (R20, R29), the organiser's
    4 (R21 c), the last turn at 10 (R28), Phase 3 (R24)."""
    assert "Cup 1, Championship 3, International 6" in lesson(LessonId.MATCH).text
    assert "3 or more" in lesson(LessonId.MATCH).text
    assert "a tie goes to Applause" in lesson(LessonId.REVEAL).text
    assert "organiser gains 4" in lesson(LessonId.APPLAUSE).text
    assert "10 popularity" in lesson(LessonId.LAST_TURN).text
    assert "Pompey, Crassus, Caesar, Antony, Octavian, Brutus" in lesson(LessonId.EMPEROR).text
    assert "1 sestertius or draws 1 card" in lesson(LessonId.PHASE3).text
    assert "every Boos voter draws a card" in lesson(LessonId.BOOS).text


def test_summary_lists_what_was_learned_in_order_and_offers_a_real_game() -> None:
    seen = {LessonId.VOTE, LessonId.GOAL, LessonId.BOOS}
    outcome = Outcome(
        emperor=2,
        popularity=(0, 0, 10, 0, 0, 0),
        dead=(False,) * 6,
        scores=(8, 3, 0),
        supporters=(4, 4, 4),
        tie_break="none",
        winners=(0,),
    )
    s = summary(seen, outcome)
    assert s.learned == tuple(
        lesson(lid).recap for lid in (LessonId.GOAL, LessonId.VOTE, LessonId.BOOS)
    )
    assert s.result == "Caesar became Emperor; you scored 8: you win."
    assert s.lines[-1] == OFFER
    assert LessonId.STARS in s.missed and LessonId.VOTE not in s.missed
    assert "3 of 16" in s.title
