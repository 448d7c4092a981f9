"""Show-of-hands cards (R33), KEPT WOMAN's pledges, CENSORSHIP and CHEATING."""

from __future__ import annotations

from tests.support.forum_scenes import (
    ANTONY,
    BRUTUS,
    CAESAR,
    CRASSUS,
    OCTAVIAN,
    POMPEY,
    hands,
    pass_window,
    play,
    plays,
    pledges,
    reason,
    start,
    texts,
)
from voxpopuli_tui.engine import Game, GiveMoney, Pledge

FOR, AGAINST = "for", "against"


def _all(choice: str, **others: str) -> dict[int, str]:
    """Every seat of 4 votes `choice`, except seats given as s0=…, s1=…."""
    votes = dict.fromkeys(range(4), choice)
    votes.update({int(k[1:]): v for k, v in others.items()})
    return votes


def _in_hands_window(game: Game) -> bool:
    p = game.state.pending
    return p is not None and p.kind == "window" and p.window == "hands"


# ----------------------------------------------------------------- A MADMAN IN THE CITY
def test_C_MADMAN_assassinates_when_nobody_votes_against() -> None:
    game = start()
    st = game.state
    play(game, 1, "MADMAN", politician=CRASSUS)
    hands(game, _all(FOR))
    pass_window(game, "hands")
    assert st.dead == [False, True, False, False, False, False]
    assert st.assassinations_left == 2
    assert "Crassus is assassinated (A MADMAN IN THE CITY)." in texts(game)
    assert st.open_vote is None


def test_C_MADMAN_one_vote_against_saves_him() -> None:
    game = start()
    st = game.state
    play(game, 1, "MADMAN", politician=CRASSUS)
    hands(game, _all(FOR, s3=AGAINST))
    pass_window(game, "hands")
    assert st.dead == [False] * 6
    assert st.assassinations_left == 3


def test_C_MADMAN_votes_in_turn_order_from_the_card_player() -> None:
    """R33: one vote each, from the card's player in turn order, then the reaction window."""
    game = start()
    play(game, 2, "MADMAN", politician=CRASSUS)
    order = []
    while game.state.pending is not None and game.state.pending.kind == "hands":
        seat = game.state.pending.seats[0]
        order.append(seat)
        hands(game, {seat: FOR})
    assert order == [2, 3, 0, 1]
    assert _in_hands_window(game)


def test_C_MADMAN_when_no_assassination_marker_is_left() -> None:
    """R9: the vote is held but the assassination does nothing."""
    game = start(dead=[POMPEY, CAESAR, ANTONY])
    st = game.state
    assert st.assassinations_left == 0
    play(game, 1, "MADMAN", politician=CRASSUS)
    hands(game, _all(FOR))
    pass_window(game, "hands")
    assert not st.dead[CRASSUS]
    assert st.assassinations_left == 0
    assert "No Assassination marker is left: Crassus survives." in texts(game)


def test_C_MADMAN_designates_living_politicians_only() -> None:
    game = start(dead=[BRUTUS])
    assert {a.politician for a in plays(game, 1, "MADMAN")} == {0, 1, 2, 3, 4}


# ----------------------------------------------------------------- HONORARY PRESIDENT
def test_C_HONORARY_PRESIDENT_most_votes_gains_1() -> None:
    game = start(popularity=dict(enumerate([0, 0, 4, 0, 0, 0])))
    play(game, 0, "HONORARY_PRESIDENT")
    hands(game, {0: "Caesar", 1: "Caesar", 2: "Pompey", 3: "Brutus"})
    pass_window(game, "hands")
    assert game.state.popularity == [0, 0, 5, 0, 0, 0]


def test_C_HONORARY_PRESIDENT_ties_by_precedence() -> None:
    game = start()
    play(game, 0, "HONORARY_PRESIDENT")
    hands(game, {0: "Brutus", 1: "Brutus", 2: "Crassus", 3: "Crassus"})
    pass_window(game, "hands")
    assert game.state.popularity == [0, 1, 0, 0, 0, 0]


def test_C_HONORARY_PRESIDENT_dead_may_be_voted_for_and_gain_nothing() -> None:
    game = start(dead=[CAESAR], popularity=dict(enumerate([0, 0, 4, 0, 0, 0])))
    play(game, 0, "HONORARY_PRESIDENT")
    assert "hands Caesar" in {str(a).split(" ", 1)[1] for a in game.legal_actions(0)}
    hands(game, {0: "Caesar", 1: "Caesar", 2: "Pompey", 3: "Caesar"})
    pass_window(game, "hands")
    assert game.state.popularity == [0, 0, 4, 0, 0, 0]
    assert "Caesar is dead and gains nothing (HONORARY PRESIDENT)." in texts(game)


# ----------------------------------------------------------------- C.O.J.C., FAMILY AFFAIR
def test_C_COJC_more_against_than_for_antony_loses_1() -> None:
    game = start(on_table=["CLEOPATRA"], popularity=dict(enumerate([0, 0, 0, 2, 0, 0])))
    play(game, 1, "COJC")
    hands(game, _all(AGAINST, s2=FOR))
    pass_window(game, "hands")
    assert game.state.popularity == [0, 0, 0, 1, 0, 0]


def test_C_COJC_a_tie_changes_nothing() -> None:
    game = start(on_table=["CLEOPATRA"], popularity=dict(enumerate([0, 0, 0, 2, 0, 0])))
    play(game, 1, "COJC")
    hands(game, {0: AGAINST, 1: AGAINST, 2: FOR, 3: FOR})
    pass_window(game, "hands")
    assert game.state.popularity == [0, 0, 0, 2, 0, 0]


def test_C_FAMILY_AFFAIR_lover_to_antony_and_octavian_loses_1() -> None:
    game = start(
        on_table=["CLEOPATRA"],
        lover=CRASSUS,
        popularity=dict(enumerate([0, 0, 0, 0, 3, 0])),
    )
    play(game, 2, "FAMILY_AFFAIR")
    assert game.state.lover == ANTONY  # before the vote
    hands(game, _all(AGAINST, s0=FOR))
    pass_window(game, "hands")
    assert game.state.popularity == [0, 0, 0, 0, 2, 0]
    assert game.state.lover == ANTONY


def test_C_FAMILY_AFFAIR_a_tie_spares_octavian() -> None:
    game = start(on_table=["CLEOPATRA"], popularity=dict(enumerate([0, 0, 0, 0, 3, 0])))
    play(game, 2, "FAMILY_AFFAIR")
    hands(game, {0: AGAINST, 1: FOR, 2: AGAINST, 3: FOR})
    pass_window(game, "hands")
    assert game.state.popularity == [0, 0, 0, 0, 3, 0]
    assert game.state.lover == ANTONY


# ----------------------------------------------------------------- SEX SCANDAL
def test_C_SEX_SCANDAL_one_vote_against_the_lover_is_assassinated() -> None:
    game = start(lover=OCTAVIAN)
    st = game.state
    play(game, 1, "SEX_SCANDAL")  # not a Cleo card: no CLEOPATRA needed
    hands(game, _all(FOR, s0=AGAINST))
    pass_window(game, "hands")
    assert st.dead == [False, False, False, False, True, False]
    assert st.assassinations_left == 2
    assert "Octavian is assassinated (SEX SCANDAL)." in texts(game)


def test_C_SEX_SCANDAL_two_votes_against_save_him() -> None:
    game = start(lover=OCTAVIAN)
    st = game.state
    play(game, 1, "SEX_SCANDAL")
    hands(game, _all(FOR, s0=AGAINST, s3=AGAINST))
    pass_window(game, "hands")
    assert st.dead == [False] * 6
    assert st.assassinations_left == 3


def test_C_SEX_SCANDAL_needs_a_lover() -> None:
    game = start()
    assert reason(game, 1, "SEX_SCANDAL") == "Cleopatra's Lover marker is not on a politician"


def test_C_SEX_SCANDAL_needs_a_living_lover() -> None:
    game = start(lover=OCTAVIAN, dead=[OCTAVIAN])
    assert reason(game, 1, "SEX_SCANDAL") == "Cleopatra's lover is dead"


def test_C_SEX_SCANDAL_when_no_assassination_marker_is_left() -> None:
    game = start(lover=OCTAVIAN, dead=[POMPEY, CRASSUS, BRUTUS])
    st = game.state
    play(game, 1, "SEX_SCANDAL")
    hands(game, _all(FOR))
    pass_window(game, "hands")
    assert not st.dead[OCTAVIAN]
    assert st.assassinations_left == 0
    assert "No Assassination marker is left: Octavian survives." in texts(game)


# ----------------------------------------------------------------- KEPT WOMAN
def test_C_KEPT_WOMAN_5_pledged_are_paid_to_the_bank() -> None:
    game = start(
        on_table=["CLEOPATRA"],
        lover=CAESAR,
        popularity=dict(enumerate([0, 0, 3, 0, 0, 0])),
        money=dict(enumerate([4, 4, 4, 4])),
    )
    play(game, 2, "KEPT_WOMAN")
    assert game.state.pending is not None and game.state.pending.seats == [2]
    pledges(game, {2: 2, 3: 3, 0: 0, 1: 0})
    assert [p.money for p in game.state.players] == [4, 4, 2, 1]
    assert game.state.popularity == [0, 0, 3, 0, 0, 0]


def test_C_KEPT_WOMAN_short_of_5_nothing_is_paid_and_the_lover_loses_2() -> None:
    game = start(
        on_table=["CLEOPATRA"],
        lover=CAESAR,
        popularity=dict(enumerate([0, 0, 3, 0, 0, 0])),
        money=dict(enumerate([4, 4, 4, 4])),
    )
    play(game, 2, "KEPT_WOMAN")
    pledges(game, {2: 2, 3: 1, 0: 1, 1: 0})
    assert [p.money for p in game.state.players] == [4, 4, 4, 4]
    assert game.state.popularity == [0, 0, 1, 0, 0, 0]


def test_C_KEPT_WOMAN_pledges_range_over_what_you_hold_and_no_reaction_window() -> None:
    game = start(on_table=["CLEOPATRA"], lover=CAESAR, money=dict(enumerate([4, 4, 3, 4])))
    play(game, 2, "KEPT_WOMAN")
    assert {a.amount for a in game.legal_actions(2) if isinstance(a, Pledge)} == {0, 1, 2, 3}
    pledges(game, {2: 0, 3: 0, 0: 0, 1: 0})
    assert not _in_hands_window(game)  # R33's reaction window is for votes only
    assert game.state.open_vote is None


def test_C_KEPT_WOMAN_a_pledge_counts_only_as_far_as_it_can_be_paid() -> None:
    """RULES_NOTES C-KEPT_WOMAN: money given away after pledging does not count."""
    game = start(
        on_table=["CLEOPATRA"],
        lover=CAESAR,
        popularity=dict(enumerate([0, 0, 3, 0, 0, 0])),
        money=dict(enumerate([0, 0, 5, 0])),
    )
    play(game, 2, "KEPT_WOMAN")
    pledges(game, {2: 5})
    game.apply(GiveMoney(seat=2, to=0, amount=5))
    pledges(game, {3: 0, 0: 0, 1: 0})
    assert [p.money for p in game.state.players] == [5, 0, 0, 0]
    assert game.state.popularity == [0, 0, 1, 0, 0, 0]


def test_C_KEPT_WOMAN_needs_a_living_lover() -> None:
    game = start(on_table=["CLEOPATRA"])
    assert reason(game, 1, "KEPT_WOMAN") == "Cleopatra's Lover marker is not on a politician"
    game = start(on_table=["CLEOPATRA"], lover=CAESAR, dead=[CAESAR])
    assert reason(game, 1, "KEPT_WOMAN") == "Cleopatra's lover is dead"


# ----------------------------------------------------------------- CENSORSHIP, CHEATING
def test_C_CENSORSHIP_the_targets_vote_is_not_counted() -> None:
    game = start()
    st = game.state
    play(game, 1, "MADMAN", politician=CRASSUS)
    hands(game, _all(FOR, s3=AGAINST))
    assert {a.target for a in plays(game, 0, "CENSORSHIP")} == {0, 1, 2, 3}
    play(game, 0, "CENSORSHIP", target=3)
    assert st.open_vote is not None and st.open_vote.weight == [1, 1, 1, 0]
    pass_window(game, "hands")
    assert st.dead[CRASSUS]
    assert "A MADMAN IN THE CITY: the count is against 0, for 3." in texts(game)


def test_C_CENSORSHIP_only_during_a_show_of_hands() -> None:
    game = start()
    assert reason(game, 0, "CENSORSHIP") == "only in a show-of-hands vote"


def test_C_CHEATING_your_vote_counts_twice() -> None:
    game = start(lover=OCTAVIAN)
    st = game.state
    play(game, 1, "SEX_SCANDAL")
    hands(game, _all(FOR, s2=AGAINST))
    play(game, 2, "CHEATING")
    pass_window(game, "hands")
    assert not st.dead[OCTAVIAN]  # two votes against


def test_C_CHEATING_breaks_a_tie_in_a_politician_vote() -> None:
    game = start()
    play(game, 0, "HONORARY_PRESIDENT")
    hands(game, {0: "Caesar", 1: "Pompey", 2: "Pompey", 3: "Caesar"})
    play(game, 3, "CHEATING")
    pass_window(game, "hands")
    assert game.state.popularity == [0, 0, 1, 0, 0, 0]


def test_C_CHEATING_only_during_a_show_of_hands() -> None:
    game = start()
    assert reason(game, 0, "CHEATING") == "only in a show-of-hands vote"


def test_C_CENSORSHIP_cancels_a_CHEATING_vote() -> None:
    game = start(lover=OCTAVIAN)
    st = game.state
    play(game, 1, "SEX_SCANDAL")
    hands(game, _all(FOR, s2=AGAINST))
    play(game, 2, "CHEATING")
    play(game, 0, "CENSORSHIP", target=2)
    assert st.open_vote is not None and st.open_vote.weight == [1, 1, 0, 1]
    pass_window(game, "hands")
    assert st.dead[OCTAVIAN]


def test_C_CHEATING_not_after_your_vote_was_censored() -> None:
    game = start(lover=OCTAVIAN)
    st = game.state
    play(game, 1, "SEX_SCANDAL")
    hands(game, _all(FOR, s2=AGAINST))
    play(game, 0, "CENSORSHIP", target=2)
    assert reason(game, 2, "CHEATING") == "your vote is not counted"
    pass_window(game, "hands")
    assert st.dead[OCTAVIAN]
