"""Pool the `--json` files of several gauntlet runs into one figure per match-up.

    python benchmarks/gauntlet/pool.py hard_vs_normal_*.json

A match-up measured in several runs (other seed ranges, other days) is one figure only when its
games are added up, not its rates averaged: the pooled win rate is the wins of every run over
their games, with its 95 % Wilson interval. Reads what `run.py --json` writes (a list of
match-ups, or a mixed table's players with `--table`) and what `losses.py --json` writes (one
match-up with its records); prints one line per match-up, in the order first seen, and each run
it pooled (a table's games are its player's seat-games).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from voxpopuli_tui.engine.sim import wilson  # noqa: E402


def rate_text(rate: float, interval: Sequence[float]) -> str:
    """A win rate and its 95 % interval as every gauntlet script prints them:
    `41.9 % [33.4–50.8]`."""
    lo, hi = interval
    return f"{100 * rate:.1f} % [{100 * lo:.1f}–{100 * hi:.1f}]"


def results(path: Path) -> Iterator[dict[str, Any]]:
    """The match-ups of one `--json` file of `run.py` (a list) or `losses.py` (one object)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for item in data if isinstance(data, list) else [data]:
        if not {"focal", "opponent", "games", "wins"} <= set(item):
            raise SystemExit(f"{path}: not a gauntlet result (focal, opponent, games, wins)")
        yield item


def pool(paths: list[Path]) -> dict[tuple[str, str], list[tuple[str, int, float]]]:
    """Per (focal, opponent): each run's (file name, games, wins)."""
    out: dict[tuple[str, str], list[tuple[str, int, float]]] = {}
    for path in paths:
        for r in results(path):
            key = (str(r["focal"]), str(r["opponent"]))
            out.setdefault(key, []).append((path.name, int(r["games"]), float(r["wins"])))
    return out


def total(runs: list[tuple[str, int, float]]) -> tuple[int, float]:
    """The games and the wins of a match-up's runs, added up."""
    return sum(g for _, g, _ in runs), sum(w for _, _, w in runs)


def main() -> None:
    """Print the pooled figure of every match-up found in the files given."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+", type=Path)
    args = ap.parse_args()
    for (focal, opponent), runs in pool(args.files).items():
        games, wins = total(runs)
        who = f"{opponent}: {focal}" if opponent.startswith("table ") else f"{focal} vs {opponent}"
        print(f"{who}: {games} games in {len(runs)} runs, "
              f"win {rate_text(wins / games, wilson(wins, games))}")
        for name, g, w in runs:
            print(f"    {name}: {g} games, {100 * w / g:.1f} %")


if __name__ == "__main__":
    main()
