"""Learn to play's lessons in French: every lesson of assets/lessons.json has its French title,
lines and recap in assets/lessons_fr.json, citing the same rule ids, and the lesson panel and
the `L` page draw them when the game speaks French (Pilot)."""

from __future__ import annotations

import re

from tests.support.learn import table_of
from voxpopuli_tui import cli
from voxpopuli_tui.coach.lessons import load_lessons
from voxpopuli_tui.engine.assets import read_json
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.lessons import LessonsScreen
from voxpopuli_tui.ui.widgets.lesson_panel import LessonPanel
from voxpopuli_tui.ui.words.lesson_words import FRENCH_LESSONS, shown

RULE_IDS = re.compile(r"\bR\d+(?: [a-d]\b)?")


def test_every_lesson_has_its_french_words_citing_the_same_rules() -> None:
    french = read_json(FRENCH_LESSONS)["lessons"]
    for lesson in load_lessons().values():
        words = french[lesson.id.value]
        assert 2 <= len(words["lines"]) == len(lesson.lines) <= 4, lesson.id
        english = RULE_IDS.findall(" ".join((*lesson.lines, lesson.recap)))
        assert RULE_IDS.findall(" ".join((*words["lines"], words["recap"]))) == english
        for text in (words["title"], words["recap"], *words["lines"]):
            assert not re.search(r"[^\u00a0][:;!?](\s|$)", text), text  # no-break space before


def test_a_lesson_is_shown_in_the_language_spoken() -> None:
    goal = next(iter(load_lessons().values()))
    cli.speak("en", {})
    assert shown(goal) is goal
    cli.speak("fr", {})
    assert shown(goal).title == "Ce que vous visez"
    assert shown(goal).rules == goal.rules


async def test_the_lesson_panel_and_the_lessons_page_speak_french() -> None:
    cli.speak("fr", {})
    app = create_app()
    app.pace = 0
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.title_choice("learn")
        text = ""
        for _ in range(3000):
            await pilot.pause()
            panels = app.screen.query(LessonPanel)
            guide = table_of(app).guide if panels else None
            if guide is not None and guide.shown is not None:
                text = panels.first().text
                if shown(guide.shown).title in text:
                    break
        assert guide is not None and guide.shown is not None
        first = shown(guide.shown)
        assert first.title in text and first.title != guide.shown.title
        assert " ".join(first.lines)[:40] in text.replace("\n", " ")
        await pilot.press("L")
        await pilot.pause()
        assert isinstance(app.screen, LessonsScreen)
        page = str(app.screen.query_one("#lessons-text").render())
        assert first.title in page and guide.shown.title not in page
