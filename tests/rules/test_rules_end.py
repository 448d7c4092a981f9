"""Popularity (R25), gifts (R26) and the winner (R29), with the rulebook's end-of-game example."""

from __future__ import annotations

import pytest

from tests.rules.rules_tables import BRUTUS, CAESAR, CRASSUS, OCTAVIAN, POMPEY, at_gladiator
from tests.support.games import act, advance_until, give_card, new_game
from voxpopuli_tui.engine import (
    Game,
    GiveCard,
    GiveMoney,
    IllegalActionError,
    compute_outcome,
    public_view,
    view_for,
)
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.state import GameState


# ----------------------------------------------------------------- R25
def test_R25_popularity_never_below_zero_no_upper_bound_dead_unchanged() -> None:
    game = new_game(3, use_cards=False, popularity_target=30)
    st = game.state
    game.change_popularity(POMPEY, 2, "test")
    game.change_popularity(POMPEY, -5, "test")
    assert st.popularity[POMPEY] == 0
    assert st.log[-1].text == "Pompey loses 2 popularity (test): now 0."
    game.change_popularity(CRASSUS, 25, "test")
    assert st.popularity[CRASSUS] == 25
    game.assassinate(CAESAR, "test")
    game.change_popularity(CAESAR, 3, "test")
    assert st.popularity[CAESAR] == 0
    dead = position(3, at="gladiator", use_cards=False, popularity={CAESAR: 4},
                    dead=[CAESAR])
    dead.change_popularity(CAESAR, -3, "test")
    assert dead.state.popularity[CAESAR] == 4


# ----------------------------------------------------------------- R26
def test_R26_money_gift_is_public() -> None:
    game = new_game(4, use_cards=False)
    act(game, "2 give-money 0 5")
    assert [pl.money for pl in game.state.players] == [12, 7, 2, 7]
    assert game.state.log[-1].text == "Julia gave 5 sesterces to Livia."
    assert game.state.log[-1].seats is None
    assert max(a.amount for a in game.legal_actions(2) if isinstance(a, GiveMoney)) == 2
    before = game.state.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(GiveMoney(seat=2, to=1, amount=3))
    assert game.state.to_json() == before


def test_R26_card_gift_known_only_to_giver_and_receiver() -> None:
    game = new_game(4, seed=9, use_cards=False)
    give_card(game, 1, "KEPT_WOMAN")
    act(game, "1 give-card 3 KEPT_WOMAN")
    st = game.state
    assert st.players[3].hand == ["KEPT_WOMAN"] and st.players[1].hand == []
    assert st.log[-2].text == "Marcus gave a card to Titus." and st.log[-2].seats is None
    assert st.log[-1].text == "Marcus gave KEPT WOMAN to Titus." and st.log[-1].seats == [1, 3]
    for seat, knows in ((0, False), (1, True), (2, False), (3, True)):
        texts = [e.text for e in view_for(game, seat).log]
        assert ("Marcus gave KEPT WOMAN to Titus." in texts) is knows
        assert "Marcus gave a card to Titus." in texts
        assert view_for(game, seat).players[3].hand_size == 1
    assert "KEPT" not in repr(view_for(game, 0)) and "KEPT" not in repr(public_view(game))
    assert view_for(game, 3).hand == ("KEPT_WOMAN",)
    # a trade is two gifts
    give_card(game, 0, "RIOT")
    act(game, "0 give-card 3 RIOT")
    act(game, "3 give-money 0 2")
    assert st.players[3].hand == ["KEPT_WOMAN", "RIOT"] and st.players[0].money == 9


def test_R26_no_gift_of_a_card_one_does_not_hold() -> None:
    game = new_game(3, use_cards=False)
    give_card(game, 1, "RIOT")
    with pytest.raises(IllegalActionError):
        game.apply(GiveCard(seat=0, to=2, card="RIOT"))
    with pytest.raises(IllegalActionError):
        game.apply(GiveCard(seat=1, to=1, card="RIOT"))


# ----------------------------------------------------------------- R29
def finished_table(**described: object) -> tuple[Game, GameState]:
    """The corner table of `at_gladiator`, with what `position` builds as described."""
    game = at_gladiator(3, **described)
    return game, game.state


def popularity_of(values: list[int]) -> dict[int, int]:
    """The six politicians' popularity, in order, as `position` takes it."""
    return dict(enumerate(values))


def test_rulebook_example_end_of_game_caesar_by_precedence() -> None:
    _, st = finished_table(
        popularity=popularity_of([9, 4, 8, 4, 7, 8]),
        dead=[POMPEY],
        stars={
            CAESAR: [(1, 5), (0, 0), (2, 3), (0, 1)],
            BRUTUS: [(0, 5)],  # Brutus's compartment does not count
            POMPEY: [(2, 5)],  # nor the dead Pompey's
        },
    )
    assert st.assassinations_left == 2
    out = compute_outcome(st)
    assert out.emperor == CAESAR and out.emperor_name == "Caesar"
    assert out.scores == (1, 5, 3)
    assert out.winners == (1,) and out.tie_break == "none"


def test_R29_emperor_is_the_most_popular_living_politician() -> None:
    def emperor(values: list[int], dead: tuple[int, ...] = ()) -> int | None:
        _, st = finished_table(popularity=popularity_of(values), dead=dead, last_turn=True)
        return compute_outcome(st).emperor

    assert emperor([3, 4, 12, 4, 7, 8]) == CAESAR
    assert emperor([5, 5, 5, 5, 5, 5]) == POMPEY
    assert emperor([5, 5, 5, 5, 5, 5], dead=(POMPEY,)) == CRASSUS
    assert emperor([5, 0, 0, 0, 6, 6], dead=(POMPEY,)) == OCTAVIAN  # Octavian before Brutus


def test_R29_decoys_score_zero_and_supporters_break_ties() -> None:
    def table(supporters: dict[str, tuple[int, int]]) -> GameState:
        return finished_table(
            popularity=popularity_of([0, 0, 0, 0, 0, 1]),
            stars={BRUTUS: [(0, 4), (1, 3), (1, 1), (2, 0)]},
            supporters=supporters,
        )[1]

    out = compute_outcome(table({"B5": (0, 2), "C5": (1, 3)}))
    assert out.scores == (4, 4, 0)
    assert out.supporters == (2, 3, 0)
    assert out.winners == (1,) and out.tie_break == "supporters"
    out = compute_outcome(table({"B5": (0, 2), "C5": (1, 3), "D5": (0, 1)}))
    assert out.winners == (0, 1) and out.tie_break == "joint"


def test_R29_end_of_a_played_game_opens_the_compartments() -> None:
    game = at_gladiator(3, stars={CAESAR: [(1, 5), (0, 0)]}, popularity={CAESAR: 9})
    st = game.state
    game.change_popularity(CAESAR, 1, "test")
    act(game, "0 gladiator 1 Pompey")
    advance_until(game, lambda g: g.is_over)
    texts = [e.text for e in st.log if e.kind == "end"]
    assert texts[0] == "The game is over. Caesar is proclaimed Emperor."
    assert "Caesar's compartment: Marcus 5, Livia decoy." in texts
    assert "Scores in Caesar's compartment: Livia 0, Marcus 5, Julia 0." in texts
    assert texts[-1] == "Marcus is the Lanista of Rome and wins the game."
    pv = public_view(game)
    assert pv.over and pv.outcome is not None and pv.outcome.winners == (1,)
    assert pv.slots[CAESAR].shown == ((1, 5), (0, 0))
