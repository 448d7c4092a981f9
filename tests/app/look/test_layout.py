"""The table at 100×30, 120×40 and 160×50 with six players, in colour and under NO_COLOR."""

from __future__ import annotations

import pytest
from rich.console import Console

from tests.support.games import advance_until, new_game, random_chooser
from voxpopuli_tui.engine import POLITICIANS, Game, public_view
from voxpopuli_tui.engine.assets import load_map
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.look.style import mark
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu
from voxpopuli_tui.ui.widgets.game_log import GameLog
from voxpopuli_tui.ui.widgets.players_panel import PlayersPanel
from voxpopuli_tui.ui.widgets.popularity_board import PopularityBoard
from voxpopuli_tui.ui.widgets.rome_map import RomeMap, render_map


def _mid_game() -> Game:
    """Six players, turn 5, a human about to place a Gladiator: the main screen shows."""
    game = new_game(6, seed=3)
    advance_until(game, lambda g: g.state.turn >= 5 and g.state.pending is not None
                  and g.state.pending.kind == "gladiator")
    return game


def _screen_text(app) -> str:
    update = app.screen._compositor.render_update(full=True)
    width, height = app.size
    console = Console(width=width, height=height, record=True, color_system=None,
                      file=open("/dev/null", "w"), force_terminal=True)  # noqa: SIM115
    console.print(update)
    return console.export_text()


def _expected(game: Game) -> list[str]:
    view = public_view(game)
    marks = []
    for sp in view.spaces:
        if sp.seat is not None:
            marks.append(f"{mark(view, sp.seat)}{sp.value}")
    return [
        *(d.name for d in load_map().districts),
        *marks,
        *POLITICIANS,
        *view.names,
        *(f"{pl.money}s" for pl in view.players), "Popularity", f"TURN {view.turn}",
        view.log[-1].text[:20],
    ]


async def _check(size: tuple[int, int], no_color: bool = False,
                 ) -> tuple[str, dict[str, tuple[int, int]]]:
    game = _mid_game()
    app = create_app(game=game)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, MainScreen)
        assert app.no_color == no_color
        sizes = {}
        for kind in (RomeMap, PopularityBoard, PlayersPanel, GameLog, ActionMenu):
            widget = app.screen.query_one(kind)
            sizes[kind.__name__] = (widget.size.width, widget.size.height)
            assert widget.size.width > 0 and widget.size.height > 0, kind.__name__
            assert widget.region.bottom <= size[1], kind.__name__
        sizes["options"] = (app.screen.query_one(ActionMenu).option_count, 0)
        text = _screen_text(app)
        rome = app.screen.query_one(RomeMap).render().plain
        for sp in public_view(game).spaces:  # each arena on the map, named
            if sp.coliseum is not None:
                name = POLITICIANS[sp.coliseum]
                assert any(f in rome for f in (f"({name[:3]})", name, f" {name[:3]} ")), name
        for expected in _expected(game):
            assert expected in text, f"{expected!r} missing at {size}\n{text}"
        return text, sizes


async def test_readable_at_100x30() -> None:
    text, sizes = await _check((100, 30))
    assert sizes["GameLog"][1] >= 3, sizes  # a short ticker: the full history is on `l`
    assert sizes["ActionMenu"][1] >= sizes["options"][0] > 0, sizes  # every choice in view
    assert "▶" in text  # whose turn, not by colour alone
    # the board has the room: Rome and the Popularity board outsize the log
    board = sizes["RomeMap"][0] * sizes["RomeMap"][1]
    assert board > sizes["GameLog"][0] * sizes["GameLog"][1], sizes


BOARD_SIZES = [(100, 30), (120, 40), (160, 50), (213, 60), (250, 70)]


@pytest.mark.parametrize("size", BOARD_SIZES, ids=[f"{w}x{h}" for w, h in BOARD_SIZES])
async def test_rome_takes_at_least_45_percent_of_the_screen(size: tuple[int, int]) -> None:
    """the map of Rome is large and central at every supported size, and its
    spaces fill the room they are given (no empty half on a television)."""
    app = create_app(game=_mid_game())
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.pause()
        rome = app.screen.query_one(RomeMap)
        region = rome.region
        assert region.width * region.height >= 0.45 * size[0] * size[1], (region, size)
        # the drawing fills its region: less than one cell's width or height is left over
        text = rome.render()
        lines = text.plain.split("\n")
        drawn_w = max(len(line.rstrip()) for line in lines)
        layout = rome._layout()
        assert rome.content_size.width - drawn_w < layout.cell + 2, (drawn_w, layout)
        assert rome.content_size.height - len(lines) < 6, (len(lines), layout)
        # each space has room for a piece's value and club mark, and its coordinate apart
        assert layout.cell >= 5 and layout.lines >= 2, layout


async def test_room_used_at_120x40_and_160x50() -> None:
    _, small = await _check((100, 30))
    _, medium = await _check((120, 40))
    _, large = await _check((160, 50))
    assert small["RomeMap"][0] < medium["RomeMap"][0] < large["RomeMap"][0]
    assert large["RomeMap"][1] > medium["RomeMap"][1]  # two-line cells
    assert small["GameLog"][1] < medium["GameLog"][1] < large["GameLog"][1]


async def test_no_color_renders_the_same_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    colour, _ = await _check((100, 30))
    monkeypatch.setenv("NO_COLOR", "1")
    plain, _ = await _check((100, 30), no_color=True)
    assert plain == colour


def test_non_colour_cues_on_the_map() -> None:
    """Attending Supporters, the match's Coliseum, HOOLIGANS and the district in play."""
    game = new_game(6, seed=7)
    advance_until(game, lambda g: (v := public_view(g)).turn_info.hooligans is not None
                  and v.match is not None and len(v.match.attending) > 1,
                  random_chooser(7), limit=3000)
    view = public_view(game)
    assert view.match is not None and view.turn_info.hooligans is not None
    for cell, tall in ((5, False), (6, False), (8, True)):
        text = render_map(view, cell, tall)
        plain = text.plain
        assert "HOOLIGANS" in plain
        assert "»" + load_map().districts[view.turn_info.district or 0].name in plain
        for space in view.match.attending:
            sp = view.spaces[space]
            if sp.seat is not None:
                assert f"[{mark(view, sp.seat)}{sp.value}]" in plain
        arena = f"({POLITICIANS[view.match.arena][:3]})"
        start = plain.index(arena)
        assert any("reverse" in str(span.style) for span in text.spans
                   if span.start <= start < span.end)


async def test_computer_seats_are_marked_in_the_players_panel() -> None:
    game = _mid_game()
    app = create_app(game=game, computer=[1, 4])
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        panel = app.screen.query_one(PlayersPanel)
        rows = panel.render().plain.splitlines()[1:]
        names = public_view(game).names
        for seat, row in enumerate(rows):
            assert names[seat] in row
            # each computer seat is tagged with its level (New game's default: Normal)
            assert (" · " in row) == (seat in (1, 4)), row


def test_coordinates_are_drawn_apart_and_never_boxed() -> None:
    """a coordinate is a small label in its space's corner, never boxed in an owner's
    colour (it read as a second piece), and no box stays on a space whose Supporter is gone."""
    from dataclasses import replace

    from voxpopuli_tui.engine.actions import space_name
    from voxpopuli_tui.ui.widgets.rome_map import Layout

    game = new_game(6, seed=7)
    advance_until(game, lambda g: (v := public_view(g)).match is not None
                  and len(v.match.attending) > 1, random_chooser(7), limit=3000)
    view = public_view(game)
    assert view.match is not None
    # a Supporter eliminated after the attendance was counted: its space is empty now
    gone = next(s for s in view.match.attending if view.spaces[s].seat is not None)
    spaces = tuple(replace(sp, seat=None, value=0) if sp.space == gone else sp
                   for sp in view.spaces)
    view = replace(view, spaces=spaces)
    for lines in (2, 3, 5):
        plain = render_map(view, layout=Layout(8, lines)).plain
        for sp in view.spaces:
            assert f"[{space_name(sp.space)}]" not in plain
        assert space_name(gone) in plain  # still labelled, in its corner
        for space in view.match.attending:
            sp = view.spaces[space]
            if sp.seat is not None:
                body = f"{mark(view, sp.seat)}{sp.value}"
                assert f"[{body}]" in plain
                # the piece and its coordinate are on different lines
                row = next(line for line in plain.splitlines() if f"[{body}]" in line)
                assert space_name(space) not in row.split(f"[{body}]")[0][-3:]
