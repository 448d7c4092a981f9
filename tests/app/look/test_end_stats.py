"""The end's statistics and charts' series, checked against the finished game's own record."""

from __future__ import annotations

import io
import re
from functools import cache

from rich.console import Console
from textual.widgets import Static

from tests.support.games import advance_until, new_game, random_chooser
from voxpopuli_tui.engine import POLITICIANS, Game, public_view
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.end import EndScreen, opening_order
from voxpopuli_tui.ui.table.stats import compute_stats
from voxpopuli_tui.ui.widgets.charts import SeriesChart


def _text(widget: Static) -> str:
    console = Console(width=200, color_system=None, file=io.StringIO())
    with console.capture() as capture:
        console.print(widget.content)
    return capture.get()


REVEALED = re.compile(r"The votes are revealed: (.*)\.$")
RESULT = re.compile(r"\b(Applause|Boos) win")


@cache
def finished(seed: int = 5) -> Game:
    game = new_game(4, seed=seed)
    advance_until(game, lambda g: g.is_over, random_chooser(seed), limit=100000)
    assert game.is_over
    return game


def test_series_end_where_the_game_ended() -> None:
    game = finished()
    stats = compute_stats(game.ruleset, game.history)
    end = public_view(game)
    assert list(stats.turns) == list(range(stats.turns[0], end.turn + 1))
    assert tuple(row[-1] for row in stats.popularity) == end.popularity
    assert tuple(row[-1] for row in stats.money) == tuple(pl.money for pl in end.players)
    on_map = tuple(sum(1 for sp in end.spaces if sp.seat == s) for s in range(game.n))
    assert tuple(row[-1] for row in stats.on_map) == on_map
    for rows in (stats.popularity, stats.money, stats.on_map, stats.in_club):
        assert all(len(row) == len(stats.turns) for row in rows)


def test_matches_won_lost_and_organised_follow_the_revealed_votes() -> None:
    game = finished()
    stats = compute_stats(game.ruleset, game.history)
    log = public_view(game).log
    won, lost = [0] * game.n, [0] * game.n
    matches = 0
    for i, event in enumerate(log):
        found = REVEALED.match(event.text)
        if not found:
            continue
        matches += 1
        result = RESULT.search(log[i + 1].text)
        assert result is not None
        for part in found.group(1).split(", "):
            name, vote = part.rsplit(" ", 1)
            seat = game.names.index(name)
            if vote == result.group(1).lower():
                won[seat] += 1
            else:
                lost[seat] += 1
    assert matches > 0
    assert sum(stats.organised) == matches
    assert (list(stats.won), list(stats.lost)) == (won, lost)


def test_cards_played_and_stars_per_politician() -> None:
    game = finished()
    stats = compute_stats(game.ruleset, game.history)
    plays = [sum(1 for a in game.history if a.type == "play" and a.seat == s)
             for s in range(game.n)]
    assert list(stats.cards_played) == plays and sum(plays) > 0
    end = public_view(game)
    for p in range(len(POLITICIANS)):
        for seat in range(game.n):
            stars = sum(1 for s, v in end.slots[p].shown if s == seat and v)
            assert stats.stars_of(p, seat) == stars
    assert sum(len(s) for s in stats.stars) > 0


async def test_the_end_opens_compartments_one_by_one_the_emperors_last() -> None:
    game = finished()
    app = create_app(game=game)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, EndScreen)
        order = opening_order(screen.view)
        assert order[-1] == screen.view.outcome.emperor  # type: ignore[union-attr]
        assert not screen.done
        assert "closed" in _text(screen.query_one("#compartments", Static))
        assert not screen.query_one("#charts").display
        while not screen.done:
            before = screen.opened
            await pilot.pause(0.7)
            assert screen.opened > before  # the timer opens the next one
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "closed" not in _text(screen.query_one("#compartments", Static))
        assert screen.query_one("#charts").display
        assert len(screen.query(SeriesChart)) == 3
        assert "WINNER" in _text(screen.query_one("#scores", Static))


async def test_space_opens_every_compartment_at_once() -> None:
    app = create_app(game=finished())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, EndScreen) and not screen.done
        await pilot.press("space")
        assert screen.done
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.stats is not None
        stats_text = _text(screen.query_one("#stats", Static))
        assert "Won" in stats_text and all(n in stats_text for n in screen.view.names)
