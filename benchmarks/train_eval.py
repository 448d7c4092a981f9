"""Fit the learned evaluation's weights (`assets/eval_weights.json`) on simulated games.

    python benchmarks/train_eval.py --games 400 --seed 18 [--data positions.jsonl]

Recipe: play `--games` games (3 to 6 players, mostly 4, cards on) between a mix of levels and
gauntlet opponents (Normal, Easy, Random, the rule bot, the organiser, the hoarder, the card
player) drawn from a seeded random source. At about one in six real decisions, record the
features of every seat as the deciding seat sees them (`bots.features`). When the game ends,
label each seat with its share of the win (1/k of a joint win). Fit a conditional logit (softmax
over the seats of w·f, L2 penalty `--l2`) by full-batch Adam in plain Python, on the games whose
index is not a multiple of five; report the log-loss and the accuracy of the top seat on the
others, against Normal's hand-made estimate. The same seed gives the same weights.
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

from voxpopuli_tui.engine.bots import Bot, Level, forced, make_bot  # noqa: E402
from voxpopuli_tui.engine.bots.features import FEATURES, seat_features  # noqa: E402
from voxpopuli_tui.engine.game import Game  # noqa: E402
from voxpopuli_tui.engine.ruleset import Ruleset  # noqa: E402
from voxpopuli_tui.engine.scoring import compute_outcome  # noqa: E402
from voxpopuli_tui.engine.views import view_for  # noqa: E402

POOL = ["normal", "normal", "normal", "easy", "random", "rule", "organiser", "hoarder", "cards"]
PLAYERS = [3, 4, 4, 4, 4, 5, 6]
RECORD_RATE = 1 / 6

Sample = tuple[list[list[float]], list[float]]  # per-seat features, per-seat win share


def make(spec: str, seed: int) -> Bot:
    if spec in GAUNTLET:
        return GAUNTLET[spec](seed)
    return make_bot(Level(spec), seed)


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


def generate(games: int, seed: int, data: Path | None) -> list[list[Sample]]:
    """The recorded positions of games 0 … games−1; with `data`, cached there one game a line
    (a run that stops early resumes where it stopped)."""
    out: list[list[Sample]] = []
    if data is not None and data.exists():
        for line in data.read_text(encoding="utf-8").splitlines()[:games]:
            out.append([(r, y) for r, y in json.loads(line)])
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


def fit(samples: list[Sample], l2: float, steps: int, lr: float) -> list[float]:
    """Full-batch Adam on the conditional logit's mean log-loss."""
    w = [0.0] * len(FEATURES)
    m = [0.0] * len(w)
    v = [0.0] * len(w)
    b1, b2 = 0.9, 0.999
    for t in range(1, steps + 1):
        loss, g = loss_and_grad(w, samples, l2)
        for k in range(len(w)):
            m[k] = b1 * m[k] + (1 - b1) * g[k]
            v[k] = b2 * v[k] + (1 - b2) * g[k] * g[k]
            mh = m[k] / (1 - b1**t)
            vh = v[k] / (1 - b2**t)
            w[k] -= lr * mh / (math.sqrt(vh) + 1e-8)
        if t % 50 == 0:
            print(f"  step {t}: loss {loss:.4f}", file=sys.stderr)
    return w


def report(name: str, samples: list[Sample], predict) -> dict[str, float]:  # type: ignore[no-untyped-def]
    loss = hits = 0.0
    for rows, y in samples:
        p = predict(rows)
        loss -= sum(ys * math.log(max(ps, 1e-12)) for ys, ps in zip(y, p, strict=True))
        hits += y[max(range(len(p)), key=p.__getitem__)]
    n = max(len(samples), 1)
    out = {"log_loss": round(loss / n, 4), "top_seat_accuracy": round(hits / n, 4)}
    print(f"{name}: {out}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seed", type=int, default=18)
    ap.add_argument("--l2", type=float, default=1e-3)
    ap.add_argument("--steps", type=int, default=400)
    ap.add_argument("--lr", type=float, default=0.05)
    ap.add_argument("--data", type=Path, help="cache of the recorded positions (JSON lines)")
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "eval_weights.json")
    args = ap.parse_args()
    by_game = generate(args.games, args.seed, args.data)
    train = [s for i, g in enumerate(by_game) if i % 5 for s in g]
    test = [s for i, g in enumerate(by_game) if not i % 5 for s in g]
    print(f"{len(train)} training positions, {len(test)} held out")
    w = fit(train, args.l2, args.steps, args.lr)
    share = FEATURES.index("emperor_share")
    held = report("learned, held out", test, lambda rows: probs(w, rows))
    base = report(
        "Normal's estimate, held out",
        test,
        lambda rows: [r[share] / max(sum(x[share] for x in rows), 1e-9) for r in rows],
    )
    payload = {
        "recipe": (
            f"benchmarks/train_eval.py --games {args.games} --seed {args.seed} --l2 {args.l2} "
            f"--steps {args.steps} --lr {args.lr}"
        ),
        "positions": {"train": len(train), "held_out": len(test)},
        "held_out": held,
        "held_out_normal_estimate": base,
        "weights": {f: round(x, 5) for f, x in zip(FEATURES, w, strict=True)},
    }
    args.out.write_text(json.dumps(payload, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
