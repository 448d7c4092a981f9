"""Keys per turn: every seat's key presses, through the real app (Textual Pilot), 3 players.

Usage: python benchmarks/bench_keys.py [--games N] [--seed S]

A scripted table plays whole turns: the designation, the Supporter and Gladiator (values and
places by number key, the first offered), no card played, every vote Applause, a Cup match
announced whenever exactly one arena can host one (else no match and 1 sestertius), Stars into
the first slot with a decoy when one is offered. Each key is the one a player would press: a
menu line's number, Enter on a curtain or a reveal. Turns are then grouped by what happened in
them (read from the public log), and the keys of each group reported:

* no match: the goal is 6 (district; Supporter value and space; Gladiator value and arena;
  no match + gain);
* a Cup match in the only arena that can host it, one Star placer with one Star (and a decoy):
  the goal is at most 17.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.choices import CONFIRM, BaseChooser, Option
from voxpopuli_tui.ui.screens.curtain import CurtainScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.private import PrivateScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu, numbers


@dataclass
class Turn:
    """The keys pressed from one turn's first decision to the next turn's, and what happened."""

    number: int
    keys: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    #: what each key answered (the screen and the menu's title)
    steps: list[str] = field(default_factory=list)

    def kind(self) -> str:
        kinds = self.events
        if any(k == "play" for k in kinds):
            return "cards played"
        if "reveal" not in kinds:
            return "no match"
        placers = kinds.count("stars")
        return f"match, {placers} Star placer(s)"

    def done_presses(self) -> int:
        """Presses of "Done — drop the curtain" after a sealed vote or the last Star: the
        curtains' own work (a vote that seals itself) takes them away."""
        return sum(1 for step in self.steps if step == "Private:")

    def detail(self) -> str:
        return " ".join(f"{k}<{s}>" for k, s in zip(self.keys, self.steps, strict=False))


def hosts(game: Game, action: object) -> int:
    """How many arenas could host a match after `action` (a Supporter placed)."""
    from voxpopuli_tui.engine.match import possible_arenas

    after = Game.from_json(game.to_json())
    after.apply(action)  # type: ignore[arg-type]
    return len(possible_arenas(after))


def target_key(chooser: BaseChooser[object], options: Sequence[Option],  # type: ignore[type-var]
               game: Game) -> str:
    """The scripted choice at this step: see the module's docstring. Supporters go where
    exactly one arena can then host a match, Gladiators into that arena, so matches happen."""
    from voxpopuli_tui.engine.match import possible_arenas

    step = chooser.step()
    keys = [o.key for o in options]
    if step is None:
        return CONFIRM
    rest = chooser.remaining()
    kind = rest[0].type if rest else ""
    if step == "space" and kind == "supporter":
        for a in rest:
            if hosts(game, a) == 1 and chooser.key_for(a) in keys[:9]:
                return str(chooser.key_for(a))
    if step == "politician" and kind == "gladiator":
        arenas = possible_arenas(game)
        for k in keys:
            if k.isdigit() and int(k) in arenas:
                return k
    if step == "type":
        cup = [o.key for o in options if o.label.startswith("Cup match") and "arena" in o.label]
        if cup:
            return cup[0]
        money = [o.key for o in options if "take 1 sestertius" in o.label]
        if money:
            return money[0]
    if step == "side":
        return next(k for k in keys if "applause" in k)
    if step == "decoy":
        return next((k for k in keys if k != "None"), keys[0])
    if step == "gain":
        return next((k for k in keys if "money" in k), keys[0])
    return keys[0]


async def press_for(pilot: object, menu: ActionMenu, key: str, log: list[str]) -> None:
    """Pick option `key`: its number key, else a typed coordinate, else arrows and Enter."""
    index = next(i for i, c in enumerate(menu.choices) if c.key == key)
    number = numbers(menu.choices)[index]
    if number is not None:
        presses = [str(number)]
    else:
        presses = []
        while (menu.highlighted or 0) != index:  # pragma: no cover - not in these scripts
            presses.append("down")
            menu.highlighted = (menu.highlighted or 0) + 1
        presses.append("enter")
    for k in presses:
        log.append(k)
        await pilot.press(k)  # type: ignore[attr-defined]


async def play(seed: int, turns: int) -> list[Turn]:
    # The scripted hands press at machine speed: the curtain's guard time (which drops keys
    # typed ahead of a human's eyes, tests/ui_curtain) would only drop them.
    from voxpopuli_tui.ui import handoff

    handoff.GUARD_SECONDS = 0.0
    game = Game.new(Ruleset.default(3, seed=seed))
    app = create_app(game=game)
    done: list[Turn] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        current = Turn(game.state.turn)
        seen = 0
        for _ in range(4000):
            table = app.table
            assert table is not None
            g = table.game
            if g.is_over or g.state.turn > turns:
                break
            if g.state.turn != current.number:
                done.append(current)
                current = Turn(g.state.turn)
            for e in g.state.log[seen:]:
                if e.seats is None and (e.kind != "stars" or "become Stars" in e.text):
                    current.events.append(e.kind)
            seen = len(g.state.log)
            screen = app.screen
            before = len(current.keys)
            title = ""
            if isinstance(screen, (MainScreen, PrivateScreen)):
                title = str(screen.query_one(ActionMenu).border_title or "").split(": ")[-1]
            if isinstance(screen, (CurtainScreen, RevealScreen)):
                current.keys.append("enter")
                await pilot.press("enter")
            elif isinstance(screen, (MainScreen, PrivateScreen)):
                menu = screen.query_one(ActionMenu)
                chooser = screen.chooser
                if isinstance(screen, PrivateScreen) and (screen.finished or chooser is None):
                    pass  # sealed: the screen hands back by itself
                elif isinstance(screen, PrivateScreen) and screen.voting:
                    current.keys.append("a")  # a vote is an explicit A (Applause) or B
                    await pilot.press("a")
                elif chooser is None:
                    await press_for(pilot, menu, "continue", current.keys)
                else:
                    key = target_key(chooser, menu.choices, g)  # type: ignore[arg-type]
                    await press_for(pilot, menu, key, current.keys)
            # anything else (a hand-off's cover) goes by itself: no key
            step = f"{type(screen).__name__[:-6]}:{title}"
            current.steps += [step] * (len(current.keys) - before)
            await pilot.pause()
    return done[1:]  # the first turn starts with the Coliseums' placement


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turns", type=int, default=14)
    parser.add_argument("--show", action="store_true", help="print every turn's keys")
    args = parser.parse_args(argv)
    groups: dict[str, list[int]] = defaultdict(list)
    undone: dict[str, list[int]] = defaultdict(list)
    for g in range(args.games):
        for turn in asyncio.run(play(args.seed + g, args.turns)):
            groups[turn.kind()].append(len(turn.keys))
            undone[turn.kind()].append(len(turn.keys) - turn.done_presses())
            if args.show:
                print(f"seed {args.seed + g} turn {turn.number} [{turn.kind()}]: "
                      f"{len(turn.keys)} keys {turn.detail()}")
    print(f"{'turns':<28}{'n':>4}{'median':>8}{'min':>5}{'max':>5}{'without Done':>14}")
    for kind, counts in sorted(groups.items()):
        print(f"{kind:<28}{len(counts):>4}{statistics.median(counts):>8}"
              f"{min(counts):>5}{max(counts):>5}{statistics.median(undone[kind]):>14}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
