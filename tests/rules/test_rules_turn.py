"""A turn of play: windows (R13), Phase 1 (R14–R16), Phase 3 (R24) and the last turn (R28)."""

from __future__ import annotations

import pytest

from tests.rules.rules_tables import CRASSUS, at_gladiator, crassus_setup, pass_windows
from tests.support.games import (
    act,
    advance_until,
    empty_club,
    new_game,
    passing,
    pending_kind,
    step,
    touch,
)
from voxpopuli_tui.engine import (
    ChooseGain,
    Designate,
    Gain,
    Game,
    Pass,
    PlaceGladiator,
    PlaceSupporter,
    PlayCard,
    Vote,
    public_view,
)
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.board import geometry
from voxpopuli_tui.engine.core import CardRule
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.rulebook import CARDS
from voxpopuli_tui.engine.state import EMPTY
from voxpopuli_tui.engine.steps import (
    AskDesignation,
    AskGladiator,
    AskMatch,
    AskSupporter,
    Phase3,
)


def _kind(game: Game) -> tuple[str | None, str | None]:
    p = game.state.pending
    return (None, None) if p is None else (p.kind, p.window)


@pytest.fixture
def quiet_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """RIOT (Forum) and ROUND_OF_DRINKS (Arena) do nothing when played, whatever cards/ holds."""

    def nothing(game: Game, action: PlayCard) -> None:
        game.log(f"({action.card} resolved)")

    for card in ("RIOT", "ROUND_OF_DRINKS"):
        monkeypatch.setitem(CARDS, card, CardRule(card, nothing))


# ----------------------------------------------------------------- R13
def test_R13_forum_window_reopens_after_a_card_and_closes_when_all_passed(
    quiet_cards: None,
) -> None:
    game = position(4, seed=2, at="forum-start", hands={0: [], 1: [], 2: ["RIOT"], 3: []})
    assert _kind(game) == ("window", "forum-start")
    assert game.to_act() == [0, 1, 2, 3]
    game.apply(Pass(seat=0))
    game.apply(Pass(seat=1))
    assert game.to_act() == [2, 3]
    # any player may play, not only the active one
    game.apply(PlayCard(seat=2, card="RIOT"))
    assert game.state.discard == ["RIOT"]
    assert _kind(game) == ("window", "forum-start")
    assert game.to_act() == [0, 1, 2, 3]  # every pass reset
    for seat in (3, 0, 1):
        game.apply(Pass(seat=seat))
    assert _kind(game) == ("window", "forum-start")
    game.apply(Pass(seat=2))
    assert _kind(game) == ("designate", None)


def test_R13_the_three_forum_windows_and_the_arena_window(quiet_cards: None) -> None:
    game = crassus_setup(use_cards=True, hands={0: [], 1: ["RIOT", "ROUND_OF_DRINKS"], 2: []})
    act(game, "0 gladiator 4 Crassus")
    assert _kind(game) == ("window", "forum-mid")
    plays = [a for a in game.legal_actions(1) if isinstance(a, PlayCard)]
    assert plays == [PlayCard(seat=1, card="RIOT")]  # an Arena card waits for the Arena window
    pass_windows(game)
    assert _kind(game) == ("match", None)
    act(game, "0 match championship Crassus")
    assert _kind(game) == ("window", "arena")
    plays = [a for a in game.legal_actions(1) if isinstance(a, PlayCard)]
    assert plays == [PlayCard(seat=1, card="ROUND_OF_DRINKS")]
    for seat in (0, 1, 2):
        game.apply(Pass(seat=seat))
    # R19: the window closed when the vote started; no card during the vote
    assert _kind(game) == ("vote", None)
    assert all(isinstance(a, Vote) for a in game.legal_actions(1))
    for text in ("0 vote applause", "1 vote applause", "2 vote applause"):
        act(game, text)
    for text in ("0 star 4 Crassus", "1 star 2 Crassus", "2 star 5 Crassus"):
        act(game, text)
    assert _kind(game) == ("window", "forum-end")
    assert [a for a in game.legal_actions(1) if isinstance(a, PlayCard)] == [
        PlayCard(seat=1, card="RIOT")
    ]


def test_R13_no_window_without_cards() -> None:
    game = new_game(3, use_cards=False)
    kinds = []
    while game.state.turn < 3:
        kinds.append(_kind(game)[0])
        step(game, passing)
    assert "window" not in kinds


# ----------------------------------------------------------------- R14
def test_R14_previous_seat_designates_a_district_with_room() -> None:
    g = geometry()
    plain = position(4, seed=3, use_cards=False, active=2, at="designate")
    # fill the Gaulish district (0) completely, with seat 3's smallest pieces
    empty = [s for s in g.spaces_of[0] if plain.state.owner[s] == EMPTY]
    club = plain.state.players[3].club
    values = sorted(v for v, count in club.items() for _ in range(count))[: len(empty)]
    game = position(4, seed=3, use_cards=False, active=2, at="designate",
                    supporters={space_name(s): (3, v) for s, v in zip(empty, values, strict=True)})
    st = game.state
    assert st.pending is not None and st.pending.kind == "designate" and st.pending.seats == [1]
    districts = sorted(a.district for a in game.legal_actions(1) if isinstance(a, Designate))
    assert districts == [1, 2, 3, 4, 5]
    assert not [a for a in game.legal_actions(2) if isinstance(a, Designate)]
    game.apply(Designate(seat=1, district=4))
    assert st.log[-1].text == "Marcus designated the Palatine district for Julia."
    legal = [a for a in game.legal_actions(2) if isinstance(a, PlaceSupporter)]
    spaces = {s for s in g.spaces_of[4] if st.owner[s] == EMPTY}
    assert {a.space for a in legal} == spaces
    assert {a.value for a in legal} == {1, 2, 3, 4, 5}
    assert len(legal) == 5 * len(spaces)
    target = min(spaces)
    game.apply(PlaceSupporter(seat=2, value=5, space=target))
    assert (st.owner[target], st.value[target]) == (2, 5)
    assert st.players[2].club[5] == 1


def test_R14_no_district_with_room_no_supporter() -> None:
    game = new_game(3, seed=3, use_cards=False)
    st = game.state
    for s in range(48):
        if st.owner[s] == EMPTY:
            st.owner[s], st.value[s] = 1, 1
    touch(game)
    # the designation pending at the start is now impossible: a new turn shows the rule
    st.pending = None
    st.stack.clear()
    game.push(AskDesignation(), AskSupporter(), AskGladiator())
    game.run()
    assert _kind(game) == ("gladiator", None)
    assert st.log[-1].text == "No district has an empty space: no Supporter is placed this turn."


# ----------------------------------------------------------------- R15
def test_R15_gladiator_any_value_any_arena_public() -> None:
    game = at_gladiator(4)
    legal = [a for a in game.legal_actions(0) if isinstance(a, PlaceGladiator)]
    assert len(legal) == 5 * 6
    fives = game.state.players[0].club[5]
    game = at_gladiator(4, eliminated={0: [5] * fives})  # every 5 of seat 0's club is gone
    legal = [a for a in game.legal_actions(0) if isinstance(a, PlaceGladiator)]
    assert {a.value for a in legal} == {1, 2, 3, 4} and {a.politician for a in legal} == set(
        range(6)
    )
    act(game, "0 gladiator 4 Octavian")
    assert game.state.arenas[4] == [[0, 4]]
    assert game.state.log[-1].text == "Livia sent a 4 Gladiator to Octavian's arena."
    assert public_view(game).arenas[4] == ((0, 4),)


# ----------------------------------------------------------------- R16
def test_R16_short_club_one_piece_goes_as_supporter() -> None:
    game = new_game(3, use_cards=False)
    empty_club(game, 0, keep={2: 1})
    advance_until(game, pending_kind("supporter"))
    legal = [a for a in game.legal_actions(0) if isinstance(a, PlaceSupporter)]
    assert {a.value for a in legal} == {2}
    game.apply(legal[0])
    assert sum(game.state.players[0].club.values()) == 0
    assert _kind(game) in (("gain", None), ("match", None))  # no Gladiator asked
    assert not any(a == [0, 2] for arena in game.state.arenas for a in arena)


def test_R16_short_club_one_piece_as_gladiator_when_no_space() -> None:
    game = new_game(3, use_cards=False)
    st = game.state
    empty_club(game, 0, keep={4: 1})
    for s in range(48):
        if st.owner[s] == EMPTY:
            st.owner[s], st.value[s] = 1, 1
    st.pending = None
    st.stack.clear()
    game.push(AskDesignation(), AskSupporter(), AskGladiator(), AskMatch(), Phase3())
    game.run()
    assert _kind(game) == ("gladiator", None)
    assert [a for a in game.legal_actions(0) if isinstance(a, PlaceGladiator)] == [
        PlaceGladiator(seat=0, value=4, politician=p) for p in range(6)
    ]


def test_R16_empty_club_skips_phase_one_but_plays_phases_two_and_three() -> None:
    game = crassus_setup()
    st = game.state
    # next turn is seat 1's; give seat 1 an empty club
    act(game, "0 gladiator 1 Pompey")
    advance_until(game, lambda g: g.state.turn == 2)
    empty_club(game, 1)
    st.pending = None
    st.stack.clear()
    game.push(AskDesignation(), AskSupporter(), AskGladiator(), AskMatch(), Phase3())
    game.run()
    # no designation, no Supporter, no Gladiator: straight to the match decision
    assert _kind(game) == ("match", None)
    assert game.to_act() == [1]
    act(game, "1 no-match")
    assert _kind(game) == ("gain", None)


# ----------------------------------------------------------------- R24
def test_R24_phase3_money_or_card_without_a_match() -> None:
    game = new_game(3, seed=1, use_cards=False)
    game.state.deck = ["RIOT", "SPONSORS"]
    advance_until(game, pending_kind("gain"))
    assert [a for a in game.legal_actions(0) if isinstance(a, ChooseGain)] == [
        ChooseGain(seat=0, gain=Gain.MONEY),
        ChooseGain(seat=0, gain=Gain.CARD),
    ]
    act(game, "0 gain card")
    assert game.state.players[0].hand == ["SPONSORS"]
    assert game.state.deck == ["RIOT"]
    advance_until(game, pending_kind("gain"))
    assert game.state.active == 1
    act(game, "1 gain money")
    assert game.state.players[1].money == 8


def test_R24_no_phase3_gain_after_a_match() -> None:
    game = crassus_setup()
    act(game, "0 gladiator 4 Crassus")
    act(game, "0 match cup Crassus")
    for text in ("0 vote boos", "1 vote boos", "2 vote boos"):
        act(game, text)
    # Boos win; no gain asked: the next turn starts
    assert game.state.turn == 2 and game.state.active == 1
    assert game.state.players[0].money == 7 - 1
    assert not any(e.kind == "gain" for e in game.state.log)


# ----------------------------------------------------------------- R28
def test_R28_reaching_ten_mid_turn_finishes_the_turn_then_ends() -> None:
    game = at_gladiator(3)
    game.change_popularity(CRASSUS, 10, "test")
    assert game.state.last_turn
    assert game.state.log[-1].text == "Crassus reached 10: this is the last turn."
    assert not game.is_over
    assert _kind(game) == ("gladiator", None)  # the turn goes on
    act(game, "0 gladiator 3 Brutus")
    assert _kind(game) == ("gain", None)
    act(game, "0 gain money")
    assert game.is_over
    assert game.state.turn == 1 and game.state.active == 0
    assert game.state.pending is None and game.to_act() == []
    assert all(game.legal_actions(s) == () for s in range(3))


def test_R28_reaching_ten_by_a_match_with_cards_window_after() -> None:
    game = crassus_setup(use_cards=True, popularity={CRASSUS: 8})
    act(game, "0 gladiator 4 Crassus")
    pass_windows(game)
    act(game, "0 match championship Crassus")
    pass_windows(game)
    for text in ("0 vote applause", "1 vote applause", "2 vote boos"):
        act(game, text)
    act(game, "0 star 4 Crassus")
    act(game, "1 star 2 Crassus")
    assert game.state.popularity[CRASSUS] == 10 and game.state.last_turn
    assert _kind(game) == ("window", "forum-end")  # the turn is played to its end
    pass_windows(game)
    assert game.is_over and game.state.turn == 1


def test_R28_all_clubs_empty_is_the_last_turn() -> None:
    game = new_game(3, use_cards=False)
    for seat in (1, 2):
        empty_club(game, seat)
    empty_club(game, 0, keep={3: 1})
    advance_until(game, lambda g: g.is_over)
    assert game.state.turn == 1
    assert "Every club is empty: this was the last turn." in [e.text for e in game.state.log]
    put = [e.text for e in game.state.log if e.kind == "supporter"]
    assert len(put) == 1 and put[0].startswith("Livia placed a 3 Supporter")
