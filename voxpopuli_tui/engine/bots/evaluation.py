"""The learned evaluation: each seat's chance to win a position, from `features` and weights
fitted on simulated games (`assets/eval_weights.json`, made by `benchmarks/train_eval.py`).

The model is a conditional logit: every seat gets a score w·f(seat) and the chance that seat
wins is the softmax of the scores over the seats. A finished game is scored by its outcome.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from ..assets import read_json
from ..errors import AssetError
from ..game import Game
from ..scoring import compute_outcome
from .features import FEATURES, seat_features

#: The weights file in `assets/`.
WEIGHTS_FILE = "eval_weights.json"


@dataclass(frozen=True, slots=True)
class Weights:
    """One weight per feature of `FEATURES`, in that order, and how they were made."""

    values: tuple[float, ...]
    recipe: str


@cache
def load_weights() -> Weights:
    """The shipped weights; a file that does not name exactly `FEATURES` is refused."""
    data = read_json(WEIGHTS_FILE)
    try:
        named = {str(k): float(v) for k, v in data["weights"].items()}
        recipe = str(data.get("recipe", ""))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise AssetError(f"{WEIGHTS_FILE}: no valid 'weights' table") from exc
    if set(named) != set(FEATURES):
        raise AssetError(f"{WEIGHTS_FILE}: the weights do not name the evaluation's features")
    return Weights(tuple(named[f] for f in FEATURES), recipe)


def win_chances(rows: list[list[float]], weights: tuple[float, ...]) -> list[float]:
    """Softmax over the seats of w·f: each seat's chance to win."""
    scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
    top = max(scores)
    exps = [math.exp(z - top) for z in scores]
    total = sum(exps)
    return [e / total for e in exps]


def learned_value(game: Game, me: int, weights: Weights | None = None) -> float:
    """`me`'s chance to win `game`, seen from `me`'s information (1/k of a joint win at the end)."""
    st = game.state
    if st.over:
        out = compute_outcome(st)
        return 1.0 / len(out.winners) if me in out.winners else 0.0
    w = weights or load_weights()
    return win_chances(seat_features(game, me), w.values)[me]
