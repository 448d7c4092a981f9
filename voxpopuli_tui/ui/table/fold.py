"""Folding: one key per decision. Only the UI folds; the engine is unchanged.

* An open card window folds into the decision that follows it: the table shows that decision
  at once ("any player may press C to play a card first") and choosing it means every seat
  still to act in the window passed. Every window still opens, whatever the hands hold, so
  folding reveals nothing: what is folded depends only on public facts (a copy of the game
  is played forward with passes).
* "No match" and the Phase 3 gain are one choice (`NoMatchGain`): nothing can happen between
  the two engine decisions of the same seat (RULES_NOTES N8).

Reaction windows are not folded: a die just rolled, or hands just raised, are read first
(one Enter).
A fold stops before anything that would show something not yet known (a die, a card drawn, a
reveal, a private line) or before a secret input (a curtain) or a computer's decision: then the
window is shown as it is, with Enter to continue.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from voxpopuli_tui.engine import Action, Game, Pass, SeatView, public_view
from voxpopuli_tui.engine.actions import ChooseGain, NoMatch
from voxpopuli_tui.engine.clone import clone_game
from voxpopuli_tui.engine.constants import Gain, Window
from voxpopuli_tui.engine.events import EventKind
from voxpopuli_tui.engine.prompts import DESIGNATE, GAIN, HANDS, MATCH, PLEDGE, SECRET, WINDOW
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.wording import pending_words

#: Event kinds a fold never plays past: they tell something not yet known.
UNKNOWN_YET = frozenset({EventKind.ROLL, EventKind.DRAW, EventKind.DRAW_PRIVATE, EventKind.REVEAL,
                         EventKind.END, EventKind.GIFT_PRIVATE})
#: Windows folded at most in a row (the end of one turn and the start of the next).
MAX_WINDOWS = 3
#: Windows shown as they are: reactions to what was just shown (a die rolled, every hand up),
#: read first, one Enter to accept.
UNFOLDED = frozenset({Window.ROLL, Window.HANDS})
#: Decisions with a screen of their own (R33 open votes): never folded into.
OPEN_KINDS = frozenset({HANDS, PLEDGE})


#: The menu's type of `NoMatchGain`, beside the engine's `ActionType`s.
NO_MATCH_GAIN = "no-match-gain"


@dataclass(frozen=True)
class NoMatchGain:
    """One menu line for two engine decisions: organise no match, then take the Phase 3 gain."""

    seat: int
    gain: Gain
    type: str = NO_MATCH_GAIN

    def actions(self) -> tuple[Action, Action]:
        return NoMatch(seat=self.seat), ChooseGain(seat=self.seat, gain=self.gain)


Choice = Action | NoMatchGain


@dataclass
class Folded:
    """The decision shown at the table: whose, its choices, and how many windows it passes."""

    seat: int
    choices: list[Choice]
    windows: int = 0
    #: the kind of the first folded window (for the prompt), None when no window is folded
    window: str | None = None
    #: what the decision asks, in words (from the game it will be taken in)
    prompt: str = ""
    #: the public view of the game the decision is taken in, once the folded windows passed
    #: (public facts only: the fold stops before anything unknown): the banner shows its turn
    #: and decision, as the menu does
    ahead: SeatView | None = None


def _copy(game: Game) -> Game:

    return clone_game(game)


def _main_actions(game: Game, seat: int) -> list[Action]:
    return list(game.moves(seat))


def pass_window(game: Game) -> bool:
    """Every seat still to act passes; False when the window showed something new."""
    events = []
    for seat in list(game.to_act()):
        if game.pending_kind != WINDOW:
            break
        if seat in game.to_act():
            events.extend(game.apply(Pass(seat=seat)))
    return not any(e.kind in UNKNOWN_YET or e.seats is not None for e in events)


def pass_windows(game: Game, count: int) -> None:
    """Every seat passes the next `count` windows, as the fold previews them (the guide and
    the hint look at the decision past them)."""
    for _window in range(count):
        pass_window(game)


def _human_decision(game: Game, computer: frozenset[int]) -> int | None:
    """The human seat that takes the sequential, public decision pending in `game`, if any."""
    kind = game.pending_kind
    if kind is None or kind == WINDOW or kind in SECRET:
        return None
    to_act = game.to_act()
    if len(to_act) != 1 or to_act[0] in computer:
        return None
    return to_act[0]


def describe(game: Game, seat: int) -> str:
    """The decision in words, naming who takes it (and for whom a district is designated)."""
    if game.pending_kind == DESIGNATE:
        return _("{name}, designate a district for {active}").format(
            name=game.name(seat), active=game.name(game.active))
    return pending_words(game)


def with_gain(game: Game, seat: int, actions: Sequence[Action]) -> list[Choice]:
    """The match decision's choices with "no match" merged into the Phase 3 gain."""
    if game.pending_kind != MATCH or not any(isinstance(a, NoMatch) for a in actions):
        return [*actions]
    after = _copy(game)
    events = after.apply(NoMatch(seat=seat))
    quiet = not any(e.kind in UNKNOWN_YET for e in events)
    if not quiet or after.pending_kind != GAIN or after.to_act() != [seat]:
        return [*actions]
    gains = [NoMatchGain(seat, a.gain) for a in after.legal_actions(seat)
             if isinstance(a, ChooseGain)]
    return [*(a for a in actions if not isinstance(a, NoMatch)), *gains]


def fold(game: Game, computer: frozenset[int]) -> Folded | None:
    """The decision the table shows now (window folded in), None when there is none to show:
    `computer` are the seats whose decisions are not the table's to show."""
    kind = game.pending_kind
    if kind is None:
        return None
    seat = _human_decision(game, computer)
    if seat is not None:
        return Folded(seat, with_gain(game, seat, _main_actions(game, seat)),
                      prompt=describe(game, seat))
    first = game.pending_window
    if kind != WINDOW or first in UNFOLDED:
        return None
    ahead = _copy(game)
    for n in range(1, MAX_WINDOWS + 1):
        if not pass_window(ahead):
            return None
        if ahead.pending_kind == WINDOW and ahead.pending_window != Window.ROLL:
            continue
        seat = _human_decision(ahead, computer)
        if seat is None or ahead.pending_kind in OPEN_KINDS:
            return None  # open votes have their own screen
        choices = with_gain(ahead, seat, _main_actions(ahead, seat))
        return Folded(seat, choices, windows=n, window=first, prompt=describe(ahead, seat),
                      ahead=public_view(ahead))
    return None
