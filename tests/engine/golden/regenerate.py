"""Regenerate the golden transcript(s) of tests/test_engine_golden.py.

Run from the repository root: ``python tests/golden/regenerate.py``. Do it only when the engine's
log output changes on purpose, and review the diff before committing.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from voxpopuli_tui.engine import Game, Ruleset, public_view  # noqa: E402
from voxpopuli_tui.engine.actions import FREE_TYPES  # noqa: E402

GOLDEN = HERE / "base_game_4p.txt"
SEED = 2024


def transcript() -> str:
    """The public log of one seeded 4-player base game played by a seeded random chooser."""
    game = Game.new(
        Ruleset.default(4, seed=SEED, use_cards=False, first_player=1, coliseum_placement="players")
    )
    rng = random.Random(SEED)
    while not game.is_over:
        seat = game.to_act()[0]
        main = [a for a in game.legal_actions(seat) if a.type not in FREE_TYPES]
        game.apply(rng.choice(main))
    return "".join(f"{e.text}\n" for e in public_view(game).log)


def main() -> None:
    GOLDEN.write_text(transcript(), encoding="utf-8")
    print(f"wrote {GOLDEN.name}")


if __name__ == "__main__":
    main()
