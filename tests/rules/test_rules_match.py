"""Matches: attendance (R17), conditions (R18), the secret vote (R19), totals (R20) and the
consequences (R21–R23), with the rulebook's Championship in Crassus's arena (3.2)."""

from __future__ import annotations

import pytest

from tests.rules.rules_tables import (
    CAESAR,
    CRASSUS,
    CRASSUS_GLADIATORS,
    CRASSUS_SUPPORTERS,
    POMPEY,
    at_gladiator,
    crassus_setup,
    crassus_table,
)
from tests.support.games import act, passing, put_supporter, sp, step, touch
from voxpopuli_tui.engine import (
    AnnounceMatch,
    EliminateGladiator,
    EliminateSupporter,
    Game,
    GiveMoney,
    IllegalActionError,
    MatchType,
    NoMatch,
    PlaceStar,
    Vote,
    public_view,
    view_for,
)
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.board import attendance
from voxpopuli_tui.engine.state import Insert


def names(spaces: list[int]) -> list[str]:
    return sorted(space_name(s) for s in spaces)


def kind(game: Game) -> str | None:
    return None if game.state.pending is None else game.state.pending.kind


# ----------------------------------------------------------------- the rulebook's example
def test_rulebook_example_championship_in_crassus_arena() -> None:
    game = crassus_setup()
    st = game.state
    act(game, "0 gladiator 4 Crassus")
    # "You cannot hold it in Caesar's arena": only Crassus's arena is possible
    matches = [a for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)]
    assert {a.politician for a in matches} == {CRASSUS}
    assert names(attendance(st, CRASSUS)) == ["F1", "G1", "G2", "H2"]
    assert names(attendance(st, CAESAR)) == ["B3"]
    act(game, "0 match championship Crassus")
    assert st.players[0].money == 7 - 3  # paid at once
    assert kind(game) == "vote" and game.to_act() == [0, 1, 2]
    act(game, "0 vote applause")
    act(game, "1 vote applause")
    act(game, "2 vote boos")
    m = st.turn_state.match
    assert m is not None and (m.applause, m.boos, m.result) == (5, 5, "applause")
    texts = [e.text for e in st.log]
    assert "The votes are revealed: Livia applause, Marcus applause, Julia boos." in texts
    assert "Applause 5 = Supporters 5; Boos 5 = Supporters 5. Applause win on the tie." in texts
    # (a) the Boos voter's only attending Supporter is eliminated
    assert st.owner[sp("G2")] == -1 and st.players[2].eliminated == [5]
    # (b) the Applause voters' Gladiators become Stars, from the active player on
    assert kind(game) == "stars" and game.to_act() == [0]
    assert st.arenas[CRASSUS] == [[1, 2], [2, 5]]
    act(game, "0 star 4 Crassus decoy=Caesar")
    assert kind(game) == "stars" and game.to_act() == [1]
    assert st.arenas[CRASSUS] == [[2, 5]]  # the Boos voter's Gladiator stays
    act(game, "1 star 2 Crassus")
    assert st.slots[CRASSUS] == [Insert(0, 4, 1), Insert(1, 2, 1)]
    assert st.slots[CAESAR] == [Insert(0, 0, 1)]
    assert st.arenas[POMPEY] == [[1, 3]]  # Gladiators elsewhere stay
    # (c) organiser +4, (d) Crassus +2
    assert st.players[0].money == 4 + 4
    assert st.popularity == [0, 2, 0, 0, 0, 0]
    assert "Crassus gains 2 popularity (Applause): now 2." in [e.text for e in st.log]
    # the turn is over: no Phase 3 gain, seat 1 plays
    assert st.turn == 2 and st.active == 1 and kind(game) == "designate"


# ----------------------------------------------------------------- R17
def test_R17_adjacent_and_chained_supporters_attend_across_district_borders() -> None:
    game = at_gladiator(3, supporters={
        "H2": (0, 1),  # adjacent to Crassus (H1), district 2
        "H3": (1, 2),  # chained, district 4 (Babylonian)
        "G3": (2, 1),  # chained
        "F3": (0, 2),
    })
    st = game.state
    assert names(attendance(st, CRASSUS)) == ["F3", "G3", "H2", "H3"]


def test_R17_empty_spaces_and_coliseums_break_chains() -> None:
    chains = {
        "G1": (0, 1),  # attends Crassus
        "E1": (1, 1),  # F1 empty between: does not
        "G2": (2, 3),  # diagonal to H1 but chained through G1
        "H5": (1, 4),  # beyond Antony's Coliseum (H4) and H3 empty
        "H3": (0, 2),  # adjacent to Antony's Coliseum, chained to Crassus? no: H2
    }
    st = at_gladiator(3, supporters=chains).state
    assert names(attendance(st, CRASSUS)) == ["G1", "G2"]
    # H3 and H5 touch Antony's Coliseum; the Coliseum space itself carries no chain
    assert names(attendance(st, 3)) == ["H3", "H5"]
    # H2 taken too: now H3 joins Crassus, H5 still cut by the Coliseum H4
    st = at_gladiator(3, supporters={**chains, "H2": (2, 2)}).state
    assert names(attendance(st, CRASSUS)) == ["G1", "G2", "H2", "H3"]
    # a lone diagonal does not attend
    game2 = at_gladiator(3, supporters={"G2": (0, 1)})
    assert attendance(game2.state, CRASSUS) == []


def test_R17_exactly_three_attending_allows_a_match_two_do_not() -> None:
    game = at_gladiator(3, supporters={"G1": (1, 1), "F1": (2, 1)})
    act(game, "0 gladiator 1 Pompey")
    assert kind(game) == "gain"  # only 2 attend: no match is offered
    game = at_gladiator(3, supporters={"G1": (1, 1), "F1": (2, 1), "E1": (2, 2)})
    act(game, "0 gladiator 1 Pompey")
    assert kind(game) == "match"
    assert {a.politician for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)} == {
        CRASSUS
    }


# ----------------------------------------------------------------- R18
#: Three Supporters around Crassus's Coliseum (H1): a match is possible there (R18).
THREE_AROUND_CRASSUS = {"G1": (1, 1), "F1": (2, 1), "H2": (2, 2)}


def test_R18_price_limits_the_match_types() -> None:
    game = at_gladiator(3, supporters=THREE_AROUND_CRASSUS)
    act(game, "0 gladiator 1 Pompey")
    kinds = {a.kind for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)}
    assert kinds == {MatchType.CUP, MatchType.CHAMPIONSHIP, MatchType.INTERNATIONAL}
    assert NoMatch(seat=0) in game.legal_actions(0)
    game = at_gladiator(3, supporters=THREE_AROUND_CRASSUS, money={0: 2})
    act(game, "0 gladiator 1 Pompey")
    kinds = {a.kind for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)}
    assert kinds == {MatchType.CUP}
    # Exactly the price is enough: 3 pays a championship, 6 an international.
    for money, most in ((3, MatchType.CHAMPIONSHIP), (6, MatchType.INTERNATIONAL)):
        game = at_gladiator(3, supporters=THREE_AROUND_CRASSUS, money={0: money})
        act(game, "0 gladiator 1 Pompey")
        kinds = {a.kind for a in game.legal_actions(0) if isinstance(a, AnnounceMatch)}
        assert most in kinds, money
    game2 = at_gladiator(3, supporters=THREE_AROUND_CRASSUS, money={0: 0})
    act(game2, "0 gladiator 1 Pompey")
    assert not [a for a in game2.legal_actions(0) if isinstance(a, AnnounceMatch)]
    assert kind(game2) == "gain"  # no match can be afforded: straight to Phase 3


@pytest.mark.parametrize(
    ("match", "price"), [("cup", 1), ("championship", 3), ("international", 6)]
)
def test_R18_price_paid_at_once_arena_without_gladiators(match: str, price: int) -> None:
    game = at_gladiator(3, supporters=THREE_AROUND_CRASSUS)
    act(game, "0 gladiator 1 Pompey")
    assert game.state.arenas[CRASSUS] == []
    act(game, f"0 match {match} Crassus")
    assert game.state.players[0].money == 7 - price
    assert game.state.log[-2].text == (
        f"Livia announced a {match} match in Crassus's arena and paid {price}."
    )


def test_R18_attendance_is_computed_again_at_the_reveal() -> None:
    game = crassus_table()
    st = game.state
    # between the announcement and the reveal, the 5 on G2 leaves the map and a 2 joins on E1
    st.owner[sp("G2")] = -1
    st.value[sp("G2")] = 0
    st.players[2].club[5] += 1
    put_supporter(game, 2, 2, "E1")
    for text in ("0 vote applause", "1 vote boos", "2 vote boos"):
        act(game, text)
    m = st.turn_state.match
    assert m is not None
    assert names(m.attending) == ["E1", "F1", "G1", "H2"]
    assert (m.applause, m.boos, m.result) == (4, 3, "applause")


# ----------------------------------------------------------------- R19
def test_R19_secret_vote_everyone_once_no_card_no_gift() -> None:
    game = crassus_table(use_cards=True)
    st = game.state
    assert kind(game) == "vote"
    assert game.to_act() == [0, 1, 2]
    for seat in range(3):
        legal = game.legal_actions(seat)
        assert set(legal) == {Vote(seat=seat, side="applause"), Vote(seat=seat, side="boos")}
    act(game, "1 vote boos")
    assert game.to_act() == [0, 2]
    before = st.to_json()
    with pytest.raises(IllegalActionError):
        act(game, "1 vote applause")
    with pytest.raises(IllegalActionError, match="secret input"):
        game.apply(GiveMoney(seat=0, to=1, amount=1))
    assert st.to_json() == before
    # sealed: others see that Marcus voted, not how
    assert st.log[-2].text == "Marcus has voted." and st.log[-2].seats is None
    assert st.log[-1].text == "You voted Boos." and st.log[-1].seats == [1]
    mv = view_for(game, 0).match
    assert mv is not None and mv.votes == (None, None, None) and mv.voted == (False, True, False)
    assert view_for(game, 1).match.votes == (None, "boos", None)  # type: ignore[union-attr]
    act(game, "0 vote applause")
    act(game, "2 vote applause")
    mv = public_view(game).match
    assert mv is not None and mv.votes == ("applause", "boos", "applause")  # revealed together


def test_R19_players_without_attending_supporters_vote_too() -> None:
    # seat 1's 1 on F1 is left out of the example: seat 1 has nothing attending
    game = crassus_setup({k: v for k, v in CRASSUS_SUPPORTERS.items() if k != "F1"})
    act(game, "0 gladiator 4 Crassus")
    act(game, "0 match cup Crassus")
    assert game.to_act() == [0, 1, 2]


# ----------------------------------------------------------------- R20
def test_R20_totals_greater_side_wins() -> None:
    game = crassus_table()
    for text in ("0 vote boos", "1 vote applause", "2 vote applause"):
        act(game, text)
    m = game.state.turn_state.match
    assert m is not None and (m.applause, m.boos, m.result) == (6, 4, "applause")
    game = crassus_table()
    for text in ("0 vote applause", "1 vote boos", "2 vote boos"):
        act(game, text)
    assert game.state.turn_state.match is None  # Boos won and the turn is over
    reveal = [e.text for e in game.state.log if e.kind == "reveal"]
    assert reveal == [
        "The votes are revealed: Livia applause, Marcus boos, Julia boos.",
        "Applause 4 = Supporters 4; Boos 6 = Supporters 6. Boos win.",
    ]


def test_R20_tie_goes_to_applause() -> None:
    game = crassus_table()
    for text in ("0 vote applause", "1 vote applause", "2 vote boos"):
        act(game, text)
    m = game.state.turn_state.match
    assert m is not None and m.applause == m.boos == 5 and m.result == "applause"


# ----------------------------------------------------------------- R21
def test_R21_boos_voter_chooses_which_attending_supporter_to_lose() -> None:
    game = crassus_setup({
        **CRASSUS_SUPPORTERS,
        "E1": (2, 1),  # a second attending Supporter for seat 2
        "H3": (0, 5),  # Applause 3 + 1 + 5 = 9 against Boos 1 + 5 + 1 = 7
    })
    act(game, "0 gladiator 4 Crassus")
    act(game, "0 match cup Crassus")
    for text in ("0 vote applause", "1 vote boos", "2 vote boos"):
        act(game, text)
    st = game.state
    m = st.turn_state.match
    assert m is not None and (m.applause, m.boos, m.result) == (9, 7, "applause")
    # seat 1 has a single attending Supporter (F1): removed without a question
    assert st.players[1].eliminated == [1] and st.owner[sp("F1")] == -1
    assert kind(game) == "eliminate-supporter" and game.to_act() == [2]
    legal = [a for a in game.legal_actions(2) if isinstance(a, EliminateSupporter)]
    assert sorted(a.space for a in legal) == sorted([sp("E1"), sp("G2")])
    act(game, "2 eliminate-supporter E1")
    assert st.owner[sp("G2")] == 2 and st.players[2].eliminated == [1]
    assert kind(game) == "stars" and game.to_act() == [0]


def test_R21_stars_in_secret_decoy_to_a_different_slot() -> None:
    game = crassus_table(gladiators={**CRASSUS_GLADIATORS, CRASSUS: [(1, 2), (2, 5), (0, 5)]})
    st = game.state
    for text in ("0 vote applause", "1 vote applause", "2 vote boos"):
        act(game, text)
    p = st.pending
    assert (
        p is not None
        and p.kind == "stars"
        and p.stars is not None
        and sorted(p.stars.left) == [4, 5]
    )
    legal = [a for a in game.legal_actions(0) if isinstance(a, PlaceStar)]
    assert all(a.decoy != a.politician for a in legal)
    assert len(legal) == 2 * 6 * 6  # 2 values x 6 slots x (no decoy + 5 other slots)
    start = len(st.log)
    act(game, "0 star 5 Octavian decoy=Brutus")
    assert st.players[0].decoys == 3  # the stock moves once, when the insertion is sealed
    assert all(s == [] for s in st.slots)  # committed together with the last Star
    act(game, "0 star 4 Crassus decoy=Octavian")
    assert st.players[0].decoys == 1
    assert st.slots[4] == [Insert(0, 5, 1), Insert(0, 0, 1)]
    assert st.slots[5] == [Insert(0, 0, 1)]
    assert st.slots[CRASSUS] == [Insert(0, 4, 1)]
    public = [e.text for e in st.log[start:] if e.seats is None]
    assert public[:1] == [
        "Livia slid 4 pieces: 1 into Crassus's slot, 2 into Octavian's slot, 1 into Brutus's slot."
    ]
    private = [e for e in st.log[start:] if e.seats is not None]
    assert {tuple(e.seats or ()) for e in private} == {(0,)}
    sv = public_view(game).slots[4]
    assert sv.counts == (2, 0, 0) and sv.own == () and sv.shown == ()
    assert view_for(game, 0).slots[4].own == (5, 0)


@pytest.mark.parametrize(("match", "gain"), [("cup", 1), ("championship", 2), ("international", 3)])
def test_R21_popularity_by_match_type_and_organiser_reward(match: str, gain: int) -> None:
    game = crassus_setup()
    act(game, "0 gladiator 4 Crassus")
    act(game, f"0 match {match} Crassus")
    for seat in range(3):
        act(game, f"{seat} vote applause")
    for text in ("0 star 4 Pompey", "1 star 2 Pompey", "2 star 5 Pompey"):
        act(game, text)
    assert game.state.popularity[CRASSUS] == gain
    price = {"cup": 1, "championship": 3, "international": 6}[match]
    assert game.state.players[0].money == 7 - price + 4


def test_R21_dead_politician_gains_nothing() -> None:
    game = crassus_table()
    game.assassinate(CRASSUS, "test")
    for seat in range(3):
        act(game, f"{seat} vote applause")
    for text in ("0 star 4 Pompey", "1 star 2 Pompey", "2 star 5 Pompey"):
        act(game, text)
    assert game.state.popularity[CRASSUS] == 0
    assert game.state.players[0].money == 7 - 3 + 4


def test_R21_order_eliminations_then_stars_then_rewards() -> None:
    game = crassus_table({**CRASSUS_SUPPORTERS, "E1": (2, 1)},
                         {**CRASSUS_GLADIATORS, CRASSUS: [(1, 2), (2, 5), (2, 1)]})
    for text in ("0 vote applause", "1 vote boos", "2 vote applause"):
        act(game, text)
    st = game.state
    kinds = []
    while st.turn == 1:
        kinds.append((kind(game), tuple(game.to_act())))
        seat = game.to_act()[0]
        act(game, f"{seat} star {st.pending.stars.left[0]} Pompey")  # type: ignore[union-attr]
    assert kinds == [("stars", (0,)), ("stars", (2,)), ("stars", (2,))]
    log = [e.kind for e in st.log]
    i_elim = log.index("eliminate")
    i_stars = max(i for i, k in enumerate(log) if k == "stars")
    i_money = log.index("money")
    i_pop = log.index("popularity")
    assert i_elim < i_stars < i_money < i_pop
    assert st.players[1].eliminated == [1]  # the Boos voter lost his attending 1


# ----------------------------------------------------------------- R22
def test_R22_boos_win_gladiators_eliminated_boos_voters_draw() -> None:
    # seat 1's 1 on F1 is left out: seat 1 has no attending Supporter but votes Boos anyway
    game = crassus_setup(
        {k: v for k, v in CRASSUS_SUPPORTERS.items() if k != "F1"},
        {**CRASSUS_GLADIATORS, CRASSUS: [(1, 2), (2, 5), (1, 3)]},  # seat 1: a 2 and a 3 there
    )
    act(game, "0 gladiator 4 Crassus")
    act(game, "0 match championship Crassus")
    st = game.state
    # a deck in a game without cards (R32): a table `position` refuses, so set by hand
    st.deck = ["RIOT", "SPONSORS", "TV_RIGHTS"]
    touch(game)
    for text in ("0 vote applause", "1 vote boos", "2 vote boos"):
        act(game, text)
    assert st.turn == 2  # Boos won; nobody had a choice to make
    assert "Applause 4 = Supporters 4; Boos 5 = Supporters 5. Boos win." in [e.text for e in st.log]
    # seat 0 (Applause, one Gladiator) loses it without a question
    assert st.players[0].eliminated == [4]
    assert [1, 2] in st.arenas[CRASSUS] and [1, 3] in st.arenas[CRASSUS]
    assert sorted(st.players[1].hand + st.players[2].hand) == ["SPONSORS", "TV_RIGHTS"]
    assert st.players[0].hand == []
    assert st.players[0].money == 7 - 3
    assert st.popularity == [0] * 6
    assert st.slots == [[] for _ in range(6)]


def test_R22_applause_voter_chooses_which_gladiator_to_lose() -> None:
    game = crassus_setup(gladiators={**CRASSUS_GLADIATORS, CRASSUS: [(1, 2), (2, 5), (1, 3)]})
    act(game, "0 gladiator 4 Crassus")
    act(game, "0 match championship Crassus")
    for text in ("0 vote boos", "1 vote applause", "2 vote boos"):
        act(game, text)
    st = game.state
    assert kind(game) == "eliminate-gladiator" and game.to_act() == [1]
    assert [a for a in game.legal_actions(1) if isinstance(a, EliminateGladiator)] == [
        EliminateGladiator(seat=1, value=2),
        EliminateGladiator(seat=1, value=3),
    ]
    act(game, "1 eliminate-gladiator 3")
    assert st.players[1].eliminated == [3]
    assert sorted(map(tuple, st.arenas[CRASSUS])) == [(0, 4), (1, 2), (2, 5)]
    assert st.turn == 2


# ----------------------------------------------------------------- R23
def test_R23_eliminated_pieces_never_return_to_the_club() -> None:
    game = crassus_table()
    for text in ("0 vote applause", "1 vote applause", "2 vote boos"):
        act(game, text)
    st = game.state
    club_before = dict(st.players[2].club)
    assert st.players[2].eliminated == [5]
    for text in ("0 star 4 Crassus", "1 star 2 Crassus"):
        act(game, text)
    assert st.players[2].club == club_before  # the eliminated 5 did not go back
    while st.turn < 6:
        step(game, passing)
    assert st.players[2].eliminated[0] == 5
    assert st.players[2].club[5] == club_before[5]  # passing plays the lowest value first


def test_possible_arenas_are_the_arenas_arena_refusal_allows() -> None:
    """`possible_arenas` counts every arena in one reading of the map: the same arenas as
    asking `arena_refusal` of each, at every moment of seeded random games (HOOLIGANS and
    FREE ARENA included when they come up)."""
    import random

    from voxpopuli_tui.engine.match import arena_refusal, possible_arenas
    from voxpopuli_tui.engine.ruleset import Ruleset

    for seed in range(1, 9):
        game = Game.new(Ruleset.default(4, seed=seed))
        rng = random.Random(seed)
        while not game.is_over:
            expected = [p for p in range(6) if arena_refusal(game, p) is None]
            assert possible_arenas(game) == expected
            seat = game.to_act()[0]
            game.apply(rng.choice(game.moves(seat)))
