"""Star placement behind the curtain: consistent one-value questions, no decoy question with no
decoy left (RULES_NOTES N9), and the prompt's Stars left kept current."""

from __future__ import annotations

from tests.support.flow import SIZE, app_for, behind_the_curtain
from tests.support.games import advance_until, new_game, random_chooser
from voxpopuli_tui.engine import Game
from voxpopuli_tui.engine.state import StarsLeft
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.table.choices import Chooser
from voxpopuli_tui.ui.widgets.prompt_line import PromptLine


def _stars_game() -> Game:
    """Seed 0: a seat must place two Stars (a 3 and a 2) and holds 3 decoys."""
    game = new_game(3, seed=0, use_cards=False)
    advance_until(
        game,
        lambda g: g.state.pending is not None and g.state.pending.kind == "stars"
        and g.state.pending.stars is not None and len(g.state.pending.stars.left) >= 2,
        chooser=random_chooser(0),
    )
    return game


def _steps(game: Game, seat: int) -> list[str | None]:
    from voxpopuli_tui.engine.actions import FREE_TYPES

    chooser = Chooser([a for a in game.legal_actions(seat) if a.type not in FREE_TYPES],
                      game.names)
    asked = []
    while (step := chooser.step()) is not None:
        asked.append(step)
        chooser.choose(chooser.options()[0].key)
    return asked


def test_value_asked_while_values_differ_and_decoy_only_with_a_decoy() -> None:
    game = _stars_game()
    seat = game.state.pending.seats[0]  # type: ignore[union-attr]
    assert _steps(game, seat) == ["value", "politician", "decoy"]
    game.state.players[seat].decoys = 0
    game.state.version += 1
    assert _steps(game, seat) == ["value", "politician"]  # no "Slide a decoy too?"
    pending = game.state.pending
    assert pending is not None and pending.stars is not None
    pending.stars = StarsLeft((3,), pending.stars.placed)
    game.state.version += 1
    assert _steps(game, seat) == ["politician"]  # one value: nothing to ask, for any Star


async def test_the_stars_left_shrink_in_the_prompt_after_each_star() -> None:
    game = _stars_game()
    seat = game.state.pending.seats[0]  # type: ignore[union-attr]
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        screen = await behind_the_curtain(pilot, app)
        assert isinstance(screen, PrivateScreen) and screen.seat == seat
        # the values left, never "(2 left)" (read as two Stars)
        assert "Stars of values 2 and 3" in str(screen.query_one(PromptLine).render())
        await pilot.press("3", "1", "0")  # the 3, Pompey's slot, 0: no decoy
        await pilot.pause()
        text = str(screen.query_one(PromptLine).render())
        assert "Sealed" in text or "the Star of value 2" in text
        screen.redraw()
        text = str(screen.query_one(PromptLine).render())
        assert "place the Star of value 2;" in text and "left)" not in text


def test_a_politician_has_one_number_in_the_star_and_the_decoy_menus() -> None:
    """Crassus is 2 in the Star menu and 2 in the decoy menu ("no decoy" is
    0), so a decoy never goes to the politician next to the one meant."""
    from voxpopuli_tui.engine import POLITICIANS
    from voxpopuli_tui.ui.widgets.action_menu import numbers

    game = _stars_game()
    seat = game.state.pending.seats[0]  # type: ignore[union-attr]
    chooser = Chooser([a for a in game.legal_actions(seat) if a.type == "star"], game.names)
    chooser.choose(chooser.options()[0].key)  # a value
    stars = chooser.options()
    star_numbers = dict(zip([o.label for o in stars], numbers(stars), strict=True))
    chooser.choose(stars[0].key)  # Pompey: every other politician may take a decoy
    decoys = chooser.options()
    decoy_numbers = dict(zip([o.label for o in decoys], numbers(decoys), strict=True))
    assert decoy_numbers.pop("no decoy") == 0
    assert decoy_numbers, "no decoy to place"
    for name, number in decoy_numbers.items():
        assert star_numbers.get(name, number) == number == POLITICIANS.index(name) + 1


async def test_the_vote_screen_shows_the_voters_own_weight() -> None:
    game = new_game(3, seed=0, use_cards=False)
    advance_until(game, lambda g: g.state.pending is not None and g.state.pending.kind == "vote",
                  chooser=random_chooser(0))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        screen = await behind_the_curtain(pilot, app)
        assert isinstance(screen, PrivateScreen)
        view = app.table.view(screen.seat)  # type: ignore[union-attr]
        mine = [view.spaces[s].value for s in view.match.attending  # type: ignore[union-attr]
                if view.spaces[s].seat == screen.seat]
        assert f"Your weight: {sum(mine)}" in str(screen.query_one(PromptLine).render())
