"""R20, the reveal in its place: a match's reveal comes before that match's Stars at every kind
of table (the vote's screen never rolls on into the Stars of the seat that sealed the last
vote); a computer's match at a table of one stands on the table until the human's next
decision, never as toasts over the board."""

from __future__ import annotations

import pytest
from textual.screen import Screen

from tests.support.driver import seeded_pick, step
from tests.support.pilot import wait_until
from tests.support.windows import last_vote
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.widgets.reveal_note import RevealNote

SIZE = (120, 40)


def pushed_log(app: VoxPopuliApp) -> list[tuple[Screen[object], str | None, int]]:
    """Every screen pushed, with what the game waited for and how many Stars were placed."""
    log: list[tuple[Screen[object], str | None, int]] = []
    original = app.push_screen

    def push(screen, *args, **kwargs):  # type: ignore[no-untyped-def]
        table = app.table
        stars = sum(a.type == "star" for a in table.game.history) if table else 0
        log.append((screen, table.kind if table else None, stars))
        return original(screen, *args, **kwargs)

    app.push_screen = push  # type: ignore[method-assign]
    return log


@pytest.mark.parametrize("computer", [[1, 2], []], ids=["one-human", "three-humans"])
async def test_the_reveal_comes_before_the_stars_of_its_match_R20_R21(computer: list[int]) -> None:
    app = create_app(game=last_vote(), computer=computer)
    app.pace = 0.0
    log = pushed_log(app)
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        if computer == []:  # three humans: Livia's curtain first
            await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen), "the curtain")
            await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, PrivateScreen)
                         and app.screen.voting, "Livia's vote")
        await pilot.press("a")
        await wait_until(pilot, lambda: isinstance(app.screen, RevealScreen), "the reveal")
        assert table.kind == Decision.STARS and table.game.to_act() == [0]
        assert not any(a.type == "star" for a in table.game.history)  # no Star before it
        await pilot.press("enter")
        if computer == []:  # anyone may have pressed Enter on the reveal: her curtain again
            await wait_until(pilot, lambda: isinstance(app.screen, CurtainScreen),
                             "Livia's curtain for her Stars")
            await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, PrivateScreen)
                         and not app.screen.voting, "Livia's Stars")
        reveals = [i for i, (s, _, _) in enumerate(log) if isinstance(s, RevealScreen)]
        stars = [i for i, (s, kind, _) in enumerate(log)
                 if isinstance(s, PrivateScreen) and kind == Decision.STARS]
        assert len(reveals) == 1 and stars and reveals[0] < stars[0]
        if computer == []:
            assert any(isinstance(s, CurtainScreen) for s, _, _ in log[reveals[0]:stars[0]])


async def test_a_computers_reveal_stands_on_the_table_until_the_humans_decision_R20() -> None:
    app = create_app(game=last_vote(organiser=1), computer=[1, 2])
    app.pace = 0.0
    log = pushed_log(app)
    async with app.run_test(size=SIZE) as pilot:
        table = app.table
        assert table is not None
        await wait_until(pilot, lambda: isinstance(app.screen, PrivateScreen)
                         and app.screen.voting, "Livia's vote")
        await pilot.press("a")
        # Livia's Stars (she won): her screen, no reveal screen, the note waits on the table
        await wait_until(pilot, lambda: isinstance(app.screen, PrivateScreen)
                         and not app.screen.voting, "Livia's Stars")
        assert not any(isinstance(s, RevealScreen) for s, _, _ in log)
        pick = seeded_pick(1)
        for _ in range(200):  # her Stars, as the driver places them
            if not isinstance(app.screen, PrivateScreen):
                break
            await step(pilot, app, pick)

        def at_her_decision() -> bool:
            screen = app.screen
            return (isinstance(screen, MainScreen) and screen.ready and screen.chooser is not None
                    and table.computer_turn() is None)

        await wait_until(pilot, at_her_decision, "Livia's next decision at the table")
        note = app.screen.query_one(RevealNote)
        assert note.display and "Marcus's match" in str(note.border_title)
        shown = str(note.render())
        assert "Pompey's arena: APPLAUSE" in shown and "The votes are revealed" in shown, shown
        assert not any("votes are revealed" in (n.title or "") + n.message
                       for n in app._notifications), "a reveal toast"
        done = len(table.game.history)
        for _ in range(20):  # her decision (a Supporter is two keys): the reveal has been read
            if len(table.game.history) > done:
                break
            await step(pilot, app, pick)
        assert any(a.seat == 0 for a in table.game.history[done:])
        await wait_until(pilot, lambda: not note.display, "the note gone")
