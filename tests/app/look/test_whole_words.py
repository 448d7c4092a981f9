"""Every screen at 100×30, 120×40 and 160×50 with nothing cut that a player needs: the screen
is drawn as the terminal would show it and read back as text — the New game screen's options
(Seat PINs, Hints) and Start, the end's two headings apart and its charts' titles, the
players' facts and the compartments never ended by "…", and the footer's `^q Quit` whole.
Snapshots of the same screens at 120×40 (the other sizes are in test_look_snapshots)."""

from __future__ import annotations

import re

import pytest
from textual.widget import Widget

from tests.app.look.test_look_snapshots import (
    _ceremony_skipped,
    _finished,
    _settle,
    _six_players,
)
from tests.support.dump import dump_screens
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.widgets.players_panel import PlayersPanel
from voxpopuli_tui.ui.widgets.popularity_board import PopularityBoard

SIZES = [(100, 30), (120, 40), (160, 50)]
IDS = ["100x30", "120x40", "160x50"]


def screen_text(app: VoxPopuliApp) -> str:
    return next(t for s, t in dump_screens(app) if s is app.screen)


def region_text(app: VoxPopuliApp, widget: Widget) -> str:
    region = widget.region
    lines = screen_text(app).split("\n")[region.y:region.bottom]
    return "\n".join(line[region.x:region.right] for line in lines)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
async def test_new_game_shows_every_option_and_start(size: tuple[int, int]) -> None:
    app = create_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        text = screen_text(app)
        for words in ("Players", "Seat 3", "First player", "Coliseums", "Computer pace",
                      "Event cards", "Votes by show of hands", "Stars face up", "Seat PINs",
                      "Hints", "Seed", "Start", "p 3–6 players", "^q Quit"):
            assert words in text, (words, text)
        assert "…" not in text


@pytest.mark.parametrize("size", SIZES, ids=IDS)
async def test_the_table_cuts_no_fact(size: tuple[int, int]) -> None:
    app = create_app(game=_six_players())
    async with app.run_test(size=size) as pilot:
        await _settle(pilot)
        await pilot.pause()
        screen = app.screen
        for widget in (screen.query_one(PlayersPanel), screen.query_one(PopularityBoard)):
            shown = region_text(app, widget)
            assert "…" not in shown, shown
        assert "^q Quit" in screen_text(app)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
async def test_the_end_keeps_its_headings_apart_and_its_charts_whole(
        size: tuple[int, int]) -> None:
    app = create_app(game=_finished())
    async with app.run_test(size=size) as pilot:
        await _ceremony_skipped(pilot)
        await pilot.pause()
        text = screen_text(app)
        heading = next(line for line in text.split("\n") if "Compartments" in line)
        assert re.search(r"Compartments\s{3,}Scores", heading), heading
        for words in ("Winner", "WINNER", "tie-break", "^q Quit"):
            assert words in text, (words, text)
        charts = app.screen.query_one("#charts")
        for chart in charts.children:
            assert chart.region.right <= app.size.width - 1  # the scroll bar's column free
        shown = region_text(app, charts)
        for title in ("Popularity of the politicians", "Money (sesterces)",
                      "Supporters on the map"):
            assert title in shown, (title, shown)
        assert not re.search(r"│\d+┤", shown), "a chart's scale runs into its neighbour"


def test_new_game_at_120x40(snap_compare) -> None:  # type: ignore[no-untyped-def]
    async def opened(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        await pilot.press("enter")
        await _settle(pilot)

    assert snap_compare(create_app(), terminal_size=(120, 40), run_before=opened)


@pytest.mark.parametrize("size", [(100, 30), (160, 50)], ids=["100x30", "160x50"])
def test_new_game(snap_compare, size) -> None:  # type: ignore[no-untyped-def]
    async def opened(pilot) -> None:  # type: ignore[no-untyped-def]
        await pilot.pause()
        await pilot.press("enter")
        await _settle(pilot)

    assert snap_compare(create_app(), terminal_size=size, run_before=opened)


def test_end_at_120x40(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(create_app(game=_finished()), terminal_size=(120, 40),
                        run_before=_ceremony_skipped)


def test_table_six_players_at_120x40(snap_compare) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(create_app(game=_six_players()), terminal_size=(120, 40),
                        run_before=_settle)


def test_a_long_compartment_goes_on_under_its_own_pieces() -> None:
    from voxpopuli_tui.engine import public_view
    from voxpopuli_tui.ui.screens.end import render_compartments

    view = public_view(_finished())
    lines = render_compartments(view, set(range(6)), 32).plain.split("\n")[2:]
    assert len(lines) > 6  # some compartment needed a second line at 32 columns
    for line in lines:
        assert len(line.rstrip()) <= 32
        if not line.lstrip().startswith(("▶", *(name[:3] for name in view.names))):
            name_part = line[:24]
            assert name_part.strip() == "" or any(
                p in name_part for p in ("Pompey", "Crassus", "Caesar", "Antony", "Octavian",
                                         "Brutus")), line


@pytest.mark.parametrize("size", SIZES, ids=IDS)
async def test_the_map_stays_put_when_the_prompt_wraps(size: tuple[int, int]) -> None:
    from voxpopuli_tui.ui.screens.main import MainScreen
    from voxpopuli_tui.ui.widgets.prompt_line import PromptLine
    from voxpopuli_tui.ui.widgets.rome_map import RomeMap

    app = create_app(game=_six_players())
    async with app.run_test(size=size) as pilot:
        await _settle(pilot)
        screen = app.screen
        assert isinstance(screen, MainScreen)
        rome = screen.query_one(RomeMap)
        before = rome._layout()
        rows = region_text(app, rome).split("\n")
        screen.say("A long line that needs two rows of the prompt " * 4)
        await pilot.pause()
        await pilot.pause()
        assert screen.query_one(PromptLine).size.height >= 2  # it did wrap
        assert rome._layout() == before
        now = region_text(app, rome).split("\n")
        assert now == rows[:len(now)]  # the same rows where they were, the margin given up
