"""Smoke: 300 seeded random games (3–6 players, every card in play) end without an exception,
and every Arena and dice card of this edition gets played along the way."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.support.games import new_game, random_chooser, step
from voxpopuli_tui.engine import AnnounceMatch, Game, MatchType, PlayCard

GAMES = 300
ACTION_LIMIT = 20_000
CARDS = {
    "SPORTS_FIRST", "UNREASONABLE_EXPENSE", "BOOKMAKER", "UNBEARABLE_SUSPENSE", "INTERVIEW",
    "ROUND_OF_DRINKS", "ENEMY_BROTHERS", "EPIC_MATCH", "ENTHUSIASTIC_CROWD",
    "POLITICAL_RECOVERY", "DO_NOT_DISTURB", "PAX_DEORUM", "REPLACEMENT", "VOX_POPULI", "PANEM",
    "FREE_ARENA", "TRAMPLED", "MEDIA_LYNCHING", "VAE_VICTIS", "TICKET_PRICE", "RESERVE_TEAM",
    "FRIENDLY_MATCH", "BAD_SOUND", "REFEREE", "MOUTHING_OFF", "RIGGING", "MATCH_RIGGED",
}  # fmt: skip


@pytest.mark.slow
def test_C_arena_cards_random_games_end_cleanly() -> None:
    played: Counter[str] = Counter()
    for seed in range(GAMES):
        game: Game = new_game(3 + seed % 4, seed)
        choose = random_chooser(seed)
        for _ in range(ACTION_LIMIT):
            if game.is_over:
                break
            action = step(game, choose)
            if isinstance(action, PlayCard):
                played[action.card] += 1
            elif isinstance(action, AnnounceMatch) and action.kind is MatchType.STAR:
                played["DREAM_TEAM"] += 1
        assert game.is_over, f"seed {seed}: no end after {ACTION_LIMIT} actions"
    assert not (CARDS | {"DREAM_TEAM"}) - set(played), "some cards were never played"
