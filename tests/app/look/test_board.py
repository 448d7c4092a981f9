"""the table as a board — the banner in players' words, club cards that are never
cut, menu titles never cut, notifications off the status lines, the Popularity track, the vote
and the reveal as moments, and no redraw of what did not change."""

from __future__ import annotations

from dataclasses import replace

from tests.support.games import (
    advance_until,
    new_game,
    past_the_cover,
    pending_kind,
    random_chooser,
)
from voxpopuli_tui.engine import POLITICIANS, Game, public_view
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.look.style import mark
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.reveal import render_reveal
from voxpopuli_tui.ui.table.wording import window_words
from voxpopuli_tui.ui.widgets.action_menu import MenuTitle
from voxpopuli_tui.ui.widgets.players_panel import PlayersPanel
from voxpopuli_tui.ui.widgets.popularity_board import render_board
from voxpopuli_tui.ui.widgets.prompt_line import PromptLine
from voxpopuli_tui.ui.widgets.rome_map import RomeMap
from voxpopuli_tui.ui.widgets.turn_banner import TurnBanner, doing, render_banner
from voxpopuli_tui.ui.widgets.view_widget import ViewWidget
from voxpopuli_tui.ui.widgets.vote_choice import VoteChoice


def _mid_game() -> Game:
    game = new_game(6, seed=3)
    advance_until(game, lambda g: g.state.turn >= 5 and g.state.pending is not None
                  and g.state.pending.kind == "gladiator")
    return game


def _vote() -> Game:
    game = new_game(4, seed=3)
    advance_until(game, lambda g: g.state.turn >= 4 and g.state.pending is not None
                  and g.state.pending.kind == "vote")
    return game


def test_banner_says_the_moment_in_players_words_from_the_pending_window() -> None:
    """The banner and the prompt read the same field (`pending.window`): never "Phase 1: card
    window" beside a Phase 3 menu, and a window at the end of a turn names that turn."""
    for window in (Window.FORUM_START, Window.FORUM_MID, Window.FORUM_END):
        game = new_game(4, seed=5)
        advance_until(game, lambda g, w=window: g.state.turn >= 2  # type: ignore[misc]
                      and pending_kind("window", w.value)(g))
        view = public_view(game)
        text = render_banner(view, 160).plain
        assert "Phase" not in text and "card window" not in text
        assert window_words(window.value, view.turn) in text
        assert f"TURN {view.turn}" in text
        assert "anyone may play a card (C)" in text
    end = window_words(Window.FORUM_END.value, 7)
    assert end == "End of turn 7"


def test_banner_names_who_acts_for_each_decision() -> None:
    game = _mid_game()
    view = public_view(game)
    assert doing(view) == f"{view.names[view.active]} sends a Gladiator to an arena"
    vote = public_view(_vote())
    assert "Secret vote" in doing(vote) and "behind the curtain" in doing(vote)


async def test_players_are_never_cut_at_120_columns_with_computers() -> None:
    game = _mid_game()
    app = create_app(game=game, computer=[1, 4])
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        panel = app.screen.query_one(PlayersPanel)
        text = panel.render().plain
        assert "…" not in text, text
        for pl in public_view(game).players:
            assert pl.name in text and f"{pl.money}s" in text
        assert app.table is not None
        labels = app.table.level_labels()
        assert sorted(labels) == [1, 4]
        for seat, label in labels.items():  # both computer seats, their level in full
            assert f"{game.names[seat]} [{mark(public_view(game), seat)}] · {label}" in text


async def test_menu_title_is_shown_whole_above_the_menu_at_100x30() -> None:
    from tests.support.games import CORNER_COLISEUMS
    from voxpopuli_tui.engine.position import position

    game = position(3, seed=5, at="match", coliseums=CORNER_COLISEUMS, gladiators={},
                    supporters={"G1": (0, 1), "G2": (1, 1), "H2": (2, 1)})
    app = create_app(game=game)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.pause()
        title = app.screen.query_one(MenuTitle)
        lines = title.render_lines(title.region.reset_offset)
        shown = " ".join(" ".join(line.text.split()) for line in lines)
        assert "only Crassus's arena can host a match" in shown, shown
        assert "…" not in shown


async def test_notifications_leave_the_status_lines_readable() -> None:
    app = create_app(game=_mid_game())
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await pilot.pause()
        app.notify("Redone.", timeout=30)
        from textual.widgets._toast import Toast

        for _ in range(20):
            await pilot.pause()
            toasts = list(app.screen.query(Toast))
            if toasts and all(t.region.height for t in toasts):
                break
        assert toasts
        screen = app.screen
        for widget in (screen.query_one(PromptLine), screen.query_one(TurnBanner)):
            for toast in toasts:
                assert not toast.region.overlaps(widget.region), (toast.region, widget.region)


async def test_widgets_redraw_only_when_their_part_of_the_view_changed() -> None:
    """the same view drawn again renders nothing; a control where every view
    is new to the widget renders again (so the count can see a redraw)."""
    app = create_app(game=_mid_game())
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, MainScreen)
        counts: dict[str, int] = {}

        def counting(widget: ViewWidget) -> None:
            draw = widget.draw

            def counted(view, width):  # type: ignore[no-untyped-def]
                counts[type(widget).__name__] = counts.get(type(widget).__name__, 0) + 1
                return draw(view, width)

            widget.draw = counted  # type: ignore[method-assign]

        widgets = [screen.query_one(kind) for kind in (RomeMap, PlayersPanel, TurnBanner)]
        for widget in widgets:
            counting(widget)
        screen.refresh_table()
        await pilot.pause()
        await pilot.pause()
        assert counts == {}, counts
        for widget in widgets:  # the control: the slices never compare equal
            widget.slice_of = lambda view: object()  # type: ignore[method-assign]
        screen.refresh_table()
        await pilot.pause()
        await pilot.pause()
        assert counts.get("RomeMap") and counts.get("PlayersPanel"), counts


def test_popularity_track_marks_every_politician_and_strikes_the_dead() -> None:
    view = public_view(_mid_game())
    dead = replace(view, dead=(True, *view.dead[1:]))
    text = render_board(dead, 60)
    lines = text.plain.splitlines()
    lane = next(line for line in lines if line.startswith(POLITICIANS[0]))
    assert "†" in lane and "●" not in lane
    for name in POLITICIANS[1:]:
        assert "●" in next(line for line in lines if line.startswith(name))
    start = text.plain.index(POLITICIANS[0])
    assert any("strike" in str(span.style) for span in text.spans
               if span.start <= start < span.end)
    assert "0" in lines[0] and "10" in lines[0]  # the track's scale


def test_compartments_show_pieces_per_club_never_values_before_the_end() -> None:
    """Public facts only: a compartment shows one club mark a piece (T×4 from four), never a
    value (R21: Stars are secret until the end, or R31)."""
    game = new_game(4, seed=5)
    advance_until(game, lambda g: sum(len(s) for s in g.state.slots) >= 3,
                  random_chooser(5), limit=5000)
    view = public_view(game)
    filled = [s for s in view.slots if any(s.counts)]
    assert filled and not any(s.shown for s in view.slots)
    plain = render_board(view, 80).plain
    for slot in filled:
        lane = next(line for line in plain.splitlines()
                    if line.startswith(POLITICIANS[slot.politician]))
        compartment = lane.split("  ")[-1]  # after the popularity and its flags
        for seat, count in enumerate(slot.counts):
            if count:
                sign = mark(view, seat)
                assert (sign * count if count <= 3 else f"{sign}×{count}") in compartment
        for seat in range(len(view.players)):
            for value in range(1, 6):
                assert f"{mark(view, seat)}{value}" not in compartment, compartment


async def test_the_vote_puts_a_and_b_first_only_behind_the_curtain() -> None:
    game = _vote()
    app = create_app(game=game)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert not app.screen.query(VoteChoice)  # the curtain: nothing of the vote
        await pilot.press("enter")
        await past_the_cover(pilot)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PrivateScreen)
        choice = screen.query_one(VoteChoice)
        assert choice.display
        text = choice.render().plain
        assert "A  Applause" in text and "B  Boos" in text
        assert "your weight" in text
        assert choice.region.y < screen.query_one(RomeMap).region.y  # the choice first
        assert screen.query_one(RomeMap).region.height > 0  # the attendance on a map


def test_the_reveal_shows_each_vote_by_letter_and_word_and_the_totals_as_bars() -> None:
    game = _vote()
    for seat in list(game.to_act()):
        from voxpopuli_tui.engine import Vote

        game.apply(Vote(seat=seat, side="boos" if seat % 2 else "applause"))
    view = public_view(game)
    assert view.match is not None and view.match.revealed
    text = render_reveal(view, ["a consequence"]).plain
    for seat, vote in enumerate(view.match.votes):
        if vote is None:
            continue
        row = next(line for line in text.splitlines() if view.names[seat] in line)
        assert ("A  APPLAUSE" if vote == "applause" else "B  BOOS") in row
    assert "Applause " in text and "█" in text and "Result:" in text
    assert "• a consequence" in text
