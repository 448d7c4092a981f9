"""Keys per turn: every human's key presses, through the real app (Textual Pilot), 3 players.

Usage: python benchmarks/bench_keys.py [--games N] [--seed S] [--humans 1|3] [--cards RATE]

A scripted table plays whole turns, at a table of one human against two computers (solo) or of
three humans (hot-seat): the designation, the Supporter and Gladiator (values and places by
number key, or a typed coordinate when a line has no number), every vote Applause, a Cup match
announced whenever exactly one arena can host one (else no match and 1 sestertius), Stars into
the first slot with a decoy when one is offered; at a card window a human who can play does so
with probability `--cards` (c, the seat, the card's number, each target's). Each key is the one
a player would press: a menu line's number, Enter on a curtain, Enter on a reveal only when its
key cannot answer the next decision. A typed coordinate (`C3`) is one entry.

Turns are grouped by what happened in them (read from the public log): no match; a match with
one Star placer; a match with several; a card played. For each: keys (entries; presses, with
a coordinate's two), the decisions (entries that answer a question: a menu line, a vote, a
card or target, a window passed), the curtains, the reveals' Enters, and what is left over
(keys − decisions − curtains, the goal is 0); the humans' engine actions are shown too (a
Supporter is one action of two decisions, its value and its space).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.events import EventKind
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.hotseat.private import PrivateScreen
from voxpopuli_tui.ui.screens.gift import CardGiftScreen
from voxpopuli_tui.ui.screens.hand import HandScreen
from voxpopuli_tui.ui.screens.main import MainScreen
from voxpopuli_tui.ui.screens.open_vote import OpenVoteScreen
from voxpopuli_tui.ui.screens.reveal import RevealScreen
from voxpopuli_tui.ui.table.choices import CONFIRM, BaseChooser, Option
from voxpopuli_tui.ui.widgets.action_menu import ActionMenu, numbers

CARD = EventKind.CARD.value


@dataclass
class Turn:
    """The keys pressed from one turn's first decision to the next turn's, and what happened."""

    number: int
    keys: list[str] = field(default_factory=list)
    events: list[str] = field(default_factory=list)
    #: what each key answered (the screen and the menu's title)
    steps: list[str] = field(default_factory=list)
    curtains: int = 0
    reveal_enters: int = 0
    #: key presses (a typed coordinate is two presses, one entry in `keys`)
    raw: int = 0
    #: the humans' engine actions other than passes (filled in when the turn ends)
    actions: int = 0

    def kind(self) -> str:
        kinds = self.events
        if any(k == CARD for k in kinds):
            return "a card played"
        if "reveal" not in kinds:
            return "no match"
        placers = kinds.count("stars")
        return "match, 1 Star placer" if placers <= 1 else "match, several Star placers"

    @property
    def decisions(self) -> int:
        """Answers to a question: every entry but a curtain's Enter and a reveal's Enter."""
        return len(self.keys) - self.curtains - self.reveal_enters

    def over(self) -> int:
        """Keys beyond the decisions and the curtains: the reveals' Enters."""
        return len(self.keys) - self.decisions - self.curtains

    def detail(self) -> str:
        return " ".join(f"{k}<{s}>" for k, s in zip(self.keys, self.steps, strict=False))


def hosts(game: Game, action: object) -> int:
    """How many arenas could host a match after `action` (a Supporter placed)."""
    from voxpopuli_tui.engine import Pass
    from voxpopuli_tui.engine.match import possible_arenas

    after = Game.from_json(game.to_json())
    while after.pending_kind == "window":  # a window folded into the choice passes first
        after.apply(Pass(seat=after.to_act()[0]))
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


async def press(pilot: object, turn: Turn, keys: Sequence[str], step: str) -> None:
    """Press `keys` as one entry (a typed coordinate is two keys, one entry)."""
    turn.keys.append("".join(keys) if len(keys) > 1 else keys[0])
    turn.raw += len(keys)
    turn.steps.append(step)
    for k in keys:
        await pilot.press(k)  # type: ignore[attr-defined]


def presses_for(choices: Sequence[Option], key: str, coordinates: dict[str, int],
                highlighted: int | None) -> list[str]:
    """The keys that pick option `key`: its number, else its typed coordinate, else arrows."""
    index = next(i for i, c in enumerate(choices) if c.key == key)
    number = numbers(choices)[index]
    if number is not None:
        return [str(number)]
    space = coordinates.get(key)
    if space is not None:
        return list(space_name(space))
    presses = []
    at = highlighted or 0
    while at != index:  # pragma: no cover - not in these scripts
        presses.append("down" if at < index else "up")
        at += 1 if at < index else -1
    return [*presses, "enter"]


def can_play(app: object) -> bool:
    table = app.table  # type: ignore[attr-defined]
    return table.is_window() and any(table.card_plays(s) for s in table.to_act_humans())


async def play(seed: int, turns: int, humans: int, cards: float) -> list[Turn]:
    # The scripted hands press at machine speed: the curtain's guard time (which drops keys
    # typed ahead of a human's eyes, tests/app/curtain) would only drop them.
    from voxpopuli_tui.ui.hotseat import handoff

    handoff.GUARD_SECONDS = 0.0
    rng = random.Random(seed)
    game = Game.new(Ruleset.default(3, seed=seed))
    computer = [s for s in range(3) if s >= humans]
    app = create_app(game=game, computer=computer)
    app.pace = 0.0
    done: list[Turn] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        current = Turn(game.state.turn)
        seen, acted = 0, 0
        for _ in range(20000):
            table = app.table
            assert table is not None
            g = table.game
            if g.is_over or g.state.turn > turns:
                break
            if g.state.turn != current.number:
                current.actions = sum(1 for a in g.history[acted:]
                                      if a.seat not in table.computer and a.type != "pass")
                acted = len(g.history)
                done.append(current)
                current = Turn(g.state.turn)
            for e in g.state.log[seen:]:
                if e.seats is None and (e.kind != "stars" or "become Stars" in e.text):
                    current.events.append(e.kind)
            seen = len(g.state.log)
            screen = app.screen
            if isinstance(screen, CurtainScreen):
                current.curtains += 1
                await press(pilot, current, ["enter"], "Curtain")
            elif isinstance(screen, RevealScreen):
                folded = table.folded() if screen.carry else None
                if folded is None:
                    current.reveal_enters += 1
                    await press(pilot, current, ["enter"], "Reveal")
                else:  # the next decision's key leaves the reveal and answers it
                    chooser = BaseChooser(folded.choices, g.names)
                    options = chooser.options()
                    key = target_key(chooser, options, g)  # type: ignore[arg-type]
                    await press(pilot, current, presses_for(options, key, {}, 0), "Reveal+")
            elif isinstance(screen, OpenVoteScreen):
                await press(pilot, current, ["a"], "Hands")
            elif isinstance(screen, CardGiftScreen):
                await pilot.press("escape")
            elif isinstance(screen, HandScreen):
                playable = [i for i, c in enumerate(screen.choices) if screen.plays_of(c)]
                if screen.card is None and (screen.read_only or not playable):
                    await pilot.press("escape")  # not the hand of a seat that can play
                elif screen.card is None:
                    await press(pilot, current, [str(playable[0] + 1)], "Hand")
                else:
                    await press(pilot, current, ["1"], "Hand")
            elif isinstance(screen, (MainScreen, PrivateScreen)):
                await table_step(pilot, app, screen, current, rng, cards)
            else:
                await pilot.pause(0.01)  # a hand-off's cover goes by itself
                continue
            await pilot.pause()
    return done[1:]  # the first turn starts with the Coliseums' placement


async def table_step(pilot: object, app: object, screen: MainScreen | PrivateScreen,
                     turn: Turn, rng: random.Random, cards: float) -> None:
    """One key on the table or a private screen (none while a computer acts)."""
    table = app.table  # type: ignore[attr-defined]
    g = table.game
    menu = screen.query_one(ActionMenu)
    title = str(menu.border_title or menu.menu_title or "").split(": ")[-1]
    step = f"{type(screen).__name__[:-6]}:{title}"
    if isinstance(screen, PrivateScreen):
        chooser = screen.chooser
        if screen.finished or chooser is None:
            await pilot.pause(0.01)  # type: ignore[attr-defined]  # sealed: it goes by itself
        elif screen.voting:
            await press(pilot, turn, ["a"], step)  # a vote is an explicit A (Applause) or B
        else:
            key = target_key(chooser, menu.choices, g)  # type: ignore[arg-type]
            await press(pilot, turn, presses_for(menu.choices, key, {}, menu.highlighted), step)
        return
    if screen.picker is not None:  # who plays a card: the first seat that can
        index = next((i for i, c in enumerate(menu.choices)
                      if c.key.isdigit() and table.card_plays(int(c.key))), 0)
        if any(c.key.startswith("card-") for c in menu.choices):  # solo: a playable card
            seat = table.humans()[0]
            hand = table.view(seat).hand
            playable = {a.card for a in table.card_plays(seat)}  # type: ignore[attr-defined]
            index = next((i for i, c in enumerate(menu.choices) if c.key.startswith("card-")
                          and hand[int(c.key[5:])] in playable), 0)
        await press(pilot, turn, [str(numbers(menu.choices)[index])], step)
        return
    waiting = table.computer_turn() is not None or (
        screen.chooser is None and not table.is_window())
    if waiting or (table.computer_window() and not can_play(app)):
        await pilot.pause(0.01)  # type: ignore[attr-defined]  # a computer plays
        return
    if can_play(app) and rng.random() < cards:
        await press(pilot, turn, ["c"], step + " c")
        return
    chooser = screen.chooser
    if chooser is None:  # a window shown as it is: Enter, everyone passes
        await press(pilot, turn, ["enter"], step)
        return
    key = target_key(chooser, menu.choices, g)  # type: ignore[arg-type]
    coordinates = {k: sp for sp, k in screen.map_input.spaces.items()}
    await press(pilot, turn, presses_for(menu.choices, key, coordinates, menu.highlighted), step)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turns", type=int, default=14)
    parser.add_argument("--humans", type=int, default=0,
                        help="1 (solo) or 3 (hot-seat); 0: both")
    parser.add_argument("--cards", type=float, default=0.3,
                        help="chance a human who can play a card does")
    parser.add_argument("--show", action="store_true", help="print every turn's keys")
    args = parser.parse_args(argv)
    for humans in ([args.humans] if args.humans else [1, 3]):
        table = "solo (1 human, 2 computers)" if humans == 1 else "hot-seat (3 humans)"
        groups: dict[str, list[Turn]] = defaultdict(list)
        for g in range(args.games):
            for turn in asyncio.run(play(args.seed + g, args.turns, humans, args.cards)):
                groups[turn.kind()].append(turn)
                if args.show:
                    print(f"seed {args.seed + g} turn {turn.number} [{turn.kind()}]: "
                          f"{len(turn.keys)} keys {turn.detail()}")
        print(f"\n{table}, 3 players — medians per turn")
        print(f"{'turns':<30}{'n':>4}{'keys':>6}{'presses':>9}{'decisions':>11}"
              f"{'curtains':>10}{'reveal Enter':>14}{'over':>6}{'max over':>10}{'actions':>9}")
        for kind, group in sorted(groups.items()):
            med = statistics.median
            print(f"{kind:<30}{len(group):>4}{med(len(t.keys) for t in group):>6}"
                  f"{med(t.raw for t in group):>9}"
                  f"{med(t.decisions for t in group):>11}{med(t.curtains for t in group):>10}"
                  f"{med(t.reveal_enters for t in group):>14}{med(t.over() for t in group):>6}"
                  f"{max(t.over() for t in group):>10}{med(t.actions for t in group):>9}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
