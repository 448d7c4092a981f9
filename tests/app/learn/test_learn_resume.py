"""leaving the guided game keeps it as a save marked guided; Continue on the
title resumes it as the guided game (lesson panel, guided computers, the lessons met); a
choice other than the guide's is explained on the panel (coach `explain`)."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import OptionList

from tests.support.learn import Record, learner_decides, learner_step, table_of, take
from voxpopuli_tui.coach import COMPUTERS, GuidedComputer, explain
from voxpopuli_tui.engine.actions import FREE_TYPES
from voxpopuli_tui.saves import latest_unfinished, load_save
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.learn.guide import Advice
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.title import TitleScreen
from voxpopuli_tui.ui.widgets.lesson_panel import LessonPanel

SIZE = (100, 30)


async def play_decisions(pilot, app, record: Record, n: int) -> None:  # type: ignore[no-untyped-def]
    for _ in range(5000):
        if record.decisions >= n and isinstance(app.screen, MainScreen) and learner_decides(
                table_of(app)):
            return
        await learner_step(pilot, app, record)
    raise AssertionError("not reached")


async def test_leave_the_guided_game_and_continue_it_as_guided(tmp_path: Path) -> None:
    app = create_app(save_dir=tmp_path)
    app.pace = 0.0
    record = Record()
    async with app.run_test(size=SIZE) as pilot:
        await play_decisions(pilot, app, record, 6)
        table = table_of(app)
        history = [str(a) for a in table.game.history]
        met = list(table.guide.met)
        await pilot.press("ctrl+q")
    latest = latest_unfinished(tmp_path)
    assert latest is not None
    data = json.loads(latest.path.read_text())
    assert data["version"] == 3 and data["payload"]["guided"] is True
    assert load_save(latest.path).guided

    app = create_app(save_dir=tmp_path)
    app.pace = 0.0
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(500):
            menu = app.screen.query_one(OptionList) if isinstance(app.screen, TitleScreen) else None
            if menu is not None and menu.get_option_at_index(0).id == "continue":
                break
            await pilot.pause(0.01)
        # Continue keeps the first highlight; Learn to play is below New game.
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert ids.index("learn") == ids.index("new") + 1
        assert menu.get_option_at_index(menu.highlighted or 0).id == "new"
        while menu.get_option_at_index(menu.highlighted or 0).id != "continue":
            await pilot.press("up")
        await pilot.press("enter")
        for _ in range(1000):
            if isinstance(app.screen, MainScreen) and app.screen.query(LessonPanel):
                break
            await pilot.pause(0.01)
        table = table_of(app)  # resumed as the guided game
        assert [str(a) for a in table.game.history][: len(history)] == history
        assert all(isinstance(table.bots[s], GuidedComputer) for s in COMPUTERS)
        assert table.guide.met[: len(met)] == met  # the lessons met, rebuilt from the record
        assert table.saver is not None and table.saver.guided
        before = record.decisions
        await play_decisions(pilot, app, record, before + 1)
        assert table.guide.followed >= 1  # the guide answers again after the resume


async def test_another_legal_choice_is_explained_on_the_panel(tmp_path: Path) -> None:
    app = create_app(save_dir=tmp_path)
    app.pace = 0.0
    record = Record()
    async with app.run_test(size=SIZE) as pilot:
        # Up to a decision with a real choice at the table's menu (a Supporter's placement).
        for _ in range(5000):
            step = await learner_step(pilot, app, record, follow=False)
            table = table_of(app)
            advice = table.guide.current(table.moment)
            screen = app.screen
            if (step == "decision" and advice is not None and isinstance(screen, MainScreen)
                    and screen.chooser is not None and len(screen.chooser.all) > 1):
                break
            if step == "decision":
                assert advice is not None
                await take(pilot, app, screen, advice)
        else:
            raise AssertionError("no decision with a choice came")
        other = next(c for c in screen.chooser.all if c != advice.choice
                     and getattr(c, "type", "") not in FREE_TYPES)
        expected = explain(advice.view, other)  # type: ignore[arg-type]
        await take(pilot, app, screen, Advice(advice.moment, other, "", advice.view))
        guide = table.guide
        for _ in range(1000):
            panel = app.screen.query(LessonPanel)
            if guide.note and panel and expected[:40] in panel.first().text.replace("\n", " "):
                break
            await pilot.pause(0.01)
        assert guide.note.endswith(expected) and guide.note.startswith("You chose")
        assert "(the guide: " in guide.note  # it says so: not the suggested choice
        assert guide.decisions == 1 + guide.followed
