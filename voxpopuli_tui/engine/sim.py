"""Headless games between computer levels: speed, invariants, strength (`voxpopuli sim`)."""

from __future__ import annotations

import gc
import math
import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from .actions import Action, AnnounceMatch, PlayCard
from .assets import load_cards
from .bots import Bot, Level, RandomBot, forced, make_bot
from .constants import POLITICIANS, MatchType
from .game import Game
from .invariants import check_invariants
from .ruleset import Ruleset
from .scoring import compute_outcome
from .views import view_for

#: Hard cap on actions in one game; reaching it counts as an invariant violation.
ACTION_CAP = 200_000


@dataclass
class SimReport:
    """What `voxpopuli sim` prints."""

    games: int
    players: int
    seed: int
    cards: bool
    seconds: float = 0.0
    actions: int = 0
    violations: list[str] = field(default_factory=list)
    emperors: Counter[str] = field(default_factory=Counter)
    wins: Counter[int] = field(default_factory=Counter)
    card_plays: Counter[str] = field(default_factory=Counter)
    levels: dict[str, LevelStats] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        """The `--json` object."""
        secs = max(self.seconds, 1e-9)
        return {
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "cards": self.cards,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games / secs, 1),
            "actions_per_second": round(self.actions / secs),
            "actions": self.actions,
            "mean_actions_per_game": round(self.actions / max(self.games, 1), 1),
            "invariant_violations": len(self.violations),
            "violation_examples": self.violations[:10],
            "emperors": {p: self.emperors.get(p, 0) for p in POLITICIANS},
            "wins_by_seat": {str(s + 1): self.wins.get(s, 0) for s in range(self.players)},
            "card_plays": (
                {c.id: self.card_plays.get(c.id, 0) for c in load_cards()} if self.cards else {}
            ),
            "bots": {name: stats.as_dict() for name, stats in self.levels.items()},
        }


@dataclass
class LevelStats:
    """One level's results over every seat it played (`"bots"` in the JSON)."""

    seats: int = 0
    wins: float = 0.0  # a joint win of k players counts 1/k to each
    scores: list[int] = field(default_factory=list)
    decisions: list[float] = field(default_factory=list)  # seconds, decisions with a choice

    def as_dict(self) -> dict[str, Any]:
        """The JSON object of one level."""
        times = sorted(self.decisions)
        return {
            "seats": self.seats,
            "wins": round(self.wins, 3),
            "win_rate": round(self.wins / self.seats, 4) if self.seats else 0.0,
            "mean_score": round(statistics.fmean(self.scores), 3) if self.scores else 0.0,
            "decision_seconds": {
                "p50": round(_quantile(times, 0.5), 5),
                "p95": round(_quantile(times, 0.95), 5),
                "max": round(times[-1], 5) if times else 0.0,
            },
        }

    def win_interval(self) -> tuple[float, float]:
        """Wilson 95 % interval of the win rate."""
        return wilson(self.wins, self.seats)

    def score_interval(self) -> tuple[float, float]:
        """Normal-approximation 95 % interval of the mean score."""
        if len(self.scores) < 2:
            m = float(self.scores[0]) if self.scores else 0.0
            return m, m
        m = statistics.fmean(self.scores)
        half = 1.96 * statistics.stdev(self.scores) / math.sqrt(len(self.scores))
        return max(0.0, m - half), m + half  # scores are never negative


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (fractional successes allowed)."""
    if trials <= 0:
        return 0.0, 0.0
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def _quantile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    i = min(len(sorted_values) - 1, max(0, math.ceil(q * len(sorted_values)) - 1))
    return sorted_values[i]


def play_random_game(
    ruleset: Ruleset,
    bot_seed: int,
    on_action: Callable[[Game], None] | None = None,
) -> tuple[Game, int]:
    """Play one game with a `RandomBot` per seat; return the game and its action count."""
    levels = [Level.RANDOM] * ruleset.seats
    return play_game(ruleset, levels, bot_seed, on_action=on_action)


def play_game(
    ruleset: Ruleset,
    levels: Sequence[Level],
    bot_seed: int,
    think: float | None = None,
    on_action: Callable[[Game], None] | None = None,
    on_decision: Callable[[int, float], None] | None = None,
    on_turn: Callable[[Game], None] | None = None,
) -> tuple[Game, int]:
    """Play one game with a bot of `levels[s]` at seat s; return the game and its action count.

    `on_action(game)` hears every action, `on_turn(game)` the actions that moved the turn
    number on; `on_decision(seat, seconds)` the time of every decision that had a real choice.
    """
    game = Game.new(ruleset)
    bots: list[Bot] = [
        make_bot(level, bot_seed * 7919 + s, think) for s, level in enumerate(levels)
    ]
    # Built once per game, not once per action: this loop is the simulator's hot path.
    randoms = [bot if isinstance(bot, RandomBot) else None for bot in bots]
    extras = [partial(game.extras, s) for s in range(len(bots))]
    clock = time.perf_counter
    state = game.state
    moves = game.moves
    apply = game.apply
    count = 0
    turn = state.turn
    while not state.over:
        seat = game.first_to_act()
        rbot = randoms[seat]
        if rbot is not None:
            # Random play needs no view, and the open-moment extras only when it may use them.
            main = moves(seat)
            if on_decision is not None and len(main) > 1:  # a real choice (see `forced`)
                start = clock()
                action = rbot.pick_split(main, extras[seat])
                on_decision(seat, clock() - start)
            else:
                action = rbot.pick_split(main, extras[seat])
        else:
            bot = bots[seat]
            legal = game.legal_actions(seat)
            action = forced(legal) or _timed(bot, game, seat, legal, on_decision)
        apply(action)
        count += 1
        if on_action is not None:
            on_action(game)
        if state.turn != turn:
            turn = state.turn
            if on_turn is not None:
                on_turn(game)
        if count >= ACTION_CAP:
            break
    return game, count


def _timed(
    bot: Bot,
    game: Game,
    seat: int,
    legal: Sequence[Action],
    on_decision: Callable[[int, float], None] | None,
) -> Action:
    start = time.perf_counter()
    action = bot.choose(view_for(game, seat), legal)
    if on_decision is not None:
        on_decision(seat, time.perf_counter() - start)
    return action


def seatings(levels: Sequence[Level], rotate: bool) -> list[list[Level]]:
    """The seat orders to play each seed with: the list itself, or every rotation of it."""
    base = list(levels)
    if not rotate:
        return [base]
    return [base[r:] + base[:r] for r in range(len(base))]


def simulate(
    games: int,
    players: int,
    seed: int,
    cards: bool = True,
    check: bool = True,
    on_game: Callable[[int, Game], None] | None = None,
    bots: Sequence[Level] | None = None,
    rotate: bool = False,
    think: float | None = None,
) -> SimReport:
    """Play `games` seeds (`seed`, `seed`+1, …), each once per seating, and gather the report.

    `bots` gives each seat's level (default: all Random); `rotate` plays every seed once per
    rotation of that list, so each level sits at each seat.
    """
    levels = list(bots) if bots is not None else [Level.RANDOM] * players
    orders = seatings(levels, rotate)
    report = SimReport(games * len(orders), players, seed, cards)
    for level in levels:
        report.levels.setdefault(level.value, LevelStats())
    with rare_collections():
        _play_all(report, games, players, seed, cards, check, on_game, orders, think)
    return report


#: While the simulator runs, the collector's youngest pass waits for this many new container
#: objects (Python's default is 700: a pass every few dozen actions)...
YOUNG_COLLECTION_AFTER = 20_000
#: ...and its full pass waits this many younger passes (Python's default is 10).
FULL_COLLECTION_EVERY = 100


@contextmanager
def rare_collections() -> Iterator[None]:
    """Make the cyclic collector's passes rarer while games are played, then restore it.

    Every game keeps its log alive to its end, so thousands of objects a game reach the oldest
    generation, and Python then walks every live object (the shared actions, the caches) again
    every few dozen games: about a tenth of a headless run, and it freed nothing (a finished
    game holds no reference cycle: reference counting frees it). What lived before the run
    (modules, tables) is frozen out of every pass (`gc.freeze`) until the run ends, unless the
    caller froze objects of its own; the young
    passes come after 20,000 new objects instead of 700, which bounds the garbage a pass may
    find at a few megabytes; a full pass still comes, 10 times less often. With the full pass
    alone made rarer the collector still did about 6 % of a run's instructions; with all
    three, about 1 % (`benchmarks/bench_instructions.py`)."""
    old = gc.get_threshold()
    freeze = gc.get_freeze_count() == 0  # a caller's own frozen objects stay its business
    if freeze:
        gc.freeze()
    gc.set_threshold(
        max(old[0], YOUNG_COLLECTION_AFTER), old[1], max(old[2], FULL_COLLECTION_EVERY)
    )
    try:
        yield
    finally:
        gc.set_threshold(*old)
        if freeze:
            gc.unfreeze()


def _play_all(
    report: SimReport,
    games: int,
    players: int,
    seed: int,
    cards: bool,
    check: bool,
    on_game: Callable[[int, Game], None] | None,
    orders: list[list[Level]],
    think: float | None,
) -> None:
    start = time.perf_counter()
    for index in range(games * len(orders)):
        i, order = divmod(index, len(orders))
        seating = orders[order]
        ruleset = Ruleset.default(players, seed=seed + i, use_cards=cards)
        problems: list[str] = []

        def per_turn(game: Game, problems: list[str] = problems) -> None:
            # Check at every turn boundary: thorough, but off the per-action hot path.
            problems.extend(check_invariants(game))

        timings = [report.levels[level.value].decisions for level in seating]

        def per_decision(
            seat: int, seconds: float, timings: list[list[float]] = timings
        ) -> None:
            timings[seat].append(seconds)

        game, count = play_game(
            ruleset,
            seating,
            seed + i,
            think,
            on_decision=per_decision,
            on_turn=per_turn if check else None,
        )
        report.actions += count
        if not game.is_over:
            problems.append(f"game {seed + i} did not end within {ACTION_CAP} actions")
        if check:
            problems.extend(check_invariants(game))
        report.violations.extend(f"game seed {seed + i}: {p}" for p in problems)
        out = compute_outcome(game.state)
        report.emperors[out.emperor_name] += 1
        for w in out.winners:
            report.wins[w] += 1
        for s, level in enumerate(seating):
            stats = report.levels[level.value]
            stats.seats += 1
            stats.scores.append(out.scores[s])
            if s in out.winners:
                stats.wins += 1 / len(out.winners)
        for a in game.history:
            if isinstance(a, PlayCard):
                report.card_plays[a.card] += 1
            elif isinstance(a, AnnounceMatch) and a.kind is MatchType.STAR:
                report.card_plays["DREAM_TEAM"] += 1
        if on_game is not None:
            on_game(index, game)
    report.seconds = time.perf_counter() - start
