"""INTERVIEW through the UI: the locked organiser votes like anyone else, and nobody can tell."""

from __future__ import annotations

import re

from tests.support.arena_scenes import arena, close_windows, play
from tests.support.games import past_the_cover
from voxpopuli_tui.engine import Vote
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu
from voxpopuli_tui.ui.widgets.prompt_line import PromptLine


def curtain_text(app, name: str) -> str:  # type: ignore[no-untyped-def]
    """What the curtain says besides whose it is (its name and club are the player's own)."""
    from textual.widgets import Static

    parts = [str(app.screen.query_one(f"#curtain-{part}", Static).render())
             for part in ("text", "hint")]
    return re.sub(r"\s+", " ", " ".join(parts).replace(name, "NAME")).strip()


def prompt(screen: PrivateScreen) -> str:
    return str(screen.query_one(PromptLine).render())


async def vote_with_one_key(pilot, app) -> tuple[str, str, int]:  # type: ignore[no-untyped-def]
    """Lift the curtain, note the prompt and the options, press 1, return what shows."""
    await pilot.press("enter")
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, PrivateScreen)
    before = prompt(screen)
    options = screen.query_one(ActionMenu).option_count
    await pilot.press("a")
    await pilot.pause()
    assert screen.finished  # sealed by the one key; the screen hands back at once
    await past_the_cover(pilot)
    after = type(app.screen).__name__  # what comes next: the next voter's curtain
    return before, after, options


async def test_interview_locked_voter_looks_like_any_voter() -> None:
    game = arena()
    play(game, 3, "INTERVIEW")
    close_windows(game)
    organiser = game.state.turn_state.match.organiser  # type: ignore[union-attr]
    assert organiser == 0 and game.to_act()[0] == 0
    app = create_app(game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == game.names[0]
        locked_curtain = curtain_text(app, game.names[0])
        locked_before, locked_after, locked_options = await vote_with_one_key(pilot, app)
        assert isinstance(app.screen, CurtainScreen) and app.screen.player == game.names[1]
        other_curtain = curtain_text(app, game.names[1])
        other_before, other_after, other_options = await vote_with_one_key(pilot, app)

    # the curtains are the same apart from the name
    assert locked_curtain == other_curtain
    assert "INTERVIEW" not in locked_curtain
    # behind the curtain the organiser sees the lock; one key seals, as for anyone
    assert "INTERVIEW locks your vote on Applause" in locked_before
    assert "INTERVIEW" not in other_before
    assert locked_options == other_options  # the same menu shape: nothing tells the lock
    assert locked_after == other_after == "CurtainScreen"
    assert game.state.turn_state.match.votes[0] == "applause"  # type: ignore[union-attr]
    assert Vote(seat=0, side="applause") in game.history
