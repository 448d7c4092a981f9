"""Fuzzing `Game.apply`: legal, near-legal and malformed attempts, each judged.

Shared by `tests/engine/test_engine_api_fuzz.py` (Hypothesis, a few thousand attempts) and
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

`probe` tries the other entry points on the same game, each judged the same way: an odd seat
(a bool, a float, a Decimal, an int subclass, a list, a 5,000-digit number) for `legal_actions`,
`moves`, `extras` and `view_for` (`SeatError`), objects faking their `__class__` for `apply`
(`MalformedActionError`), an engine instance changed with `object.__setattr__` after it was
listed (refused, or applied by value as the engine's own fresh instance), odd texts for
`parse_action` (`ActionParseError`) and wrong-typed descriptions for `position`
(`PositionError`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum, IntEnum
from fractions import Fraction
from typing import Any

from voxpopuli_tui.engine import (
    Game,
    IllegalActionError,
    MalformedActionError,
    Ruleset,
    parse_action,
    view_for,
)
from voxpopuli_tui.engine.actions import Pass, action_classes, intact
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.constants import POLITICIANS, Gain, MatchType, Side
from voxpopuli_tui.engine.errors import ActionParseError, SeatError
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


def fuzz_game(
    players: int, seed: int, rng: random.Random, attempts: int, skip: int = 0,
    probes: float = 0.1,
) -> Tally:
    """`attempts` attempts on one seeded game, after `skip` random legal actions; the game moves
    on by the accepted ones (and a legal action when too many in a row were refused). A share
    `probes` of the attempts are `probe`s of the other entry points."""
    game = Game.new(Ruleset.default(players, seed=seed))
    for _ in range(skip):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions(game.to_act()[0])))
    tally = Tally()
    stuck = 0
    while tally.attempts < attempts and not game.is_over:
        if rng.random() < probes:
            probe(game, rng, tally)
            continue
        attempt, expect = make_attempt(game, rng)
        if judge(game, attempt, expect, tally):
            stuck = 0
        elif (stuck := stuck + 1) >= 4:
            game.apply(rng.choice(game.moves(game.to_act()[0])))
            stuck = 0
    return tally


# ----------------------------------------------------------------- the other entry points
#: Seats that are not a plain int at the table.
ODD_SEATS: tuple[Any, ...] = (
    True, False, 0.0, 1.0, Decimal(0), Fraction(1), 0j, Seat.ZERO, [0], (0,), "0", b"0", None,
    -1, 6, 10**5000, float("nan"), object(),
)


class _Unhashable:
    __hash__ = None  # type: ignore[assignment]


def _fake_class(kind: int) -> object:
    """An object lying about its class: unhashable, raising, slotted (no `__dict__`), a
    `__dict__` that is not a dict, a `__dict__` property that raises."""

    def lie(self: object) -> Any:
        if kind == 1:
            raise RuntimeError("no class")
        return _Unhashable() if kind == 0 else Pass

    def no_dict(self: object) -> Any:
        raise RuntimeError("no dict")

    body: dict[str, Any] = {"__class__": property(lie)}
    if kind == 2:
        body["__slots__"] = ()
    elif kind == 3:
        body["__dict__"] = 5
    elif kind == 4:
        body["__dict__"] = property(no_dict)
    return type("Fake", (), body)()


#: Texts `parse_action` must refuse with its typed error (or read).
ODD_TEXTS = (
    "² pass", "٣ pass", "1" * 5000 + " pass", "0 supporter ² B1", "0 supporter 1 B²",
    "0 supporter 1_0 B1", "0 supporter +1 B1", "0 give-money 1 " + "9" * 5000, "", " ", "0",
    "0 pass extra=1", "0 play", "0 play PANEM x=", "\x00 pass", "0 vote", "-1 pass",
)


def _position_shapes(rng: random.Random) -> dict[str, Any]:
    """A description for `position` of a wrong shape."""
    from voxpopuli_tui.engine.position import PoliticianKey  # noqa: F401 (the API's keys)

    bad: list[Any] = [None, 2.0, [5], {0: 1}, "B1", 5, (0,), (0, 1, 2), object(), b"x", True]
    return rng.choice([
        {"popularity": {rng.choice([None, 2.0, (0,), b"x"]): 3}},
        {"hands": {0: [rng.choice(bad)]}},
        {"hands": rng.choice(bad)},
        {"supporters": {"B1": rng.choice(bad)}},
        {"supporters": {rng.choice([None, 2.0, 5]): (0, 1)}},
        {"coliseums": {"Pompey": rng.choice(bad)}},
        {"dead": [rng.choice(bad)]},
        {"dead": rng.choice([5, None])},
        {"gladiators": {"Pompey": [rng.choice(bad)]}},
        {"stars": {"Pompey": rng.choice(bad)}},
        {"money": {0: rng.choice(bad)}},
        {"at": rng.choice(bad)},
        {"players": rng.choice(bad)},
        {"active": rng.choice(bad)},
        {"on_table": [rng.choice(bad)]},
    ])


def _count(tally: Tally, wrong: str, what: object) -> None:
    tally.attempts += 1
    if wrong:
        tally.corrupted += 1
        if len(tally.failures) < 20:
            tally.failures.append(f"{wrong} ({type(what).__name__}: {str(what)[:100]!r})")
    else:
        tally.refused += 1


def _typed(call: Any, expected: type[Exception]) -> str:
    """'' when `call()` raises `expected` with one line; else what went wrong."""
    try:
        call()
    except expected as exc:
        text = str(exc)
        return "" if text and "\n" not in text and len(text) < 400 else f"message {text[:80]!r}"
    except Exception as exc:
        return f"{type(exc).__name__}: {str(exc)[:100]}"
    return f"no {expected.__name__}"


def probe(game: Game, rng: random.Random, tally: Tally) -> None:
    """One try at another entry point of `game` (or of the engine), judged."""
    before = game.to_json()
    kind = rng.randrange(6)
    what: object
    if kind == 0:
        what = rng.choice(ODD_SEATS)
        entries = [game.legal_actions, game.moves, game.extras]
        if what is not None:  # view_for(game, None) is the public view
            entries.append(lambda s: view_for(game, s))
        entry = rng.choice(entries)
        wrong = _typed(lambda: entry(what), SeatError)
    elif kind == 1:
        what = _fake_class(rng.randrange(5))
        wrong = _typed(lambda: game.apply(what), MalformedActionError)  # type: ignore[arg-type]
        if not wrong and game.is_legal(what):
            wrong = "is_legal took a fake"
    elif kind == 2:
        what = rng.choice(ODD_TEXTS)
        try:
            parse_action(what)  # type: ignore[arg-type]
            wrong = ""
        except ActionParseError as exc:
            wrong = "" if "\n" not in str(exc) else "message not one line"
        except Exception as exc:
            wrong = f"{type(exc).__name__}: {str(exc)[:100]}"
    elif kind == 3:
        from voxpopuli_tui.engine.position import PositionError, position

        what = _position_shapes(rng)
        wrong = _typed(lambda: position(**what), PositionError)  # type: ignore[arg-type]
    else:
        what, wrong = _tamper(game, rng)
        if wrong or what is None:
            _count(tally, wrong, what)
            return
        return _count(tally, "", what)
    if not wrong and game.to_json() != before:
        wrong = "the game changed"
    _count(tally, wrong, what)


def _tamper(game: Game, rng: random.Random) -> tuple[object, str]:
    """Change an engine instance the game listed (not one its history holds) and apply it:
    refused with the state unchanged, or applied by value as the engine's own instance."""
    seat = game.to_act()[0]
    listed = [a for a in game.legal_actions(seat) if not any(a is h for h in game.history)]
    if not listed:
        return None, ""
    action = rng.choice(listed)
    form = rng.choice([f for f in forms()[type(action)] if f.tag is None])
    value = (rng.choice([_well_formed_value(form, rng), _wrong_value(form, rng)])
             if form.name != "seat" else rng.choice([*range(6), 0.0, True, Seat.ONE]))
    old = action.__dict__[form.name]
    if value is old or (type(value) is type(old) and value == old):
        return None, ""  # not a change
    object.__setattr__(action, form.name, value)
    before, history = game.to_json(), list(game.history)
    try:
        game.apply(action)
    except IllegalActionError as exc:
        if game.to_json() != before or game.history != history:
            return action, "refused a changed action but the state changed"
        return action, "" if "\n" not in str(exc) else "message not one line"
    except Exception as exc:
        return action, f"{type(exc).__name__} on a changed action: {str(exc)[:100]}"
    applied = game.history[-1]
    if applied is action or applied != action or not intact(applied):
        return action, "a changed action was applied as it is"
    if problems := check_invariants(game):
        return action, f"invariants broken: {problems[0]}"
    return action, ""
