"""the map as the main input — candidates marked on the map, a typed
coordinate, the arrows, a click, hovering an arena; values picked by the value itself."""

from __future__ import annotations

from tests.support.flow import SIZE, app_for, at_kind, game_at, main, menu, prompt
from tests.support.games import empty_club
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.ui.widgets.rome_map import RomeMap


def _supporter_space_game():
    game = game_at(at_kind("supporter", turn=2))
    return game


async def _to_space_step(pilot, app) -> list[int]:
    screen = main(app)
    assert screen.chooser is not None
    if screen.chooser.step() == "value":
        await pilot.press(str(menu(app).choices[0].number))
        await pilot.pause()
    assert screen.chooser.step() == "space"
    return sorted(int(c.key) for c in menu(app).choices)


async def test_candidates_are_marked_on_the_map() -> None:
    app = app_for(_supporter_space_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        spaces = await _to_space_step(pilot, app)
        rome = main(app).query_one(RomeMap)
        assert sorted(rome.candidates) == spaces
        assert rome.candidates[spaces[0]] == space_name(spaces[0])
        drawn = str(rome.render())
        assert all(space_name(s) in drawn for s in spaces)


async def test_typing_a_coordinate_places_the_supporter_there() -> None:
    app = app_for(_supporter_space_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        spaces = await _to_space_step(pilot, app)
        target = spaces[-1]
        name = space_name(target)
        await pilot.press(name[0].lower(), name[1])
        await pilot.pause()
        assert app.table is not None
        last = app.table.game.history[-1]
        assert last.type == "supporter" and last.space == target  # type: ignore[union-attr]


async def test_arrows_move_the_cursor_and_enter_picks_it() -> None:
    app = app_for(_supporter_space_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        spaces = await _to_space_step(pilot, app)
        await pilot.press("right")  # the cursor comes up on the first candidate
        await pilot.press("right")
        await pilot.pause()
        screen = main(app)
        cursor = screen.map_input.cursor
        assert cursor is not None and cursor != spaces[0] and cursor in spaces
        assert screen.query_one(RomeMap).cursor == cursor
        assert menu(app).choices[menu(app).highlighted or 0].key == str(cursor)
        await pilot.press("enter")
        await pilot.pause()
        assert app.table is not None
        assert app.table.game.history[-1].space == cursor  # type: ignore[union-attr]


def _offset_of(rome: RomeMap, space: int) -> tuple[int, int]:
    pad_x = rome.content_region.x - rome.region.x
    pad_y = rome.content_region.y - rome.region.y
    for y in range(rome.content_size.height):
        for x in range(rome.content_size.width):
            if rome.space_at(x, y) == space:
                return x + pad_x, y + pad_y
    raise AssertionError(f"{space_name(space)} is not drawn")


async def test_clicking_a_candidate_chooses_it() -> None:
    app = app_for(_supporter_space_game())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        spaces = await _to_space_step(pilot, app)
        rome = main(app).query_one(RomeMap)
        await pilot.click(RomeMap, offset=_offset_of(rome, spaces[1]))
        await pilot.pause()
        assert app.table is not None
        assert app.table.game.history[-1].space == spaces[1]  # type: ignore[union-attr]


async def test_hovering_an_arena_tells_who_attends() -> None:
    from tests.support.games import clear_table, put_supporter, set_coliseums

    game = _supporter_space_game()
    clear_table(game)
    set_coliseums(game)  # Pompey A1
    put_supporter(game, 0, 2, "B1")
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        rome = main(app).query_one(RomeMap)
        await pilot.hover(RomeMap, offset=_offset_of(rome, 0))
        await pilot.pause()
        text = prompt(app)
        name = game.names[0]
        assert "Pompey: 1 attend, 3 needed" in text and f"{name} 2" in text


async def test_a_value_is_picked_by_its_own_number() -> None:
    game = _supporter_space_game()
    seat = game.state.active
    empty_club(game, seat, keep={2: 1, 4: 1})
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert [c.number for c in menu(app).choices] == [2, 4]
        assert "2. 2" in str(menu(app).get_option_at_index(0).prompt)
        await pilot.press("2")  # the 2, not the second line (the 4)
        await pilot.pause()
        screen = main(app)
        assert screen.chooser is not None and screen.chooser.trail == [("value", "2")]
