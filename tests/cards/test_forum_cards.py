"""Plain Forum cards (card table of RULINGS.md, R13, R35, R36): effects and restrictions."""

from __future__ import annotations

import pytest

from tests.support.forum_scenes import (
    BRUTUS,
    POMPEY,
    hands,
    pass_window,
    play,
    plays,
    reason,
    roll,
    space,
    start,
    texts,
)
from tests.support.games import advance_until, give_card, passing
from voxpopuli_tui.engine import AnnounceMatch, Game, MatchType, NoMatch, PlaceSupporter
from voxpopuli_tui.engine.board import empty_spaces, geometry, match_attendance
from voxpopuli_tui.engine.cards.slots import Hooligans, isolated_district, match_compulsory
from voxpopuli_tui.engine.match import possible_arenas
from voxpopuli_tui.engine.state import EMPTY


def _whole_club() -> list[int]:
    """Every piece of a club at the start of turn 1 (values, with repeats)."""
    club = start().state.players[0].club
    return [value for value, count in club.items() for _ in range(count)]


def _supporter_spaces(game: Game, seat: int) -> set[int]:
    return {a.space for a in game.legal_actions(seat) if isinstance(a, PlaceSupporter)}


# ----------------------------------------------------------------- LATE TRANSFER
def test_C_LATE_TRANSFER_returns_an_eliminated_piece_as_a_gladiator() -> None:
    game = start(eliminated={1: [3, 1]}, money={1: 5})
    st = game.state
    play(game, 1, "LATE_TRANSFER", politician=BRUTUS, value=3)
    assert st.arenas[BRUTUS] == [[1, 3]]
    assert st.players[1].eliminated == [1]
    assert st.players[1].money == 3
    assert "LATE_TRANSFER" in st.discard
    assert any("returns as a Gladiator in Brutus's arena" in t for t in texts(game))


def test_C_LATE_TRANSFER_targets_are_eliminated_values_times_arenas() -> None:
    game = start(eliminated={1: [3, 1, 3]})
    found = {(a.value, a.politician) for a in plays(game, 1, "LATE_TRANSFER")}
    assert found == {(v, p) for v in (1, 3) for p in range(6)}


def test_C_LATE_TRANSFER_costs_2() -> None:
    game = start(eliminated={1: [2]}, money={1: 1})
    assert reason(game, 1, "LATE_TRANSFER") == "costs 2 sesterces"
    game = start(eliminated={1: [2]}, money={1: 2})
    assert reason(game, 1, "LATE_TRANSFER") is None


def test_C_LATE_TRANSFER_needs_an_eliminated_piece() -> None:
    game = start()
    assert reason(game, 1, "LATE_TRANSFER") == "you have no eliminated piece"


# ----------------------------------------------------------------- SCANDAL SHEET, RIOT
@pytest.mark.parametrize(("die", "loss"), [(1, 1), (4, 1), (5, 2), (6, 2)])
def test_C_SCANDAL_SHEET_every_living_politician_loses_by_the_roll(die: int, loss: int) -> None:
    game = start(popularity=dict(enumerate([3, 1, 0, 2, 5, 4])), dead=[BRUTUS])
    roll(game, die)
    play(game, 2, "SCANDAL_SHEET")
    assert game.state.pending is not None and game.state.pending.window == "roll"
    pass_window(game, "roll")
    assert game.state.popularity == [max(0, v - loss) for v in (3, 1, 0, 2, 5)] + [4]


def test_C_RIOT_every_politician_but_pompey_loses_1() -> None:
    game = start(popularity=dict(enumerate([2, 2, 2, 2, 0, 2])))
    play(game, 3, "RIOT")
    assert game.state.popularity == [2, 1, 1, 1, 0, 1]
    assert any(
        "Crassus loses 1 popularity (RIOT IN THE EGYPTIAN DISTRICT)" in t for t in texts(game)
    )


# ----------------------------------------------------------------- EXPULSION
def test_C_EXPULSION_moves_any_supporter_to_any_empty_space() -> None:
    game = start(supporters={"B1": (1, 3)})
    st = game.state
    play(game, 0, "EXPULSION", space=space("B1"), to=space("G5"))
    assert (st.owner[space("G5")], st.value[space("G5")]) == (1, 3)
    assert (st.owner[space("B1")], st.value[space("B1")]) == (EMPTY, 0)
    assert any(f"{game.name(1)}'s 3 Supporter from B1 to G5" in t for t in texts(game))


def test_C_EXPULSION_targets_every_supporter_and_every_empty_space() -> None:
    game = start(supporters={"B1": (1, 3), "C5": (2, 1)})
    found = plays(game, 0, "EXPULSION")
    free = empty_spaces(game.state)
    assert len(free) == 40
    assert {(a.space, a.to) for a in found} == {
        (s, t) for s in (space("B1"), space("C5")) for t in free
    }


def test_C_EXPULSION_needs_a_supporter_on_the_map() -> None:
    game = start()
    assert reason(game, 0, "EXPULSION") == "no Supporter is on the map"


# ----------------------------------------------------------------- SUPPORTERS' CLUBS
GREEK = 2


def test_C_SUPPORTERS_CLUBS_you_designate_the_district_then_draw() -> None:
    game = start()
    st = game.state
    give_card(game, 1, "SUPPORTERS_CLUBS")
    hand, deck = len(st.players[1].hand), len(st.deck)
    play(game, 1, "SUPPORTERS_CLUBS", district=GREEK)
    assert len(st.players[1].hand) == hand  # the card left, one was drawn
    assert len(st.deck) == deck - 1
    pass_window(game)
    assert st.pending is not None and st.pending.kind == "supporter" and st.pending.seats == [0]
    assert st.turn_state.district == GREEK and st.turn_state.designated_by == 1
    assert _supporter_spaces(game, 0) == set(geometry().spaces_of[GREEK]) - {space("A3")}


def test_C_SUPPORTERS_CLUBS_only_in_the_first_window() -> None:
    for window in ("forum-mid", "forum-end"):
        game = start(window=window)
        assert reason(game, 1, "SUPPORTERS_CLUBS") == "only in the first Forum window"


def test_C_SUPPORTERS_CLUBS_targets_only_districts_with_room() -> None:
    gaulish = ["A1", "B1", "C1", "A2", "B2", "C2", "D2"]  # D1 holds Pompey's Coliseum
    game = start(
        supporters={s: (2, v) for s, v in zip(gaulish, [1, 1, 1, 1, 2, 2, 2], strict=True)})
    assert {a.district for a in plays(game, 1, "SUPPORTERS_CLUBS")} == {1, 2, 3, 4, 5}


def test_C_SUPPORTERS_CLUBS_not_when_the_active_player_places_no_supporter() -> None:
    game = start(eliminated={0: _whole_club()})
    assert reason(game, 1, "SUPPORTERS_CLUBS") == "the active player places no Supporter this turn"


def test_C_SUPPORTERS_CLUBS_not_under_free_district() -> None:
    game = start()
    play(game, 0, "FREE_DISTRICT")
    assert reason(game, 1, "SUPPORTERS_CLUBS") == "FREE DISTRICT is in force this turn"


# ----------------------------------------------------------------- FREE DISTRICT
def test_C_FREE_DISTRICT_supporter_on_any_empty_space() -> None:
    game = start()
    st = game.state
    play(game, 0, "FREE_DISTRICT")
    pass_window(game)
    assert st.pending is not None and st.pending.kind == "supporter"
    assert st.turn_state.designated_by == EMPTY
    assert _supporter_spaces(game, 0) == set(empty_spaces(st))
    assert len(empty_spaces(st)) == 42


def test_C_FREE_DISTRICT_only_the_active_player() -> None:
    game = start()
    assert reason(game, 1, "FREE_DISTRICT") == "only the active player"
    assert reason(game, 0, "FREE_DISTRICT") is None


def test_C_FREE_DISTRICT_only_in_the_first_window() -> None:
    for window in ("forum-mid", "forum-end"):
        game = start(window=window)
        assert reason(game, game.state.active, "FREE_DISTRICT") == "only in the first Forum window"


def test_C_FREE_DISTRICT_not_without_a_supporter_to_place() -> None:
    game = start(eliminated={0: _whole_club()})
    assert reason(game, 0, "FREE_DISTRICT") == "you place no Supporter this turn"


def test_C_FREE_DISTRICT_after_SUPPORTERS_CLUBS_frees_the_choice() -> None:
    game = start()
    st = game.state
    play(game, 1, "SUPPORTERS_CLUBS", district=GREEK)
    play(game, 0, "FREE_DISTRICT")
    pass_window(game)
    assert st.pending is not None and st.pending.kind == "supporter"
    assert _supporter_spaces(game, 0) == set(empty_spaces(st))


# ----------------------------------------------------------------- BAD ORGANISER
#: Three Supporters around Pompey's Coliseum on D1.
AROUND_POMPEY = {"C1": (1, 1), "E1": (2, 1), "D2": (3, 1)}


def _to_match_or_gain(game: Game) -> str:
    advance_until(
        game, lambda g: g.state.pending is not None and g.state.pending.kind in ("match", "gain")
    )
    assert game.state.pending is not None
    return game.state.pending.kind


@pytest.mark.parametrize("window", ["forum-start", "forum-mid"])
def test_C_BAD_ORGANISER_forces_a_possible_match(window: str) -> None:
    game = start(window=window, supporters=AROUND_POMPEY)
    play(game, 2, "BAD_ORGANISER")
    assert match_compulsory(game.state.turn_state.cards)
    assert _to_match_or_gain(game) == "match"
    legal = game.legal_actions(0)
    assert not any(isinstance(a, NoMatch) for a in legal)
    assert AnnounceMatch(seat=0, politician=POMPEY, kind=MatchType.CUP) in legal


def test_C_BAD_ORGANISER_without_it_declining_is_allowed() -> None:
    game = start(supporters=AROUND_POMPEY)
    assert _to_match_or_gain(game) == "match"
    assert NoMatch(seat=0) in game.legal_actions(0)


def test_C_BAD_ORGANISER_phase_1_only() -> None:
    game = start(window="forum-end")
    assert reason(game, 1, "BAD_ORGANISER") == (
        "only in the first Forum window or the Forum window after the Gladiator"
    )


def test_C_BAD_ORGANISER_no_arena_with_3_supporters_means_no_match() -> None:
    game = start()
    play(game, 2, "BAD_ORGANISER")
    assert _to_match_or_gain(game) == "gain"
    assert game.state.turn_state.match is None


def test_C_BAD_ORGANISER_not_forced_without_1_sestertius() -> None:
    game = start(supporters=AROUND_POMPEY, money={0: 0})
    play(game, 2, "BAD_ORGANISER")
    assert _to_match_or_gain(game) == "gain"


# ----------------------------------------------------------------- HOOLIGANS
GAULISH = 0


def test_C_HOOLIGANS_cut_attendance_across_the_district_edge() -> None:
    game = start(supporters=AROUND_POMPEY)  # E1 is in the Egyptian district, beside D1
    st = game.state
    assert match_attendance(st, POMPEY) == [space("C1"), space("E1"), space("D2")]
    assert POMPEY in possible_arenas(game)
    play(game, 3, "HOOLIGANS", district=GAULISH)
    assert st.turn_state.cards.hooligans == Hooligans(district=GAULISH, seat=3)
    assert match_attendance(st, POMPEY) == [space("C1"), space("D2")]
    assert POMPEY not in possible_arenas(game)
    assert "HOOLIGANS" not in st.discard  # R36: it lies on its district


def test_C_HOOLIGANS_discarded_at_the_end_of_the_turn() -> None:
    game = start(supporters=AROUND_POMPEY)
    st = game.state
    play(game, 3, "HOOLIGANS", district=GAULISH)
    advance_until(game, lambda g: g.state.turn == 2, passing)
    assert "HOOLIGANS" in st.discard
    assert isolated_district(st.turn_state.cards) is None


# ----------------------------------------------------------------- money tables
#: Each seat's sesterces before the money-table cards.
PURSES = {0: 5, 1: 1, 2: 0, 3: 3}


@pytest.mark.parametrize(
    ("die", "after"),
    [(1, [3, 0, 0, 1]), (2, [3, 0, 0, 1]), (3, [11, 1, 0, 3]), (6, [11, 1, 0, 3])],
)
def test_C_TV_RIGHTS_everyone_pays_2_or_you_gain_6(die: int, after: list[int]) -> None:
    game = start(money=PURSES)
    roll(game, die)
    play(game, 0, "TV_RIGHTS")
    pass_window(game, "roll")
    assert [p.money for p in game.state.players] == after


@pytest.mark.parametrize(("die", "won"), [(1, 1), (2, 1), (3, 2), (4, 2), (5, 4), (6, 4)])
def test_C_MERCHANDISING_you_gain_by_the_roll(die: int, won: int) -> None:
    game = start(money=PURSES)
    roll(game, die)
    play(game, 1, "MERCHANDISING")
    pass_window(game, "roll")
    assert [p.money for p in game.state.players] == [5, 1 + won, 0, 3]


@pytest.mark.parametrize(
    ("die", "after"),
    [(1, [4, 0, 0, 2]), (2, [4, 0, 0, 2]), (3, [5, 1, 3, 3]), (6, [5, 1, 3, 3])],
)
def test_C_SPONSORS_everyone_who_can_pays_1_or_you_gain_3(die: int, after: list[int]) -> None:
    game = start(money=PURSES)
    roll(game, die)
    play(game, 2, "SPONSORS")
    pass_window(game, "roll")
    assert [p.money for p in game.state.players] == after


# ----------------------------------------------------------------- ROTTEN ARENA
def test_C_ROTTEN_ARENA_stays_and_adds_3_boos_to_later_matches() -> None:
    game = start(supporters=AROUND_POMPEY)
    st = game.state
    play(game, 1, "ROTTEN_ARENA")
    assert st.rotten and st.rotten_paid == 0
    assert "ROTTEN_ARENA" not in st.discard
    assert all("ROTTEN_ARENA" not in p.hand for p in st.players)
    assert _to_match_or_gain(game) == "match"
    game.apply(AnnounceMatch(seat=0, politician=POMPEY, kind=MatchType.CUP))
    m = st.turn_state.match
    assert m is not None
    assert [(x.card, x.side, x.amount) for x in m.modifiers] == [("ROTTEN_ARENA", "boos", 3)]


def test_C_ROTTEN_ARENA_not_twice_on_the_table() -> None:
    game = start(on_table=["ROTTEN_ARENA"])
    assert reason(game, 1, "ROTTEN_ARENA") == "ROTTEN ARENA is already on the table"


# ----------------------------------------------------------------- windows (R13)
FORUM_CARDS = [
    "LATE_TRANSFER",
    "SCANDAL_SHEET",
    "EXPULSION",
    "SUPPORTERS_CLUBS",
    "FREE_DISTRICT",
    "BAD_ORGANISER",
    "RIOT",
    "HOOLIGANS",
    "TV_RIGHTS",
    "MERCHANDISING",
    "SPONSORS",
    "ROTTEN_ARENA",
    "MADMAN",
    "HONORARY_PRESIDENT",
    "SEX_SCANDAL",
    "CLEOPATRA",
]


@pytest.mark.parametrize("card", FORUM_CARDS)
def test_R13_forum_card_not_playable_during_a_show_of_hands(card: str) -> None:
    game = start()
    play(game, 1, "HONORARY_PRESIDENT")
    hands(game, {s: "Pompey" for s in range(4)})
    assert game.state.pending is not None and game.state.pending.window == "hands"
    why = reason(game, 2, card)
    assert why is not None and why.startswith("only in")
