"""CLEOPATRA and the Cleopatra cards (R36, R37, card table of RULINGS.md)."""

from __future__ import annotations

import pytest

from tests.support.forum_scenes import (
    ANTONY,
    BRUTUS,
    CAESAR,
    CRASSUS,
    OCTAVIAN,
    POMPEY,
    pass_window,
    play,
    plays,
    reason,
    roll,
    start,
    texts,
)
from voxpopuli_tui.engine.state import EMPTY

CLEO_CARDS = [
    "REPRESSION",
    "SCORES_SETTLED",
    "BRAWLS",
    "SCUFFLE",
    "MY_HERO",
    "LOVE_AT_FIRST_SIGHT",
    "COJC",
    "FAMILY_AFFAIR",
    "KEPT_WOMAN",
]


def _beyond(pieces: int) -> list[int]:
    """The pieces of a whole club beyond its `pieces` smallest: those eliminated to leave it
    `pieces` pieces (as `position` takes them)."""
    club = start().state.players[1].club
    return sorted(v for v, count in club.items() for _ in range(count))[pieces:]


# ----------------------------------------------------------------- CLEOPATRA
def test_C_CLEOPATRA_gain_5_and_stays_on_the_table() -> None:
    game = start(eliminated={1: _beyond(4)})
    st = game.state
    money = st.players[1].money
    play(game, 1, "CLEOPATRA")
    assert st.cleopatra
    assert st.players[1].money == money + 5
    assert "CLEOPATRA" not in st.discard
    assert all("CLEOPATRA" not in p.hand for p in st.players)
    assert reason(game, 2, "BRAWLS") is None  # R37: the Cleo cards are unlocked


def test_C_CLEOPATRA_only_with_4_pieces_or_fewer() -> None:
    game = start(eliminated={1: _beyond(5)})
    assert reason(game, 1, "CLEOPATRA") == "only with 4 pieces or fewer in your club"
    game = start(eliminated={1: _beyond(4)})
    assert reason(game, 1, "CLEOPATRA") is None


@pytest.mark.parametrize("card", CLEO_CARDS)
def test_R37_cleo_card_needs_cleopatra_on_the_table(card: str) -> None:
    game = start(lover=CRASSUS)  # KEPT WOMAN's own condition is met
    assert reason(game, 1, card) == "only once CLEOPATRA is on the table"
    game = start(lover=CRASSUS, on_table=["CLEOPATRA"])
    assert reason(game, 1, card) is None


# ----------------------------------------------------------------- REPRESSION
def test_C_REPRESSION_all_but_caesar_lose_1_and_caesar_is_the_lover() -> None:
    game = start(on_table=["CLEOPATRA"], popularity=dict(enumerate([2, 1, 3, 0, 4, 1])),
                 lover=ANTONY)
    play(game, 1, "REPRESSION")
    assert game.state.popularity == [1, 0, 3, 0, 3, 0]
    assert game.state.lover == CAESAR
    assert any(
        "Pompey loses 1 popularity (REPRESSION IN THE GAULISH DISTRICT)" in t for t in texts(game)
    )


def test_C_REPRESSION_moves_the_lover_even_onto_a_dead_caesar() -> None:
    game = start(on_table=["CLEOPATRA"], dead=[CAESAR])
    play(game, 1, "REPRESSION")
    assert game.state.lover == CAESAR
    assert reason(game, 2, "SEX_SCANDAL") == "Cleopatra's lover is dead"


# ----------------------------------------------------------------- die tables
@pytest.mark.parametrize(
    ("card", "die", "loser"),
    [
        ("SCORES_SETTLED", 1, CAESAR),
        ("SCORES_SETTLED", 3, CAESAR),
        ("SCORES_SETTLED", 4, POMPEY),
        ("SCORES_SETTLED", 6, POMPEY),
        ("BRAWLS", 1, CRASSUS),
        ("BRAWLS", 3, CRASSUS),
        ("BRAWLS", 4, BRUTUS),
        ("BRAWLS", 6, BRUTUS),
        ("SCUFFLE", 1, OCTAVIAN),
        ("SCUFFLE", 3, OCTAVIAN),
        ("SCUFFLE", 4, ANTONY),
        ("SCUFFLE", 6, ANTONY),
    ],
)
def test_C_two_sided_rolls_cost_one_politician_2(card: str, die: int, loser: int) -> None:
    """C-SCORES_SETTLED, C-BRAWLS, C-SCUFFLE: 1–3 one politician −2, 4–6 the other."""
    game = start(on_table=["CLEOPATRA"], popularity=dict(enumerate([3] * 6)))
    roll(game, die)
    play(game, 2, card)
    pass_window(game, "roll")
    assert game.state.popularity == [1 if p == loser else 3 for p in range(6)]


def test_C_BRAWLS_logs_with_names() -> None:
    game = start(on_table=["CLEOPATRA"], popularity=dict(enumerate([3] * 6)))
    roll(game, 2)
    play(game, 2, "BRAWLS")
    pass_window(game, "roll")
    assert any(
        t.startswith("Crassus loses 2 popularity (BRAWLS IN THE BABYLONIAN SUBURBS)")
        for t in texts(game)
    )


# ----------------------------------------------------------------- MY HERO!
def test_C_MY_HERO_the_most_popular_living_politician_ties_by_precedence() -> None:
    game = start(
        on_table=["CLEOPATRA"],
        popularity=dict(enumerate([2, 6, 5, 6, 1, 9])),
        dead=[BRUTUS],
    )
    play(game, 1, "MY_HERO")
    assert game.state.lover == CRASSUS  # 6 ties Antony's 6; Crassus has precedence


# ----------------------------------------------------------------- LOVE AT FIRST SIGHT
def test_C_LOVE_AT_FIRST_SIGHT_lover_goes_to_your_choice() -> None:
    game = start(on_table=["CLEOPATRA"])
    assert game.state.lover == EMPTY
    play(game, 1, "LOVE_AT_FIRST_SIGHT", politician=OCTAVIAN)
    assert game.state.lover == OCTAVIAN
    assert any("Cleopatra's Lover marker goes to Octavian" in t for t in texts(game))


def test_C_LOVE_AT_FIRST_SIGHT_targets_living_politicians_only() -> None:
    game = start(on_table=["CLEOPATRA"], dead=[POMPEY])
    assert {a.politician for a in plays(game, 1, "LOVE_AT_FIRST_SIGHT")} == {1, 2, 3, 4, 5}
