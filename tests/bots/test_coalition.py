"""Racing a coalition (R21 b, R29): read from public pieces only, and the moves that race it."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.bots.test_no_peeking import perturb_secrets
from tests.support.bots import game_at_choice
from tests.support.games import advance_until, new_game, pending_kind
from voxpopuli_tui.engine.actions import PlaceGladiator, PlaceSupporter
from voxpopuli_tui.engine.bots import HardBot
from voxpopuli_tui.engine.bots.coalition import (
    MIN_SHARE,
    backers,
    coalition,
    join_filter,
    join_move,
    rounds_left,
)
from voxpopuli_tui.engine.bots.world import information_for
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.views import view_for

POMPEY = 0
CAESAR = 2


def at_gladiator() -> tuple[Game, int]:
    """A 4-player game waiting for a seat's Gladiator (R15)."""
    game = new_game(4, seed=3)
    advance_until(game, pending_kind("gladiator"))
    return game, game.to_act()[0]


def pile_on(game: Game, me: int, politician: int, seats: int) -> None:
    """`seats` other seats each put a Gladiator in `politician`'s arena; he leads by a point."""
    st = game.state
    others = [s for s in range(st.n) if s != me][:seats]
    for s in others:
        st.arenas[politician].append((s, 2))
    st.popularity[politician] = max(st.popularity) + 1


def test_two_backers_of_the_leader_make_a_coalition_and_one_does_not() -> None:
    game, me = at_gladiator()
    assert coalition(game, me) is None
    pile_on(game, me, CAESAR, 1)
    assert coalition(game, me) is None
    pile_on(game, me, CAESAR, 2)
    assert coalition(game, me) == CAESAR


def test_a_seat_whose_pieces_are_mostly_elsewhere_does_not_back_him() -> None:
    """A table that spreads its pieces (Normal's) is not a coalition because two seats happen
    to have a Gladiator in one arena: a backer keeps `MIN_SHARE` of its public pieces there."""
    game, me = at_gladiator()
    pile_on(game, me, CAESAR, 2)
    assert coalition(game, me) == CAESAR
    spread = next(s for s, _ in game.state.arenas[CAESAR] if s != me)
    game.state.arenas[POMPEY].extend([(spread, 1), (spread, 1)])
    assert MIN_SHARE > 1 / 3
    assert backers(game, me)[CAESAR] == 1
    assert coalition(game, me) is None
    # Two more of its Gladiators there (3 of its 5 pieces): it backs him again.
    game.state.arenas[CAESAR].extend([(spread, 1), (spread, 1)])
    assert MIN_SHARE <= 3 / 5
    assert coalition(game, me) == CAESAR


def test_a_coalition_far_behind_in_popularity_is_not_raced() -> None:
    game, me = at_gladiator()
    pile_on(game, me, CAESAR, 2)
    game.state.popularity[POMPEY] = game.state.popularity[CAESAR] + 3
    assert coalition(game, me) is None


def test_the_race_sends_the_biggest_gladiator_to_the_coalitions_arena() -> None:
    game, me = at_gladiator()
    pile_on(game, me, CAESAR, 2)
    legal = game.legal_actions(me)
    move = join_move(game, me, legal)
    assert isinstance(move, PlaceGladiator) and move.politician == CAESAR
    biggest = max(a.value for a in legal if isinstance(a, PlaceGladiator))
    assert move.value == biggest
    # Hard plays it (information set only: the redacted game shows the same pieces).
    chosen = HardBot(1, iterations=1).choose(view_for(game, me), legal)
    assert chosen == move


def test_the_race_keeps_a_big_piece_for_every_turn_left() -> None:
    """Supporters come from what the Gladiators of the turns left will not need (R28)."""
    game = new_game(4, seed=3)
    advance_until(game, pending_kind("supporter"))
    me = game.to_act()[0]
    legal = game.legal_actions(me)
    assert join_filter(game, me, legal) == list(legal)  # no coalition yet
    pile_on(game, me, CAESAR, 2)
    club = sorted(
        (v for v, c in game.state.players[me].club.items() for _ in range(c)), reverse=True
    )
    kept = club[: rounds_left(game, CAESAR)]
    values = {a.value for a in join_filter(game, me, legal) if isinstance(a, PlaceSupporter)}
    assert len(values) == 1
    assert values.pop() == max(club[len(kept) :])
    # Near the end a turn or two are left: the Supporter may be a bigger piece.
    game.state.popularity[CAESAR] = game.ruleset.popularity_target - 1
    assert rounds_left(game, CAESAR) == 2
    late = {a.value for a in join_filter(game, me, legal) if isinstance(a, PlaceSupporter)}
    assert late == {max(club[2:])}


def test_the_first_gladiator_is_the_biggest_piece() -> None:
    game, me = at_gladiator()
    assert game.state.turn < game.n and coalition(game, me) is None
    legal = game.legal_actions(me)
    glad = [a for a in join_filter(game, me, legal) if isinstance(a, PlaceGladiator)]
    assert glad and {a.value for a in glad} == {
        max(a.value for a in legal if isinstance(a, PlaceGladiator))
    }


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(3, 6),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 600),
    noise=st.integers(0, 10_000),
)
def test_the_coalition_reads_no_secret(players: int, seed: int, steps: int, noise: int) -> None:
    """Two games that differ only in what the seat cannot know give the same coalition and the
    same racing move (R27), on the real game and on the seat's information set."""
    game, seat = game_at_choice(players, seed, steps)
    twin = perturb_secrets(game, seat, random.Random(noise))
    legal = game.legal_actions(seat)
    info = information_for(game, seat).game
    assert coalition(game, seat) == coalition(twin, seat) == coalition(info, seat)
    assert join_move(game, seat, legal) == join_move(twin, seat, legal)
    assert join_move(info, seat, legal) == join_move(game, seat, legal)
    assert join_filter(game, seat, legal) == join_filter(twin, seat, legal)


def test_the_guide_races_from_four_seats_and_not_at_three() -> None:
    """At four seats the guide's Gladiator goes to the coalition's arena as Hard's does; at
    three (two backers are every other seat) it is the search's choice without the race."""
    from voxpopuli_tui.coach.advice import GUIDE_ITERATIONS, _seed, guide_choice

    for players, races in ((4, True), (3, False)):
        game = new_game(players, seed=3)
        advance_until(game, pending_kind("gladiator"))
        me = game.to_act()[0]
        pile_on(game, me, CAESAR, 2)
        legal = game.legal_actions(me)
        view = view_for(game, me)
        plain = HardBot(_seed(view), iterations=GUIDE_ITERATIONS, join=False).choose(view, legal)
        expected = join_move(game, me, legal) if races else plain
        assert expected is not None
        assert guide_choice(view, legal) == expected
