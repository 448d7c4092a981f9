"""Why a card cannot be played, in French: the engine's fixed reasons are marked for the
catalogue and the hand, the hand on the table and the solo table's card menu word them
(`words.card_words.reason_words`)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from voxpopuli_tui.engine import view_for
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.i18n import set_language
from voxpopuli_tui.ui.widgets.hand_on_table import hand_lines
from voxpopuli_tui.ui.words.card_words import reason_words


@pytest.fixture
def french() -> Iterator[None]:
    set_language("fr")
    yield
    set_language("en")


def test_a_card_only_the_active_player_may_play_says_so_in_french(french: None) -> None:
    game = position(players=3, active=0, at="forum-start",
                    hands={0: [], 1: ["FREE DISTRICT"], 2: []})
    view = view_for(game, 1)
    assert dict(view.card_reasons) == {"FREE_DISTRICT": "only the active player"}
    assert reason_words("only the active player") == "seulement le joueur actif"
    assert [reason for _n, _card, reason in hand_lines(view)] == ["seulement le joueur actif"]


def test_a_playable_card_has_no_reason_in_any_language(french: None) -> None:
    assert reason_words(None) is None
