"""Every refusal names its rule, whatever else the hand holds.

Each row stages one mistake, then makes it twice: once with a hand that holds nothing else, once
with a hand full of other cards (several of them playable now). The refusal must read the same
both times, carry the row's ruling id, say the row's words, and leave the state untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pytest

from tests.support.arena_scenes import arena, close_windows, stage
from tests.support.forum_scenes import start
from tests.support.games import advance_until, give_card, new_game, pending_kind, touch
from voxpopuli_tui.engine import (
    Action,
    AnnounceMatch,
    Designate,
    Game,
    IllegalActionError,
    MatchType,
    PlaceStar,
    PlayCard,
    Side,
    Vote,
)
from voxpopuli_tui.engine.explain import refusal_for
from voxpopuli_tui.engine.state import EMPTY

#: The other cards of the "full" hand: Forum, Arena and reaction cards, most playable somewhere.
FULL_HAND = ("INTERVIEW", "SPORTS_FIRST", "FREE_DISTRICT", "EXPULSION", "RIGGING", "VOX_POPULI")


@dataclass(frozen=True)
class Case:
    """A staged mistake: `scene()` returns the game and the illegal action."""

    id: str
    scene: Callable[[], tuple[Game, Action]]
    rule: str
    words: str
    #: cards the seat must hold for the mistake (kept in both hands)
    holds: tuple[str, ...] = ()


# ----------------------------------------------------------------- scenes
def _arena_play(card: str, **kw: object) -> Callable[[], tuple[Game, Action]]:
    def scene() -> tuple[Game, Action]:
        game = arena(**kw)  # type: ignore[arg-type]
        return game, PlayCard(seat=1, card=card)

    return scene


def _forum_play(card: str, **described: object):  # type: ignore[no-untyped-def]
    """The first Forum window (`start`, the table described as `position` takes it) and seat
    0's play of `card`."""

    def scene() -> tuple[Game, Action]:
        return start(**described), PlayCard(seat=0, card=card)

    return scene


def _sports_first() -> tuple[Game, Action]:
    game = arena()
    give_card(game, 1, "SPORTS_FIRST")
    game.apply(PlayCard(seat=1, card="SPORTS_FIRST"))
    assert pending_kind("vote")(game)  # no window opens any more this turn
    return game, PlayCard(seat=1, card="ROUND_OF_DRINKS")


def _few_attending() -> tuple[Game, Action]:
    # Crassus's Coliseum is on G2 (14): a 1 on G1 (6) and a 1 on F2 (13) attend, no more.
    from tests.support.arena_scenes import DEFAULT_SUPPORTERS

    game = stage(supporters={**DEFAULT_SUPPORTERS, 6: (1, 1), 13: (2, 1)})
    return game, AnnounceMatch(seat=0, politician=1, kind=MatchType.CUP)


def _poor_organiser() -> tuple[Game, Action]:
    game = stage(money=2)
    return game, AnnounceMatch(seat=0, politician=0, kind=MatchType.INTERNATIONAL)


def _interview() -> tuple[Game, Action]:
    game = arena()
    give_card(game, 1, "INTERVIEW")
    game.apply(PlayCard(seat=1, card="INTERVIEW"))
    close_windows(game)
    assert pending_kind("vote")(game)
    return game, Vote(seat=0, side=Side.BOOS)


def _stars(decoys: int | None = None) -> Callable[[], tuple[Game, Action]]:
    def scene() -> tuple[Game, Action]:
        held = {} if decoys is None else {"decoys": {0: decoys}}
        game = arena(gladiators=[(0, 0, 3)], **held)
        close_windows(game)
        for seat in range(4):
            game.apply(Vote(seat=seat, side=Side.APPLAUSE))
        advance_until(game, pending_kind("stars"))
        assert game.to_act() == [0]
        if decoys is not None:
            return game, PlaceStar(seat=0, value=3, politician=1, decoy=2)
        return game, PlaceStar(seat=0, value=3, politician=1, decoy=1)

    return scene


def _designating() -> Game:
    game = new_game(4, seed=1, use_cards=True)
    advance_until(game, pending_kind("designate"))
    return game


def _full_district() -> tuple[Game, Action]:
    from voxpopuli_tui.engine.board import geometry

    game = _designating()
    st = game.state
    for s in geometry().spaces_of[2]:
        if st.owner[s] == EMPTY:
            st.owner[s], st.value[s] = 1, 1
    touch(game)
    return game, Designate(seat=game.to_act()[0], district=2)


def _not_to_act() -> tuple[Game, Action]:
    game = _designating()
    seat = next(s for s in range(4) if s not in game.to_act())
    return game, Designate(seat=seat, district=0)


CASES = [
    Case("not-holding", _arena_play("ROUND_OF_DRINKS"), "R13", "does not hold ROUND OF DRINKS"),
    Case("window", _arena_play("EXPULSION"), "R13", "only in a Forum window", ("EXPULSION",)),
    Case("match-type", _arena_play("EPIC_MATCH"), "R35", "only in a championship match",
         ("EPIC_MATCH",)),
    Case("card-price", _arena_play("ROUND_OF_DRINKS", money=2), "R35", "costs 3 sesterces",
         ("ROUND_OF_DRINKS",)),
    Case("cleopatra-not-out", _forum_play("MY_HERO"), "R37",
         "only once CLEOPATRA is on the table", ("MY_HERO",)),
    Case("living-lover", _forum_play("SEX_SCANDAL"), "C-SEX_SCANDAL",
         "Cleopatra's Lover marker is not on a politician", ("SEX_SCANDAL",)),
    Case("club-of-four", _forum_play("CLEOPATRA"), "C-CLEOPATRA",
         "only with 4 pieces or fewer in your club", ("CLEOPATRA",)),
    Case("cleopatra-already", _forum_play("CLEOPATRA", on_table=["CLEOPATRA"]), "C-CLEOPATRA",
         "CLEOPATRA is already on the table", ("CLEOPATRA",)),
    Case("sports-first", _sports_first, "C-SPORTS_FIRST", "no card may be played this turn",
         ("ROUND_OF_DRINKS",)),
    Case("attendance", _few_attending, "R18",
         "2 Supporters attend Crassus's arena; a match needs 3"),
    Case("match-price", _poor_organiser, "R18", "an International costs 6 sesterces; Livia has 2"),
    Case("interview", _interview, "C-INTERVIEW", "INTERVIEW locks Livia's vote on Applause"),
    Case("decoy-own-slot", _stars(), "R21", "a decoy cannot go into its own Star's slot"),
    Case("no-decoy-left", _stars(decoys=0), "R5", "has no decoy left"),
    Case("full-district", _full_district, "R14", "district is full"),
    Case("not-to-act", _not_to_act, "R1", "decision now; waiting for"),
]

HANDS = {"bare": (), "full": FULL_HAND}


def _refuse(case: Case, extra: tuple[str, ...]) -> tuple[str, str]:
    game, action = case.scene()
    hand = game.state.players[action.seat].hand
    hand.clear()
    others = [c for c in extra if c not in case.holds and c != getattr(action, "card", None)]
    for card in (*case.holds, *others):
        give_card(game, action.seat, card)
    assert action not in game.legal_actions(action.seat)
    before = game.state.to_json()
    with pytest.raises(IllegalActionError) as info:
        game.apply(action)
    assert game.state.to_json() == before
    refusal = refusal_for(game, action)
    return info.value.reason, refusal.rule


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_refusal_names_its_rule_whatever_else_the_hand_holds(case: Case) -> None:
    bare, bare_rule = _refuse(case, HANDS["bare"])
    full, full_rule = _refuse(case, HANDS["full"])
    assert bare == full, "the same mistake must read the same with another hand"
    assert bare_rule == full_rule == case.rule
    assert case.words in bare
    assert bare.endswith(f"({case.rule})")
    assert "\n" not in bare


def test_the_full_hand_has_other_legal_plays_somewhere() -> None:
    """The second hand is a real difference: in the Arena window it holds playable cards."""
    game = arena()
    for card in FULL_HAND:
        give_card(game, 1, card)
    assert any(isinstance(a, PlayCard) for a in game.legal_actions(1))
