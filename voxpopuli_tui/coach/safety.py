"""Moves the guide never suggests to a learner, read from the learner's view alone (R27).

The guide follows a short search, which can like a move a new player should not make: a match
the learner's vote weight cannot carry, or a card drawn with the money the next match needs.
Two checks, both on public facts of the seat's `SeatView`:

- **A lost match.** At the arena's crowd (R17), the learner's own Supporters and those of the
  seats with Gladiators there (they become Stars only on an Applause, R21 b) are the votes for
  it; every other attending Supporter may boo (a Boos gives its voters a card and costs the
  organiser his stake, R22). When the votes for it weigh less than the rest, the match is lost
  (a tie goes to Applause, R20), and its price with it.
- **A draw that stalls the match being built.** While the learner's Gladiators wait in an arena
  (a match there turns them into Stars), a card in Phase 3 (R24) instead of a sestertius when
  the learner's money is below a Championship's price (R18) leaves it unable to stage the match
  that pays.
"""

from __future__ import annotations

from collections.abc import Sequence

from voxpopuli_tui.engine.actions import Action, AnnounceMatch, ChooseGain, main_line
from voxpopuli_tui.engine.constants import MATCH_PRICE, Gain, MatchType
from voxpopuli_tui.engine.views import SeatView

from .facts import crowd

#: The money a learner with Gladiators in an arena keeps for the match that converts them.
BUILDING_MONEY = MATCH_PRICE[MatchType.CHAMPIONSHIP]


def votes_for_and_against(view: SeatView, arena: int) -> tuple[int, int]:
    """(vote weight that gains from an Applause in `arena`, the rest of the crowd's weight)."""
    me = view.seat
    assert me is not None
    c = crowd(view, arena)
    staked = {s for s, _ in view.arenas[arena]} | {me}
    for_ = sum(c.weight_of(s) for s in staked)
    return for_, c.total - for_


def lost_match(view: SeatView, action: Action) -> bool:
    """`action` stages a match whose vote the learner's side cannot win (R20)."""
    if not isinstance(action, AnnounceMatch):
        return False
    for_, against = votes_for_and_against(view, action.politician)
    return for_ < against


def building(view: SeatView) -> bool:
    """The learner has Gladiators waiting in an arena (a match there would make them Stars)."""
    return any(s == view.seat for arena in view.arenas for s, _ in arena)


def stalling_draw(view: SeatView, action: Action) -> bool:
    """`action` draws a card while the match being built still needs the money (R18, R24)."""
    if not isinstance(action, ChooseGain) or action.gain != Gain.CARD:
        return False
    me = view.seat
    assert me is not None
    return building(view) and view.players[me].money < BUILDING_MONEY


def unsafe(view: SeatView, action: Action) -> bool:
    """The guide never suggests `action` while a safe main-line choice is left."""
    return lost_match(view, action) or stalling_draw(view, action)


def safe_choices(view: SeatView, legal: Sequence[Action]) -> list[Action]:
    """`legal` without the unsafe moves; all of `legal` when nothing else would be left."""
    safe = [a for a in legal if not unsafe(view, a)]
    if not main_line(safe):
        return list(legal)
    return safe
