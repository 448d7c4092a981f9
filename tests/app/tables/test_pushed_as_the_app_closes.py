"""A screen the table pushes without a key (a reveal after a computer's match, an open vote on
a computer's card, the end of the game after its last action) lets the app close cleanly when it
comes as the app closes: it is mounted after its children are gone, and must not look for them."""

from __future__ import annotations

from pathlib import Path

from textual.screen import Screen

from tests.support.cards_harness import forum_game
from tests.support.games import advance_until, new_game, random_chooser
from voxpopuli_tui.coach.summary import summary
from voxpopuli_tui.engine import PlayCard, public_view
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.end import EndScreen
from voxpopuli_tui.ui.screens.learned import LearnedScreen
from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.table.controller import TableController


async def closes_cleanly_over(screen: Screen[object], tmp_path: Path) -> None:
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.push_screen(screen)
        app.exit()
    assert app.return_code == 0


async def test_a_reveal_pushed_as_the_app_closes(tmp_path: Path) -> None:
    view = TableController(new_game()).public()
    await closes_cleanly_over(RevealScreen(view, ["Pompey wins the match"]), tmp_path)


async def test_an_open_vote_pushed_as_the_app_closes(tmp_path: Path) -> None:
    game = forum_game(["MADMAN"])
    game.apply(PlayCard(seat=0, card="MADMAN", politician=2))
    screen = OpenVoteScreen(public_view(game), game.legal_actions(0))
    await closes_cleanly_over(screen, tmp_path)  # type: ignore[arg-type]


async def test_the_end_screens_pushed_as_the_app_closes(tmp_path: Path) -> None:
    game = new_game(3, seed=3)
    advance_until(game, lambda g: g.is_over, random_chooser(3), limit=100000)
    view = public_view(game)
    assert view.outcome is not None
    await closes_cleanly_over(EndScreen(view, game.ruleset, game.history), tmp_path)
    await closes_cleanly_over(LearnedScreen(summary([], view.outcome, 0), view), tmp_path)
