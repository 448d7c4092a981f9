"""Regenerate the SVG screenshots in docs/ (Textual's own export, through Pilot).

Usage: python docs/make_screenshots.py [--out DIR]

Seeded games, so the pictures change only when the look does: the table with six players at
100x30, 160x50 and 213x60 (the default, colour-blind-safe theme), the table in the
high-contrast theme, a secret vote behind its curtain and the reveal of that vote, and the end
of a finished game with its charts at 100x30 and 160x50.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from voxpopuli_tui.engine import Game, Ruleset  # noqa: E402
from voxpopuli_tui.engine.actions import Pass  # noqa: E402
from voxpopuli_tui.ui.app import create_app  # noqa: E402

Setup = Callable[[object], Awaitable[None]]


def _play(game: Game, stop: Callable[[Game], bool], seed: int, random_moves: bool) -> Game:
    """Advance `game` until `stop`: the first legal action, or seeded random ones."""
    rng = random.Random(seed)
    for _ in range(100000):
        if stop(game):
            return game
        seat = game.to_act()[0]
        legal = list(game.moves(seat))
        passes = [a for a in legal if isinstance(a, Pass)]
        game.apply(rng.choice(legal) if random_moves else (passes or legal)[0])
    raise RuntimeError("the position was never reached")


def table_game() -> Game:
    """Six players, turn 5, a Gladiator to place."""
    game = Game.new(Ruleset.default(6, seed=3))
    return _play(game, lambda g: g.state.turn >= 5 and g.state.pending is not None
                 and g.state.pending.kind == "gladiator", 3, False)


def vote_game() -> Game:
    """Four players, turn 4: a Cup match announced, the first voter's curtain up."""
    game = Game.new(Ruleset.default(4, seed=3))
    return _play(game, lambda g: g.state.turn >= 4 and g.state.pending is not None
                 and g.state.pending.kind == "vote", 3, False)


def finished_game() -> Game:
    """A four-player game with cards played to its end by seeded random choices."""
    return _play(Game.new(Ruleset.default(4, seed=5)), lambda g: g.is_over, 5, True)


async def _settle(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.pause()


async def _end(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("space")  # open every compartment
    await pilot.app.workers.wait_for_complete()
    await _settle(pilot)


async def _past_cover(pilot) -> None:  # type: ignore[no-untyped-def]
    from voxpopuli_tui.ui.hotseat.handoff import CoverScreen

    for _ in range(100):
        await pilot.pause()
        if not isinstance(pilot.app.screen, CoverScreen):
            return
        await asyncio.sleep(0.01)


async def _vote(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.press("enter")  # the first voter lifts the curtain
    await _past_cover(pilot)
    await _settle(pilot)


async def _reveal(pilot) -> None:  # type: ignore[no-untyped-def]
    """Each voter in turn: the curtain, then B or A, until the reveal shows."""
    await pilot.pause()
    votes = 0
    for _ in range(20):
        name = type(pilot.app.screen).__name__
        if name == "RevealScreen":
            break
        if name == "CurtainScreen":
            await pilot.press("enter")
        else:
            await pilot.press("ba"[votes % 2])
            votes += 1
        await _past_cover(pilot)
    await _settle(pilot)


def _theme(name: str) -> Setup:
    async def setup(pilot) -> None:  # type: ignore[no-untyped-def]
        pilot.app.theme = name
        await _settle(pilot)
    return setup


async def shoot(game: Callable[[], Game], size: tuple[int, int], setup: Setup,
                path: Path) -> None:
    app = create_app(game=game())
    async with app.run_test(size=size) as pilot:
        await setup(pilot)
        app.save_screenshot(filename=path.name, path=str(path.parent))
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "docs")
    out = p.parse_args().out
    from voxpopuli_tui.ui.hotseat import handoff

    handoff.GUARD_SECONDS = 0.0  # the script types as fast as Pilot, not a person
    out.mkdir(parents=True, exist_ok=True)
    shots = [
        (table_game, (100, 30), _settle, "table-100x30.svg"),
        (table_game, (160, 50), _settle, "table-160x50.svg"),
        (table_game, (213, 60), _settle, "table-213x60.svg"),
        (vote_game, (160, 50), _vote, "vote-160x50.svg"),
        (vote_game, (213, 60), _reveal, "reveal-213x60.svg"),
        (table_game, (100, 30), _theme("vox-high-contrast"), "table-high-contrast-100x30.svg"),
        (finished_game, (100, 30), _end, "end-100x30.svg"),
        (finished_game, (160, 50), _end, "end-160x50.svg"),
    ]
    for game, size, setup, name in shots:
        asyncio.run(shoot(game, size, setup, out / name))


if __name__ == "__main__":
    main()
