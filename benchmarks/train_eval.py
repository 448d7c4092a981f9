"""Fit the learned evaluation's weights (`assets/eval_weights.json`) on simulated games.

    python benchmarks/train_eval.py --games 3000 --seed 18 --workers 2 [--data positions.jsonl]

Recipe: play `--games` games (3 to 6 players, mostly 4, cards on) between a mix of levels and
gauntlet opponents (Normal, Easy, Random, the rule bot, the organiser, the hoarder, the card
player) drawn from a seeded random source. At about one in six real decisions, record the
features of every seat as the deciding seat sees them (`bots.features`). When the game ends,
label each seat with its share of the win (1/k of a joint win). Fit a conditional logit (softmax
over the seats of w·f) by Newton's method (numpy, of the `bench` extra) on every game, with an
L2 penalty towards Normal's hand-made estimate; the penalty is the one of `--l2` with the best
5-fold cross-validated log-loss (folds by game), reported beside the log-loss of Normal's
estimate. `--workers` plays the games in that many processes (the same games, in order).
The same seed gives the same games and the same weights.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import random
import sys
import time
from contextlib import nullcontext
from functools import partial
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for _p in (str(ROOT), str(HERE / "gauntlet")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from run import GAUNTLET  # noqa: E402

from voxpopuli_tui.engine.bots import (  # noqa: E402
    Bot,
    EasyBot,
    Level,
    NormalBot,
    forced,
    make_bot,
)
from voxpopuli_tui.engine.bots.features import (  # noqa: E402
    FEATURES,
    SHARE_FLOOR,
    seat_features,
)
from voxpopuli_tui.engine.game import Game  # noqa: E402
from voxpopuli_tui.engine.ruleset import Ruleset  # noqa: E402
from voxpopuli_tui.engine.scoring import compute_outcome  # noqa: E402
from voxpopuli_tui.engine.views import view_for  # noqa: E402

POOL = ["normal", "normal", "normal", "easy", "random", "rule", "organiser", "hoarder", "cards"]
PLAYERS = [3, 4, 4, 4, 4, 5, 6]
RECORD_RATE = 1 / 6

Sample = tuple[list[list[float]], list[float]]  # per-seat features, per-seat win share


def make(spec: str, seed: int) -> Bot:
    """A player of the pool; Normal and Easy place their Stars by the hand-made evaluation, so
    the games do not depend on the weights they train."""
    if spec in GAUNTLET:
        return GAUNTLET[spec](seed)
    if spec == "normal":
        return NormalBot(seed, learned_stars=False)
    bot = make_bot(Level(spec), seed)
    if isinstance(bot, EasyBot):
        bot.normal = NormalBot(seed + 1, learned_stars=False)
    return bot


def play_one(index: int, seed: int) -> list[Sample]:
    rng = random.Random(seed * 1_000_003 + index)
    n = rng.choice(PLAYERS)
    specs = [rng.choice(POOL) for _ in range(n)]
    game = Game.new(Ruleset.default(n, seed=rng.getrandbits(31), use_cards=True))
    bots = [make(spec, rng.getrandbits(31)) for spec in specs]
    rows: list[list[list[float]]] = []
    while not game.is_over:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        action = forced(legal)
        if action is None:
            if rng.random() < RECORD_RATE:
                rows.append(seat_features(game, seat))
            action = bots[seat].choose(view_for(game, seat), legal)
        game.apply(action)
    out = compute_outcome(game.state)
    label = [1 / len(out.winners) if s in out.winners else 0.0 for s in range(n)]
    return [(r, label) for r in rows]


def upgrade(rows: list[list[float]]) -> list[list[float]]:
    """Rows cached before `log_emperor_share` was added get it from their `emperor_share`."""
    if rows and len(rows[0]) == len(FEATURES) - 1:
        return [[*r, math.log(max(r[0], SHARE_FLOOR))] for r in rows]
    return rows


def generate(games: int, seed: int, data: Path | None, workers: int = 1) -> list[list[Sample]]:
    """The recorded positions of games 0 … games−1; with `data`, cached there one game a line
    (a run that stops early resumes where it stopped). `workers` processes play the games; the
    games and their order are the same for any number."""
    out: list[list[Sample]] = []
    if data is not None and data.exists():
        for line in data.read_text(encoding="utf-8").splitlines()[:games]:
            out.append([(upgrade(r), y) for r, y in json.loads(line)])
    start = time.perf_counter()
    todo = range(len(out), games)
    with multiprocessing.Pool(workers) if workers > 1 else nullcontext() as pool:
        played = (
            pool.imap(partial(play_one, seed=seed), todo)
            if pool is not None
            else (play_one(i, seed) for i in todo)
        )
        for i, game in zip(todo, played, strict=True):
            out.append(game)
            if data is not None:
                with data.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(game) + "\n")
            if (i + 1) % 100 == 0:
                print(f"  {i + 1} games, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return out


class Positions:
    """Recorded positions as arrays, seats padded to `MAX_SEATS`: features x[position, seat, k],
    win shares y[position, seat] and the mask of real seats."""

    def __init__(self, samples: list[Sample]) -> None:
        m, k = len(samples), len(FEATURES)
        self.x = np.zeros((m, MAX_SEATS, k))
        self.y = np.zeros((m, MAX_SEATS))
        self.mask = np.zeros((m, MAX_SEATS), dtype=bool)
        for i, (rows, label) in enumerate(samples):
            n = len(rows)
            self.x[i, :n] = rows
            self.y[i, :n] = label
            self.mask[i, :n] = True

    def __len__(self) -> int:
        return len(self.y)

    def probs(self, w: np.ndarray) -> np.ndarray:
        """Each seat's chance to win by the conditional logit of weights `w`."""
        z = np.where(self.mask, self.x @ w, -np.inf)
        e = np.exp(z - z.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    def log_loss(self, p: np.ndarray) -> float:
        """Mean log-loss of the chances `p` against the recorded win shares."""
        return float(-(self.y * np.log(np.maximum(p, 1e-12))).sum() / max(len(self), 1))


#: Seats at most at a table.
MAX_SEATS = 6


def prior_weights() -> np.ndarray:
    """Normal's hand-made estimate as weights: 1 on `log_emperor_share`, 0 elsewhere."""
    return np.array([1.0 if f == "log_emperor_share" else 0.0 for f in FEATURES])


def fit(data: Positions, l2: float, steps: int) -> np.ndarray:
    """Newton's method on the conditional logit's mean log-loss plus `l2`·|w − prior|², where the
    prior is Normal's hand-made estimate (`prior_weights`): the positions of one game share its
    winner, so there are far fewer independent labels than positions, and the fit only departs
    from the prior as far as the games bear out."""
    k = len(FEATURES)
    prior = prior_weights()
    w = prior.copy()
    m = len(data)
    for step in range(steps):
        p = data.probs(w)
        mean = np.einsum("ms,msk->mk", p, data.x)
        d = (data.x - mean[:, None, :]) * data.mask[..., None]
        grad = -np.einsum("ms,msk->k", data.y, d) / m + 2 * l2 * (w - prior)
        hess = np.einsum("ms,msj,msk->jk", p, d, d) / m + 2 * l2 * np.eye(k)
        step_w = np.linalg.solve(hess, grad)
        w = w - step_w
        print(f"  Newton step {step + 1}: loss {data.log_loss(data.probs(w)):.4f}", file=sys.stderr)
        if np.abs(step_w).max() < 1e-7:
            break
    return w


def normal_estimate(data: Positions) -> np.ndarray:
    """Normal's hand-made estimate: each seat's emperor_share, normalised over the seats."""
    share = data.x[:, :, FEATURES.index("emperor_share")] * data.mask
    return share / np.maximum(share.sum(axis=1, keepdims=True), 1e-9)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=18)
    ap.add_argument("--l2", default="0.001,0.003,0.01,0.03", help="penalties tried by 5-fold CV")
    ap.add_argument("--steps", type=int, default=15, help="Newton steps at most")
    ap.add_argument("--data", type=Path, help="cache of the recorded positions (JSON lines)")
    ap.add_argument("--workers", type=int, default=1, help="processes that play the games")
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "eval_weights.json")
    args = ap.parse_args()
    by_game = generate(args.games, args.seed, args.data, args.workers)
    folds = 5
    parts = [
        Positions([s for i, g in enumerate(by_game) if i % folds == f for s in g])
        for f in range(folds)
    ]
    cv: dict[str, float] = {}
    for l2 in [float(x) for x in args.l2.split(",")]:
        losses = []
        for f in range(folds):
            train = Positions([s for i, g in enumerate(by_game) if i % folds != f for s in g])
            w = fit(train, l2, args.steps)
            losses.append(parts[f].log_loss(parts[f].probs(w)))
        cv[str(l2)] = round(sum(losses) / folds, 4)
        print(f"l2 {l2}: cross-validated log-loss {cv[str(l2)]}")
    everything = Positions([s for g in by_game for s in g])
    base = round(everything.log_loss(normal_estimate(everything)), 4)
    print(f"Normal's estimate: log-loss {base}")
    best = min(cv, key=lambda k: cv[k])
    w = fit(everything, float(best), args.steps)
    payload = {
        "recipe": (
            f"benchmarks/train_eval.py --games {args.games} --seed {args.seed} "
            f"--l2 {args.l2} --steps {args.steps}"
        ),
        "games": len(by_game),
        "positions": len(everything),
        "l2": float(best),
        "cross_validated_log_loss": cv,
        "normal_estimate_log_loss": base,
        "weights": {f: round(float(x), 5) for f, x in zip(FEATURES, w, strict=True)},
    }
    args.out.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
