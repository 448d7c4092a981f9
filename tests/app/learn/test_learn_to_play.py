"""Learn to play through the app: the title's entry starts the guided game
(one human, two guided computers, no curtain), the lesson panel shows each lesson as it comes
due and the guide's suggestion at each decision; following it to the end brings "What you
learned" and the offer of a real game. Leaving keeps a guided save that resumes as guided."""

from __future__ import annotations

import time
from pathlib import Path

from tests.support.learn import Record, count_keys, learner_step, table_of
from voxpopuli_tui.coach import COMPUTERS, GuidedComputer, LessonId, load_lessons
from voxpopuli_tui.coach.summary import OFFER
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.screens.learned import LearnedScreen
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.screens.title import TitleScreen

SIZE = (100, 30)


async def test_learn_to_play_followed_to_the_end_meets_the_lessons_and_offers_a_real_game(
    tmp_path: Path,
) -> None:
    app = create_app(save_dir=tmp_path)
    app.pace = 0.0
    record = Record()
    curtains: list[object] = []
    start = time.perf_counter()
    async with app.run_test(size=SIZE) as pilot:
        count_keys(pilot, record)
        for _ in range(20000):
            if isinstance(app.screen, CurtainScreen):
                curtains.append(app.screen)
            if await learner_step(pilot, app, record) == "end":
                break
        else:
            raise AssertionError("the guided game did not end")
        wall = time.perf_counter() - start
        table = table_of(app)
        guide = table.guide
        assert table.game.is_over and not curtains  # one human: never a curtain
        assert set(table.bots) == set(COMPUTERS)
        assert all(isinstance(b, GuidedComputer) for b in table.bots.values())
        # Every lesson came up on the panel at a decision of the learner, in the order they
        # came due; those due only once the game is over are in "What you learned".
        lessons = load_lessons()
        shown = [lessons[lid].title for lid in guide.history]
        assert record.titles == shown[: len(record.titles)]
        assert set(guide.history[len(record.titles):]) <= {LessonId.LAST_TURN, LessonId.EMPEROR}
        assert len(record.titles) >= 12 and guide.history[0] is LessonId.GOAL
        assert not record.missed
        assert record.decisions == guide.decisions == guide.followed  # the guide, followed
        # The end: what was learned, one line per lesson met, and the offer of a real game.
        screen = app.screen
        assert isinstance(screen, LearnedScreen)
        summary = screen.summary
        assert summary.learned == tuple(lessons[lid].recap for lid in LessonId
                                        if lid in guide.seen)
        assert LessonId.EMPEROR in guide.seen and summary.result is not None
        assert summary.offer == OFFER
        await pilot.press("enter")  # "Start a real game" is highlighted
        await pilot.pause()
        for _ in range(500):
            if isinstance(app.screen, NewGameScreen):
                break
            await pilot.pause(0.01)
        assert isinstance(app.screen, NewGameScreen)
        assert isinstance(app.screen_stack[-2], TitleScreen)
    real = sum(1 for a in record.advised if len(a.view.moves) > 1)
    print(f"\nguided game through the app: {record.decisions} decisions ({real} with a real "
          f"choice), {record.keys} keys, {len(guide.history)} lessons shown, {wall:.1f} s")
