"""Helpers shared by the tests: build games, steer them to a moment, arrange a table."""

from __future__ import annotations

import random
from collections.abc import Callable

from voxpopuli_tui.engine import Action, Game, Ruleset
from voxpopuli_tui.engine.actions import FREE_TYPES
from voxpopuli_tui.engine.state import GameState

Chooser = Callable[[Game, int, list[Action]], Action]


def new_game(players: int = 4, seed: int = 0, **options: object) -> Game:
    """A game with default names and clubs; random Coliseums unless told otherwise."""
    options.setdefault("coliseum_placement", "random")
    options.setdefault("first_player", 0)
    return Game.new(Ruleset.default(players, seed=seed, **options))


def first_choice(game: Game, seat: int, legal: list[Action]) -> Action:
    """Pick the first main-line action (never a gift or purchase)."""
    return next(a for a in legal if a.type not in FREE_TYPES)


def passing(game: Game, seat: int, legal: list[Action]) -> Action:
    """Pass in windows, else the first main-line action."""
    for a in legal:
        if a.type == "pass":
            return a
    return first_choice(game, seat, legal)


def random_chooser(seed: int = 0) -> Chooser:
    """Uniform among main-line actions, seeded."""
    rng = random.Random(seed)

    def choose(game: Game, seat: int, legal: list[Action]) -> Action:
        return rng.choice([a for a in legal if a.type not in FREE_TYPES])

    return choose


def step(game: Game, chooser: Chooser = passing) -> Action:
    """Let the first seat to act take one action chosen by `chooser`."""
    seat = game.to_act()[0]
    action = chooser(game, seat, game.legal_actions(seat))
    game.apply(action)
    return action


def advance_until(
    game: Game,
    stop: Callable[[Game], bool],
    chooser: Chooser = passing,
    limit: int = 5000,
) -> Game:
    """Play with `chooser` until `stop(game)` holds (checked before each action)."""
    for _ in range(limit):
        if stop(game):
            return game
        if game.is_over:
            raise AssertionError("the game ended before the expected moment")
        step(game, chooser)
    raise AssertionError("the expected moment never came")


def pending_kind(kind: str, window: str | None = None) -> Callable[[Game], bool]:
    """A stop condition: the game waits for this kind of decision (and window)."""

    def check(game: Game) -> bool:
        p = game.state.pending
        return p is not None and p.kind == kind and (window is None or p.window == window)

    return check


def give_card(game: Game, seat: int, card: str) -> None:
    """Move `card` from wherever it is (deck, a hand, the discard) into `seat`'s hand."""
    st: GameState = game.state
    for pile in [st.deck, st.discard, *(p.hand for p in st.players)]:
        if card in pile:
            pile.remove(card)
            break
    st.players[seat].hand.append(card)
    st.version += 1  # the legal-action cache keys on the version


def touch(game: Game) -> None:
    """Call after editing the state by hand so cached legal actions are recomputed."""
    game.state.version += 1
