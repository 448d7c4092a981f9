"""Arena cards on the match itself: DREAM TEAM, SPORTS FIRST, UNREASONABLE EXPENSE, INTERVIEW,
ROUND OF DRINKS, TICKET PRICE INCREASE, PANEM ET CIRCENSES, BAD SOUND SYSTEM, FREE ARENA
(R13, R18–R20, R24, card table of RULINGS.md)."""

from __future__ import annotations

import pytest

from tests.support.arena_scenes import (
    ARENA,
    POMPEY,
    A,
    B,
    announce,
    arena,
    can_play,
    close_windows,
    play,
    reason,
    stage,
    to_phase3,
    vote,
)
from tests.support.games import give_card, pending_kind, touch
from voxpopuli_tui.engine import AnnounceMatch, IllegalActionError, MatchType, Vote
from voxpopuli_tui.engine.board import match_attendance
from voxpopuli_tui.engine.cards.slots import Hooligans, SportsFirst, no_card_this_turn

MY_ARENA_CARDS = [
    "SPORTS_FIRST", "UNREASONABLE_EXPENSE", "BOOKMAKER", "UNBEARABLE_SUSPENSE", "INTERVIEW",
    "ROUND_OF_DRINKS", "ENEMY_BROTHERS", "EPIC_MATCH", "ENTHUSIASTIC_CROWD",
    "POLITICAL_RECOVERY", "DO_NOT_DISTURB", "PAX_DEORUM", "REPLACEMENT", "VOX_POPULI", "PANEM",
    "FREE_ARENA", "TRAMPLED", "MEDIA_LYNCHING", "VAE_VICTIS", "TICKET_PRICE", "RESERVE_TEAM",
    "FRIENDLY_MATCH", "BAD_SOUND", "REFEREE", "MOUTHING_OFF",
]  # fmt: skip


# ----------------------------------------------------------------- windows (R13)
@pytest.mark.parametrize("card", [*MY_ARENA_CARDS, "DREAM_TEAM"])
def test_C_arena_card_refused_in_a_forum_window(card: str) -> None:
    """R13: Arena cards only in the Arena window, never in Phase 3's Forum window."""
    game = arena(gladiators=[(ARENA, 2, 3)], money=20, lover=POMPEY)
    vote(game, A, A, A, A)
    to_phase3(game)
    assert not can_play(game, 2, card)
    assert reason(game, 2, card) == "only in the Arena window"


def test_C_arena_cards_refused_during_the_vote() -> None:
    """R19: from the start of the vote until the reveal no card may be played."""
    game = arena()
    give_card(game, 1, "ROUND_OF_DRINKS")
    close_windows(game)
    assert pending_kind("vote")(game)
    assert {a.type for a in game.legal_actions(1)} == {"vote"}


# ----------------------------------------------------------------- DREAM TEAM
def test_C_DREAM_TEAM_star_match_costs_8_and_gives_4() -> None:
    game = stage(money=10)
    give_card(game, 0, "DREAM_TEAM")
    star = AnnounceMatch(seat=0, politician=ARENA, kind=MatchType.STAR)
    assert star in game.legal_actions(0)
    m = announce(game, "star")
    st = game.state
    assert (m.kind, m.price, st.players[0].money) == ("star", 8, 2)
    assert "DREAM_TEAM" not in st.players[0].hand and "DREAM_TEAM" in st.discard
    assert st.turn_state.arena_cards == [[0, "DREAM_TEAM"]]
    vote(game, A, A, A, A)
    to_phase3(game)
    assert st.popularity[POMPEY] == 4
    assert st.players[0].money == 2 + 4


def test_C_DREAM_TEAM_refused_once_CLEOPATRA_is_on_the_table() -> None:
    game = stage(money=10, on_table=["CLEOPATRA"])
    give_card(game, 0, "DREAM_TEAM")
    kinds = {a.kind for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)}
    assert kinds == {MatchType.CUP, MatchType.CHAMPIONSHIP, MatchType.INTERNATIONAL}


def test_C_DREAM_TEAM_needs_8_sesterces() -> None:
    game = stage(money=7)
    give_card(game, 0, "DREAM_TEAM")
    kinds = {a.kind for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)}
    assert MatchType.STAR not in kinds and MatchType.INTERNATIONAL in kinds


def test_C_DREAM_TEAM_only_the_organiser_when_announcing() -> None:
    game = stage(money=10)
    give_card(game, 1, "DREAM_TEAM")  # not the organiser's card
    kinds = {a.kind for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)}
    assert MatchType.STAR not in kinds
    announce(game, "cup")
    assert not can_play(game, 1, "DREAM_TEAM")
    assert not can_play(game, 0, "DREAM_TEAM")
    assert reason(game, 0, "DREAM_TEAM") == "only when announcing your match (as a star match)"


# ----------------------------------------------------------------- SPORTS FIRST
def test_C_SPORTS_FIRST_closes_every_window_until_the_turn_ends() -> None:
    game = arena()
    give_card(game, 2, "ROUND_OF_DRINKS")
    play(game, 1, "SPORTS_FIRST")
    st = game.state
    assert no_card_this_turn(st.turn_state.cards)
    assert pending_kind("vote")(game)  # the Arena window did not reopen
    m = vote(game, A, A, A, A)
    assert m.modifiers == []
    # No Forum window in Phase 3: the next window is turn 2's first one.
    assert (st.turn, st.active) == (2, 1)
    assert pending_kind("window", "forum-start")(game)
    assert "ROUND_OF_DRINKS" in st.players[2].hand


def test_C_SPORTS_FIRST_refused_once_sports_first_is_in_force() -> None:
    game = arena()
    game.state.turn_state.cards.sports_first = SportsFirst()
    touch(game)
    assert reason(game, 1, "SPORTS_FIRST") == "SPORTS FIRST: no card may be played this turn"


# ----------------------------------------------------------------- UNREASONABLE EXPENSE
def test_C_UNREASONABLE_EXPENSE_organiser_pays_3_more() -> None:
    game = arena()
    play(game, 2, "UNREASONABLE_EXPENSE")
    m = game.state.turn_state.match
    assert m is not None and not m.cancelled
    assert (m.price, game.state.players[0].money, game.state.players[2].money) == (4, 3, 7)
    assert pending_kind("window", "arena")(game)


def test_C_UNREASONABLE_EXPENSE_unpaid_cancels_match_no_vote_no_phase3() -> None:
    """R24: the match is cancelled, no vote, the turn ends at once with no Phase 3."""
    game = arena(gladiators=[(ARENA, 0, 3)], money={0: 3})  # 2 left after the Cup's 1
    st = game.state
    assert st.players[0].money == 2
    start = len(st.log)
    play(game, 1, "UNREASONABLE_EXPENSE")
    kinds = [e.kind for e in st.log[start:] if e.turn == 1]
    assert "vote" not in kinds and "reveal" not in kinds and "gain" not in kinds
    assert (st.turn, st.active) == (2, 1)
    assert pending_kind("window", "forum-start")(game)
    assert st.players[0].money == 2  # nothing paid, nothing gained
    assert st.players[0].hand == []
    assert st.popularity[POMPEY] == 0 and st.arenas[ARENA] == [[0, 3]]


# ----------------------------------------------------------------- INTERVIEW
def test_C_INTERVIEW_locks_the_organiser_on_Applause() -> None:
    game = arena()
    play(game, 3, "INTERVIEW")
    close_windows(game)
    assert game.legal_actions(0) == (Vote(seat=0, side=A),)
    with pytest.raises(IllegalActionError):
        game.apply(Vote(seat=0, side=B))
    assert {a.side for a in game.legal_actions(1) if isinstance(a, Vote)} == {A, B}


def test_C_INTERVIEW_without_it_the_organiser_may_boo() -> None:
    game = arena()
    close_windows(game)
    assert Vote(seat=0, side=B) in game.legal_actions(0)


# ----------------------------------------------------------------- ROUND OF DRINKS
def test_C_ROUND_OF_DRINKS_costs_3_and_adds_3_Applause() -> None:
    game = arena()
    play(game, 1, "ROUND_OF_DRINKS")
    assert game.state.players[1].money == 4
    m = vote(game, A, B, B, B)
    assert (m.applause, m.boos, m.result) == (3 + 3, 2 + 4 + 1, "boos")


def test_C_ROUND_OF_DRINKS_refused_without_3_sesterces() -> None:
    game = arena(money={1: 2})
    assert not can_play(game, 1, "ROUND_OF_DRINKS")
    assert reason(game, 1, "ROUND_OF_DRINKS") == "costs 3 sesterces"


# ----------------------------------------------------------------- TICKET PRICE INCREASE
def test_C_TICKET_PRICE_costs_3_and_adds_3_Boos() -> None:
    game = arena()
    play(game, 2, "TICKET_PRICE")
    assert game.state.players[2].money == 4
    m = vote(game, A, A, B, A)
    assert (m.applause, m.boos, m.result) == (3 + 2 + 1, 4 + 3, "boos")


def test_C_TICKET_PRICE_refused_without_3_sesterces() -> None:
    game = arena(money={2: 2})
    assert not can_play(game, 2, "TICKET_PRICE")


# ----------------------------------------------------------------- PANEM ET CIRCENSES
def test_C_PANEM_each_attending_supporter_counts_1() -> None:
    game = arena()
    play(game, 3, "PANEM")
    m = vote(game, A, B, B, A)
    assert (m.applause, m.boos, m.result) == (2, 2, "applause")


def test_C_PANEM_without_it_values_count() -> None:
    game = arena()
    m = vote(game, A, B, B, A)
    assert (m.applause, m.boos, m.result) == (4, 6, "boos")


# ----------------------------------------------------------------- BAD SOUND SYSTEM
def test_C_BAD_SOUND_tie_goes_to_Boos() -> None:
    game = arena()
    play(game, 2, "BAD_SOUND")
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (5, 5, "boos")


def test_C_BAD_SOUND_absent_tie_goes_to_Applause() -> None:
    game = arena()
    m = vote(game, A, A, B, B)
    assert (m.applause, m.boos, m.result) == (5, 5, "applause")


# ----------------------------------------------------------------- FREE ARENA
FAR = {**{1: (0, 3), 8: (1, 2), 10: (2, 4), 17: (3, 1)}, 40: (3, 5)}  # A6: far from Pompey


def test_C_FREE_ARENA_every_supporter_attends() -> None:
    game = arena(supporters=FAR)
    assert match_attendance(game.state, ARENA) == [1, 8, 10, 17]
    play(game, 1, "FREE_ARENA")
    m = vote(game, A, A, B, B)
    assert m.attending == [1, 8, 10, 17, 40]
    assert (m.applause, m.boos) == (3 + 2, 4 + 1 + 5)


def test_C_FREE_ARENA_cancels_HOOLIGANS() -> None:
    game = arena(supporters=FAR)
    # the Greek district (B3) is cut off
    game.state.turn_state.cards.hooligans = Hooligans(district=2, seat=3)
    touch(game)
    assert match_attendance(game.state, ARENA) == [1, 8, 10]
    play(game, 2, "FREE_ARENA")
    m = vote(game, A, A, B, B)
    assert m.attending == [1, 8, 10, 17, 40]
    assert (m.applause, m.boos) == (5, 10)
