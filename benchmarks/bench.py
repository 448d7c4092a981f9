"""Engine benchmark: random games per second and actions per second, python-chess random play
timed in the same run (when `chess` is installed: `pip install -e .[bench]`), the ratio, and
the cost of a copy and of a random playout from mid-game.

Usage: python benchmarks/bench.py [--games N] [--players P] [--seed S] [--json]

Figures are CPU seconds (`time.process_time`) so a busy machine bends them less; run it on an
idle one for absolute numbers.
"""

from __future__ import annotations

import argparse
import copy
import json
import platform
import random
import time
from typing import Any

from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.invariants import check_invariants
from voxpopuli_tui.engine.ruleset import Ruleset
from voxpopuli_tui.engine.sim import simulate


def sim_figures(games: int, players: int, seed: int) -> dict[str, float]:
    """`voxpopuli sim` (cards and invariant checks on), in CPU time."""
    start = time.process_time()
    report = simulate(games, players, seed, cards=True, check=True)
    cpu = time.process_time() - start
    return {
        "games": games,
        "cpu_seconds": round(cpu, 3),
        "games_per_second": round(games / cpu, 1),
        "actions_per_second": round(report.actions / cpu),
        "violations": len(report.violations),
    }


def random_playout(game: Game, rng: random.Random) -> int:
    """Uniform random moves (no gifts) to the end; the number of actions."""
    count = 0
    while not game.is_over:
        seat = game.to_act()[0]
        game.apply(rng.choice(game.moves(seat)))
        count += 1
    return count


def lean_figures(games: int, players: int, seed: int) -> dict[str, float]:
    """The engine alone: the same games driven through `Game.moves`, invariants every turn."""
    actions = 0
    start = time.process_time()
    for i in range(games):
        game = Game.new(Ruleset.default(players, seed=seed + i))
        rng = random.Random(seed + i)
        turn = 0
        while not game.is_over:
            seat = game.to_act()[0]
            game.apply(rng.choice(game.moves(seat)))
            actions += 1
            if game.state.turn != turn:
                turn = game.state.turn
                assert not check_invariants(game)
    cpu = time.process_time() - start
    return {
        "games_per_second": round(games / cpu, 1),
        "actions_per_second": round(actions / cpu),
    }


def playout_figures(players: int, seed: int, samples: int = 30) -> dict[str, float]:
    """`players`-player games played to mid-game, then copied (deepcopy) and played out."""
    copies, playouts, lengths = [], [], []
    for i in range(samples):
        game = Game.new(Ruleset.default(players, seed=seed + i))
        rng = random.Random(seed + i)
        full = random_playout(Game.new(game.ruleset), random.Random(seed + i))
        for _ in range(full // 2):  # mid-game: half the actions of the same game
            seat = game.to_act()[0]
            game.apply(rng.choice(game.moves(seat)))
        t = time.process_time()
        twin = copy.deepcopy(game)
        copies.append(time.process_time() - t)
        t = time.process_time()
        lengths.append(random_playout(twin, random.Random(i)))
        playouts.append(time.process_time() - t)
    return {
        "deepcopy_ms": round(1000 * sum(copies) / samples, 3),
        "playout_ms": round(1000 * sum(playouts) / samples, 2),
        "playout_actions": round(sum(lengths) / samples),
    }


def chess_figures(seconds: float = 3.0, seed: int = 1) -> dict[str, float] | None:
    """python-chess random play (uniform legal moves to the end or move 200), or None."""
    try:
        import chess
    except ImportError:
        return None
    rng = random.Random(seed)
    moves = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        board = chess.Board()
        while not board.is_game_over(claim_draw=False) and board.fullmove_number < 200:
            board.push(rng.choice(list(board.legal_moves)))
            moves += 1
        games += 1
    cpu = time.process_time() - start
    return {"games_per_second": round(games / cpu, 1), "moves_per_second": round(moves / cpu)}


def main() -> None:
    """Run everything and print the figures."""
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    results: dict[str, Any] = {
        "python": platform.python_version(),
        "sim": sim_figures(args.games, args.players, args.seed),
        "engine": lean_figures(max(1, args.games // 5), args.players, args.seed),
        "playout": playout_figures(6, args.seed),
        "chess": chess_figures(),
    }
    chess_rate = results["chess"]["moves_per_second"] if results["chess"] else None
    if chess_rate:
        results["ratio_sim"] = round(results["sim"]["actions_per_second"] / chess_rate, 2)
        results["ratio_engine"] = round(results["engine"]["actions_per_second"] / chess_rate, 2)
    if args.json:
        print(json.dumps(results))
        return
    sim, eng, po = results["sim"], results["engine"], results["playout"]
    print(f"python {results['python']}, {args.players} players, {args.games} games, CPU time")
    print(
        f"sim     {sim['games_per_second']:>8} games/s {sim['actions_per_second']:>9} actions/s"
        f"  (cards, invariants; {sim['violations']} violations)"
    )
    print(
        f"engine  {eng['games_per_second']:>8} games/s {eng['actions_per_second']:>9} actions/s"
        "  (driven through Game.moves)"
    )
    print(
        f"6-player mid-game: deepcopy {po['deepcopy_ms']} ms, random playout {po['playout_ms']} ms"
        f" ({po['playout_actions']} actions)"
    )
    if chess_rate:
        print(f"chess   {results['chess']['games_per_second']:>8} games/s {chess_rate:>9} moves/s")
        print(
            f"ratio   sim {results['ratio_sim']}x, engine {results['ratio_engine']}x python-chess"
        )
    else:
        print("python-chess is not installed: pip install -e .[bench] for the ratio")


if __name__ == "__main__":
    main()
