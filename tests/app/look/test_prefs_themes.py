"""Preferences in the user config folder, and the colour themes (Okabe–Ito by default)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support.games import advance_until, new_game
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.look import prefs as prefs_module
from voxpopuli_tui.ui.look.prefs import DEFAULT_PACE, DEFAULT_THEME, Prefs, load_prefs, save_prefs
from voxpopuli_tui.ui.look.style import colour
from voxpopuli_tui.ui.look.themes import HIGH_CONTRAST, OKABE_ITO, THEME_NAMES


def test_prefs_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "prefs.json"
    wanted = Prefs(theme="vox-high-contrast", pace=1.5, names=("Livia", "Marcus"))
    assert save_prefs(wanted, path) is None
    assert load_prefs(path) == (wanted, None)


def test_missing_file_gives_the_defaults_silently(tmp_path: Path) -> None:
    prefs, problem = load_prefs(tmp_path / "none.json")
    assert prefs == Prefs() and problem is None
    assert prefs.theme == DEFAULT_THEME and prefs.pace == DEFAULT_PACE and prefs.names == ()


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b"\xff\xfe\x00garbage", b""])
def test_damaged_file_gives_the_defaults_and_one_line(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "prefs.json"
    path.write_bytes(content)
    prefs, problem = load_prefs(path)
    assert prefs == Prefs()
    assert problem is not None and "\n" not in problem and "defaults" in problem


def test_each_bad_value_falls_back_alone(tmp_path: Path) -> None:
    path = tmp_path / "prefs.json"
    path.write_text(json.dumps({"theme": 3, "pace": "fast", "names": ["Ann", 7, "  ", "Bo"],
                                "future": True}))
    prefs, problem = load_prefs(path)
    assert problem is None
    assert prefs == Prefs(theme=DEFAULT_THEME, pace=DEFAULT_PACE, names=("Ann", "Bo"))
    path.write_text(json.dumps({"pace": 1e9}))
    assert load_prefs(path)[0].pace == prefs_module.MAX_PACE


def test_prefs_path_is_in_the_user_config_folder(monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert prefs_module.prefs_path() == tmp_path / "voxpopuli" / "prefs.json"


def _table_game():  # type: ignore[no-untyped-def]
    game = new_game(4, seed=7, use_cards=False)
    advance_until(game, lambda g: g.state.pending is not None
                  and g.state.pending.kind == "gladiator")
    return game


async def test_default_theme_draws_clubs_in_okabe_ito() -> None:
    app = create_app(game=_table_game())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.theme == DEFAULT_THEME
        view = app.table.public()  # type: ignore[union-attr]
        assert [colour(view, s).upper() for s in range(4)] == list(OKABE_ITO[:4])


async def test_theme_switch_recolours_and_is_remembered(tmp_path: Path) -> None:
    path = tmp_path / "prefs.json"
    app = create_app(game=_table_game(), prefs_file=path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.theme = "vox-high-contrast"
        await pilot.pause()
        await pilot.pause()
        view = app.table.public()  # type: ignore[union-attr]
        assert colour(view, 0).upper() == HIGH_CONTRAST[0]
        assert app.prefs.theme == "vox-high-contrast"
    assert load_prefs(path)[0].theme == "vox-high-contrast"
    again = create_app(game=_table_game(), prefs_file=path)
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert again.theme == "vox-high-contrast"
        app.theme = DEFAULT_THEME  # leave the shared palette as the other tests expect


async def test_ansi_themes_use_the_terminal_colours() -> None:
    app = create_app(game=_table_game())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert {"vox-ansi-dark", "vox-ansi-light"} <= set(THEME_NAMES)
        app.theme = "vox-ansi-dark"
        await pilot.pause()
        await pilot.pause()
        view = app.table.public()  # type: ignore[union-attr]
        assert not colour(view, 0).startswith("#")
        app.theme = DEFAULT_THEME
        await pilot.pause()
        await pilot.pause()


async def test_unknown_theme_in_prefs_falls_back_and_damage_is_said(tmp_path: Path) -> None:
    path = tmp_path / "prefs.json"
    path.write_text('{"theme": "no-such-theme"}')
    app = create_app(prefs_file=path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.theme == DEFAULT_THEME
    path.write_text("{damaged")
    app = create_app(prefs_file=path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert any("damaged" in n.message for n in app._notifications)


@pytest.mark.parametrize("theme", THEME_NAMES)
async def test_every_theme_draws_the_table(theme: str) -> None:
    app = create_app(game=_table_game())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.theme = theme
        await pilot.pause()
        await pilot.pause()
        assert app.return_code is None and type(app.screen).__name__ == "MainScreen"
        app.theme = DEFAULT_THEME
        await pilot.pause()
