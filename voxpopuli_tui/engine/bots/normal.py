"""The Normal level: knowledge of the game, no search. Also the playout policy of Hard.

`NormalPolicy.ranked(world, seat, legal)` orders the seat's main-line actions best first, reading a
*sample* of the seat's information (`world.Information.sample`): votes by stake and likely winner,
Stars where they count most, Supporters and Gladiators for the match they make, matches that pay,
cards whose immediate effect helps (judged on the sample, one card at a time).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..actions import (
    Action,
    ActionType,
    AnnounceMatch,
    ChooseGain,
    Designate,
    EliminateGladiator,
    EliminateSupporter,
    HandsVote,
    NoMatch,
    Pass,
    PlaceGladiator,
    PlaceStar,
    PlaceSupporter,
    PlayCard,
    Pledge,
    Vote,
    main_line,
)
from ..board import geometry, match_attendance
from ..clone import clone_game
from ..constants import MATCH_PRICE, MIN_ATTENDANCE, POLITICIANS, Gain, MatchType
from ..errors import IllegalActionError
from ..game import Game
from ..state import EMPTY
from ..views import SeatView
from . import knowledge as kn
from .coalition import join_filter, join_move
from .evaluation import load_weights, win_chances
from .features import board_of, features_of

#: How much better than passing a card must look before Normal spends it.
CARD_MARGIN = 0.01
#: Card plays judged per window (a card with many targets is sampled).
CARD_CANDIDATES = 4
#: Match announcements judged with every seat's own vote reasoning.
DEEP_MATCHES = 4


def judge(world: Game, me: int) -> float:
    """`me`'s evaluation of a world, the live match's forecast included."""
    pos = kn.position_of(world, me)
    m = world.state.turn_state.match
    if m is not None and not m.revealed and not m.cancelled and not pos.over:
        return kn.match_value(pos, kn.match_facts(world, m.arena, m.kind, m.organiser))
    return kn.evaluate(pos)


def main_actions(legal: Sequence[Action]) -> list[Action]:
    """The pending decision's actions (gifts, purchases and contributions left out)."""
    return main_line(legal)


def forced(legal: Sequence[Action]) -> Action | None:
    """The action to take at once when there is no real choice (one main-line action)."""
    main = main_actions(legal)
    if len(main) == 1:
        return main[0]
    if not main:
        return legal[0]
    return None


class NormalPolicy:
    """Heuristic play; `cards=False` passes every card window (cheap playouts)."""

    def __init__(self, rng: random.Random, cards: bool = True, learned_stars: bool = True) -> None:
        self.rng = rng
        self.cards = cards
        #: Stars placed by the learned evaluation (`evaluation`) rather than the hand-made one.
        self.learned_stars = learned_stars

    def ranked(self, world: Game, me: int, legal: Sequence[Action]) -> list[Action]:
        """`legal`'s main-line actions, best first (never empty if `legal` is not)."""
        main = main_actions(legal)
        if len(main) <= 1:
            return main or list(legal)
        handler = _HANDLERS.get(main[0].type) or _HANDLERS.get(main[-1].type)
        if handler is None:
            return main
        scored = handler(self, world, me, main)
        order = {id(a): i for i, a in enumerate(main)}
        scored.sort(key=lambda sa: (-sa[0], order[id(sa[1])]))
        return [a for _, a in scored]

    def choose(self, world: Game, me: int, legal: Sequence[Action]) -> Action:
        """The best-ranked action."""
        return self.ranked(world, me, legal)[0]

    # ------------------------------------------------------------- handlers
    def _coliseum(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        return [(self.rng.random(), a) for a in main]

    def _designate(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        st = world.state
        pos = kn.position_of(world, me)
        fav = kn.best_slot(pos, me, 3)
        g = geometry()
        out: list[Scored] = []
        for a in main:
            assert isinstance(a, Designate)
            threat = 0.0
            for s in g.spaces_of[a.district]:
                if st.owner[s] != EMPTY:
                    continue
                # The active player's Supporter here: which matches would it make possible?
                st.owner[s], st.value[s] = st.active, 1
                here = sum(
                    (-0.5 if p == fav else 1.0)
                    for p in range(len(POLITICIANS))
                    if s in (att := match_attendance(st, p)) and len(att) >= MIN_ATTENDANCE
                )
                st.owner[s], st.value[s] = EMPTY, 0
                threat = max(threat, here)
            out.append((-threat + 0.01 * self.rng.random(), a))
        return out

    def _interest(
        self,
        world: Game,
        me: int,
        pos: kn.Position,
        extra: int,
        glad: int,
        arenas: set[int] | None = None,
    ) -> list[float]:
        """Per arena: how much a match there now would be worth to `me` (−1: impossible)."""
        money = pos.money[me]
        kind = (
            MatchType.CHAMPIONSHIP
            if money >= MATCH_PRICE[MatchType.CHAMPIONSHIP]
            else MatchType.CUP
        )
        base = kn.evaluate(pos) + kn.MONEY_WEIGHT
        out = []
        for p in range(len(POLITICIANS)):
            skip = arenas is not None and p not in arenas
            if skip or world.state.coliseum[p] < 0 or money < MATCH_PRICE[MatchType.CUP]:
                out.append(-1.0)
                continue
            mf = kn.match_facts(world, p, kind.value, me)
            mf.weight[me] += extra
            if glad:
                mf.gladiators[me] = [*mf.gladiators[me], glad]
            trial = pos.copy()
            trial.money[me] -= MATCH_PRICE[kind]
            out.append(kn.match_value(trial, mf, deep=False) - base)
        return out

    def _supporter(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        st = world.state
        pos = kn.position_of(world, me)
        club = st.players[me].club
        values = sorted(v for v, c in club.items() if c > 0)
        out: list[Scored] = []
        interest: dict[int, list[float]] = {}
        reach: dict[int, list[int]] = {}
        for space in {a.space for a in main if isinstance(a, PlaceSupporter)}:
            st.owner[space], st.value[space] = me, 1
            reach[space] = [
                p
                for p in range(len(POLITICIANS))
                if st.coliseum[p] >= 0
                and space in (att := match_attendance(st, p))
                and len(att) >= MIN_ATTENDANCE
            ]
            st.owner[space], st.value[space] = EMPTY, 0
        wanted = {p for arenas in reach.values() for p in arenas}
        for a in main:
            assert isinstance(a, PlaceSupporter)
            if a.value not in interest:
                rest = [v for v in values if v != a.value or club[v] > 1]
                glad = max(rest) if rest else 0
                interest[a.value] = self._interest(world, me, pos, a.value, glad, wanted)
            gain = max((interest[a.value][p] for p in reach[a.space]), default=0.0)
            out.append((max(gain, 0.0) - 0.002 * a.value + 0.001 * self.rng.random(), a))
        return out

    def _gladiator(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        st = world.state
        pos = kn.position_of(world, me)
        fav = kn.best_slot(pos, me, 3)
        per_value: dict[int, list[float]] = {}
        out: list[Scored] = []
        possible_now = {
            p
            for p in range(len(POLITICIANS))
            if st.coliseum[p] >= 0 and len(match_attendance(st, p)) >= MIN_ATTENDANCE
        }
        jitter = [0.002 * self.rng.random() for _ in POLITICIANS]
        for a in main:
            assert isinstance(a, PlaceGladiator)
            if a.value not in per_value:
                per_value[a.value] = self._interest(world, me, pos, 0, a.value, possible_now)
            now = per_value[a.value][a.politician]
            if a.politician in possible_now and now > 0:
                score = now
            else:
                # No match to make now: a small piece where matches are likely later.
                crowd = (
                    len(match_attendance(st, a.politician)) if st.coliseum[a.politician] >= 0 else 0
                )
                score = -0.01 * a.value + 0.002 * crowd + jitter[a.politician]
                score += 0.003 if a.politician == fav else 0.0
            out.append((score, a))
        return out

    def _match(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        pos = kn.position_of(world, me)
        out: list[Scored] = []
        base = kn.evaluate(pos) + kn.MONEY_WEIGHT
        trials: list[tuple[float, Action, kn.Position, kn.MatchFacts]] = []
        for a in main:
            if isinstance(a, NoMatch):
                out.append((base, a))
                continue
            assert isinstance(a, AnnounceMatch)
            mf = kn.match_facts(world, a.politician, a.kind.value, me)
            trial = pos.copy()
            trial.money[me] -= MATCH_PRICE[a.kind]
            if a.kind is MatchType.STAR:
                trial.hand[me] -= 1
            trials.append((kn.match_value(trial, mf, deep=False), a, trial, mf))
        # Others' own reasoning about their votes is costly: only for the most promising.
        trials.sort(key=lambda t: -t[0])
        for i, (quick, a, trial, mf) in enumerate(trials):
            out.append((kn.match_value(trial, mf) if i < DEEP_MATCHES else quick - 1.0, a))
        return out

    def _vote(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        m = world.state.turn_state.match
        assert m is not None
        pos = kn.position_of(world, me)
        values = kn.vote_values(pos, kn.match_facts(world, m.arena, m.kind, m.organiser))
        out: list[Scored] = []
        for a in main:
            assert isinstance(a, Vote)
            out.append((values[a.side.value], a))
        return out

    def _stars(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        pos = kn.position_of(world, me)
        odds = kn.emperor_odds(pos)
        out: list[Scored] = []
        gains: dict[tuple[int, int], float] = {}
        if self.learned_stars:
            board = board_of(world)
            weights = load_weights().values
        for a in main:
            assert isinstance(a, PlaceStar)
            key = (a.value, a.politician)
            if key not in gains and self.learned_stars:
                pos.stars[a.politician][me] += a.value
                gains[key] = win_chances(features_of(pos, board), weights)[me] + 1e-4 * a.value
                pos.stars[a.politician][me] -= a.value
            elif key not in gains:
                before = kn.shares(pos, a.politician)[me]
                pos.stars[a.politician][me] += a.value
                after = kn.shares(pos, a.politician)[me]
                pos.stars[a.politician][me] -= a.value
                gains[key] = odds[a.politician] * (after - before) * 10 + 0.01 * a.value
            score = gains[key]
            if a.decoy is not None:
                # A decoy on a likely rival makes the others misread where this seat stands.
                score += 0.001 + 0.001 * odds[a.decoy]
            out.append((score, a))
        return out

    def _eliminate(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        st = world.state
        out: list[Scored] = []
        for a in main:
            if isinstance(a, EliminateSupporter):
                out.append((-float(st.value[a.space]), a))
            else:
                assert isinstance(a, EliminateGladiator)
                out.append((-float(a.value), a))
        return out

    def _gain(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        pl = world.state.players[me]
        out: list[Scored] = []
        for a in main:
            assert isinstance(a, ChooseGain)
            card = a.gain is Gain.CARD
            want_card = pl.money >= 5 and len(pl.hand) < 5 and world.cards_on
            out.append((1.0 if card == want_card else 0.0, a))
        return out

    def _hands(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        ov = world.state.open_vote
        assert ov is not None
        pos = kn.position_of(world, me)
        now = kn.evaluate(pos)
        out: list[Scored] = []
        if ov.question == "politician":
            for a in main:
                assert isinstance(a, HandsVote)
                trial = pos.copy()
                p = POLITICIANS.index(a.choice)
                if not trial.dead[p]:
                    trial.popularity[p] += 1
                out.append((kn.evaluate(trial), a))
            return out
        effect = pos.copy()
        subject = ov.subject
        if subject >= 0:
            if ov.card in ("MADMAN", "SEX_SCANDAL"):
                effect.dead[subject] = True
            else:
                effect.popularity[subject] = max(0, effect.popularity[subject] - 1)
        # C-COJC, C-FAMILY_AFFAIR count votes against; MADMAN and SEX SCANDAL need no "against".
        effect_side = "against" if ov.card in ("COJC", "FAMILY_AFFAIR") else "for"
        want = kn.evaluate(effect) > now
        for a in main:
            assert isinstance(a, HandsVote)
            out.append((1.0 if (a.choice == effect_side) == want else 0.0, a))
        return out

    def _pledge(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        st = world.state
        ov = st.open_vote
        assert ov is not None
        pos = kn.position_of(world, me)
        loss = pos.copy()
        if ov.subject >= 0:
            loss.popularity[ov.subject] = max(0, loss.popularity[ov.subject] - 2)
        hurt = kn.evaluate(pos) - kn.evaluate(loss)
        pledged = sum(int(c) for c in ov.choices if c is not None)
        need = max(0, 5 - pledged)
        out: list[Scored] = []
        for a in main:
            assert isinstance(a, Pledge)
            if hurt > 0.02:
                score = -float(abs(a.amount - min(need, st.players[me].money)))
            else:
                score = -float(a.amount)
            out.append((score, a))
        return out

    def _window(self, world: Game, me: int, main: list[Action]) -> list[Scored]:
        plays = [a for a in main if isinstance(a, PlayCard)]
        passes = [a for a in main if isinstance(a, Pass)]
        if not self.cards or not plays:
            return [(1.0 if isinstance(a, Pass) else 0.0, a) for a in main]
        if len(plays) > CARD_CANDIDATES:
            plays = self.rng.sample(plays, CARD_CANDIDATES)
        base = judge(world, me)
        out: list[Scored] = [(base + CARD_MARGIN, a) for a in passes]
        seed = self.rng.getrandbits(32)
        for a in plays:
            trial = clone_game(world, history=False)
            trial.rng = random.Random(seed)  # every card meets the same dice
            try:
                trial.apply(a)
            except IllegalActionError:
                continue
            out.append((judge(trial, me), a))
        chosen = {id(a) for _, a in out}
        out.extend((-1.0, a) for a in main if id(a) not in chosen)
        return out


Scored = tuple[float, Action]
Handler = Callable[[NormalPolicy, Game, int, list[Action]], list[Scored]]

_HANDLERS: dict[ActionType, Handler] = {
    ActionType.COLISEUM: NormalPolicy._coliseum,
    ActionType.DESIGNATE: NormalPolicy._designate,
    ActionType.SUPPORTER: NormalPolicy._supporter,
    ActionType.GLADIATOR: NormalPolicy._gladiator,
    ActionType.MATCH: NormalPolicy._match,
    ActionType.NO_MATCH: NormalPolicy._match,
    ActionType.VOTE: NormalPolicy._vote,
    ActionType.STAR: NormalPolicy._stars,
    ActionType.ELIMINATE_SUPPORTER: NormalPolicy._eliminate,
    ActionType.ELIMINATE_GLADIATOR: NormalPolicy._eliminate,
    ActionType.GAIN: NormalPolicy._gain,
    ActionType.HANDS: NormalPolicy._hands,
    ActionType.PLEDGE: NormalPolicy._pledge,
    ActionType.PASS: NormalPolicy._window,
    ActionType.PLAY: NormalPolicy._window,
}


class NormalBot:
    """The Normal level: one sample of the seat's information, judged by `NormalPolicy`."""

    def __init__(self, seed: int = 0, learned_stars: bool = True, join: bool = True) -> None:
        self.rng = random.Random(seed)
        self.policy = NormalPolicy(self.rng, learned_stars=learned_stars)
        #: Race a coalition of other seats (`coalition.join_move`): measured, it lifts Normal
        #: against the tables that pile onto one politician (docs/BOTS.md, fifth pass).
        self.join = join

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Instant when there is one real choice; else the policy's best on a sample."""
        only = forced(legal)
        if only is not None:
            return only
        assert view.seat is not None
        info = view.information()
        if self.join:
            move = join_move(info.game, view.seat, legal)
            if move is not None:
                return move
            legal = join_filter(info.game, view.seat, legal)
        world = info.sample(self.rng)
        return _same(self.policy.choose(world, view.seat, legal), legal)


def _same(action: Action, legal: Sequence[Action]) -> Action:
    """The instance of `legal` equal to `action` (choices are made on a copy of the game)."""
    for a in legal:
        if a is action or a == action:
            return a
    raise ValueError(f"the policy chose {action}, which is not legal here")
