"""The README's pictures, made with Textual's own screenshot export.

Run `python docs/make_screenshots.py` from a clone (the package's dependencies installed).

Two seeded games are played by a seeded random chooser through the rules engine; the app is
then opened on them headless (Pilot) and its screen saved as SVG in docs/: the table in the
middle of a game (`table.svg`) and the end screen (`end.svg`). Re-run it after a change of
look: nothing here depends on how the screens are drawn.
"""

from __future__ import annotations

import asyncio
import random
import sys
from collections.abc import Callable
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path.insert(0, str(DOCS.parent))  # a clone runs it without installing the package

from voxpopuli_tui.engine import Game, Ruleset  # noqa: E402
from voxpopuli_tui.engine.actions import FREE_TYPES  # noqa: E402
from voxpopuli_tui.ui.app import create_app  # noqa: E402

#: Terminal size of the pictures (the table uses the room up to 160×50).
SIZE = (150, 45)
SEED = 11


def play(stop: Callable[[Game], bool], players: int = 4, seed: int = SEED) -> Game:
    """A seeded game played until `stop(game)`: windows are passed, the rest is chosen at
    random among the main-line legal actions (no gifts or purchases)."""
    game = Game.new(Ruleset.default(players, seed=seed, coliseum_placement="random"))
    rng = random.Random(seed)
    while not stop(game):
        if game.is_over:
            raise SystemExit("the game ended before the moment to picture")
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        passes = [a for a in legal if a.type == "pass"]
        main_line = [a for a in legal if a.type not in FREE_TYPES]
        game.apply(passes[0] if passes else rng.choice(main_line))
    return game


def at_public_decision(turn: int) -> Callable[[Game], bool]:
    """From `turn` on, the first moment a Gladiator is to be placed (nothing private shown)."""

    def check(game: Game) -> bool:
        pending = game.state.pending
        return game.state.turn >= turn and pending is not None and pending.kind == "gladiator"

    return check


async def save_svg(game: Game, name: str, ready: Callable[[object], bool]) -> Path:
    """Open the app on `game` and save its screen once `ready(app.screen)` holds."""
    app = create_app(game=game, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(200):
            await pilot.pause(0.05)
            if ready(app.screen):
                break
        else:
            raise SystemExit(f"{name}: the screen to picture never came up")
        await pilot.pause(0.3)  # let the last frame settle
        app.save_screenshot(filename=name, path=str(DOCS))
    return DOCS / name


def _is(screen_name: str) -> Callable[[object], bool]:
    return lambda screen: type(screen).__name__ == screen_name


async def main() -> None:
    table = await save_svg(play(at_public_decision(turn=7)), "table.svg", _is("MainScreen"))
    end = await save_svg(play(lambda g: g.is_over), "end.svg", _is("EndScreen"))
    for path in (table, end):
        print(f"wrote {path.relative_to(DOCS.parent)}")


if __name__ == "__main__":
    asyncio.run(main())
