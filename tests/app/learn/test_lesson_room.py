"""Learn to play fits the screen: at 100×30, 120×40 and 160×50 the lesson on the panel and the
guide's line are whole on the screen as drawn (no key, no scrolling), the panel never takes
the focus (Enter and Tab stay with the decision), the lessons waiting their turn are named and
`L` reads every lesson so far; the end shows the compartments, the scores and how a tie was
broken (R29). The panel's rows at each size are printed (run with -s)."""

from __future__ import annotations

import re

import pytest
from textual.pilot import Pilot
from textual.widget import Widget

from tests.support.dump import dump_screens
from tests.support.learn import Record, learner_step, table_of
from voxpopuli_tui.coach.lessons import load_lessons
from voxpopuli_tui.coach.summary import summary, tie_words
from voxpopuli_tui.engine import public_view
from voxpopuli_tui.engine.scoring import Outcome
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.screens.learned import LearnedScreen
from voxpopuli_tui.ui.screens.lessons import LessonsScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu
from voxpopuli_tui.ui.widgets.lesson_panel import LessonPanel

SIZES = [(100, 30), (120, 40), (160, 50)]
#: decisions looked at in each size (the first lessons come due at once: the queue is met)
DECISIONS = 14


def words(text: str) -> str:
    return " ".join(re.sub(r"[│▏▕▔╭╮╰╯─]", " ", text).split())


def region_text(app: VoxPopuliApp, widget: Widget) -> str:
    """The screen as drawn, cut to the widget's region: what a player reads there."""
    (_, text), *_ = [(s, t) for s, t in dump_screens(app) if s is app.screen]
    region = widget.region
    lines = text.split("\n")[region.y:region.bottom]
    return "\n".join(line[region.x:region.right] for line in lines)


def check_whole(app: VoxPopuliApp, panel: LessonPanel) -> int:
    """The lesson and the guide's lines, word for word, inside the panel as drawn; the panel
    inside the screen above the prompt line; the focus on the decision. Its rows."""
    table = table_of(app)
    guide = table.guide
    shown = words(region_text(app, panel))
    screen_text = dump_screens(app)[-1][1]
    lesson = guide.shown
    assert lesson is not None
    for part in (lesson.title, lesson.text):
        assert words(part) in shown, (part, screen_text)
    advice = guide.current(table.moment)
    assert advice is not None
    assert words("Why: " + advice.why) in shown, (advice.why, screen_text)
    for waiting in guide.queue:
        assert words(waiting.title) in shown
    assert panel.region.bottom <= app.size.height - 2  # the prompt line and the footer
    assert panel.size.height + 1 >= panel.needed(panel.size.width + 2)
    assert isinstance(app.focused, ActionMenu)
    return panel.outer_size.height


async def settled(pilot: Pilot[None], app: VoxPopuliApp, panel: LessonPanel) -> None:
    """Wait (a few tenths of a second at most) until the screen has given the panel its room."""
    for _ in range(100):
        try:
            check_whole(app, panel)
            return
        except AssertionError:
            await pilot.pause(0.02)


@pytest.mark.parametrize("size", SIZES)
async def test_the_lesson_and_the_guide_are_whole_and_the_focus_stays(
        size: tuple[int, int]) -> None:
    app = create_app()
    app.pace = 0
    async with app.run_test(size=size) as pilot:
        record = Record()
        seen = 0
        rows: list[int] = []
        for _ in range(4000):
            step = await learner_step(pilot, app, record, follow=False)
            if step == "decision":
                panel = app.screen.query_one(LessonPanel)
                await settled(pilot, app, panel)
                rows.append(check_whole(app, panel))
                seen += 1
                if seen == 1:  # Tab never lands in the panel; Enter stays with the menu
                    await pilot.press("tab")
                    assert not any(w is app.focused for w in panel.walk_children())
                    screen = app.screen
                    screen.set_focus(screen.query_one(ActionMenu))
                if seen >= DECISIONS:
                    break
                await learner_step(pilot, app, record, follow=True)
        assert seen >= DECISIONS
        assert not any(w.focusable for w in [panel, *panel.walk_children()])
        print(f"{size[0]}x{size[1]}: the lesson panel's rows {rows}")


async def test_every_lesson_so_far_on_l() -> None:
    app = create_app()
    app.pace = 0
    async with app.run_test(size=(100, 30)) as pilot:
        record = Record()
        for _ in range(4000):
            if await learner_step(pilot, app, record, follow=False) == "decision":
                break
        guide = table_of(app).guide
        assert guide.queue, "the first decision has lessons waiting"
        await pilot.press("L")
        await pilot.pause()
        assert isinstance(app.screen, LessonsScreen)
        text = words(str(app.screen.query_one("#lessons-text").render()))
        lessons = load_lessons()
        for lid in guide.history:
            assert words(lessons[lid].text) in text
        for lesson in guide.queue:
            assert words(lesson.text) in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)


def test_a_tie_broken_on_the_map_is_said() -> None:
    outcome = Outcome(emperor=2, popularity=(3, 4, 10, 1, 0, 2), dead=(False,) * 6,
                      scores=(12, 12, 12), supporters=(9, 7, 4), tie_break="supporters",
                      winners=(0,))
    line = summary([], outcome, 0).result or ""
    assert "you win" in line and "tied at 12" in line and "Supporters on the map" in line
    assert "(9, 7, 4)" in line and "R29" in line
    joint = Outcome(emperor=2, popularity=(3, 4, 10, 1, 0, 2), dead=(False,) * 6,
                    scores=(5, 12, 12), supporters=(9, 7, 7), tie_break="joint",
                    winners=(1, 2))
    assert "joint winners" in tie_words(joint, 0) and "the best were two" in tie_words(joint, 0)
    assert tie_words(Outcome(2, (0,) * 6, (False,) * 6, (3, 1, 0), (0, 0, 0), "none",
                             (0,)), 0) == ""


@pytest.mark.parametrize("size", SIZES)
async def test_the_end_of_the_guided_game_opens_the_compartments(
        size: tuple[int, int]) -> None:
    from tests.support.games import advance_until, new_game, random_chooser

    game = new_game(3, seed=3)
    advance_until(game, lambda g: g.is_over, random_chooser(3), limit=100000)
    view = public_view(game)
    outcome = view.outcome
    assert outcome is not None
    app = create_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await app.push_screen(LearnedScreen(summary([], outcome, 0), view))
        await pilot.pause()
        (_, text), *_ = [(s, t) for s, t in dump_screens(app) if s is app.screen]
        for needed in ("Compartments", "Scores", "Winner", "Start a real game",
                       "Back to the title"):
            assert needed in text, (needed, text)
        assert outcome.emperor is not None
        assert "▶ " in text  # the Emperor's compartment marked as on the end screen
        for name in view.names:
            assert name in text
