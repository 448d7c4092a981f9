"""The `Game`: one source of legality, in-place application, and the procedure loop."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from .actions import FREE_TYPES, Action
from .assets import title
from .constants import POLITICIANS
from .errors import IllegalActionError
from .prompts import DESCRIPTIONS, SECRET, SIMULTANEOUS
from .registry import ANSWERS, OPS, PROMPTS
from .ruleset import Ruleset
from .state import EMPTY, Event, Frame, GameState, Pending

if TYPE_CHECKING:
    from .scoring import Outcome


class Game:
    """A game in progress: the ruleset, the state, the seeded random source and the history."""

    def __init__(self, ruleset: Ruleset, state: GameState, rng: random.Random) -> None:
        self.ruleset = ruleset
        self.state = state
        self.rng = rng
        self.history: list[Action] = []
        #: per action of `history`: index in `state.log` of its first event (undo barriers).
        self.marks: list[int] = []
        self.names = [p.name for p in ruleset.players]
        self._legal_cache: dict[int, list[Action]] = {}
        self._legal_version = -1

    # ----------------------------------------------------------------- construction
    @classmethod
    def new(cls, ruleset: Ruleset) -> Game:
        """Set up a game from its ruleset and seed (R10, R11)."""
        from .setup import initial_state

        rng = random.Random(ruleset.seed)
        game = cls(ruleset, initial_state(ruleset, rng), rng)
        game.run()
        return game

    @classmethod
    def replay(cls, ruleset: Ruleset, actions: Iterable[Action]) -> Game:
        """Rebuild a game from its ruleset and action log."""
        game = cls.new(ruleset)
        for action in actions:
            game.apply(action)
        return game

    def to_json(self) -> str:
        """The ruleset and full state as JSON (history is kept by the save file)."""
        self.state.rng_state = _rng_to_list(self.rng)
        return (
            '{"ruleset":'
            + self.ruleset.model_dump_json()
            + ',"state":'
            + self.state.to_json()
            + "}"
        )

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Inverse of `to_json`."""
        import json

        data = json.loads(text)
        ruleset = Ruleset.model_validate(data["ruleset"])
        state = GameState.from_json(json.dumps(data["state"]))
        rng = random.Random()
        rng.setstate(_list_to_rng(state.rng_state))
        return cls(ruleset, state, rng)

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

    def outcome(self) -> Outcome | None:
        """R29: the result once the game is over, else None."""
        if not self.state.over:
            return None
        from .scoring import compute_outcome

        return compute_outcome(self.state)

    def to_act(self) -> list[int]:
        """Seats that must or may act now on the pending decision."""
        p = self.state.pending
        if p is None or self.state.over:
            return []
        if not p.done:
            return list(p.seats)
        return [s for s in p.seats if s not in p.done]

    def order_from(self, seat: int) -> list[int]:
        """All seats in turn order (R1) starting with `seat`."""
        n = self.state.n
        return [(seat + i) % n for i in range(n)]

    def previous(self, seat: int) -> int:
        """R1: the player on `seat`'s left is the previous seat in turn order."""
        return (seat - 1) % self.state.n

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action `seat` may take now; the only source of legality."""
        st = self.state
        if self._legal_version != st.version:
            self._legal_cache = {}
            self._legal_version = st.version
        cached = self._legal_cache.get(seat)
        if cached is not None:
            return cached
        result: list[Action] = []
        p = st.pending
        if p is not None and not st.over:
            if seat in p.seats and seat not in p.done:
                result = PROMPTS[p.kind](self, seat)
            if p.kind not in SECRET:
                from .free import open_moment_actions

                result = result + open_moment_actions(self, seat)
            elif p.kind == "stars" and seat in p.seats:
                from .free import decoy_purchases

                result = result + decoy_purchases(self, seat)
        self._legal_cache[seat] = result
        return result

    def _is_listed(self, action: Action) -> bool:
        legal = self.legal_actions(action.seat)
        # Enumerated actions are shared instances: identity is the fast path, equality the rest.
        for a in legal:
            if a is action:
                return True
        return action in legal

    def is_legal(self, action: Action) -> bool:
        """True when `action` is among its seat's legal actions."""
        return action in self.legal_actions(action.seat)

    # ----------------------------------------------------------------- applying
    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action in place and run the game on; return the events it caused.

        Raises `IllegalActionError` (state untouched) when the action is not legal now.
        """
        if not 0 <= action.seat < self.state.n or not self._is_listed(action):
            from .explain import why_illegal

            raise IllegalActionError(why_illegal(self, action), action)
        st = self.state
        start = len(st.log)
        st.version += 1
        self.history.append(action)
        self.marks.append(start)
        if action.type in FREE_TYPES:
            from .free import apply_free

            apply_free(self, action)
        else:
            ANSWERS[action.type](self, action)
        self.run()
        return st.log[start:]

    def run(self) -> None:
        """Run procedure steps until a decision is needed or the game is over."""
        st = self.state
        stack = st.stack
        while st.pending is None and stack and not st.over:
            frame = stack.pop()
            OPS[frame.op](self, frame.args)

    # ----------------------------------------------------------------- helpers for rules
    def push(self, *frames: tuple[str, dict[str, Any]] | str) -> None:
        """Schedule steps to run next, in the order given."""
        stack = self.state.stack
        for f in reversed(frames):
            if isinstance(f, str):
                stack.append(Frame(f, {}))
            else:
                stack.append(Frame(f[0], f[1]))

    def ask(self, kind: str, seats: Sequence[int], window: str | None = None, **data: Any) -> None:
        """Stop and wait for `seats` to decide."""
        self.state.pending = Pending(kind, list(seats), [], window, dict(data))

    def done_acting(self, seat: int) -> bool:
        """Mark `seat` as done on a simultaneous decision; True when all are done."""
        p = self.state.pending
        assert p is not None and p.kind in SIMULTANEOUS
        p.done.append(seat)
        if len(p.done) >= len(p.seats):
            self.state.pending = None
            return True
        return False

    def log(self, text: str, kind: str = "info", seats: Sequence[int] | None = None) -> None:
        """Add an event; `seats` makes it private to those seats (R27)."""
        st = self.state
        st.log.append(
            Event(len(st.log), st.turn, kind, text, None if seats is None else list(seats))
        )

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self.names[seat]

    def draw(self, seat: int, count: int = 1) -> int:
        """R6: draw cards while the deck lasts; the card is private to the drawer."""
        st = self.state
        if not self.cards_on and not st.deck:
            return 0  # R32: a game without event cards has no deck to draw from
        drawn = 0
        for _ in range(count):
            if not st.deck:
                break
            card = st.deck.pop()
            st.players[seat].hand.append(card)
            drawn += 1
            self.log(f"{self.name(seat)} drew a card.", "draw")
            name = title(card)  # "C.O.J.C." already ends its sentence
            self.log(f"You drew {name}{'' if name.endswith('.') else '.'}", "draw-private", [seat])
        if drawn < count:
            self.log("The deck is empty: no card is drawn.", "draw")
        return drawn

    def pay(self, seat: int, amount: int) -> int:
        """Pay up to `amount` to the bank; return what was paid."""
        pl = self.state.players[seat]
        paid = min(pl.money, amount)
        pl.money -= paid
        return paid

    def earn(self, seat: int, amount: int) -> None:
        """Receive sesterces from the bank (R7: unlimited)."""
        self.state.players[seat].money += amount

    def change_popularity(self, politician: int, delta: int, why: str) -> None:
        """R25: never below 0; the dead neither gain nor lose; reaching the target ends the game."""
        st = self.state
        if st.dead[politician] or delta == 0:
            return
        before = st.popularity[politician]
        after = max(0, before + delta)
        st.popularity[politician] = after
        if after != before:
            verb = "gains" if after > before else "loses"
            self.log(
                f"{POLITICIANS[politician]} {verb} {abs(after - before)} popularity ({why}): "
                f"now {after}.",
                "popularity",
            )
        if after >= self.ruleset.popularity_target and not st.last_turn:
            st.last_turn = True
            self.log(
                f"{POLITICIANS[politician]} reached {self.ruleset.popularity_target}: "
                "this is the last turn.",
                "last-turn",
            )

    def assassinate(self, politician: int, why: str) -> bool:
        """R9: place an Assassination marker if one is left."""
        st = self.state
        if st.dead[politician]:
            return False
        if st.assassinations_left <= 0:
            self.log(f"No Assassination marker is left: {POLITICIANS[politician]} survives.")
            return False
        st.assassinations_left -= 1
        st.dead[politician] = True
        if st.lover == politician:
            pass  # the marker stays on him; SEX SCANDAL and KEPT WOMAN need a living lover
        self.log(f"{POLITICIANS[politician]} is assassinated ({why}).", "assassination")
        return True

    def roll(self, purpose: str, then: str, **args: Any) -> None:
        """R8, R34: roll the die, open a reaction window, then run step `then` with the result."""
        self.push(("roll", {"purpose": purpose}), (then, dict(args)))

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


def _rng_to_list(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _list_to_rng(data: list[Any]) -> tuple[Any, ...]:
    return (data[0], tuple(data[1]), data[2])


# Every rules module registers its steps and handlers on import; a Game needs all of them.
from . import cards, match, setup, stars, turn, votes, windows  # noqa: E402, F401
