"""The game machine, independent of any rule: state, helpers for the rules, the procedure loop.

`Core` runs whatever `Rulebook` it is given: the rules modules type their `game` parameter as
`Core` and never import `Game`, and `rulebook.py` is the one place that lists every step,
decision, action handler and card rule. Dependencies run one way:
core (this module, state, actions, kinds, assets…) ← rules (turn, match, votes…) ← cards ←
assembly (`rulebook`, `game`) ← views, undo, bots, sim ← ui.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from operator import is_
from typing import Any

from .actions import _BUILT, Action, PlayCard, _Action, forget_shared, intact
from .assets import cards_by_id
from .constants import DIE_FACES, FORUM_WINDOWS, Side, Window
from .errors import IllegalActionError, MalformedActionError, SeatError
from .kinds import Decision
from .ledger import Ledger
from .prompts import DESCRIPTIONS, SECRET, SIMULTANEOUS
from .refusal import Refusal
from .ruleset import Ruleset
from .said import Said
from .state import (
    EMPTY,
    Event,
    GameState,
    MatchState,
    OpenVote,
    Pending,
    Roll,
    StarsLeft,
)
from .steps import Frame, RollDie
from .wellformed import ACTION_CLASSES, malformed

StepFn = Callable[["Core", Any], None]  # (game, the step itself)
AnswerFn = Callable[["Core", Any], None]
PromptFn = Callable[["Core", int], Sequence[Action]]
#: open-moment actions of a seat (a tuple: shared, cached, never copied on the hot path)
ExtrasFn = Callable[["Core", int], tuple[Action, ...]]
ExplainFn = Callable[["Core", Action], str]
Resolver = Callable[["Core", PlayCard], None]
Condition = Callable[["Core", int], str | Said | None]
Targets = Callable[["Core", int], list[PlayCard]]
#: effect of a card's (possibly rigged) die roll: fn(game, seat of the card's player, roll).
RollEffect = Callable[["Core", int, int], None]
#: a modifier whose amount is settled at the reveal (EPIC MATCH).
DynamicAmount = Callable[["Core", Any], int]
#: what a show-of-hands card does with the count (R33).
OpenVoteResult = Callable[["Core", OpenVote], None]


@dataclass(frozen=True, slots=True)
class CardRule:
    """How one card is played: its effect, and optionally its extra condition, its targets, the
    windows it is restricted to (None: by kind, F in Forum windows, A in the Arena window), the
    table of its die roll, its amount settled at the reveal and the result of its open vote.

    Hooks the base rules call on every card that has one, so a card's rules live in its module:
    `on_table(game)` (R36: the card stays on the table when played; True while it lies there),
    `end_of_turn(game)` (what the card leaves to do when the turn ends),
    `on_announce(game, match)` (what the card does to every match announced, R18),
    `cancels(game, card)` (True while the card takes another card's effect away),
    `forces_match(game)` (why declining a match is refused while the card holds),
    `supporter_spaces(game)` (R14: where the Supporter may go when the card decides it, else
    None). While the
    card's effect is in force in this turn's match (`MatchState.flags`), in the rulebook's order:
    at the reveal `supporter_worth(value)` (what an attending Supporter counts, R20) and `tie`
    (the side a tie goes to, R20); on Applause `freezes_popularity` (the match changes no
    popularity, R21 (d)) and `arena_gain(game, match, gain)` (what the arena's politician gains,
    None for nothing); on Boos `boos_verdict(game, match)` (before the Applause voters
    eliminate, R22) and `after_boos(game, match)` (after the Boos voters draw, R22)."""

    id: str
    resolve: Resolver
    condition: Condition | None = None
    targets: Targets | None = None
    windows: frozenset[str] | None = None
    roll_effect: RollEffect | None = None
    dynamic_amount: DynamicAmount | None = None
    open_vote_result: OpenVoteResult | None = None
    on_table: Callable[[Core], bool] | None = None
    end_of_turn: Callable[[Core], None] | None = None
    on_announce: Callable[[Core, MatchState], None] | None = None
    cancels: Callable[[Core, str], bool] | None = None
    forces_match: Callable[[Core], Refusal | None] | None = None
    supporter_spaces: Callable[[Core], list[int] | None] | None = None
    supporter_worth: Callable[[int], int] | None = None
    tie: Side | None = None
    freezes_popularity: bool = False
    arena_gain: Callable[[Core, MatchState, int | None], int | None] | None = None
    boos_verdict: Callable[[Core, MatchState], None] | None = None
    after_boos: Callable[[Core, MatchState], None] | None = None


class CardHook(Enum):
    """The table-wide hooks of `CardRule` (the base rules ask every card that has one)."""

    ON_TABLE = "on_table"
    END_OF_TURN = "end_of_turn"
    ON_ANNOUNCE = "on_announce"
    CANCELS = "cancels"
    FORCES_MATCH = "forces_match"
    SUPPORTER_SPACES = "supporter_spaces"


@dataclass(frozen=True, slots=True)
class Rulebook:
    """Every handler the machine dispatches to, by key (assembled in `rulebook.py`)."""

    steps: Mapping[type[Frame], StepFn]  # by step type
    prompts: Mapping[Decision, PromptFn]
    answers: Mapping[type[_Action], AnswerFn]  # by action class
    cards: Mapping[str, CardRule]
    #: legal card plays of a seat in a window (generic playability, R13, R35, R37)
    playable: Callable[[Core, int, str], list[Action]]
    #: open-moment actions (gifts R26, decoys R5, contributions) and R5 decoy purchases alone
    open_moment: ExtrasFn
    decoy_purchases: ExtrasFn
    explain: ExplainFn
    #: per table-wide hook, the cards that have it, in the rulebook's order (derived from
    #: `cards` once: the base rules ask them on hot paths)
    hooked: Mapping[CardHook, tuple[CardRule, ...]] = field(init=False, repr=False, compare=False)
    #: `cards_for`'s table, derived on first use (it reads the cards' kinds from the assets)
    _fits: Mapping[str, frozenset[str]] | None = field(
        init=False, default=None, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        hooked = {
            hook: tuple(r for r in self.cards.values() if getattr(r, hook.value) is not None)
            for hook in CardHook
        }
        object.__setattr__(self, "hooked", hooked)

    def cards_for(self, window: str) -> frozenset[str]:
        """R13: the cards whose rule lets them be played in `window` (`windows_by_card`),
        derived once, so a window tests a hand with one set operation."""
        fits = self._fits
        if fits is None:
            fits = windows_by_card(self.cards)
            object.__setattr__(self, "_fits", fits)
        return fits.get(window, NO_CARDS)


#: `Rulebook.cards_for` a window no card is played in.
NO_CARDS: frozenset[str] = frozenset()


@cache
def turn_orders(n: int) -> tuple[tuple[int, ...], ...]:
    """R1: for each seat of an `n`-seat table, every seat in turn order starting with it (every
    card window asks one)."""
    return tuple(tuple((seat + i) % n for i in range(n)) for seat in range(n))


def windows_by_card(cards: Mapping[str, CardRule]) -> dict[str, frozenset[str]]:
    """R13: per window, the cards that may be played in it by their rule: the windows the rule
    names, else by kind (Forum cards in the Forum windows, Arena cards in the Arena window)."""
    kinds = cards_by_id()
    out: dict[str, set[str]] = {w: set() for w in Window}
    for card, rule in cards.items():
        allowed = rule.windows
        if allowed is None:
            allowed = FORUM_WINDOWS if kinds[card].kind == "F" else frozenset({Window.ARENA})
        for w in allowed:
            out[w].add(card)
    return {w: frozenset(ids) for w, ids in out.items()}


class Core(Ledger):
    """A game in progress: the ruleset, the state, the seeded random source, the history and
    the rulebook it runs."""

    def __init__(
        self, ruleset: Ruleset, state: GameState, rng: random.Random, book: Rulebook
    ) -> None:
        self.book = book
        self.ruleset = ruleset
        self.state = state
        self.rng = rng
        #: die faces to roll next, before the seeded source (`script_dice`; not saved)
        self.dice: list[int] = []
        self.history: list[Action] = []
        #: per action of `history`: index in `state.log` of its first event (undo barriers).
        self.marks: list[int] = []
        self.names = [p.name for p in ruleset.players]
        self._legal_cache: dict[int, tuple[Action, ...]] = {}
        self._moves_cache: dict[int, tuple[Action, ...]] = {}
        self._legal_version = -1

    # ----------------------------------------------------------------- queries
    @property
    def n(self) -> int:
        """Number of seats."""
        return self.state.n

    @property
    def is_over(self) -> bool:
        """True once the last turn is finished (R28)."""
        return self.state.over

    @property
    def cards_on(self) -> bool:
        """R32: event cards in play."""
        return self.ruleset.use_cards

    @property
    def version(self) -> int:
        """Moves with every action: a cache of anything derived from the game keys on it."""
        return self.state.version

    @property
    def turn(self) -> int:
        """The current turn number (0 during setup)."""
        return self.state.turn

    @property
    def pending_kind(self) -> Decision | None:
        """The kind of decision the game waits for (None when over)."""
        p = self.state.pending
        return None if p is None or self.state.over else p.kind

    @property
    def pending_window(self) -> Window | None:
        """The card window the game waits in (None when it waits for something else)."""
        p = self.state.pending
        return None if p is None or self.state.over else p.window

    @property
    def active(self) -> int:
        """The seat whose turn it is (R1)."""
        return self.state.active

    @property
    def log_length(self) -> int:
        """Events so far: a seat's view shows those with `seq` below this."""
        return len(self.state.log)

    def to_act(self) -> list[int]:
        """Seats that must or may act now on the pending decision."""
        p = self.state.pending
        if p is None or self.state.over:
            return []
        if not p.done:
            return list(p.seats)
        return [s for s in p.seats if s not in p.done]

    def first_to_act(self) -> int:
        """`to_act()[0]` without building the list (a playout asks it every action); raises
        `IndexError` as that does when nobody is to act."""
        p = self.state.pending
        if p is not None and not self.state.over:
            done = p.done
            for s in p.seats:
                if s not in done:
                    return s
        raise IndexError("no seat is to act")

    def order_from(self, seat: int) -> list[int]:
        """All seats in turn order (R1) starting with `seat`."""
        return list(turn_orders(self.state.n)[seat])

    def previous(self, seat: int) -> int:
        """R1: the player on `seat`'s left is the previous seat in turn order."""
        return (seat - 1) % self.state.n

    def check_seat(self, seat: object) -> None:
        """Raise `SeatError` unless `seat` is an `int` (not a bool, a float or an int subclass)
        that sits at this table: every entry point taking a seat asks this first, so an odd
        seat is refused the same way whatever the caches hold."""
        if type(seat) is not int or not 0 <= seat < self.state.n:
            raise SeatError(seat, self.state.n)

    def legal_actions(self, seat: int) -> tuple[Action, ...]:
        """Every action `seat` may take now; the only source of legality.

        The pending decision's moves come first, then the open-moment extras (gifts R26,
        decoys R5, contributions): `moves` and `extras` give each part alone. A tuple: a caller
        cannot empty or reorder the engine's own list."""
        if type(seat) is not int or not 0 <= seat < self.state.n:
            raise SeatError(seat, self.state.n)
        if self._legal_version != self.state.version:
            self._fresh()
        full = self._legal_cache.get(seat)
        if full is None:
            moves = self.moves(seat)
            st, p = self.state, self.state.pending
            full = moves
            if p is not None and not st.over:
                if p.kind not in SECRET:
                    full = moves + self.book.open_moment(self, seat)
                elif p.kind == Decision.STARS and seat in p.seats:
                    full = moves + self.book.decoy_purchases(self, seat)
            self._legal_cache[seat] = full
        return full

    def moves(self, seat: int) -> tuple[Action, ...]:
        """`seat`'s legal moves on the pending decision (no gift or purchase): what a search or
        a playout needs, without the open-moment extras."""
        st = self.state
        if type(seat) is not int or not 0 <= seat < st.n:
            raise SeatError(seat, st.n)
        if self._legal_version != st.version:  # `_fresh`, inline on this hot path
            self._legal_cache = {}
            self._moves_cache = {}
            self._legal_version = st.version
        cache = self._moves_cache
        moves = cache.get(seat)
        if moves is None:
            moves = ()
            p = st.pending
            if p is not None and not st.over and seat in p.seats and seat not in p.done:
                moves = tuple(self.book.prompts[p.kind](self, seat))
            cache[seat] = moves
        return moves

    def extras(self, seat: int) -> tuple[Action, ...]:
        """`seat`'s legal open-moment actions: gifts, decoy purchases, contributions."""
        return self.legal_actions(seat)[len(self.moves(seat)) :]

    def _fresh(self) -> None:
        # The caches hold for one version of the state: every action moves it.
        self._legal_cache = {}
        self._moves_cache = {}
        self._legal_version = self.state.version

    def _listed(self, action: _Action) -> Action | None:
        """The engine's own instance of `action` among its seat's legal actions, None when it is
        not legal now; `MalformedActionError` when it is not a well-formed action at all.

        Checked by value: the engine's shared instances remember the values they were built
        with (`actions.intact`), so one a caller changed (`object.__setattr__`, its
        `__dict__`) is known as changed, every shared instance is forgotten and the seat's
        actions are listed anew."""
        state = intact(action)
        if state is False:
            self._forget()
        elif state:
            # An unchanged engine instance: identity is the fast path, the moves first, so a
            # playout never builds the open-moment extras.
            seat = action.seat
            for a in self.moves(seat):
                if a is action:
                    return a
            for a in self.legal_actions(seat):
                if a is action:
                    return a
        # Anything else is checked strictly before it is compared by value: a float seat or a
        # bool value compares equal to a legal action (0.0 == 0, True == 1).
        problem = malformed(action)
        if problem is not None:
            raise MalformedActionError(problem, action)
        found: Action | None = None
        for _ in range(2):
            found = next((a for a in self.legal_actions(action.seat) if a == action), None)
            state = None if found is None else intact(found)
            if found is None or state:
                return found
            if state is False:  # the listing held a changed instance: list anew
                self._forget()
            else:  # an instance from before the shared ones were forgotten: list anew
                self._fresh()
                self._legal_version = -1
        return found if found is not None and intact(found) is not False else None

    def _forget(self) -> None:
        """A caller changed an instance the engine listed: no listed or shared instance is
        trusted any more (this game's caches, and the shared instances of every game)."""
        forget_shared()
        self._fresh()
        self._legal_version = -1

    def is_legal(self, action: object) -> bool:
        """True when `action` is a well-formed action among its seat's legal actions."""
        if malformed(action) is not None:
            return False
        assert isinstance(action, _Action)
        if not 0 <= action.seat < self.state.n:
            return False
        try:
            return self._listed(action) is not None
        except IllegalActionError:
            return False

    # ----------------------------------------------------------------- applying
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action in place and run the game on; return the events it caused.

        Raises `IllegalActionError` (state untouched) when the action is not legal now, and its
        subclass `MalformedActionError` when it is not a well-formed action of the engine (not an
        action, a field of the wrong type or out of range). The class is read
        with `type()` (an object's `__class__` may lie) and the fields from its own `__dict__`.
        """
        if type(action) not in ACTION_CLASSES:
            raise MalformedActionError(str(malformed(action)), action)
        values = action.__dict__
        seat = values.get("seat") if type(values) is dict else None
        if type(seat) is not int:
            if intact(action) is False:  # an engine instance a caller changed
                self._forget()
            raise MalformedActionError(str(malformed(action)), action)
        st = self.state
        listed: Action | None = None
        if 0 <= seat < st.n:
            # Fast path, the same answer as `_listed`: an unchanged shared instance (`intact`)
            # found by identity among the seat's moves listed at this version.
            built = _BUILT.get(id(action))
            if built is not None and built[0] is action:
                then = built[1]
                if len(values) == len(then) and all(map(is_, values.values(), then)):
                    moves = (
                        self._moves_cache.get(seat)
                        if self._legal_version == st.version
                        else None
                    )
                    for a in moves if moves is not None else self.moves(seat):
                        if a is action:
                            listed = a
                            break
            if listed is None:
                listed = self._listed(action)
        if listed is None:
            if intact(action) is False:
                self._forget()
            problem = malformed(action)
            if problem is not None:
                raise MalformedActionError(problem, action)
            raise IllegalActionError(self.book.explain(self, action), action)
        start = len(st.log)
        st.version += 1
        self.history.append(listed)
        self.marks.append(start)
        self.book.answers[type(listed)](self, listed)
        if st.pending is None:  # most answers leave a decision pending: nothing to run
            self.run()
        return st.log[start:]

    def run(self) -> None:
        """Run procedure steps until a decision is needed or the game is over."""
        st = self.state
        stack = st.stack
        steps = self.book.steps
        while st.pending is None and stack and not st.over:
            frame = stack.pop()
            steps[type(frame)](self, frame)

    # ----------------------------------------------------------------- helpers for rules
    def push(self, *frames: Frame) -> None:
        """Schedule steps to run next, in the order given."""
        self.state.stack.extend(reversed(frames))

    def ask(
        self,
        kind: Decision,
        seats: Sequence[int],
        window: Window | None = None,
        roll: Roll | None = None,
        stars: StarsLeft | None = None,
    ) -> None:
        """Stop and wait for `seats` to decide."""
        self.state.pending = Pending(kind, list(seats), [], window, roll, stars)

    def done_acting(self, seat: int) -> bool:
        """Mark `seat` as done on a simultaneous decision; True when all are done."""
        p = self.state.pending
        assert p is not None and p.kind in SIMULTANEOUS
        p.done.append(seat)
        if len(p.done) >= len(p.seats):
            self.state.pending = None
            return True
        return False

    def script_dice(self, *faces: int) -> None:
        """Make the next die rolls give `faces`, in order (tests, puzzles); then the seed."""
        if any(not 1 <= f <= DIE_FACES for f in faces):
            raise ValueError(f"a die shows 1 to {DIE_FACES}")
        self.dice.extend(faces)

    def next_die(self) -> int:
        """R8: the next die face: a scripted one if any is left, else from the seeded source."""
        if self.dice:
            return self.dice.pop(0)
        return self.rng.randint(1, DIE_FACES)

    def roll(
        self, purpose: str, then: Frame, card: str | None = None, seat: int | None = None
    ) -> None:
        """R8, R34: roll the die for `card` (played by `seat`), open a reaction window, then run
        step `then`, which reads the result in `state.last_roll`."""
        self.push(RollDie(purpose, card, seat), then)

    def describe_pending(self) -> str:
        """A short public sentence: who must act and what."""
        p = self.state.pending
        if self.state.over:
            return "The game is over."
        if p is None:
            return ""
        who = ", ".join(self.name(s) for s in self.to_act())
        return f"{who}: {DESCRIPTIONS.get(p.kind, p.kind)}"

    def supporters_of(self, seat: int) -> list[int]:
        """Spaces of `seat`'s Supporters on the map."""
        return [s for s, o in enumerate(self.state.owner) if o == seat]

    def active_match_arena(self) -> int:
        """The arena of this turn's match, or EMPTY."""
        m = self.state.turn_state.match
        return EMPTY if m is None else m.arena
