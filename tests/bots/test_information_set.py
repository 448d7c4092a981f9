"""A seat's information set is self-contained.

It is built with the view by the engine (`secrecy.redact`), holds no reference to the live game
(no closure, no shared mutable object), and nothing the seat may not know reaches it: scripted
dice, the seed and the random source, other hands, the deck order.
"""

from __future__ import annotations

import gc
import random
import types
from dataclasses import is_dataclass
from enum import Enum

from tests.support.bots import game_at_choice
from voxpopuli_tui.engine.bots import HardBot
from voxpopuli_tui.engine.bots.world import HIDDEN_CARD
from voxpopuli_tui.engine.core import Rulebook
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.views import view_for

#: Shared program parts, not game data: the walk does not go through them (a function's
#: closure and a bound method's object excepted: that is where a live game would hide).
_PROGRAM = (type, types.ModuleType, types.BuiltinFunctionType, Enum, Rulebook)


def _is_mutable(obj: object) -> bool:
    if isinstance(obj, (list, dict, set, bytearray, random.Random, Game)):
        return True
    params = getattr(type(obj), "__dataclass_params__", None)
    return is_dataclass(obj) and params is not None and not params.frozen


def _reachable_mutables(root: object) -> dict[int, object]:
    """Every mutable object reachable from `root` (not through classes, modules, functions)."""
    seen: dict[int, object] = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _PROGRAM):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, types.FunctionType):
            stack.extend(c.cell_contents for c in obj.__closure__ or ())
        elif isinstance(obj, types.MethodType):
            stack.append(obj.__self__)
        else:
            stack.extend(gc.get_referents(obj))
    return {i: o for i, o in seen.items() if _is_mutable(o)}


def test_the_information_set_shares_no_mutable_object_with_the_live_game() -> None:
    game, seat = game_at_choice(5, 11, 450)
    game.script_dice(6, 6, 6)
    view = view_for(game, seat)
    live = _reachable_mutables(game)
    assert id(game) in live and id(game.state) in live and id(game.dice) in live
    for root in (view.information, view.information()):
        shared = set(live) & set(_reachable_mutables(root))
        assert [type(live[i]).__name__ for i in shared] == []


def test_the_information_set_does_not_move_with_the_live_game() -> None:
    game, seat = game_at_choice(4, 5, 300)
    info = view_for(game, seat).information()
    before = (info.game.state.to_json(), list(info.game.dice), info.game.rng.getstate())
    rng = random.Random(5)
    game.script_dice(1, 2, 3)
    for pl in game.state.players:
        pl.hand.append("PANEM")
    for _ in range(80):
        if game.is_over:
            break
        game.apply(rng.choice(game.moves(game.to_act()[0])))
    assert (info.game.state.to_json(), list(info.game.dice), info.game.rng.getstate()) == before


def test_scripted_dice_the_seed_and_the_random_source_never_reach_it() -> None:
    game, seat = game_at_choice(4, 77, 250)
    game.script_dice(6, 6, 6, 6)
    info = view_for(game, seat).information()
    assert info.game.dice == [] and info.game.history == []
    assert info.game.ruleset.seed == 0 != game.ruleset.seed
    assert info.game.state.rng_state == []
    assert info.game.rng.getstate() == random.Random(0).getstate()
    assert info.sample(random.Random(1)).dice == []
    assert set(info.game.state.deck) <= {HIDDEN_CARD}


def test_hard_plays_tv_rights_the_same_whatever_die_is_scripted() -> None:
    """The issue's probe: Hard played TV RIGHTS 12 of 12 times with the die scripted to 6 and
    0 of 12 with it scripted to 1. A game that differs only in scripted dice gives the same
    information set and the same choice."""
    for seed in range(6):
        choices = []
        infos = []
        for face in (6, 1):
            game = position(3, seed=seed, at="forum-start", hands={0: ["TV_RIGHTS"]})
            game.script_dice(face, face, face)
            view = view_for(game, 0)
            infos.append(view.information().game.state)
            bot = HardBot(seed, think=60, iterations=24)
            choices.append(bot.choose(view, game.legal_actions(0)))
        assert infos[0] == infos[1]
        assert choices[0] == choices[1], seed
