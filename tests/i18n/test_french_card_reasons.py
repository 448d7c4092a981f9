"""Why a card cannot be played, in French: the engine's reasons are typed messages (a template
marked for the catalogue and its arguments), and the hand, the hand on the table and the solo
table's card menu word them (`table.log_words.reason_words`) — numbers, windows and match types
included."""

from __future__ import annotations

import pytest

from tests.support.arena_scenes import arena
from tests.support.games import give_card
from voxpopuli_tui.engine import view_for
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.said import Said
from voxpopuli_tui.ui.table.log_words import reason_words
from voxpopuli_tui.ui.widgets.hand_on_table import hand_lines


def test_a_card_only_the_active_player_may_play_says_so_in_french(french: None) -> None:
    game = position(players=3, active=0, at="forum-start",
                    hands={0: [], 1: ["FREE DISTRICT"], 2: []})
    view = view_for(game, 1)
    assert dict(view.card_reasons) == {"FREE_DISTRICT": Said("only the active player")}
    assert reason_words(Said("only the active player")) == "seulement le joueur actif"
    assert [reason for _n, _card, reason in hand_lines(view)] == ["seulement le joueur actif"]


def test_a_playable_card_has_no_reason_in_any_language(french: None) -> None:
    assert reason_words(None) is None


@pytest.mark.parametrize(("card", "money", "french_words"), [
    ("ROUND_OF_DRINKS", 2, "coûte 3 sesterces"),  # R35: its price, with the plural
    ("EXPULSION", None, "seulement dans une fenêtre du Forum"),  # R13: a Forum card
    ("EPIC_MATCH", None, "seulement dans un match de championnat"),  # R35: a match type
])
def test_a_reason_with_a_number_a_window_or_a_match_type_is_worded_in_french(
        french: None, card: str, money: int | None, french_words: str) -> None:
    game = arena(money=money)
    give_card(game, 1, card)
    view = view_for(game, 1)
    reason = dict(view.card_reasons)[card]
    assert reason is not None
    assert [why for _n, _card, why in hand_lines(view)] == [french_words]


def test_a_card_restricted_to_one_window_names_it_in_french(french: None) -> None:
    game = arena()
    give_card(game, 1, "BAD_ORGANISER")
    view = view_for(game, 1)
    assert [why for _n, _card, why in hand_lines(view)] == [
        "seulement dans la première fenêtre du Forum ou la fenêtre du Forum après le Gladiateur"]


def test_the_same_reasons_read_as_the_engine_says_them_in_english() -> None:
    game = arena(money=2)
    for card in ("ROUND_OF_DRINKS", "EXPULSION", "EPIC_MATCH"):
        give_card(game, 1, card)
    view = view_for(game, 1)
    assert [why for _n, _card, why in hand_lines(view)] == [
        "costs 3 sesterces", "only in a Forum window", "only in a championship match"]
