"""Games for the solo-table tests: seeded engine play to a chosen moment (no UI)."""

from __future__ import annotations

import random

from tests.support.games import Chooser, first_seed_until, seeded_main_line
from voxpopuli_tui.engine import Action, Game, Pass, Ruleset
from voxpopuli_tui.engine.actions import PlayCard
from voxpopuli_tui.engine.kinds import Decision

SIZE = (120, 40)


def single_plays(game: Game, seat: int) -> list[PlayCard]:
    """`seat`'s card plays that need no target (one play for the card)."""
    plays = [a for a in game.legal_actions(seat) if isinstance(a, PlayCard)]
    return [a for a in plays if sum(p.card == a.card for p in plays) == 1]


def window_for(seat: int = 0, players: int = 3, seed: int = 1) -> Game:
    """A seeded game at a card window where only `seat` is left to act and can play a card
    without targets (the other seats passed first)."""

    def start(tried: int) -> tuple[Game, Chooser]:
        game = Game.new(Ruleset.default(players, seed=tried, coliseum_placement="random",
                                        first_player=0))
        main_line = seeded_main_line(random.Random(tried), cards=False)

        def choose(game: Game, actor: int, legal: list[Action]) -> Action:
            if game.pending_kind == Decision.WINDOW:  # the others pass first
                others = [s for s in game.to_act() if s != seat]
                return Pass(seat=(others or [seat])[0])
            return main_line(game, actor, legal)

        return game, choose

    def there(game: Game) -> bool:
        return (game.pending_kind == Decision.WINDOW
                and not [s for s in game.to_act() if s != seat]
                and bool(single_plays(game, seat)) and game.turn >= 2)

    return first_seed_until(range(seed, seed + 60), start, there, limit=3000,
                            missed="no such window")
