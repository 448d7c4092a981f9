"""one key per decision. An open card window folds into the next decision;
no match and the Phase 3 gain are one choice (RULES_NOTES N8)."""

from __future__ import annotations

from tests.support.flow import SIZE, app_for, at_kind, game_at, labels, main, menu, prompt
from tests.support.games import pending_kind
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.ui.table.choices import SEP

FORUM_START = pending_kind("window", Window.FORUM_START.value)


async def test_window_folds_into_the_designation_and_means_everyone_passed() -> None:
    game = game_at(lambda g: g.state.turn >= 2 and FORUM_START(g))
    window_seats = list(game.to_act())
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = main(app)
        assert screen.chooser is not None and screen.chooser.title() == "Which district?"
        assert "any player may press C to play a card first" in prompt(app)
        assert app.table is not None and app.table.is_window()  # the engine still waits
        before = len(app.table.game.history)
        await pilot.press("1")
        await pilot.pause()
        new = app.table.game.history[before:]
        assert [a.type for a in new] == ["pass"] * len(window_seats) + ["designate"]
        assert sorted(a.seat for a in new[:-1]) == sorted(window_seats)


async def test_p_passes_the_window_only() -> None:
    game = game_at(lambda g: g.state.turn >= 2 and FORUM_START(g))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        assert app.table is not None
        assert app.table.kind == "designate"
        assert app.table.game.history[-1].type == "pass"


async def test_no_match_and_the_gain_are_one_key() -> None:
    game = game_at(at_kind("match", turn=1))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        found = labels(app)
        assert "No match: take 1 sestertius" in found and "No match: draw a card" in found
        assert "No match this turn" not in found
        index = found.index("No match: draw a card")
        assert app.table is not None
        before = len(app.table.game.history)
        seat = app.table.game.state.active
        hand = len(app.table.game.state.players[seat].hand)
        await pilot.press(str(index + 1))
        await pilot.pause()
        new = app.table.game.history[before:]
        assert [a.type for a in new[:2]] == ["no-match", "gain"]
        assert len(app.table.game.state.players[seat].hand) == hand + 1


async def test_a_match_type_is_one_key_and_names_the_only_arena() -> None:
    from tests.support.games import CORNER_COLISEUMS
    from voxpopuli_tui.engine.position import position

    # Crassus H1, Antony H4, ...: G1, G2, H2 attend Crassus only
    game = position(3, seed=5, at="match", coliseums=CORNER_COLISEUMS, gladiators={},
                    supporters={"G1": (0, 1), "G2": (1, 1), "H2": (2, 1)})
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        cup = next(c for c in menu(app).choices if c.label.startswith("Cup match"))
        assert cup.label == "Cup match (price 1) in Crassus's arena"
        assert "only Crassus's arena can host a match" in menu(app).menu_title
        assert SEP in cup.key
        index = menu(app).choices.index(cup)
        await pilot.press(str(index + 1))
        await pilot.pause()
        assert app.table is not None
        last = app.table.game.history[-1]
        assert last.type == "match" and last.politician == 1  # type: ignore[union-attr]


async def test_a_fold_with_a_computer_seat_still_designates_in_one_key() -> None:
    game = game_at(lambda g: g.state.turn >= 2 and FORUM_START(g))
    designator = game.previous(game.state.active)
    computer = next(s for s in range(game.n) if s not in (designator, game.state.active))
    app = app_for(game, computer=(computer,))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert main(app).chooser is not None
        assert main(app).chooser.title() == "Which district?"  # type: ignore[union-attr]
        await pilot.press("1")
        await pilot.pause()
        assert app.table is not None
        assert any(a.type == "designate" for a in app.table.game.history[-4:])
