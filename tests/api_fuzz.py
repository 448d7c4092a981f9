"""Fuzzing `Game.apply` (issue 16 item 5): legal, near-legal and malformed attempts, each judged.

Shared by `tests/test_engine_api_fuzz.py` (Hypothesis, a few thousand attempts) and
`benchmarks/bench_fuzz_api.py` (at least 100,000). An attempt is one of:

* a legal action, or an equal copy of it (`model_copy()`): must be applied;
* a legal action with one field replaced by a value of the wrong type (a float, a bool, None, a
  string, a list, an enum of another field, an int subclass…) or out of its declared range
  (negative, huge): must raise `MalformedActionError`;
* a legal action with one field replaced by another well-formed value (a seat, a number in
  range, another enum member, another card): applied exactly when it is among the legal actions,
  else `IllegalActionError`;
* a well-formed action of a random class and fields: the same;
* a non-action (None, text, a number, the action's dict, a look-alike subclass, an extra or a
  missing field): `MalformedActionError`.

A refusal must leave `game.to_json()` and the history byte-identical and say why in one line;
an acceptance must keep every invariant and store the engine's own instance. Anything else
(another exception, a changed state, a wrong verdict) counts as corrupted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Any

from voxpopuli_tui.engine import Game, IllegalActionError, MalformedActionError, Ruleset
from voxpopuli_tui.engine.actions import Pass, action_classes
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.constants import POLITICIANS, Gain, MatchType, Side
from voxpopuli_tui.engine.invariants import check_invariants
from voxpopuli_tui.engine.wellformed import FieldForm, forms

MALFORMED, LEGAL, EITHER = "malformed", "legal", "either"


class Seat(IntEnum):
    """An int subclass: equal to an int, not one."""

    ZERO = 0
    ONE = 1


class LookAlikePass(Pass):
    """A subclass of an engine action: not the engine's own class."""


class Text(str):
    """A str subclass."""


#: Values of the wrong type for any field (the int-like ones compare equal to a seat or value).
WRONG = (
    0.0, 1.0, 2.0, True, False, None, "0", "1", "", "pass", b"0", [0], (0,), {0: 0},
    float("nan"), float("inf"), 1 + 0j, Seat.ZERO, Seat.ONE, object(),
)  # fmt: skip
#: Ints outside every declared range.
OUT_OF_RANGE = (-1, -2, -(2**31), -(2**63), 10**3, 2**31, 2**63, 10**100)


@dataclass
class Tally:
    """What the attempts gave."""

    attempts: int = 0
    refused: int = 0
    accepted: int = 0
    corrupted: int = 0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        self.attempts += other.attempts
        self.refused += other.refused
        self.accepted += other.accepted
        self.corrupted += other.corrupted
        self.failures.extend(other.failures[: max(0, 20 - len(self.failures))])


def _well_formed_value(form: FieldForm, rng: random.Random) -> Any:
    if form.optional and rng.random() < 0.2:
        return None
    if issubclass(form.kind, Enum):
        return rng.choice(list(form.kind))
    if form.kind is int:
        return rng.randint(form.low or 0, form.high if form.high is not None else 999)
    if form.name == "card":
        return rng.choice([*cards_by_id(), "NO_SUCH_CARD"])
    return rng.choice(["for", "against", *POLITICIANS, "nobody"])


def _wrong_value(form: FieldForm, rng: random.Random) -> Any:
    if form.kind is int and rng.random() < 0.4:
        return rng.choice(OUT_OF_RANGE)
    if form.kind is str and rng.random() < 0.3:
        return Text("pass" if form.tag else "PANEM")  # a str subclass
    pool = [v for v in WRONG if not (v is None and form.optional) and type(v) is not form.kind]
    if form.kind is not Side:
        pool.append(Side.BOOS)  # "boos" == Side.BOOS: a StrEnum where a plain str belongs
    if form.kind is str:
        pool += [MatchType.CUP, Gain.MONEY]
    elif issubclass(form.kind, Enum):
        pool.append(str(rng.choice(list(form.kind)).value))  # "boos" == Side.BOOS
    return rng.choice(pool)


def _random_action(rng: random.Random) -> Any:
    cls = rng.choice(action_classes())
    data = {f.name: _well_formed_value(f, rng) for f in forms()[cls] if f.tag is None}
    data["seat"] = rng.randint(0, 5)
    return cls.model_validate(data)


def make_attempt(game: Game, rng: random.Random) -> tuple[object, str]:
    """One attempt on `game` now, with what it must give (`MALFORMED`, `LEGAL`, `EITHER`)."""
    seats = game.to_act()
    seat = rng.choice(seats)
    legal = game.legal_actions(seat)
    base = rng.choice(legal)
    fields = forms()[type(base)]
    roll = rng.random()
    if roll < 0.10:
        return base, LEGAL
    if roll < 0.15:
        return base.model_copy(), LEGAL
    if roll < 0.55:
        form = rng.choice(fields)
        return base.model_copy(update={form.name: _wrong_value(form, rng)}), MALFORMED
    if roll < 0.75:
        form = rng.choice([f for f in fields if f.tag is None])
        return base.model_copy(update={form.name: _well_formed_value(form, rng)}), EITHER
    if roll < 0.85:
        return _random_action(rng), EITHER
    kind = rng.randrange(6)
    if kind == 0:
        return rng.choice([None, str(base), 0, 1.5, b"pass", [], object()]), MALFORMED
    if kind == 1:
        return base.model_dump(), MALFORMED
    if kind == 2:
        return LookAlikePass(seat=seat), MALFORMED
    if kind == 3:
        return base.model_copy(update={"secret": 1}), MALFORMED
    if kind == 4:
        broken = base.model_copy()
        del broken.__dict__[rng.choice(fields).name]
        return broken, MALFORMED
    other = rng.choice([c for c in action_classes() if c is not type(base)])
    return other.model_construct(**base.__dict__), MALFORMED


def judge(game: Game, attempt: object, expect: str, tally: Tally) -> bool:
    """Apply `attempt` and count the verdict; True when the game moved on."""
    tally.attempts += 1
    before = game.to_json()
    history = list(game.history)
    seat = getattr(attempt, "seat", None)
    legal = list(game.legal_actions(seat)) if type(seat) is int and 0 <= seat < game.n else []
    listed = expect != MALFORMED and attempt in legal
    wrong = ""
    try:
        game.apply(attempt)  # type: ignore[arg-type]
    except IllegalActionError as exc:
        tally.refused += 1
        if game.to_json() != before or game.history != history:
            wrong = "refused but the state changed"
        elif expect == LEGAL or listed:
            wrong = "a legal action was refused"
        elif expect == MALFORMED and not isinstance(exc, MalformedActionError):
            wrong = f"refused without MalformedActionError: {exc}"
        elif "\n" in str(exc) or not str(exc):
            wrong = f"the reason is not one line: {str(exc)!r}"
        moved = False
    except Exception as exc:  # any other exception is a bug of the API
        wrong = f"{type(exc).__name__}: {exc}"
        moved = game.to_json() != before
    else:
        tally.accepted += 1
        moved = True
        if expect == MALFORMED or not listed:
            wrong = "accepted what is not legal"
        elif not any(game.history[-1] is a for a in legal):
            wrong = "history holds the caller's object, not the engine's"
        elif problems := check_invariants(game):
            wrong = f"invariants broken: {problems[0]}"
    if wrong:
        tally.corrupted += 1
        if len(tally.failures) < 20:
            tally.failures.append(f"{wrong} ({type(attempt).__name__}: {attempt!r:.120})")
    return moved


def fuzz_game(players: int, seed: int, rng: random.Random, attempts: int, skip: int = 0) -> Tally:
    """`attempts` attempts on one seeded game, after `skip` random legal actions; the game moves
    on by the accepted ones (and a legal action when too many in a row were refused)."""
    game = Game.new(Ruleset.default(players, seed=seed))
    for _ in range(skip):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions(game.to_act()[0])))
    tally = Tally()
    stuck = 0
    while tally.attempts < attempts and not game.is_over:
        attempt, expect = make_attempt(game, rng)
        if judge(game, attempt, expect, tally):
            stuck = 0
        elif (stuck := stuck + 1) >= 4:
            game.apply(rng.choice(game.moves(game.to_act()[0])))
            stuck = 0
    return tally
