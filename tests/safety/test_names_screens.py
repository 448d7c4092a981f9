"""Names drawn as plain text on every screen: markup in a name is shown
literally, never parsed, from New game through the table to the title's Continue label."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textual.widgets import Input, OptionList

from tests.support.driver import seeded_pick, step
from tests.support.dump import dump_screens
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.new_game import NewGameScreen
from voxpopuli_tui.ui.screens.title import TitleScreen

MARKUP_NAMES = ("[/]", "[b]Al[/b]", "[@click=quit]q")
#: Pieces of hostile names: markup, terminal escapes, bidi, zero-width, emoji, look-alikes.
NASTY = ("[/]", "[b]", "[@click=quit]", "\\[", "\x1b]0;owned\x07", "\x1b[2J", "\x00", "\t", "\n",
         "\u202e", "\u200b", "\u200d", "👨‍👩‍👧", "🏛", "e\u0301", "Bоb", "Bob", "Marcus")


async def _new_game(pilot, app, names) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    assert isinstance(app.screen, TitleScreen)
    await pilot.press("enter")  # New game
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    for i, name in enumerate(names):
        screen.query_one(f"#name-{i}", Input).value = name
    screen.query_one("#start").focus()
    await pilot.press("enter")
    await pilot.pause()


async def test_markup_names_play_and_show_literally(tmp_path: Path) -> None:
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        await _new_game(pilot, app, MARKUP_NAMES)
        assert app.table is not None
        assert app.table.game.names == list(MARKUP_NAMES)
        pick = seeded_pick(3)
        seen_table = False
        for _ in range(120):
            await step(pilot, app, pick)
            if isinstance(app.screen, MainScreen):
                text = dump_screens(app)[-1][1]
                assert "[@click=quit]q" in text
                seen_table = True
        assert seen_table
        assert app.is_running
    # A later launch: the title's Continue label draws the names literally.
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        await pilot.pause()
        menu = app.screen.query_one(OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert "continue" in ids
        text = dump_screens(app)[-1][1]
        assert "[/]" in text


# ----------------------------------------------------------------- any name through New game
def _literal_on_screen(name: str) -> bool:
    """Names whose every character takes one cell can be looked for in the rendered text."""
    import unicodedata

    return all(
        unicodedata.east_asian_width(c) in "NaH" and not unicodedata.combining(c) for c in name
    )


async def _try_name(raw: str) -> None:
    from textual.widgets import Static

    from voxpopuli_tui.engine.names import NameRefused, check_distinct, clean_name

    try:
        expected: str | None = clean_name(raw)
        check_distinct([expected, "Marcus", "Julia"])
    except NameRefused:
        expected = None
    app = create_app()
    async with app.run_test(size=(140, 45)) as pilot:
        await _new_game(pilot, app, (raw, "Marcus", "Julia"))
        if expected is None:
            assert isinstance(app.screen, NewGameScreen)
            message = str(app.screen.query_one("#ng-error", Static).render())
            assert message.startswith(("! seat 1 name: ", "! ruleset: "))
            assert "\n" not in message.strip() and message.isprintable()
            return
        assert app.table is not None and app.table.game.names[0] == expected
        for _ in range(3):  # the curtain or the table, then a step further
            text = "\n".join(t for _, t in dump_screens(app))
            if _literal_on_screen(expected):
                assert expected in text
            await step(pilot, app, seeded_pick(1))
        assert app.is_running


NAMES = st.lists(
    st.one_of(st.sampled_from(NASTY), st.characters(codec="utf-8")), min_size=1, max_size=6
).map("".join)


@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(NAMES)
def test_any_name_in_new_game_shows_literally_or_is_refused_in_one_line(raw: str) -> None:
    asyncio.run(_try_name(raw))


@pytest.mark.parametrize("raw", ["[/]", "\x1b]0;owned\x07", "Bob\u200b", "\u202eevil", "🏛[b]"])
def test_chosen_names_through_new_game(raw: str) -> None:
    asyncio.run(_try_name(raw))


# ----------------------------------------------------------------- the title and odd saves
async def test_the_title_lists_odd_saves_as_damaged_and_never_fails(tmp_path: Path) -> None:
    import json

    from voxpopuli_tui.engine import Game, Ruleset
    from voxpopuli_tui.save_format import checksum
    from voxpopuli_tui.saves import write_save
    from voxpopuli_tui.ui.saves.load_screen import LoadScreen

    game = Game.new(Ruleset.build(players=[
        {"name": n, "club": c}
        for n, c in zip(("[/]", "Marcus", "Julia"), ("legio_rossa", "aquila_azzurra", "sol_aureus"),
                        strict=True)
    ]))
    good = write_save(tmp_path, game)
    far = tmp_path / "far.vox.json"
    data = json.loads(good.read_text())
    data["payload"]["summary"]["last_played"] = "9999-12-31T23:59:59-12:00"
    data["payload"]["summary"]["players"] = ["[b]", "\x1b[2J", "x"]  # never drawn: unchecked
    data["checksum"] = checksum(data["payload"])
    far.write_text(json.dumps(data))
    (tmp_path / "garbage.vox.json").write_bytes(b"\x00\xff[/]")
    os.mkfifo(tmp_path / "pipe.vox.json")
    app = create_app(save_dir=tmp_path)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        await pilot.pause()
        text = dump_screens(app)[-1][1]
        assert "Continue — turn 0: [/], Marcus" in text
        app.push_screen(LoadScreen(tmp_path))
        await pilot.pause()
        text = dump_screens(app)[-1][1]
        assert "DAMAGED garbage.vox.json" in text
        assert text.count("[/], Marcus, Julia") == 2  # both saves, names from their rulesets
        assert "\x1b" not in text
        assert app.is_running


# ----------------------------------------------------------------- each card and journal screen
def _markup_game():  # type: ignore[no-untyped-def]
    from tests.support.games import advance_until, give_card, pending_kind
    from voxpopuli_tui.engine import Game, Ruleset
    from voxpopuli_tui.engine.assets import load_clubs

    clubs = [c.id for c in load_clubs()]
    game = Game.new(Ruleset.build(
        players=[{"name": n, "club": clubs[i]} for i, n in enumerate((*MARKUP_NAMES, "[red"))],
        seed=3, coliseum_placement="random", first_player=0,
    ))
    advance_until(game, pending_kind("window", "forum-start"))
    give_card(game, 0, "MADMAN")
    return game


def _screens(game):  # type: ignore[no-untyped-def]
    from voxpopuli_tui.engine import PlayCard, public_view, view_for
    from voxpopuli_tui.ui.screens.gift import CardGiftScreen
    from voxpopuli_tui.ui.screens.hand import HandScreen, hand_reasons
    from voxpopuli_tui.ui.screens.history import HistoryScreen, JournalScreen
    from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen
    from voxpopuli_tui.ui.table.controller import TableController as Table

    yield "hand", HandScreen(view_for(game, 0), game.legal_actions(0), hand_reasons(game, 0))
    yield "gift", CardGiftScreen(view_for(game, 0), game.legal_actions(0))
    yield "journal", JournalScreen(view_for(game, 0))
    yield "history", HistoryScreen(Table(game, (), None))
    play = next(a for a in game.legal_actions(0)
                if isinstance(a, PlayCard) and a.card == "MADMAN")
    game.apply(play)
    yield "open vote", OpenVoteScreen(public_view(game), game.legal_actions(game.to_act()[0]))


async def test_card_and_journal_screens_draw_names_literally() -> None:
    from tests.support.cards_harness import Harness

    game = _markup_game()
    seen = []
    for label, screen in _screens(game):
        app = Harness(screen)
        async with app.run_test(size=(140, 45)) as pilot:
            await pilot.pause()
            text = "\n".join(t for _, t in dump_screens(app))
            assert app.is_running, label
            assert any(name in text for name in (*MARKUP_NAMES, "[red")), (label, text)
            seen.append(label)
    assert seen == ["hand", "gift", "journal", "history", "open vote"]


async def test_invisible_characters_removed_from_a_name_are_said() -> None:
    """A zero-width joiner or a soft hyphen typed in a name is removed, never silently."""
    app = create_app()
    async with app.run_test(size=(140, 45)) as pilot:
        await _new_game(pilot, app, ("Bo\u200bb\u00ad", "Marcus", "Julia"))
        assert app.table is not None and app.table.game.names[0] == "Bob"
        said = [n.message for n in app._notifications]
        assert any("Invisible characters were removed" in m and "seat 1 is Bob" in m
                   for m in said), said
        assert not any("seat 2" in m for m in said)


async def test_a_seed_in_other_digits_is_refused_in_one_line() -> None:
    """The seed takes ASCII digits only, as on the command line: `٣` is not the seed 3."""
    from textual.widgets import Static

    app = create_app()
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # New game
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        screen.query_one("#seed", Input).value = "\u0663"
        screen.query_one("#start").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app.table is None and app.screen is screen
        assert "ASCII digits" in str(screen.query_one("#ng-error", Static).render())
        screen.query_one("#seed", Input).value = "3"
        screen.query_one("#start").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert app.table is not None and app.table.game.ruleset.seed == 3
