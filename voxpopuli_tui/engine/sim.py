"""Headless simulation of random games: speed, invariants and statistics (`voxpopuli sim`)."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from .actions import AnnounceMatch, PlayCard
from .assets import load_cards
from .bots import RandomBot
from .constants import POLITICIANS, MatchType
from .game import Game
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
        }


def play_random_game(
    ruleset: Ruleset,
    bot_seed: int,
    on_action: Callable[[Game], None] | None = None,
) -> tuple[Game, int]:
    """Play one game with a `RandomBot` per seat; return the game and its action count."""
    game = Game.new(ruleset)
    bots = [RandomBot(bot_seed * 7919 + s) for s in range(ruleset.seats)]
    count = 0
    while not game.is_over:
        seat = game.to_act()[0]
        action = bots[seat].choose(partial(view_for, game, seat), game.legal_actions(seat))
        game.apply(action)
        count += 1
        if on_action is not None:
            on_action(game)
        if count >= ACTION_CAP:
            break
    return game, count


def simulate(
    games: int,
    players: int,
    seed: int,
    cards: bool = True,
    check: bool = True,
    on_game: Callable[[int, Game], None] | None = None,
) -> SimReport:
    """Play `games` random games (seeds `seed`, `seed`+1, …) and gather the report."""
    report = SimReport(games, players, seed, cards)
    start = time.perf_counter()
    for i in range(games):
        ruleset = Ruleset.default(players, seed=seed + i, use_cards=cards)
        turn_seen = [0]
        problems: list[str] = []

        def per_action(
            game: Game, problems: list[str] = problems, turn_seen: list[int] = turn_seen
        ) -> None:
            # Check at every turn boundary: thorough, but off the per-action hot path.
            from .invariants import check_invariants

            if game.state.turn != turn_seen[0]:
                turn_seen[0] = game.state.turn
                problems.extend(check_invariants(game))

        game, count = play_random_game(ruleset, seed + i, per_action if check else None)
        report.actions += count
        if not game.is_over:
            problems.append(f"game {seed + i} did not end within {ACTION_CAP} actions")
        if check:
            from .invariants import check_invariants

            problems.extend(check_invariants(game))
        report.violations.extend(f"game seed {seed + i}: {p}" for p in problems)
        out = compute_outcome(game.state)
        report.emperors[out.emperor_name] += 1
        for w in out.winners:
            report.wins[w] += 1
        for a in game.history:
            if isinstance(a, PlayCard):
                report.card_plays[a.card] += 1
            elif isinstance(a, AnnounceMatch) and a.kind is MatchType.STAR:
                report.card_plays["DREAM_TEAM"] += 1
        if on_game is not None:
            on_game(i, game)
    report.seconds = time.perf_counter() - start
    return report
