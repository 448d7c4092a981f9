"""Shared plumbing of the gauntlet opponents: a dispatcher over the pending decision and helpers
that read one seat's information set (the redacted game of `SeatView.information()`).

The opponents never search and never read the real game: every helper below reads the redacted
copy, where other seats' hands, Star values and sealed votes are masked.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from voxpopuli_tui.engine.actions import (
    Action,
    AnnounceMatch,
    ChooseGain,
    EliminateGladiator,
    EliminateSupporter,
    HandsVote,
    PlaceGladiator,
    PlaceStar,
    PlaceSupporter,
    PlayCard,
    Pledge,
    Vote,
)
from voxpopuli_tui.engine.board import match_attendance
from voxpopuli_tui.engine.bots.normal import forced, main_actions
from voxpopuli_tui.engine.constants import MIN_ATTENDANCE, POLITICIANS, Gain, MatchType, Side
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.state import EMPTY, GameState
from voxpopuli_tui.engine.views import SeatView

#: Cards whose show-of-hands vote counts "against" (C-COJC, C-FAMILY_AFFAIR).
AGAINST_CARDS = frozenset({"COJC", "FAMILY_AFFAIR"})


def living(st: GameState) -> list[int]:
    """Politicians still alive."""
    return [p for p in range(len(POLITICIANS)) if not st.dead[p]]


def leader(st: GameState) -> int:
    """The living politician in the lead (precedence breaks ties, R29)."""
    alive = living(st) or list(range(len(POLITICIANS)))
    return max(alive, key=lambda p: (st.popularity[p], -p))


def own_stars(st: GameState, me: int) -> list[int]:
    """Per politician: the value of `me`'s own Stars (exact: the seat sees its own pieces)."""
    return [sum(max(i.value, 0) for i in content if i.seat == me) for content in st.slots]


def pieces_of(st: GameState, seat: int) -> list[int]:
    """Per politician: how many compartment pieces `seat` has put there (public)."""
    return [sum(1 for i in content if i.seat == seat) for content in st.slots]


def attending(st: GameState, arena: int) -> list[int]:
    """Per seat: the Supporter value attending a match in `arena` now (R17, R20)."""
    weight = [0] * st.n
    if st.coliseum[arena] < 0:
        return weight
    for s in match_attendance(st, arena):
        weight[st.owner[s]] += st.value[s]
    return weight


def match_possible(st: GameState, arena: int) -> bool:
    """At least three Supporters would attend a match in `arena` (R17)."""
    return st.coliseum[arena] >= 0 and len(match_attendance(st, arena)) >= MIN_ATTENDANCE


def gladiators(st: GameState, arena: int, seat: int) -> list[int]:
    """`seat`'s Gladiator values in `arena`."""
    return [v for s, v in st.arenas[arena] if s == seat]


def reach_if_placed(st: GameState, space: int, me: int) -> list[int]:
    """Arenas whose match `me`'s Supporter on `space` would attend (with at least three there)."""
    st.owner[space], st.value[space] = me, 1
    try:
        return [
            p
            for p in range(len(POLITICIANS))
            if st.coliseum[p] >= 0
            and space in (att := match_attendance(st, p))
            and len(att) >= MIN_ATTENDANCE
        ]
    finally:
        st.owner[space], st.value[space] = EMPTY, 0


def reach_any(st: GameState, space: int, me: int) -> list[int]:
    """Arenas a Supporter on `space` would attend, however few attend."""
    st.owner[space], st.value[space] = me, 1
    try:
        return [
            p
            for p in range(len(POLITICIANS))
            if st.coliseum[p] >= 0 and space in match_attendance(st, p)
        ]
    finally:
        st.owner[space], st.value[space] = EMPTY, 0


class GauntletBot:
    """Dispatch on the pending decision; subclasses override the `on_*` handlers they care about.

    Each handler gets the seat's redacted game (never the real one) and the main-line actions.
    """

    name = "gauntlet"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.me = -1

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        only = forced(legal)
        if only is not None:
            return only
        assert view.seat is not None
        self.me = view.seat
        game = view.information().game
        main = main_actions(legal)
        pending = game.state.pending
        kind = pending.kind.value if pending is not None else main[0].type
        handler = getattr(self, "on_" + kind.replace("-", "_"), None)
        choice = handler(game, main) if handler is not None else None
        if choice is None:
            choice = self.fallback(game, main)
        for a in legal:
            if a == choice:
                return a
        raise ValueError(f"{self.name} chose {choice}, which is not legal")

    # ------------------------------------------------------------ defaults
    def fallback(self, game: Game, main: list[Action]) -> Action:
        """Pass a window when possible, else any action."""
        for a in main:
            if a.type == "pass":
                return a
        return self.rng.choice(main)

    def on_window(self, game: Game, main: list[Action]) -> Action | None:
        return None  # pass

    def on_eliminate_supporter(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        return min(
            (a for a in main if isinstance(a, EliminateSupporter)),
            key=lambda a: st.value[a.space],
        )

    def on_eliminate_gladiator(self, game: Game, main: list[Action]) -> Action | None:
        return min((a for a in main if isinstance(a, EliminateGladiator)), key=lambda a: a.value)

    def on_gain(self, game: Game, main: list[Action]) -> Action | None:
        money = game.state.players[self.me].money
        want = Gain.MONEY if money < 4 or not game.cards_on else Gain.CARD
        return next((a for a in main if isinstance(a, ChooseGain) and a.gain is want), None)

    def favourite(self, game: Game) -> int:
        """The politician this seat backs (subclasses decide)."""
        return leader(game.state)

    def on_hands(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        fav = self.favourite(game)
        ov = st.open_vote
        votes = [a for a in main if isinstance(a, HandsVote)]
        named = [a for a in votes if a.choice == POLITICIANS[fav]]
        if named:
            return named[0]
        if ov is None or ov.subject < 0:
            return self.rng.choice(votes)
        harm = "against" if ov.card in AGAINST_CARDS else "for"
        want = ("against" if harm == "for" else "for") if ov.subject == fav else harm
        return next((a for a in votes if a.choice == want), None)

    def on_pledge(self, game: Game, main: list[Action]) -> Action | None:
        st = game.state
        ov = st.open_vote
        pledges = sorted((a for a in main if isinstance(a, Pledge)), key=lambda a: a.amount)
        if ov is not None and ov.subject == self.favourite(game):
            fit = [a for a in pledges if a.amount <= 5]
            return fit[-1] if fit else pledges[0]
        return pledges[0]

    # ------------------------------------------------------------ helpers
    def vote(self, main: list[Action], side: Side) -> Action | None:
        return next((a for a in main if isinstance(a, Vote) and a.side is side), None)

    def likely_applause(self, st: GameState, arena: int, organiser: int) -> bool:
        """A crude public guess: seats with a stake (organiser, Gladiators there) applaud."""
        weight = attending(st, arena)
        a = b = 0
        for s in range(st.n):
            if s == self.me:
                continue
            stake = s == organiser or bool(gladiators(st, arena, s))
            if stake:
                a += weight[s]
            else:
                b += weight[s]
        return a >= b

    def stars_to(self, main: list[Action], target: int, decoy_on: int | None) -> Action | None:
        """The biggest Star into `target`, with a decoy on `decoy_on` when the seat may."""
        stars = [a for a in main if isinstance(a, PlaceStar) and a.politician == target]
        if not stars:
            return None
        top = max(a.value for a in stars)
        stars = [a for a in stars if a.value == top]
        with_decoy = [a for a in stars if a.decoy is not None and a.decoy == decoy_on]
        if with_decoy:
            return with_decoy[0]
        return next((a for a in stars if a.decoy is None), stars[0])

    @staticmethod
    def supporters(main: list[Action]) -> list[PlaceSupporter]:
        return [a for a in main if isinstance(a, PlaceSupporter)]

    @staticmethod
    def gladiator_moves(main: list[Action]) -> list[PlaceGladiator]:
        return [a for a in main if isinstance(a, PlaceGladiator)]

    @staticmethod
    def matches(main: list[Action]) -> list[AnnounceMatch]:
        return [a for a in main if isinstance(a, AnnounceMatch)]

    @staticmethod
    def card_plays(main: list[Action]) -> list[PlayCard]:
        return [a for a in main if isinstance(a, PlayCard)]

    @staticmethod
    def kind_for(money: int, spare: int = 0) -> MatchType:
        """The dearest ordinary match affordable while keeping `spare` sesterces."""
        if money - spare >= 6:
            return MatchType.INTERNATIONAL
        if money - spare >= 3:
            return MatchType.CHAMPIONSHIP
        return MatchType.CUP
