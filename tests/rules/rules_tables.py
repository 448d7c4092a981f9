"""Hand-made tables shared by the rules tests, built with `engine.position.position`."""

from __future__ import annotations

from tests.support.games import CORNER_COLISEUMS, act
from voxpopuli_tui.engine import Game, Pass
from voxpopuli_tui.engine.position import position

POMPEY, CRASSUS, CAESAR, ANTONY, OCTAVIAN, BRUTUS = range(6)


def pass_windows(game: Game) -> None:
    """Every seat passes until the game waits for something other than a card window."""
    while game.state.pending is not None and game.state.pending.kind == "window":
        game.apply(Pass(seat=game.to_act()[0]))


def at_gladiator(players: int = 3, seed: int = 0, **described: object) -> Game:
    """Turn 1: seat 0 is about to place its Gladiator; empty table, corner Coliseums.

    Coliseums: Pompey A1, Crassus H1, Caesar A3, Antony H4, Octavian A6, Brutus H6. Anything
    else `position` builds may be described too (`popularity`, `stars`, `dead`…).
    """
    described.setdefault("use_cards", False)
    described.setdefault("supporters", {})
    described.setdefault("gladiators", {})
    return position(players, seed=seed, at="gladiator", coliseums=CORNER_COLISEUMS, **described)


#: The Supporters of the rulebook's Championship example (3.2 b): space -> (seat, value).
CRASSUS_SUPPORTERS = {"G1": (0, 3), "H2": (0, 1), "F1": (1, 1), "G2": (2, 5), "B3": (1, 2)}
#: Its Gladiators: politician -> [(seat, value)].
CRASSUS_GLADIATORS: dict[int, list[tuple[int, int]]] = {CRASSUS: [(1, 2), (2, 5)],
                                                        POMPEY: [(1, 3)]}


def crassus_setup(supporters: dict[str, tuple[int, int]] | None = None,
                  gladiators: dict[int, list[tuple[int, int]]] | None = None,
                  **options: object) -> Game:
    """The rulebook's Championship example (3.2 b), before the Gladiator is placed.

    Crassus's arena (H1) is attended by 4 Supporters: seat 0 ("you") 3 on G1 and 1 on H2,
    seat 1 a 1 on F1, seat 2 a 5 on G2. Caesar's arena (A3) has only one (seat 1's 2 on B3).
    Gladiators in Crassus's arena: seat 1 a 2, seat 2 a 5; seat 1 also has a 3 with Pompey.
    `supporters` replaces the example's map, `gladiators` its arenas.
    """
    return at_gladiator(
        3,
        supporters=CRASSUS_SUPPORTERS if supporters is None else supporters,
        gladiators=CRASSUS_GLADIATORS if gladiators is None else gladiators,
        **options,
    )


def crassus_table(supporters: dict[str, tuple[int, int]] | None = None,
                  gladiators: dict[int, list[tuple[int, int]]] | None = None,
                  **options: object) -> Game:
    """`crassus_setup` (its map and arenas as given), then seat 0 sends a 4 Gladiator to
    Crassus and announces the Championship there: the game waits for the secret vote."""
    game = crassus_setup(supporters, gladiators, **options)
    act(game, "0 gladiator 4 Crassus")
    pass_windows(game)
    act(game, "0 match championship Crassus")
    pass_windows(game)
    return game
