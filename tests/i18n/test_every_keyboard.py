"""AZERTY's unshifted digit row (`& é " ' ( - è _ ç à`) chooses in menus as 1 … 0 does; the
keypad's own codes are digits; a text field keeps its `é`; the keymap file remaps keys."""

from __future__ import annotations

import json
from pathlib import Path

from textual import events
from textual._xterm_parser import XTermParser

from voxpopuli_tui.engine import Game
from voxpopuli_tui.engine.ruleset import Ruleset
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.pin_digits import with_digit
from voxpopuli_tui.ui.look.key_names import AZERTY_ROW, as_digit_key, digit_of
from voxpopuli_tui.ui.look.keymap_file import load_keymap, parse_keymap
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu

SIZE = (120, 40)


def test_the_azerty_digit_row_means_one_to_zero() -> None:
    assert [digit_of(c) for c in AZERTY_ROW] == list("1234567890")
    assert [digit_of(c) for c in "0123456789"] == list("0123456789")
    assert digit_of("٣") is None and digit_of("²") is None and digit_of("a") is None
    assert with_digit("", "&") == "1" and with_digit("1", "à") == "10"
    assert with_digit("", "٣") is None


def test_a_text_field_keeps_its_letters() -> None:
    from textual.widgets import Input

    key = events.Key("é", "é")
    assert as_digit_key(key, Input()) is key
    assert as_digit_key(key, None).key == "2"


def test_the_keypad_sends_digits() -> None:
    """With the kitty keyboard protocol the keypad has codes of its own (57399 = KP_0):
    Textual reads them as the digit keys every menu binds."""
    parsed = list(XTermParser().feed("\x1b[57400u\x1b[57408u"))
    assert [e.key for e in parsed if isinstance(e, events.Key)] == ["1", "9"]


async def _first_choice(keys: tuple[str, ...]) -> tuple[str, str]:
    """The table's menu after `keys` at a new game's first question ("Which politician?",
    numbered by the politicians' own numbers): (its title, what was chosen so far)."""
    game = Game.new(Ruleset.default(3, seed=11))
    app = create_app(game=game)
    async with app.run_test(size=SIZE) as pilot:
        menu = None
        for _ in range(1000):
            await pilot.pause(0.01)
            if isinstance(app.screen, MainScreen) and app.screen.query(ActionMenu):
                menu = app.screen.query_one(ActionMenu)
                if menu.option_count:
                    break
        assert menu is not None and menu.menu_title.endswith("Which politician?")
        first = menu.menu_title
        await pilot.press(*keys)
        for _ in range(300):
            await pilot.pause(0.01)
            if menu.menu_title != first:
                break
        screen = app.screen
        assert isinstance(screen, MainScreen)
        chooser = screen.chooser
        return menu.menu_title, repr(chooser.trail if chooser is not None else None)


async def test_ampersand_chooses_the_first_line_of_a_menu_as_1_does() -> None:
    by_digit = await _first_choice(("1",))
    by_azerty = await _first_choice(("ampersand",))
    by_nothing = await _first_choice(("x",))
    assert by_azerty == by_digit
    assert by_azerty[0].endswith("Which space?")
    assert by_nothing[0].endswith("Which politician?")


def test_the_keymap_file_gives_ids_their_keys(tmp_path: Path) -> None:
    path = tmp_path / "keymap.json"
    assert load_keymap(path) == ({}, None)
    path.write_text(json.dumps({"app.help": "f1, question_mark", "app.quit": 3}), "utf-8")
    keymap, problem = load_keymap(path)
    assert keymap == {"app.help": "f1,question_mark"}
    assert problem is not None and "app.quit" in problem
    path.write_text("{", "utf-8")
    assert load_keymap(path)[0] == {} and "damaged" in (load_keymap(path)[1] or "")
    assert parse_keymap([1]) == ({}, ["(the file is not an object of id: keys)"])


async def test_the_keymap_file_remaps_a_binding(tmp_path: Path) -> None:
    from voxpopuli_tui.ui.screens.card_reference import CardReferenceScreen

    path = tmp_path / "keymap.json"
    path.write_text(json.dumps({"app.card_reference": "f2"}), "utf-8")
    app = create_app(keymap_file=path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("k")
        await pilot.pause()
        assert not isinstance(app.screen, CardReferenceScreen)
        await pilot.press("f2")
        for _ in range(200):
            await pilot.pause(0.01)
            if isinstance(app.screen, CardReferenceScreen):
                break
        assert isinstance(app.screen, CardReferenceScreen)


async def test_the_help_lists_the_keys_as_mapped(tmp_path: Path) -> None:
    from textual.widgets import Static

    from voxpopuli_tui.ui.screens.rules import TextScreen

    path = tmp_path / "keymap.json"
    path.write_text(json.dumps({"app.card_reference": "f2"}), "utf-8")
    app = create_app(keymap_file=path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.action_help()
        await pilot.pause()
        assert isinstance(app.screen, TextScreen)
        lines = str(app.screen.query_one("#text", Static).render()).splitlines()
        cards = [line.split() for line in lines if line.strip().endswith("Cards")]
        assert cards and cards[0][0] == "f2", lines


def test_letters_stay_the_letters_the_keyboard_types() -> None:
    """AZERTY swaps a/q and z/w, QWERTZ y/z: the game reads the character typed, so every
    letter key (and `?`, shifted on both) reaches the bindings as it came."""
    for char, name in [*((c, c) for c in "aqzwymbcUkl"), ("?", "question_mark")]:
        key = events.Key(name, char)
        assert as_digit_key(key, None) is key
