"""a reveal costs no key of its own when a public decision at the table follows
it — that decision's key leaves the reveal and answers it — and never carries a key to a curtain
or a private screen (the key gate decides there)."""

from __future__ import annotations

from textual.pilot import Pilot

from tests.support.driver import seeded_pick, step
from tests.support.games import new_game
from tests.support.pilot import wait_until
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen

SIZE = (120, 40)


async def to_reveal(pilot: Pilot[None], app: VoxPopuliApp, carry: bool) -> RevealScreen:
    pick = seeded_pick(5)
    for _ in range(4000):
        screen = app.screen
        if isinstance(screen, RevealScreen) and screen.carry == carry:
            return screen
        table = app.table
        assert table is not None and not table.game.is_over, "no such reveal"
        if (isinstance(screen, MainScreen) and screen.chooser is None
                and not table.is_window()):
            await pilot.pause(0.01)  # a computer plays
            continue
        await step(pilot, app, pick)
    raise AssertionError("no such reveal")


async def test_the_next_decisions_key_leaves_the_reveal_and_answers_it_R20() -> None:
    """Three humans: a reveal followed by the next turn's designation (public)."""
    app = create_app(game=new_game(3, seed=6, use_cards=False))
    async with app.run_test(size=SIZE) as pilot:
        reveal = await to_reveal(pilot, app, carry=True)
        table = app.table
        assert table is not None
        assert "answer the next decision now" in str(reveal.query_one("#reveal").render())
        done = len(table.game.history)
        folded = table.folded()
        assert folded is not None
        await pilot.press("1")  # the first choice of the decision that follows
        await wait_until(pilot, lambda: len(table.game.history) > done)
        assert not isinstance(app.screen, RevealScreen)
        answered = table.game.history[done + folded.windows:]
        assert answered and answered[0].seat == folded.seat


async def test_a_key_on_a_reveal_never_reaches_a_curtain_R19() -> None:
    """Three humans: after a reveal the winners place Stars behind curtains; a number typed
    on the reveal stays there."""
    app = create_app(game=new_game(3, seed=1, use_cards=False))
    async with app.run_test(size=SIZE) as pilot:
        reveal = await to_reveal(pilot, app, carry=False)
        table = app.table
        assert table is not None
        done = len(table.game.history)
        await pilot.press("1")
        await pilot.pause(0.2)
        assert app.screen is reveal and len(table.game.history) == done
        await pilot.press("enter")
        await wait_until(pilot, lambda: app.screen is not reveal)
