"""Arena cards on the consequences: ENEMY BROTHERS, POLITICAL RECOVERY, DO NOT DISTURB,
PAX DEORUM, TRAMPLED, MEDIA LYNCHING, VAE VICTIS, REPLACEMENT, VOX POPULI VOX DEI
(R21–R23, R25, R9, R38, card table of RULINGS.md)."""

from __future__ import annotations

from tests.support.arena_scenes import (
    ANTONY,
    ARENA,
    CAESAR,
    CRASSUS,
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
from tests.support.games import give_card, touch
from voxpopuli_tui.engine import PlayCard, Vote
from voxpopuli_tui.engine.cards.slots import returning_cards

FAR = {1: (0, 3), 8: (1, 2), 10: (2, 4), 17: (3, 1), 40: (3, 5)}


def _plays(game, seat: int, card: str) -> list[PlayCard]:  # type: ignore[no-untyped-def]
    give_card(game, seat, card)
    return [a for a in game.legal_actions(seat) if isinstance(a, PlayCard) and a.card == card]


# ----------------------------------------------------------------- ENEMY BROTHERS
def test_C_ENEMY_BROTHERS_both_gain_the_match_popularity() -> None:
    game = arena("championship")
    play(game, 1, "ENEMY_BROTHERS", politician=CRASSUS)
    vote(game, A, A, A, A)
    to_phase3(game)
    assert game.state.popularity[:3] == [2, 2, 0]


def test_C_ENEMY_BROTHERS_targets_another_living_politician() -> None:
    game = arena(dead=[CAESAR])
    assert sorted(a.politician for a in _plays(game, 1, "ENEMY_BROTHERS")) == [1, 3, 4, 5]


def test_C_ENEMY_BROTHERS_refused_when_no_other_politician_lives() -> None:
    game = arena()
    game.state.dead[1:] = [True] * 5
    touch(game)
    assert not can_play(game, 1, "ENEMY_BROTHERS")
    assert reason(game, 1, "ENEMY_BROTHERS") == "no other living politician"


def test_C_ENEMY_BROTHERS_with_TRAMPLED_only_the_arena_politician_dies() -> None:
    game = arena()
    play(game, 1, "ENEMY_BROTHERS", politician=CRASSUS)
    play(game, 2, "TRAMPLED")
    m = vote(game, A, B, B, B)
    assert m.result == "boos"
    to_phase3(game)
    st = game.state
    assert st.dead[POMPEY] and not st.dead[CRASSUS]
    assert st.assassinations_left == 2


def test_C_ENEMY_BROTHERS_with_MEDIA_LYNCHING_both_lose_2() -> None:
    game = arena(popularity={POMPEY: 3, CRASSUS: 3, CAESAR: 3})
    play(game, 1, "ENEMY_BROTHERS", politician=CRASSUS)
    play(game, 2, "MEDIA_LYNCHING")
    vote(game, A, B, B, B)
    to_phase3(game)
    assert game.state.popularity[:3] == [1, 1, 3]


def test_C_ENEMY_BROTHERS_POLITICAL_RECOVERY_is_for_the_arena_only() -> None:
    game = arena("championship")
    play(game, 1, "ENEMY_BROTHERS", politician=CRASSUS)
    play(game, 2, "POLITICAL_RECOVERY")
    vote(game, A, A, A, A)
    to_phase3(game)
    assert game.state.popularity[:2] == [3, 2]


# ----------------------------------------------------------------- POLITICAL RECOVERY
def test_C_POLITICAL_RECOVERY_adds_1_on_Applause() -> None:
    game = arena("championship")
    play(game, 3, "POLITICAL_RECOVERY")
    vote(game, A, A, A, A)
    to_phase3(game)
    assert game.state.popularity[POMPEY] == 2 + 1


def test_C_POLITICAL_RECOVERY_nothing_on_Boos() -> None:
    game = arena("championship", popularity={POMPEY: 2})
    play(game, 3, "POLITICAL_RECOVERY")
    vote(game, A, B, B, B)
    to_phase3(game)
    assert game.state.popularity[POMPEY] == 2


# ----------------------------------------------------------------- DO NOT DISTURB
def test_C_DO_NOT_DISTURB_the_lover_gains_nothing() -> None:
    game = arena("championship", lover=POMPEY)
    play(game, 2, "DO_NOT_DISTURB")
    vote(game, A, A, A, A)
    to_phase3(game)
    st = game.state
    assert st.popularity[POMPEY] == 0
    assert st.players[0].money == 7 - 3 + 4  # the organiser is still paid


def test_C_DO_NOT_DISTURB_refused_unless_the_arena_politician_is_the_lover() -> None:
    game = arena()
    lover_only = "only if the arena's politician is Cleopatra's lover"
    assert reason(game, 2, "DO_NOT_DISTURB") == lover_only
    game = arena(lover=CRASSUS)
    assert not can_play(game, 2, "DO_NOT_DISTURB")
    game = arena(lover=POMPEY)
    assert can_play(game, 2, "DO_NOT_DISTURB")


# ----------------------------------------------------------------- PAX DEORUM
def test_C_PAX_DEORUM_no_gain_and_POLITICAL_RECOVERY_void() -> None:
    game = arena("championship", gladiators=[(ARENA, 1, 3)])
    play(game, 1, "POLITICAL_RECOVERY")
    play(game, 2, "PAX_DEORUM")
    vote(game, A, A, A, A)
    to_phase3(game)
    st = game.state
    assert st.popularity[POMPEY] == 0
    assert st.players[0].money == 7 - 3 + 4  # other consequences happen
    assert [(i.seat, i.value) for slot in st.slots for i in slot if not i.decoy] == [(1, 3)]


def test_C_PAX_DEORUM_MEDIA_LYNCHING_void() -> None:
    game = arena(popularity={POMPEY: 3})
    play(game, 1, "MEDIA_LYNCHING")
    play(game, 2, "PAX_DEORUM")
    hands = [len(p.hand) for p in game.state.players]
    vote(game, A, B, B, B)
    to_phase3(game)
    st = game.state
    assert st.popularity[POMPEY] == 3
    assert [len(p.hand) for p in st.players] == [hands[0], hands[1] + 1, hands[2] + 1, hands[3] + 1]


def test_C_PAX_DEORUM_TRAMPLED_still_strikes() -> None:
    game = arena()
    play(game, 1, "TRAMPLED")
    play(game, 2, "PAX_DEORUM")
    vote(game, A, B, B, B)
    to_phase3(game)
    assert game.state.dead[POMPEY]


# ----------------------------------------------------------------- TRAMPLED
def test_C_TRAMPLED_assassinates_on_Boos() -> None:
    game = arena()
    play(game, 3, "TRAMPLED")
    vote(game, A, B, B, B)
    to_phase3(game)
    assert game.state.dead[POMPEY] and game.state.assassinations_left == 2


def test_C_TRAMPLED_nothing_on_Applause() -> None:
    game = arena()
    play(game, 3, "TRAMPLED")
    vote(game, A, A, B, A)
    to_phase3(game)
    assert not game.state.dead[POMPEY] and game.state.popularity[POMPEY] == 1


def test_C_TRAMPLED_no_marker_left() -> None:
    """R9: with no Assassination marker left, TRAMPLED does nothing."""
    # three politicians dead: the three markers are on the table (R9)
    game = arena(dead=[CRASSUS, CAESAR, ANTONY])
    assert game.state.assassinations_left == 0
    play(game, 3, "TRAMPLED")
    vote(game, A, B, B, B)
    to_phase3(game)
    assert not game.state.dead[POMPEY]


# ----------------------------------------------------------------- MEDIA LYNCHING
def test_C_MEDIA_LYNCHING_minus_2_on_Boos_never_below_0() -> None:
    game = arena(popularity={POMPEY: 1})
    play(game, 3, "MEDIA_LYNCHING")
    vote(game, A, B, B, B)
    to_phase3(game)
    assert game.state.popularity[POMPEY] == 0


def test_C_MEDIA_LYNCHING_nothing_on_Applause() -> None:
    game = arena(popularity={POMPEY: 3})
    play(game, 3, "MEDIA_LYNCHING")
    vote(game, A, A, A, A)
    to_phase3(game)
    assert game.state.popularity[POMPEY] == 4


# ----------------------------------------------------------------- VAE VICTIS
GLADS = [(ARENA, 0, 3), (ARENA, 1, 2), (ARENA, 2, 5), (CRASSUS, 1, 4)]


def test_C_VAE_VICTIS_every_gladiator_of_the_arena_eliminated_on_Boos() -> None:
    game = arena(gladiators=GLADS)
    play(game, 3, "VAE_VICTIS")
    vote(game, A, B, B, B)
    to_phase3(game)
    st = game.state
    assert st.arenas[ARENA] == [] and st.arenas[CRASSUS] == [[1, 4]]
    assert [p.eliminated for p in st.players] == [[3], [2], [5], []]


def test_C_VAE_VICTIS_nothing_on_Applause() -> None:
    game = arena(gladiators=GLADS)
    play(game, 3, "VAE_VICTIS")
    vote(game, B, B, A, A)  # 4 + 1 against 3 + 2: Applause
    to_phase3(game)
    st = game.state
    assert st.arenas[ARENA] == [[0, 3], [1, 2]]  # the Boos voters keep their Gladiators
    assert [p.eliminated for p in st.players][2] == []


# ----------------------------------------------------------------- REPLACEMENT
def test_C_REPLACEMENT_moves_one_of_your_gladiators() -> None:
    game = arena(gladiators=[(ARENA, 1, 2), (ARENA, 1, 4), (ARENA, 2, 5)])
    play(game, 1, "REPLACEMENT", politician=ANTONY, value=4)
    st = game.state
    assert st.arenas[ARENA] == [[1, 2], [2, 5]] and st.arenas[ANTONY] == [[1, 4]]


def test_C_REPLACEMENT_targets_own_values_and_other_arenas() -> None:
    game = arena(gladiators=[(ARENA, 1, 2), (ARENA, 1, 4), (ARENA, 2, 5)])
    plays = _plays(game, 1, "REPLACEMENT")
    assert {(a.value, a.politician) for a in plays} == {(v, p) for v in (2, 4) for p in range(1, 6)}


def test_C_REPLACEMENT_refused_without_a_gladiator_in_this_arena() -> None:
    game = arena(gladiators=[(ARENA, 1, 2), (CRASSUS, 3, 4)])
    assert not can_play(game, 3, "REPLACEMENT")
    assert reason(game, 3, "REPLACEMENT") == "you have no Gladiator in this arena"


# ----------------------------------------------------------------- VOX POPULI, VOX DEI
def test_C_VOX_POPULI_cancels_returns_cards_and_keeps_money_paid() -> None:
    game = arena(supporters=FAR)
    play(game, 1, "ROUND_OF_DRINKS")
    play(game, 2, "INTERVIEW")
    play(game, 2, "ENEMY_BROTHERS", politician=CRASSUS)
    play(game, 1, "FREE_ARENA")
    play(game, 3, "BAD_SOUND")
    play(game, 3, "VOX_POPULI")
    st = game.state
    assert reason(game, 2, "TICKET_PRICE") == "no Arena card after VOX POPULI, VOX DEI"
    close_windows(game)
    assert Vote(seat=0, side=B) in game.legal_actions(0)  # INTERVIEW's lock is gone
    m = vote(game, A, A, B, B)
    assert m.attending == [1, 8, 10, 17]  # FREE ARENA gone
    assert (m.applause, m.boos, m.result) == (5, 5, "applause")  # no +3, no BAD SOUND
    to_phase3(game)
    assert st.popularity[:2] == [1, 0]  # no enemy brother
    assert st.players[1].money == 7 - 3  # ROUND OF DRINKS stays paid
    close_windows(game)  # the turn ends
    assert st.turn == 2
    assert sorted(st.players[1].hand) == ["FREE_ARENA", "ROUND_OF_DRINKS"]
    assert sorted(st.players[2].hand) == ["ENEMY_BROTHERS", "INTERVIEW", "TICKET_PRICE"]
    assert st.players[3].hand == ["BAD_SOUND"]
    assert "VOX_POPULI" in st.discard
    assert not {"ROUND_OF_DRINKS", "INTERVIEW", "BAD_SOUND"} & set(st.discard)


def test_C_VOX_POPULI_keeps_pieces_already_moved() -> None:
    game = arena(gladiators=[(ARENA, 1, 4)])
    play(game, 1, "REPLACEMENT", politician=ANTONY, value=4)
    play(game, 2, "VOX_POPULI")
    st = game.state
    assert st.arenas[ANTONY] == [[1, 4]] and st.arenas[ARENA] == []
    assert returning_cards(st.turn_state.cards) == ((1, "REPLACEMENT"),)


def test_C_VOX_POPULI_DREAM_TEAM_match_stays_a_star_match() -> None:
    """RULES_NOTES (VOX_POPULI): the star match was fixed when announced; the card returns."""
    game = stage(money=10)
    give_card(game, 0, "DREAM_TEAM")
    announce(game, "star")
    play(game, 2, "VOX_POPULI")
    vote(game, A, A, A, A)
    to_phase3(game)
    st = game.state
    assert st.popularity[POMPEY] == 4
    close_windows(game)
    assert st.players[0].hand == ["DREAM_TEAM"] and st.players[0].money == 2 + 4

