"""the frictions and bugs of the table, one Pilot test each."""

from __future__ import annotations

from types import SimpleNamespace

from tests.support.flow import SIZE, app_for, at_kind, game_at, labels, main, menu
from tests.support.games import pending_kind
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.table.window_words import window_menu

FORUM_START = pending_kind("window", Window.FORUM_START.value)


def test_a_die_window_offers_no_line_that_does_nothing() -> None:
    pending = SimpleNamespace(window="roll", purpose="MADMAN on Caesar", roll=4)
    title, items = window_menu(SimpleNamespace(pending=pending))
    assert all(not off for _, _, off in items)  # every line does something
    assert [key for key, _, _ in items] == ["continue", "play"]
    assert title == "Die for MADMAN on Caesar: 4"


async def test_who_plays_a_card_and_whose_hand_list_seats_alike() -> None:
    game = game_at(lambda g: g.state.turn >= 2 and g.state.active != 0 and FORUM_START(g))
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        play = labels(app)
        await pilot.press("escape", "h")
        await pilot.pause()
        hand = labels(app)
        assert play == hand == list(game.names)  # seat order: `1` is the same person


async def test_escape_on_help_closes_help_and_keeps_the_menu_step() -> None:
    from voxpopuli_tui.ui.screens.rules import HelpScreen

    app = app_for(game_at(at_kind("supporter", turn=2)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = main(app)
        await pilot.press(str(menu(app).choices[0].number))
        await pilot.pause()
        trail = list(screen.chooser.trail)  # type: ignore[union-attr]
        assert trail
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and screen.chooser is not None
        assert screen.chooser.trail == trail


async def test_help_lists_every_key_of_the_screen_from_its_bindings() -> None:
    app = app_for(game_at(at_kind("supporter", turn=2)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = main(app)
        wanted = {
            (app.get_key_display(b.binding), b.binding.description)
            for k, b in screen.active_bindings.items()
            if not k.isdigit() and b.binding.description
        }
        await pilot.press("question_mark")
        await pilot.pause()
        text = str(app.screen.query_one("#text").render())
        for key, what in wanted:
            assert f"{key:<14} {what}" in text, (key, what)
        for key in ("u", "l", "n", "k", "d"):  # the ones the old hand-kept list left out
            assert f"\n  {key} " in text


async def test_redo_after_undo_replays_the_undone_actions() -> None:
    app = app_for(game_at(at_kind("supporter", turn=2)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        table = app.table
        assert table is not None
        await pilot.press(str(menu(app).choices[0].number), "1")
        await pilot.pause()
        done = list(table.game.history)
        assert done[-1].type == "supporter"
        await pilot.press("u")
        await pilot.pause()
        assert len(table.game.history) < len(done)
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert list(table.game.history) == done
        await pilot.press("U")  # nothing left to redo: one line, nothing changes
        await pilot.pause()
        assert list(table.game.history) == done and "redo" in main(app).refusal.lower()


async def test_eliminate_a_supporter_lists_the_values() -> None:
    from voxpopuli_tui.engine.actions import EliminateSupporter, space_name

    app = app_for(game_at(at_kind("supporter", turn=2)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        game = app.table.game  # type: ignore[union-attr]
        space = next(s for s, o in enumerate(game.state.owner) if 0 <= o < game.n)
        value = game.state.value[space]
        label = main(app)._label("space", space, EliminateSupporter(seat=0, space=space))
        assert label == f"{space_name(space)}: your {value}"


def test_the_reveal_collects_only_its_own_lines() -> None:
    from tests.support.games import advance_until, new_game
    from voxpopuli_tui.ui.screens.reveal import reveal_lines

    def reveal_then_more(g) -> bool:
        seqs = [e.seq for e in g.state.log if e.kind == "reveal"]
        return bool(seqs) and g.state.turn > next(
            e.turn for e in g.state.log if e.kind == "reveal") + 1

    from tests.support.games import random_chooser

    game = new_game(3, seed=2, use_cards=False)
    advance_until(game, reveal_then_more, chooser=random_chooser(4))
    reveal = next(e for e in game.state.log if e.kind == "reveal")
    lines = reveal_lines(game, reveal.seq)
    later = [e.text for e in game.state.log if e.kind == "turn" and e.seq > reveal.seq]
    assert later and not set(later) & set(lines)


def test_wording_is_mended_where_it_is_drawn() -> None:
    from voxpopuli_tui.ui.table.wording import tidy

    assert tidy("Livia announced a international match in Caesar's arena and paid 6.") == (
        "Livia announced an international match in Caesar's arena and paid 6.")
    assert tidy("Legio Rossa , 1 card") == "Legio Rossa, 1 card"
    assert tidy("Marcus  gave  2 to Livia.") == "Marcus gave 2 to Livia."


async def test_the_log_reads_an_international_match() -> None:
    from voxpopuli_tui.ui.widgets.game_log import GameLog

    game = game_at(at_kind("supporter", turn=2))
    game.log("Livia announced a international match in Caesar's arena and paid 6.", "match")
    app = app_for(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = str(main(app).query_one(GameLog).render())
        assert "an international match" in text and "a international" not in text


def test_club_marks_never_read_as_coordinates() -> None:
    from voxpopuli_tui.engine.assets import load_clubs, load_map

    columns = {chr(65 + c) for c in range(load_map().columns)}
    marks = [c.mark for c in load_clubs()]
    assert len(set(marks)) == len(marks)
    assert not {m.upper() for m in marks} & columns and not any(m.isdigit() for m in marks)


async def test_too_small_does_not_stick_when_help_is_asked_over_it() -> None:
    from voxpopuli_tui.ui.screens.too_small import TooSmallScreen

    app = app_for(game_at(at_kind("supporter", turn=2)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(80, 20)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        await pilot.pause()
        assert not any(isinstance(s, TooSmallScreen) for s in app.screen_stack)
        main(app)


async def test_help_open_then_small_then_back() -> None:
    from voxpopuli_tui.ui.screens.rules import HelpScreen
    from voxpopuli_tui.ui.screens.too_small import TooSmallScreen

    app = app_for(game_at(at_kind("supporter", turn=2)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.resize_terminal(80, 20)
        await pilot.pause()
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert not any(isinstance(s, TooSmallScreen) for s in app.screen_stack)
        main(app)


async def test_card_reference_is_listed_once_in_the_palette() -> None:
    from textual.command import CommandPalette

    app = app_for(game_at(at_kind("supporter", turn=2)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Card reference")
        await pilot.pause(0.5)
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        from textual.command import CommandList

        found = palette.query_one(CommandList)
        prompts = [str(found.get_option_at_index(i).prompt)
                   for i in range(found.option_count)]
        assert sum(p.startswith("Card reference") for p in prompts) == 1, prompts


async def test_slash_never_stays_in_the_card_filter() -> None:
    from textual.widgets import DataTable, Input

    from voxpopuli_tui.ui.screens.card_reference import CardReferenceScreen

    app = app_for(game_at(at_kind("supporter", turn=2)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("k")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CardReferenceScreen)
        screen.query_one("#ref-table", DataTable).focus()
        await pilot.press("slash", *"cleo")
        await pilot.pause()
        assert screen.query_one("#ref-filter", Input).value == "cleo"


def _show_of_hands_by_a_computer():
    from tests.support.games import advance_until, new_game

    game = new_game(4, seed=10)  # Livia (seat 0) holds HONORARY PRESIDENT at the first window
    advance_until(game, pending_kind("window", "forum-start"))
    play = next(a for a in game.legal_actions(0)
                if a.type == "play" and a.card == "HONORARY_PRESIDENT")
    game.apply(play)
    return game


async def test_a_computers_show_of_hands_ignores_a_stray_enter_and_answers_u() -> None:
    from tests.support.pilot import wait_until
    from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen

    game = _show_of_hands_by_a_computer()
    app = app_for(game, computer=(0,))
    app.pace = 0.02
    async with app.run_test(size=SIZE) as pilot:
        # the computer raises its hand first (in its worker, at the table's pace)
        await wait_until(pilot, lambda: isinstance(app.screen, OpenVoteScreen),
                         what="the show of hands")
        screen = app.screen
        assert isinstance(screen, OpenVoteScreen) and screen.voter == 1
        votes = len(game.history)
        await pilot.press("enter")  # meant for the card window: no vote
        await pilot.pause()
        assert app.screen is screen and len(app.table.game.history) == votes  # type: ignore[union-attr]
        await pilot.press("u")
        await pilot.pause()
        assert not isinstance(app.screen, OpenVoteScreen) or app.screen is not screen
        toasts = " ".join(str(n.message) for n in app._notifications)
        refusal = app.screen.refusal if isinstance(app.screen, MainScreen) else ""
        assert "Undone." in toasts or "undo" in refusal.lower()
