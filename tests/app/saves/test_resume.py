"""Quit in the middle of a secret vote, start again, Continue: nothing lost, nothing leaked."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import OptionList

from tests.support.driver import play_to_end, play_until, seeded_pick
from tests.support.dump import check_secrecy, dump_screens
from tests.support.saves import choose, one_vote_sealed, option_ids
from voxpopuli_tui.engine import Ruleset
from voxpopuli_tui.saves import list_saves
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.saves.load_screen import ResumeCurtain
from voxpopuli_tui.ui.screens.end import EndScreen
from voxpopuli_tui.ui.screens.title import TitleScreen

SEED = 5


def ruleset() -> Ruleset:
    return Ruleset.default(
        4, seed=SEED, coliseum_placement="random", first_player=0, popularity_target=8
    )


async def test_quit_during_the_vote_then_continue(tmp_path: Path) -> None:
    pick = seeded_pick(SEED)
    app = create_app(ruleset(), save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await play_until(pilot, app, pick, one_vote_sealed)
        table = app.table
        assert table is not None
        voter = table.game.history[-1].seat  # who just sealed a vote
        before = {
            "history": [str(a) for a in table.game.history],
            "to_act": table.game.to_act(),
            "kind": table.kind,
        }
        private = [e.text for e in table.game.state.log if e.seats == [voter]]
        sealed = next(t for t in reversed(private) if t.startswith("You voted"))
        await pilot.press("ctrl+q")
    assert len(list_saves(tmp_path)) == 1

    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        menu = app.screen.query_one(OptionList)
        assert "continue" in option_ids(menu)
        await choose(pilot, menu, "continue")
        await pilot.pause()
        assert isinstance(app.screen, ResumeCurtain)
        table = app.table
        assert table is not None
        assert [str(a) for a in table.game.history] == before["history"]
        assert table.game.to_act() == before["to_act"] and table.kind == before["kind"]
        assert voter not in table.game.to_act()
        for _, text in dump_screens(app):
            assert sealed not in text
            assert "APPLAUSE" not in text and "BOOS" not in text
        check_secrecy(app)
        # The resume curtain names whoever acts next; then their own curtain for the vote.
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen)
        check_secrecy(app)
        await pilot.press("enter")
        assert isinstance(app.screen, PrivateScreen)
        assert app.screen.seat == table.to_act_humans()[0] != voter
        check_secrecy(app)
        await play_to_end(pilot, app, pick, after_step=check_secrecy)
        assert isinstance(app.screen, EndScreen)
        assert table.game.is_over
    (info,) = list_saves(tmp_path)
    assert info.summary is not None and info.summary.over
