"""A whole game at a French table in a real terminal (tmux): `LANG=fr_FR.UTF-8`, three
players (two at the keyboard, one computer), played to the end screen by a player reading the
screen (`table_player`). No captured screen shows an English word of the interface: the words
of the catalogue's English messages that French never uses (`screen_words.catalogue_english`;
players' and clubs' names and card titles aside). The same game typed on AZERTY's digit row
(`& é " ' ( - è _ ç à`, never Shift) reaches the end too. Each is a few minutes on a loaded
two-core machine; every wait is on the screen or the save."""

from __future__ import annotations

import re
from pathlib import Path

from tests.i18n.screen_words import catalogue_english, catalogue_shared, english_words
from voxpopuli_tui.engine.assets import load_clubs

from .table_player import TablePlayer, start_game
from .test_real_terminal import pytestmark

__all__ = ["pytestmark"]

PLAYERS, SEED, COMPUTER = 3, 4, {2}
MINUTES = 8  # a bound for a very slow machine, never a sleep


def _names_words(game_names: tuple[str, ...] | list[str]) -> set[str]:
    """The words of names that are no interface words: players' and clubs' names."""
    words = {w for name in game_names for w in re.findall(r"[A-Za-zÀ-ÿ]+", name)}
    for club in load_clubs():
        words.update(re.findall(r"[A-Za-zÀ-ÿ]+", club.name))
    return words


def _play(tmp_path: Path, azerty: bool) -> tuple[TablePlayer, object]:
    pane = start_game(tmp_path, PLAYERS, SEED, COMPUTER, "fr")
    player = TablePlayer(pane, COMPUTER, "fr", azerty=azerty)
    try:
        game = player.play(MINUTES)
    finally:
        pane.close()
    return player, game


def _english_on(player: TablePlayer, names: set[str]) -> list[tuple[set[str], str]]:
    """Each screen line that shows English words, with those words (first seen first)."""
    english = catalogue_english() - names
    seen: dict[str, set[str]] = {}
    for screen in player.screens:
        for line in screen.splitlines():
            if line.strip() not in seen and (found := english_words(line, english)):
                seen[line.strip()] = found
    return [(found, line) for line, found in seen.items()]


def test_a_french_table_plays_to_the_end_with_no_english_word(tmp_path: Path,
                                                                 capsys) -> None:  # type: ignore[no-untyped-def]
    player, game = _play(tmp_path, azerty=False)
    assert game.is_over, player.screens[-1]  # type: ignore[attr-defined]
    assert any(player.words.over in s for s in player.screens)
    assert any(player.words.reveal in s for s in player.screens)  # a vote was revealed
    leaks = _english_on(player, _names_words(game.names))  # type: ignore[attr-defined]
    with capsys.disabled():
        print(f"\n{len(player.screens)} screens read, {player.keys} keys; words left out of the "
              f"check (French writes them too, or card titles): {sorted(catalogue_shared())}")
    assert not leaks, "English on screen:\n" + "\n".join(f"{sorted(w)}: {line}"
                                                          for w, line in leaks[:40])


def test_the_same_game_typed_on_azerty_keys_reaches_the_end(tmp_path: Path) -> None:
    player, game = _play(tmp_path, azerty=True)
    assert player.digits_typed > 10  # menus were chosen on the digit row, unshifted
    assert game.is_over, player.screens[-1]  # type: ignore[attr-defined]
    assert any(player.words.over in s for s in player.screens)
    assert not _english_on(player, _names_words(game.names))  # type: ignore[attr-defined]
