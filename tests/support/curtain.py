"""Games brought to a hand-off, keys sent the way a terminal sends them, screens watched."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from textual import events
from textual.pilot import Pilot
from textual.screen import Screen

from tests.support.dump import screen_owner
from tests.support.games import Chooser, first_seed_until, pending_kind, seeded_main_line
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.ui.app import VoxPopuliApp, create_app
from voxpopuli_tui.ui.hotseat import handoff

SIZE = (120, 40)


def game_at(kind: str, players: int = 3, seed: int = 5) -> Game:
    """A seeded game played by the engine until a decision of `kind` is pending (the first
    seed from `seed` on whose game reaches one); matches announced when possible, so votes and
    Stars come soon."""

    def start(tried: int) -> tuple[Game, Chooser]:
        game = Game.new(Ruleset.default(
            players, seed=tried, coliseum_placement="random", first_player=0))
        return game, seeded_main_line(random.Random(tried), matches_first=True)

    return first_seed_until(range(seed, seed + 50), start, pending_kind(kind),
                            limit=100_000, missed=f"no {kind} decision came")


class Watch:
    """Every screen pushed, in order (type name, owner seat)."""

    def __init__(self, app: VoxPopuliApp) -> None:
        self.pushed: list[tuple[str, int | None]] = []
        push = app.push_screen

        def watched(screen: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(screen, Screen):
                self.pushed.append((type(screen).__name__, screen_owner(screen)))
            return push(screen, *args, **kwargs)

        app.push_screen = watched  # type: ignore[method-assign]

    def private_owners(self) -> set[int]:
        return {o for _, o in self.pushed if o is not None}

    def count(self, name: str) -> int:
        return sum(n == name for n, _ in self.pushed)


async def send_keys(app: VoxPopuliApp, keys: list[str], gap: float) -> None:
    """Keys as a terminal sends them: straight to the app, `gap` seconds apart (0: a burst)."""
    for key in keys:
        char = "\r" if key == "enter" else (key if len(key) == 1 else None)
        app.post_message(events.Key(key, char))
        await asyncio.sleep(gap)


async def settle(pilot: Pilot[None]) -> None:
    """Wait past the guard time and until the app is idle."""
    await pilot.pause()
    await asyncio.sleep(handoff.GUARD_SECONDS + 0.15)
    await pilot.pause()


def start(game: Game) -> VoxPopuliApp:
    return create_app(game=game)
