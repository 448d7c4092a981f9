"""Random games with every card in the deck: no exception, invariants hold at each turn."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.support.games import new_game, random_chooser, step
from voxpopuli_tui.engine import PlayCard
from voxpopuli_tui.engine.invariants import check_invariants

MINE = {
    "HONORARY_PRESIDENT", "LATE_TRANSFER", "SCANDAL_SHEET", "EXPULSION", "SUPPORTERS_CLUBS",
    "FREE_DISTRICT", "BAD_ORGANISER", "MADMAN", "REPRESSION", "SCORES_SETTLED", "RIOT",
    "HOOLIGANS", "BRAWLS", "SCUFFLE", "TV_RIGHTS", "MERCHANDISING", "SPONSORS", "ROTTEN_ARENA",
    "MY_HERO", "CLEOPATRA", "COJC", "FAMILY_AFFAIR", "SEX_SCANDAL", "KEPT_WOMAN",
    "LOVE_AT_FIRST_SIGHT", "CENSORSHIP", "CHEATING",
}  # fmt: skip


@pytest.mark.slow
def test_forum_cards_random_games_end_cleanly() -> None:
    played: Counter[str] = Counter()
    for i in range(40):
        game = new_game(3 + i % 4, seed=1000 + i)
        choose = random_chooser(i)
        turn = 0
        for _ in range(100_000):
            if game.is_over:
                break
            action = step(game, choose)
            if isinstance(action, PlayCard):
                played[action.card] += 1
            if game.state.turn != turn:
                turn = game.state.turn
                assert check_invariants(game) == [], (i, turn)
        assert game.is_over, i
        assert check_invariants(game) == [], i
    assert not MINE - set(played), sorted(MINE - set(played))
