"""Table, components, setup and map: rulings R1–R12."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.rules.rules_tables import crassus_table
from tests.support.games import act, advance_until, new_game, passing, pending_kind, sp, step, touch
from voxpopuli_tui.engine import Game, GiveMoney, PlaceColiseum, Ruleset, RulesetError
from voxpopuli_tui.engine.actions import BuyDecoys, ChooseGain, PlaceStar, space_name
from voxpopuli_tui.engine.assets import load_cards, load_clubs
from voxpopuli_tui.engine.board import geometry
from voxpopuli_tui.engine.constants import Gain
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.rulebook import STEPS
from voxpopuli_tui.engine.state import COLISEUM_BASE, EMPTY
from voxpopuli_tui.engine.steps import RollDie


def play_turns(game: Game, turns: int) -> list[tuple[int, int]]:
    """(active seat, seat asked to designate) for each of the next `turns` turns."""
    seen: list[tuple[int, int]] = []
    while len(seen) < turns:
        advance_until(game, pending_kind("designate"))
        pending = game.state.pending
        assert pending is not None
        seen.append((game.state.active, pending.seats[0]))
        step(game, passing)
    return seen


# ----------------------------------------------------------------- R1, R2
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_R1_turn_order_and_previous_seat_designates(players: int) -> None:
    game = new_game(players, seed=1, use_cards=False)
    seen = play_turns(game, players + 2)
    actives = [a for a, _ in seen]
    assert actives == [i % players for i in range(players + 2)]
    assert all(designator == (active - 1) % players for active, designator in seen)
    assert game.previous(0) == players - 1
    assert game.order_from(2 % players) == [(2 + i) % players for i in range(players)]


def test_R2_first_player_chosen_at_setup() -> None:
    game = new_game(5, seed=3, first_player=3, use_cards=False)
    assert game.state.first == 3
    assert game.state.active == 3
    assert game.state.log[0].text == f"{game.name(3)} is the first player."
    assert game.state.pending is not None and game.state.pending.seats == [2]  # R14: left of 3


def test_R2_first_player_default_is_random_from_the_seed() -> None:
    firsts = [Game.new(Ruleset.default(4, seed=s, use_cards=False)).state.first for s in range(40)]
    assert set(firsts) == {0, 1, 2, 3}
    again = [Game.new(Ruleset.default(4, seed=s, use_cards=False)).state.first for s in range(40)]
    assert firsts == again


# ----------------------------------------------------------------- R3
def test_R3_six_clubs_with_distinct_colour_name_and_mark() -> None:
    clubs = load_clubs()
    assert len(clubs) == 6
    assert len({c.colour for c in clubs}) == 6
    assert len({c.name for c in clubs}) == 6
    marks = [c.mark for c in clubs]
    assert len(set(marks)) == 6 and all(len(m) == 1 and m.isalpha() for m in marks)
    with pytest.raises(RulesetError, match="share a club"):
        Ruleset.build(
            players=[
                {"name": "A", "club": clubs[0].id},
                {"name": "B", "club": clubs[0].id},
                {"name": "C", "club": clubs[1].id},
            ]
        )


# ----------------------------------------------------------------- R4
def test_R4_piece_set_fourteen_pieces_total_value_37() -> None:
    game = new_game(4, use_cards=False)
    assert game.ruleset.pieces == {1: 4, 2: 3, 3: 3, 4: 2, 5: 2}
    assert game.ruleset.club_size == 14
    for pl in game.state.players:
        assert pl.club == {1: 4, 2: 3, 3: 3, 4: 2, 5: 2}
        assert sum(pl.club.values()) == 14
        assert sum(v * c for v, c in pl.club.items()) == 37


def test_R4_piece_set_is_data_in_the_ruleset() -> None:
    game = new_game(3, use_cards=False, pieces={1: 2, 6: 1})
    assert [pl.club for pl in game.state.players] == [{1: 2, 6: 1}] * 3


# ----------------------------------------------------------------- R5
def test_R5_decoys_start_three_and_bank_holds_the_rest() -> None:
    game = new_game(4, use_cards=False)
    assert [pl.decoys for pl in game.state.players] == [3, 3, 3, 3]
    assert game.state.decoy_bank == 30 - 4 * 3


def test_R5_buy_decoys_one_sestertius_each_at_an_open_moment() -> None:
    game = new_game(4, use_cards=False)
    assert game.state.pending is not None and game.state.pending.kind == "designate"
    # any seat, not only the one to act
    legal = [a for a in game.legal_actions(2) if isinstance(a, BuyDecoys)]
    assert [a.count for a in legal] == [1, 2, 3, 4, 5, 6, 7]  # 7 sesterces
    game.apply(BuyDecoys(seat=2, count=3))
    pl = game.state.players[2]
    assert (pl.money, pl.decoys, game.state.decoy_bank) == (4, 6, 15)
    assert game.state.log[-1].text == "Julia bought 3 decoys."
    assert game.state.log[-1].seats is None


def test_R5_decoy_purchases_limited_by_the_bank() -> None:
    # 4 seats start with 3 decoys each: the ruleset's total beyond those 12 is the bank (R5)
    game = position(4, at="designate", use_cards=False, decoy_bank=12 + 2, money={1: 10})
    assert game.state.decoy_bank == 2
    assert [a.count for a in game.legal_actions(1) if isinstance(a, BuyDecoys)] == [1, 2]
    game = position(4, at="designate", use_cards=False, decoy_bank=12, money={1: 10})
    assert game.state.decoy_bank == 0
    assert not [a for a in game.legal_actions(1) if isinstance(a, BuyDecoys)]


def test_R5_decoys_may_be_bought_during_own_star_insertion_only() -> None:
    game = crassus_table(decoys={0: 0})  # seat 0 holds no decoy
    for text in ("0 vote applause", "1 vote applause", "2 vote boos"):
        act(game, text)
    p = game.state.pending
    assert p is not None and p.kind == "stars" and p.seats == [0]
    assert any(isinstance(a, BuyDecoys) for a in game.legal_actions(0))
    assert not any(isinstance(a, (BuyDecoys, GiveMoney)) for a in game.legal_actions(1))
    stars = [a for a in game.legal_actions(0) if isinstance(a, PlaceStar)]
    assert stars and all(a.decoy is None for a in stars)
    game.apply(BuyDecoys(seat=0, count=1))
    assert any(isinstance(a, PlaceStar) and a.decoy is not None for a in game.legal_actions(0))


def test_R5_no_decoys_under_no_bluff() -> None:
    game = new_game(3, use_cards=False, no_bluff=True)
    assert not [a for a in game.legal_actions(0) if isinstance(a, BuyDecoys)]


# ----------------------------------------------------------------- R6
def test_R6_fifty_five_distinct_cards_shuffled_from_the_seed() -> None:
    ids = [c.id for c in load_cards()]
    assert len(ids) == 55 and len(set(ids)) == 55
    assert "RIGGING" in ids and "MATCH_RIGGED" in ids
    game = new_game(4, seed=5)
    st = game.state
    assert len(st.deck) == 55 - 16
    everything = Counter(st.deck + [c for pl in st.players for c in pl.hand])
    assert everything == Counter(ids)
    assert st.deck == new_game(4, seed=5).state.deck
    assert st.deck != new_game(4, seed=6).state.deck


def test_R6_empty_deck_draws_nothing_and_removes_the_card_gain() -> None:
    game = new_game(3, use_cards=False)
    advance_until(game, pending_kind("gain"))
    assert game.state.deck == []
    assert [a for a in game.legal_actions(0) if isinstance(a, ChooseGain)] == [
        ChooseGain(seat=0, gain=Gain.MONEY)
    ]
    game.state.deck = ["RIOT"]
    touch(game)
    assert ChooseGain(seat=0, gain=Gain.CARD) in game.legal_actions(0)
    assert game.draw(1, 2) == 1
    assert game.state.players[1].hand == ["RIOT"]
    assert game.state.log[-1].text == "The deck is empty: no card is drawn."
    assert game.draw(1) == 0
    assert game.state.players[1].hand == ["RIOT"]


# ----------------------------------------------------------------- R7, R8
def test_R7_bank_unlimited_every_player_starts_with_seven() -> None:
    game = new_game(6, use_cards=False)
    assert [pl.money for pl in game.state.players] == [7] * 6
    game.earn(0, 1000)
    assert game.state.players[0].money == 1007


def test_R8_die_rolls_one_to_six_from_the_seeded_source() -> None:
    def rolls(seed: int) -> list[int]:
        game = new_game(3, seed=seed, use_cards=False)
        out = []
        for _ in range(60):
            STEPS[RollDie](game, RollDie("a test"))
            out.append(game.state.last_roll)
            assert game.state.log[-1].text == f"Die for a test: {game.state.last_roll}."
        return out

    first = rolls(7)
    assert set(first) == {1, 2, 3, 4, 5, 6}
    assert rolls(7) == first
    assert rolls(8) != first


# ----------------------------------------------------------------- R9
def test_R9_three_assassination_markers_then_nothing() -> None:
    game = new_game(3, use_cards=False)
    st = game.state
    assert st.assassinations_left == 3 and st.lover == EMPTY
    assert [game.assassinate(p, "test") for p in (0, 1, 2)] == [True, True, True]
    assert game.assassinate(1, "again") is False  # already dead: no marker used
    assert st.assassinations_left == 0
    assert game.assassinate(3, "test") is False
    assert st.dead == [True, True, True, False, False, False]
    assert st.log[-1].text == "No Assassination marker is left: Antony survives."


# ----------------------------------------------------------------- R10
def test_R10_coliseums_placed_from_first_player_to_the_left() -> None:
    game = new_game(4, seed=2, first_player=1, coliseum_placement="players", use_cards=False)
    g = geometry()
    seats: list[int] = []
    while game.state.pending is not None and game.state.pending.kind == "coliseum":
        seat = game.state.pending.seats[0]
        seats.append(seat)
        legal = [a for a in game.legal_actions(seat) if isinstance(a, PlaceColiseum)]
        placed = {p for p, s in enumerate(game.state.coliseum) if s != EMPTY}
        used = {g.district_of[s] for s in game.state.coliseum if s != EMPTY}
        assert legal
        for a in legal:
            assert a.politician not in placed
            assert g.district_of[a.space] not in used
            assert game.state.owner[a.space] == EMPTY
        game.apply(legal[-1])
    assert seats == [1, 0, 3, 2, 1, 0]
    districts = sorted(g.district_of[s] for s in game.state.coliseum)
    assert districts == [0, 1, 2, 3, 4, 5]
    for p, s in enumerate(game.state.coliseum):
        assert game.state.owner[s] == COLISEUM_BASE + p
    assert game.state.turn == 1 and game.state.active == 1


def test_R10_random_coliseum_placement() -> None:
    game = new_game(3, seed=11, coliseum_placement="random", use_cards=False)
    g = geometry()
    assert EMPTY not in game.state.coliseum
    assert sorted(g.district_of[s] for s in game.state.coliseum) == [0, 1, 2, 3, 4, 5]
    assert game.state.turn == 1  # no Coliseum decision was asked
    assert game.state.coliseum == new_game(3, seed=11, use_cards=False).state.coliseum
    layouts = {tuple(new_game(3, seed=s, use_cards=False).state.coliseum) for s in range(10)}
    assert len(layouts) > 1


# ----------------------------------------------------------------- R11
@pytest.mark.parametrize("players", [3, 6])
def test_R11_start_of_the_game(players: int) -> None:
    game = new_game(players, seed=4)
    st = game.state
    assert st.popularity == [0] * 6
    assert st.dead == [False] * 6
    for seat, pl in enumerate(st.players):
        assert sum(pl.club.values()) == 14
        assert (pl.decoys, pl.money, len(pl.hand), pl.eliminated) == (3, 7, 4, [])
        dealt = [e for e in st.log if e.kind == "draw-private" and e.seats == [seat]]
        assert len(dealt) == 1 and dealt[0].text.startswith("You were dealt ")
    assert all(o == EMPTY or o >= COLISEUM_BASE for o in st.owner)
    assert all(a == [] for a in st.arenas) and all(s == [] for s in st.slots)
    assert st.turn == 1 and st.active == 0 and st.phase == "phase1"
    assert not st.last_turn and not st.over


# ----------------------------------------------------------------- R12
def test_R12_grid_districts_and_adjacency() -> None:
    g = geometry()
    assert (g.columns, g.rows, g.size) == (8, 6, 48)
    expected = {
        "A1": 0, "D2": 0, "E1": 1, "H2": 1, "A3": 2, "D4": 2,
        "E3": 3, "H4": 3, "A5": 4, "D6": 4, "E5": 5, "H6": 5,
    }  # fmt: skip
    for name, district in expected.items():
        assert g.district_of[sp(name)] == district, name
    assert all(len(spaces) == 8 for spaces in g.spaces_of)

    def near(name: str) -> set[str]:
        return {space_name(s) for s in g.neighbours[sp(name)]}

    assert near("B2") == {"A2", "C2", "B1", "B3"}  # no diagonals
    assert near("A1") == {"B1", "A2"}
    assert "E1" in near("D1")  # across districts 1 | 2
    assert "A3" in near("A2")  # across districts 1 / 3
    assert "E4" not in near("D3")  # diagonal across a border
    for s in range(48):
        for t in g.neighbours[s]:
            assert s in g.neighbours[t]
