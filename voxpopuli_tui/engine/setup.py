"""Setup: the table before the first turn (R2, R6, R10, R11)."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import Action, PlaceColiseum, cached, holds_shared
from .assets import load_cards
from .board import geometry
from .constants import ASSASSINATION_MARKERS, POLITICIANS, Phase
from .events import CardsDealt, EventKind
from .prompts import COLISEUM
from .ruleset import Ruleset
from .said import N_, District, Politician, Seat, Space
from .state import COLISEUM_BASE, EMPTY, GameState, PlayerState
from .steps import AskColiseum, StartGame, TurnStart

if TYPE_CHECKING:
    from .core import Core


def initial_state(ruleset: Ruleset, rng: random.Random) -> GameState:
    """R11: fresh clubs, 3 decoys, 7 sesterces and 4 secret cards each; R6 shuffled deck."""
    n = ruleset.seats
    g = geometry()
    deck = [c.id for c in load_cards()] if ruleset.use_cards else []
    rng.shuffle(deck)
    first = ruleset.first_player if ruleset.first_player is not None else rng.randrange(n)
    players = [
        PlayerState(
            club=dict(ruleset.pieces),
            money=ruleset.starting_money,
            decoys=ruleset.starting_decoys,
            hand=[],
        )
        for _ in range(n)
    ]
    for pl in players:
        for _ in range(ruleset.starting_cards):
            if deck:
                pl.hand.append(deck.pop())
    bank = max(0, ruleset.decoy_bank - n * ruleset.starting_decoys)
    st = GameState(
        n=n,
        first=first,
        active=first,
        turn=0,
        phase=Phase.SETUP,
        players=players,
        owner=[EMPTY] * g.size,
        value=[0] * g.size,
        coliseum=[EMPTY] * len(POLITICIANS),
        popularity=[0] * len(POLITICIANS),
        dead=[False] * len(POLITICIANS),
        lover=EMPTY,
        assassinations_left=ASSASSINATION_MARKERS,
        arenas=[[] for _ in POLITICIANS],
        slots=[[] for _ in POLITICIANS],
        deck=deck,
        discard=[],
        decoy_bank=bank,
    )
    st.stack.append(StartGame())
    return st


def start_game(game: Core, step: StartGame) -> None:
    """R2, R10: announce the first player, then place the Coliseums."""
    st = game.state
    game.say(N_("{seat} is the first player."), EventKind.SETUP, seat=Seat(st.first))
    for seat, hand in enumerate(p.hand for p in st.players):
        game.emit(CardsDealt(seat, tuple(hand)), [seat])
    if game.ruleset.coliseum_placement == "random":
        _place_randomly(game)
        game.push(TurnStart())
        return
    # R10: from the first player to each player's left (previous seat), wrapping.
    order = [(st.first - i) % st.n for i in range(len(POLITICIANS))]
    game.push(*[AskColiseum(s) for s in order], TurnStart())


def coliseum_spaces(st: GameState) -> list[int]:
    """R10: empty spaces of districts that have no Coliseum yet."""
    g = geometry()
    taken = {g.district_of[s] for s in st.coliseum if s != EMPTY}
    return [s for s in range(g.size) if st.owner[s] == EMPTY and g.district_of[s] not in taken]


def _place_randomly(game: Core) -> None:
    st = game.state
    for p in range(len(POLITICIANS)):
        space = game.rng.choice(coliseum_spaces(st))
        _put_coliseum(game, p, space)


def _put_coliseum(game: Core, politician: int, space: int) -> None:

    st = game.state
    st.coliseum[politician] = space
    st.owner[space] = COLISEUM_BASE + politician
    d = geometry().district_of[space]

    game.say(
        N_("{politician}'s Coliseum stands on {space} in the {district} district."),
        EventKind.SETUP,
        politician=Politician(politician),
        space=Space(space),
        district=District(d),
    )


def ask_coliseum(game: Core, step: AskColiseum) -> None:
    """R10: the next player places one Coliseum."""
    game.ask(COLISEUM, [step.seat])


def legal_coliseum(game: Core, seat: int) -> list[Action]:
    """Any unplaced politician on any allowed space."""
    st = game.state
    unplaced = tuple(p for p in range(len(POLITICIANS)) if st.coliseum[p] == EMPTY)
    return list(_coliseum_moves(seat, unplaced, tuple(coliseum_spaces(st))))


@holds_shared
@lru_cache(maxsize=4096)
def _coliseum_moves(
    seat: int, politicians: tuple[int, ...], spaces: tuple[int, ...]
) -> tuple[Action, ...]:
    return tuple(cached(PlaceColiseum, seat, p, s) for p in politicians for s in spaces)


def place_coliseum(game: Core, action: PlaceColiseum) -> None:
    """R10: the Coliseum goes on its space."""
    game.state.pending = None
    game.say(N_("{seat} placed a Coliseum."), EventKind.SETUP, seat=Seat(action.seat))
    _put_coliseum(game, action.politician, action.space)
