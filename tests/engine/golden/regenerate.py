"""Regenerate the golden transcript(s) of tests/engine/test_engine_golden.py.

Run from the repository root: ``python -m tests.engine.golden.regenerate``. Do it only when
the engine's log output changes on purpose, and review the diff before committing.
"""

from __future__ import annotations

import random
from pathlib import Path

from voxpopuli_tui.engine import Game, Ruleset, public_view
from voxpopuli_tui.engine.actions import FREE_TYPES

HERE = Path(__file__).resolve().parent

GOLDEN = HERE / "base_game_4p.txt"
SEED = 2024


def golden_game() -> Game:
    """One seeded 4-player base game played to its end by a seeded random chooser."""
    game = Game.new(
        Ruleset.default(4, seed=SEED, use_cards=False, first_player=1, coliseum_placement="players")
    )
    rng = random.Random(SEED)
    while not game.is_over:
        seat = game.to_act()[0]
        main = [a for a in game.legal_actions(seat) if a.type not in FREE_TYPES]
        game.apply(rng.choice(main))
    return game


def transcript() -> str:
    """The golden game's public log, as the engine writes it."""
    return "".join(f"{e.text}\n" for e in public_view(golden_game()).log)


def main() -> None:
    GOLDEN.write_text(transcript(), encoding="utf-8")
    print(f"wrote {GOLDEN.name}")


if __name__ == "__main__":
    main()
