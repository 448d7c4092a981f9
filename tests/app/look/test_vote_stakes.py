"""The secret vote shows what is at stake for the voter, at 100×30, 120×40 and 160×50: their
weight (R20), their Gladiators in that arena — what Applause turns into Stars (R21) and Boos may
cost (R22) — the Arena cards in force, and the whole hand (each card's title on the screen as
drawn). Only the voter's own view is drawn (the frames of whole games are scanned for secrets
in tests/app/curtain/test_frames.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.support.dump import dump_screens
from tests.support.games import advance_until, new_game, random_chooser
from voxpopuli_tui.engine import Game, view_for
from voxpopuli_tui.engine.assets import title
from voxpopuli_tui.engine.constants import Side
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.widgets.vote_choice import render_choice

SIZES = [(100, 30), (120, 40), (160, 50)]


def vote_with_gladiators() -> Game:
    """A seeded 3-player game at seat 0's vote, seat 0 with Gladiators in the arena and at
    least four cards in hand."""
    for seed in range(1, 60):
        game = new_game(3, seed=seed)

        def ready(g: Game) -> bool:
            m = g.state.turn_state.match
            return (g.pending_kind == Decision.VOTE and 0 in g.to_act() and m is not None
                    and any(seat == 0 for seat, _ in g.state.arenas[m.arena])
                    and len(g.state.players[0].hand) >= 4)

        try:
            advance_until(game, lambda g: ready(g) or g.is_over, random_chooser(seed),
                          limit=5000)
        except AssertionError:
            continue
        if ready(game):
            return game
    raise AssertionError("no such vote")


def test_the_stakes_name_the_gladiators_and_the_cards_in_force() -> None:
    game = vote_with_gladiators()
    view = view_for(game, 0)
    assert view.match is not None
    mine = [v for s, v in view.arenas[view.match.arena] if s == 0]
    forced = replace(view, match=replace(view.match, modifiers_in_force=(
        ("TICKET_PRICE", Side.BOOS, 3, True), ("BAD_SOUND", Side.APPLAUSE, 0, False))),
        turn_info=replace(view.turn_info, arena_cards=((1, "TRAMPLED"),)))
    text = render_choice(forced, 100).plain
    assert "Your Gladiators here: " + " and ".join(map(str, mine)) in text
    assert "become your Stars (R21)" in text and "you lose one" in text
    assert f"{title('TICKET_PRICE')} (Boos +3)" in text
    assert f"{title('BAD_SOUND')} (Applause +0), no effect" in text
    assert title("TRAMPLED") in text  # an Arena card played this turn, without a number
    bare = render_choice(replace(
        view, arenas=tuple(() for _ in view.arenas),
        match=replace(view.match, modifiers_in_force=()),
        turn_info=replace(view.turn_info, arena_cards=())), 100).plain
    assert "No Gladiator of yours here" in bare and "Arena cards in force: none" in bare


@pytest.mark.parametrize("size", SIZES)
async def test_the_vote_shows_the_stakes_and_the_whole_hand(size: tuple[int, int]) -> None:
    game = vote_with_gladiators()
    hand = list(game.state.players[0].hand)
    app = create_app(game=game, computer=[1, 2])
    app.pace = 0
    async with app.run_test(size=size) as pilot:
        for _ in range(2000):
            if isinstance(app.screen, PrivateScreen) and app.screen.voting:
                break
            await pilot.pause(0.01)
        screen = app.screen
        assert isinstance(screen, PrivateScreen) and screen.voting
        for _ in range(100):  # the side fitted after the first frame
            await pilot.pause(0.01)
            text = dump_screens(app)[-1][1]
            if all(title(card) in text for card in hand):
                break
        for card in hand:
            assert title(card) in text, (card, text)
        assert "Your Gladiators here:" in text and "Arena cards in force:" in text, text
        assert "A  Applause" in text and "B  Boos" in text
        assert "press A or B" in text
