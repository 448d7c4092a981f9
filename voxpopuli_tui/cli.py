"""The `voxpopuli` command: the app, and headless tools (sim, cards, replay)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from . import __version__


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="voxpopuli",
        description="Vox Populi — the 1998 board game by Francis Pacherie, for 3 to 6 players "
        "at one keyboard.",
    )
    p.add_argument("--version", action="version", version=f"voxpopuli {__version__}")
    p.add_argument("--load", metavar="PATH", help="resume the saved game at PATH")
    p.add_argument("--save-dir", metavar="DIR", help="where games are saved")
    sub = p.add_subparsers(dest="command")
    sim = sub.add_parser("sim", help="play random-bot games headless and report")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--json", action="store_true", help="one JSON object")
    sim.add_argument("--no-cards", action="store_true", help="R32: play without event cards")
    sim.add_argument("--save-dir", dest="sim_save_dir", metavar="DIR", help="save every game")
    cards = sub.add_parser("cards", help="list the 55 event cards")
    cards.add_argument("--json", action="store_true")
    replay = sub.add_parser("replay", help="replay a save file and print its public summary")
    replay.add_argument("path")
    return p


def _fail(message: str) -> int:
    print(f"voxpopuli: {message}", file=sys.stderr)
    return 2


def cmd_sim(args: argparse.Namespace) -> int:
    """`voxpopuli sim`."""
    from .engine.errors import RulesetError
    from .engine.game import Game
    from .engine.sim import simulate

    if args.games < 1:
        return _fail("--games must be at least 1")
    on_game = None
    if args.sim_save_dir:
        from .saves import write_save

        def on_game(i: int, game: Game) -> None:
            write_save(args.sim_save_dir, game)

    try:
        report = simulate(args.games, args.players, args.seed, not args.no_cards, on_game=on_game)
    except RulesetError as exc:
        return _fail(str(exc))
    data = report.as_dict()
    if args.json:
        print(json.dumps(data))
        return 0
    print(f"games                {data['games']} ({args.players} players, seed {args.seed})")
    print(f"cards                {'on' if data['cards'] else 'off'}")
    print(f"games/s              {data['games_per_second']}")
    print(f"actions/s            {data['actions_per_second']}")
    print(f"mean actions/game    {data['mean_actions_per_game']}")
    print(f"invariant violations {data['invariant_violations']}")
    for example in data["violation_examples"]:
        print(f"  {example}")
    print("emperors             " + ", ".join(f"{k} {v}" for k, v in data["emperors"].items()))
    print("wins by seat         " + ", ".join(f"{k}: {v}" for k, v in data["wins_by_seat"].items()))
    if data["cards"]:
        plays = data["card_plays"]
        never = [c for c, n in plays.items() if n == 0]
        print(f"cards played         {sum(plays.values())} plays; never played: {len(never)}")
        for card, n in sorted(plays.items(), key=lambda kv: -kv[1]):
            print(f"  {card:<22} {n}")
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    """`voxpopuli cards`."""
    from .engine.assets import load_cards

    cards = load_cards()
    kinds = {"F": "Forum", "A": "Arena", "R": "Reaction"}
    if args.json:
        print(
            json.dumps(
                [
                    {
                        "id": c.id,
                        "title": c.title,
                        "french": c.french,
                        "kind": kinds[c.kind],
                        "cleopatra": c.cleopatra,
                        "summary": c.summary,
                    }
                    for c in cards
                ],
                ensure_ascii=False,
            )
        )
        return 0
    for c in cards:
        cleo = " Cleo" if c.cleopatra else ""
        print(f"{c.title} ({c.french}) — {kinds[c.kind]}{cleo}")
        print(f"    {c.summary}")
    print(f"{len(cards)} cards")
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """`voxpopuli replay PATH`."""
    from .saves import SaveError, replay_summary

    try:
        print(replay_summary(args.path))
    except SaveError as exc:
        return _fail(str(exc))
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    """`voxpopuli`: open the app."""
    load = None
    if args.load is not None:  # the save module (pydantic, the engine) only for a file
        from .saves import SaveError, load_save

        try:
            load = load_save(args.load)  # checked before the screen changes; never written
        except SaveError as exc:
            return _fail(str(exc))
    try:
        from .ui.app import run_app
    except ImportError:
        return _fail("the game's screens are not installed yet; try `voxpopuli sim`")
    return run_app(load=load, save_dir=args.save_dir) or 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `voxpopuli` command."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "sim":
            return cmd_sim(args)
        if args.command == "cards":
            return cmd_cards(args)
        if args.command == "replay":
            return cmd_replay(args)
        return cmd_play(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
