"""Games for the solo-table tests: seeded engine play to a chosen moment (no UI)."""

from __future__ import annotations

import random
from collections.abc import Callable

from textual.pilot import Pilot

from voxpopuli_tui.engine import Game, Pass, Ruleset
from voxpopuli_tui.engine.actions import FREE_TYPES, PlayCard
from voxpopuli_tui.engine.kinds import Decision

SIZE = (120, 40)


def single_plays(game: Game, seat: int) -> list[PlayCard]:
    """`seat`'s card plays that need no target (one play for the card)."""
    plays = [a for a in game.legal_actions(seat) if isinstance(a, PlayCard)]
    return [a for a in plays if sum(p.card == a.card for p in plays) == 1]


def window_for(seat: int = 0, players: int = 3, seed: int = 1) -> Game:
    """A seeded game at a card window where only `seat` is left to act and can play a card
    without targets (the other seats passed first)."""
    for tried in range(seed, seed + 60):
        game = Game.new(Ruleset.default(players, seed=tried, coliseum_placement="random",
                                        first_player=0))
        rng = random.Random(tried)
        for _ in range(3000):
            if game.is_over:
                break
            if game.pending_kind == Decision.WINDOW:
                others = [s for s in game.to_act() if s != seat]
                if not others and single_plays(game, seat) and game.turn >= 2:
                    return game
                game.apply(Pass(seat=(others or [seat])[0]))
                continue
            actor = game.to_act()[0]
            legal = [a for a in game.legal_actions(actor)
                     if a.type not in FREE_TYPES and a.type != "play"]
            game.apply(rng.choice(legal))
    raise AssertionError("no such window")


async def wait_until(pilot: Pilot[None], done: Callable[[], bool], what: str,
                     limit: int = 3000) -> None:
    for _ in range(limit):
        if done():
            return
        await pilot.pause(0.01)
    raise AssertionError(f"never: {what}")
