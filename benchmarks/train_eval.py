"""Fit the learned evaluation's weights (`assets/eval_weights.json`) on simulated games.

    python benchmarks/train_eval.py --games 400 --seed 18 [--data positions.jsonl]

Recipe: play `--games` games (3 to 6 players, mostly 4, cards on) between a mix of levels and
gauntlet opponents (Normal, Easy, Random, the rule bot, the organiser, the hoarder, the card
player) drawn from a seeded random source. At about one in six real decisions, record the
features of every seat as the deciding seat sees them (`bots.features`). When the game ends,
label each seat with its share of the win (1/k of a joint win). Fit a conditional logit (softmax
over the seats of w·f) by Newton's method in plain Python on every game, with an L2 penalty
towards Normal's hand-made estimate; the penalty is the one of `--l2` with the best 5-fold
cross-validated log-loss (folds by game), reported beside the log-loss of Normal's estimate.
The same seed gives the same games and the same weights.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path

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


def generate(games: int, seed: int, data: Path | None) -> list[list[Sample]]:
    """The recorded positions of games 0 … games−1; with `data`, cached there one game a line
    (a run that stops early resumes where it stopped)."""
    out: list[list[Sample]] = []
    if data is not None and data.exists():
        for line in data.read_text(encoding="utf-8").splitlines()[:games]:
            out.append([(upgrade(r), y) for r, y in json.loads(line)])
    start = time.perf_counter()
    for i in range(len(out), games):
        out.append(play_one(i, seed))
        if data is not None:
            with data.open("a", encoding="utf-8") as f:
                f.write(json.dumps(out[-1]) + "\n")
        if (i + 1) % 20 == 0:
            print(f"  {i + 1} games, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    return out


def probs(w: list[float], rows: list[list[float]]) -> list[float]:
    z = [sum(a * b for a, b in zip(w, r, strict=True)) for r in rows]
    top = max(z)
    e = [math.exp(v - top) for v in z]
    t = sum(e)
    return [v / t for v in e]


def loss_and_grad(w: list[float], samples: list[Sample], l2: float) -> tuple[float, list[float]]:
    grad = [0.0] * len(w)
    loss = 0.0
    for rows, y in samples:
        p = probs(w, rows)
        for s, row in enumerate(rows):
            loss -= y[s] * math.log(max(p[s], 1e-12))
            d = y[s] - p[s]
            if d:
                for k, x in enumerate(row):
                    grad[k] -= d * x
    m = len(samples)
    loss = loss / m + l2 * sum(v * v for v in w)
    return loss, [g / m + 2 * l2 * v for g, v in zip(grad, w, strict=True)]


def fit(samples: list[Sample], l2: float, steps: int) -> list[float]:
    """Newton's method on the conditional logit's mean log-loss plus `l2`·|w − prior|², where the
    prior is Normal's hand-made estimate (weight 1 on `log_emperor_share`, 0 elsewhere): the
    positions of one game share its winner, so there are far fewer independent labels than
    positions, and the fit only departs from the prior as far as the games bear out."""
    k = len(FEATURES)
    prior = [1.0 if f == "log_emperor_share" else 0.0 for f in FEATURES]
    w = list(prior)
    for step in range(steps):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        loss = 0.0
        for rows, y in samples:
            p = probs(w, rows)
            mean = [sum(p[s] * rows[s][j] for s in range(len(rows))) for j in range(k)]
            for s, row in enumerate(rows):
                loss -= y[s] * math.log(max(p[s], 1e-12))
                d = [row[j] - mean[j] for j in range(k)]
                for j in range(k):
                    grad[j] -= y[s] * d[j]
                    pd = p[s] * d[j]
                    if pd:
                        hj = hess[j]
                        for i in range(j, k):
                            hj[i] += pd * d[i]
        m = len(samples)
        for j in range(k):
            grad[j] = grad[j] / m + 2 * l2 * (w[j] - prior[j])
            for i in range(j, k):
                hess[j][i] = hess[j][i] / m + (2 * l2 if i == j else 0.0)
                hess[i][j] = hess[j][i]
        step_w = solve(hess, grad)
        w = [a - b for a, b in zip(w, step_w, strict=True)]
        loss = loss / m
        print(f"  Newton step {step + 1}: loss {loss:.4f}", file=sys.stderr)
        if max(abs(x) for x in step_w) < 1e-6:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a·x = b (Gaussian elimination with partial pivoting)."""
    n = len(b)
    m = [[*row, rhs] for row, rhs in zip(a, b, strict=True)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def log_loss(samples: list[Sample], predict) -> float:  # type: ignore[no-untyped-def]
    total = 0.0
    for rows, y in samples:
        p = predict(rows)
        total -= sum(ys * math.log(max(ps, 1e-12)) for ys, ps in zip(y, p, strict=True))
    return total / max(len(samples), 1)


def normal_estimate(rows: list[list[float]]) -> list[float]:
    """Normal's hand-made estimate: each seat's emperor_share, normalised over the seats."""
    share = FEATURES.index("emperor_share")
    total = max(sum(r[share] for r in rows), 1e-9)
    return [r[share] / total for r in rows]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=18)
    ap.add_argument("--l2", default="0.01,0.03,0.1,0.3,1", help="penalties tried by 5-fold CV")
    ap.add_argument("--steps", type=int, default=12, help="Newton steps at most")
    ap.add_argument("--data", type=Path, help="cache of the recorded positions (JSON lines)")
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "eval_weights.json")
    args = ap.parse_args()
    by_game = generate(args.games, args.seed, args.data)
    folds = 5
    cv: dict[str, float] = {}
    for l2 in [float(x) for x in args.l2.split(",")]:
        losses = []
        for f in range(folds):
            train = [s for i, g in enumerate(by_game) if i % folds != f for s in g]
            test = [s for i, g in enumerate(by_game) if i % folds == f for s in g]
            w = fit(train, l2, args.steps)
            losses.append(log_loss(test, lambda rows, w=w: probs(w, rows)))
        cv[str(l2)] = round(sum(losses) / folds, 4)
        print(f"l2 {l2}: cross-validated log-loss {cv[str(l2)]}")
    everything = [s for g in by_game for s in g]
    base = round(log_loss(everything, normal_estimate), 4)
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
        "weights": {f: round(x, 5) for f, x in zip(FEATURES, w, strict=True)},
    }
    args.out.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
