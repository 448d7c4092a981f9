"""Scenes for the Arena and dice card tests: a staged board, a match in Pompey's arena, dice.

Board (8 × 6, R12): one Coliseum per district; Pompey's is on B2 (space 9), whose neighbours
are B1 (1), A2 (8), C2 (10) and B3 (17, in the Greek district). By default four Supporters
attend: seat 0 a 3 on B1, seat 1 a 2 on A2, seat 2 a 4 on C2, seat 3 a 1 on B3 (total 10).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tests.support.games import advance_until, give_card, pending_kind
from voxpopuli_tui.engine import AnnounceMatch, Game, MatchType, Pass, PlayCard, Side, Vote
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.cards.registry import why_not_playable
from voxpopuli_tui.engine.position import position
from voxpopuli_tui.engine.state import MatchState

COLISEUMS = (9, 14, 26, 30, 42, 46)  # Pompey … Brutus, one per district
POMPEY, CRASSUS, CAESAR, ANTONY, OCTAVIAN, BRUTUS = range(6)
ARENA = POMPEY
DEFAULT_SUPPORTERS: dict[int, tuple[int, int]] = {1: (0, 3), 8: (1, 2), 10: (2, 4), 17: (3, 1)}
A, B = Side.APPLAUSE, Side.BOOS


class Dice:
    """A stand-in for `game.rng`: each roll takes the next scripted face."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        assert self.faces, "the die was rolled more often than scripted"
        return self.faces.pop(0)


def stage(
    players: int = 4,
    seed: int = 0,
    supporters: Mapping[int, tuple[int, int]] | None = None,
    gladiators: Iterable[tuple[int, int, int]] = (),
    money: int | dict[int, int] | None = None,
    **described: object,
) -> Game:
    """A game at seat 0's match decision, with this module's board, empty hands and the
    given Gladiators (politician, seat, value); `money` sets everyone's purse (or the purses
    named), and whatever else `position` builds may be described (`lover`, `on_table`…)."""
    arenas: dict[int, list[tuple[int, int]]] = {}
    for p, seat, value in gladiators:
        arenas.setdefault(p, []).append((seat, value))
    game = position(
        players,
        seed=seed,
        at="match",
        coliseums={p: space_name(s) for p, s in enumerate(COLISEUMS)},
        supporters={space_name(s): pair for s, pair in
                    (DEFAULT_SUPPORTERS if supporters is None else supporters).items()},
        gladiators=arenas,
        hands=dict.fromkeys(range(players), ()),
        money=money,
        **described,
    )
    assert game.state.active == 0
    return game


def announce(game: Game, kind: str = "cup", politician: int = ARENA) -> MatchState:
    """Seat 0 announces the match; the Arena window is then open."""
    game.apply(AnnounceMatch(seat=0, politician=politician, kind=MatchType(kind)))
    m = game.state.turn_state.match
    assert m is not None
    return m


def arena(
    kind: str = "cup",
    supporters: Mapping[int, tuple[int, int]] | None = None,
    gladiators: Iterable[tuple[int, int, int]] = (),
    money: int | dict[int, int] | None = None,
    players: int = 4,
    **described: object,
) -> Game:
    """`stage` then `announce`: the Arena window of seat 0's match is open."""
    game = stage(players, 0, supporters, gladiators, money, **described)
    announce(game, kind)
    assert pending_kind("window", "arena")(game)
    return game


def play(game: Game, seat: int, card: str, **targets: int) -> None:
    """Hand `card` to `seat` and play it in the open window."""
    give_card(game, seat, card)
    game.apply(PlayCard(seat=seat, card=card, **targets))


def can_play(game: Game, seat: int, card: str) -> bool:
    """Whether `seat`, given `card`, has at least one legal play of it now."""
    give_card(game, seat, card)
    return any(isinstance(a, PlayCard) and a.card == card for a in game.legal_actions(seat))


def reason(game: Game, seat: int, card: str) -> str | None:
    """Why `seat` may not play `card` in the open window (None: it may)."""
    give_card(game, seat, card)
    p = game.state.pending
    return why_not_playable(game, seat, card, None if p is None else p.window)


def close_windows(game: Game) -> None:
    """Everyone passes in every window open now (roll windows included)."""
    while (p := game.state.pending) is not None and p.kind == "window":
        game.apply(Pass(seat=game.to_act()[0]))


def settle_rolls(game: Game) -> int:
    """Everyone passes in the die-roll windows open now (R34); returns how many there were."""
    count = 0
    while (p := game.state.pending) is not None and p.window == "roll":
        count += not p.done
        game.apply(Pass(seat=game.to_act()[0]))
    return count


def vote(game: Game, *sides: Side) -> MatchState:
    """Close the Arena window, then each seat votes (`sides[seat]`); returns the match."""
    close_windows(game)
    assert pending_kind("vote")(game), game.state.pending
    m = game.state.turn_state.match  # kept: the turn may end before the next decision
    for seat, side in enumerate(sides):
        game.apply(Vote(seat=seat, side=side))
    assert m is not None and m.revealed
    return m


def to_phase3(game: Game) -> None:
    """Play the consequences out (first choices) up to the last Forum window."""
    advance_until(game, pending_kind("window", "forum-end"))
