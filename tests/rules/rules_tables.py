"""Hand-made tables shared by the rules tests (state edited, then `support.touch`)."""

from __future__ import annotations

from tests.support.games import (
    act,
    advance_until,
    clear_table,
    new_game,
    pending_kind,
    put_gladiator,
    put_supporter,
    set_coliseums,
)
from voxpopuli_tui.engine import Game, Pass

POMPEY, CRASSUS, CAESAR, ANTONY, OCTAVIAN, BRUTUS = range(6)


def pass_windows(game: Game) -> None:
    """Every seat passes until the game waits for something other than a card window."""
    while game.state.pending is not None and game.state.pending.kind == "window":
        game.apply(Pass(seat=game.to_act()[0]))


def at_gladiator(players: int = 3, seed: int = 0, **options: object) -> Game:
    """Turn 1: seat 0 is about to place its Gladiator; empty table, corner Coliseums.

    Coliseums: Pompey A1, Crassus H1, Caesar A3, Antony H4, Octavian A6, Brutus H6.
    """
    options.setdefault("use_cards", False)
    game = new_game(players, seed, **options)
    advance_until(game, pending_kind("gladiator"))
    clear_table(game)
    set_coliseums(game)
    return game


def crassus_setup(**options: object) -> Game:
    """The rulebook's Championship example (3.2 b), before the Gladiator is placed.

    Crassus's arena (H1) is attended by 4 Supporters: seat 0 ("you") 3 on G1 and 1 on H2,
    seat 1 a 1 on F1, seat 2 a 5 on G2. Caesar's arena (A3) has only one (seat 1's 2 on B3).
    Gladiators in Crassus's arena: seat 1 a 2, seat 2 a 5; seat 1 also has a 3 with Pompey.
    """
    game = at_gladiator(3, **options)
    put_supporter(game, 0, 3, "G1")
    put_supporter(game, 0, 1, "H2")
    put_supporter(game, 1, 1, "F1")
    put_supporter(game, 2, 5, "G2")
    put_supporter(game, 1, 2, "B3")
    put_gladiator(game, 1, 2, CRASSUS)
    put_gladiator(game, 2, 5, CRASSUS)
    put_gladiator(game, 1, 3, POMPEY)
    return game


def crassus_table(**options: object) -> Game:
    """`crassus_setup`, then seat 0 sends a 4 Gladiator to Crassus and announces the
    Championship there: the game waits for the secret vote."""
    game = crassus_setup(**options)
    act(game, "0 gladiator 4 Crassus")
    pass_windows(game)
    act(game, "0 match championship Crassus")
    pass_windows(game)
    return game
