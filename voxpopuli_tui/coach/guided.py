"""The guided game of "Learn to play": the learner (seat 0, first player) against two computers.

A plain seeded game (`Ruleset.default(3, seed=GUIDED_SEED, first_player=0, random Coliseums)`),
so it saves, resumes and replays like any other. The computers are Normal, asked through
`GuidedComputer`, whose random source is seeded from the seat's own view at each decision: the
game takes the same course after a resume or an undo as in one sitting, and the computers see
nothing a Normal computer would not (R27). No die is scripted: the seed alone brings every
lesson into play when the learner follows the guide (`benchmarks/find_tutorial_seed.py` found
it; `tests/coach` prove it).
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from voxpopuli_tui.engine.actions import Action
from voxpopuli_tui.engine.bots import NormalBot, forced
from voxpopuli_tui.engine.game import Game
from voxpopuli_tui.engine.ruleset import Ruleset
from voxpopuli_tui.engine.scoring import Outcome
from voxpopuli_tui.engine.views import SeatView, view_for

from .lessons import LessonId
from .moments import due_lessons

#: The seed of the guided game (found by `benchmarks/find_tutorial_seed.py`, see its docstring).
GUIDED_SEED = 2
#: The learner's seat: the first player.
LEARNER = 0
#: The learner's name at the guided table. A name, not "You": the log's lines are written in the
#: third person ("Lucius places a Supporter").
LEARNER_NAME = "Lucius"
#: The computers' seats (Normal).
COMPUTERS: tuple[int, ...] = (1, 2)
#: The learner's decisions with a real choice that a 20-minute first game allows: 60 decisions
#: at about 10 s each, plus 16 lessons read at about 20 s each, plus the computers' turns shown
#: at the table's pace (about 14 turns × 8 shown actions × 0.6 s) make 10 + 5.3 + 1.1 ≈ 16.5
#: minutes; the guided seed needs 39 (about 12 minutes).
DECISION_BUDGET = 60

#: A player of one seat: its view and legal actions -> one of them.
Player = Callable[[SeatView, Sequence[Action]], Action]


def guided_ruleset(seed: int = GUIDED_SEED, names: Sequence[str] | None = None) -> Ruleset:
    """The guided game's ruleset: 3 players, seat 0 first, Coliseums at random (R2, R32)."""
    rules = Ruleset.default(3, seed=seed, first_player=LEARNER, coliseum_placement="random")
    if names is None:
        return rules
    players = [{"name": n, "club": p.club} for n, p in zip(names, rules.players, strict=True)]
    return Ruleset.build(**{**rules.model_dump(), "players": players})


def new_guided_game(seed: int = GUIDED_SEED, names: Sequence[str] | None = None) -> Game:
    """A fresh guided game, at the learner's first decision once computers have played."""
    return Game.new(guided_ruleset(seed, names))


class GuidedComputer:
    """A Normal computer whose choices depend only on its seat's view (a `Bot`).

    Each decision gets a fresh `NormalBot` seeded from the view (seat, turn, events seen):
    the same position gives the same choice, however the game was reached or resumed. It does
    not race a coalition (`NormalBot.join`): at a table of three the two computers would be
    one, and the lessons were laid out on a table where each plays its own game."""

    def __init__(self, salt: int = 0) -> None:
        self.salt = salt

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        """Normal's choice, seeded from the view."""
        only = forced(legal)
        if only is not None:
            return only
        p = view.pending
        key = f"{self.salt}:{view.seat}:{view.turn}:{len(view.log)}:{p.kind if p else ''}"
        return NormalBot(zlib.crc32(key.encode()), join=False).choose(view, legal)


def real_choice(legal: Sequence[Action]) -> bool:
    """A decision the learner makes (a window where they can only pass is not one)."""
    return forced(legal) is None


@dataclass
class GuidedRun:
    """What happened when a learner played the guided game to its end."""

    decisions: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    #: each lesson met, in order, with the number of decisions made before it
    lessons: list[tuple[LessonId, int]] = field(default_factory=list)
    turns: int = 0
    over: bool = False
    outcome: Outcome | None = None

    @property
    def seen(self) -> frozenset[LessonId]:
        """The lessons met."""
        return frozenset(lid for lid, _ in self.lessons)


def play_guided(
    learner: Player,
    game: Game | None = None,
    computer: Player | None = None,
    action_cap: int = 20_000,
) -> GuidedRun:
    """Play the guided game to its end with `learner` at seat 0 (engine only, no UI).

    Lessons are collected as a panel would show them: all those due at each of the learner's
    real decisions, and at the end."""
    game = new_guided_game() if game is None else game
    bot = computer if computer is not None else GuidedComputer().choose
    run = GuidedRun()
    seen: frozenset[LessonId] = frozenset()
    for _ in range(action_cap):
        if game.is_over:
            break
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        view = view_for(game, seat)
        mine = view if seat == LEARNER else view_for(game, LEARNER)
        for lesson in due_lessons(mine, seen):  # the panel watches the learner's view
            run.lessons.append((lesson.id, run.decisions))
            seen = seen | {lesson.id}
        if seat == LEARNER:
            if real_choice(legal):
                run.decisions += 1
                p = view.pending
                run.kinds[p.kind if p else "?"] += 1
                action = learner(view, legal)
            else:
                action = forced(legal) or legal[0]
        else:
            action = bot(view, legal)
        game.apply(action)
    final = view_for(game, LEARNER)
    for lesson in due_lessons(final, seen):
        run.lessons.append((lesson.id, run.decisions))
    run.turns = final.turn
    run.over = final.over
    run.outcome = final.outcome
    return run


def seen_in(game: Game, learner: int = LEARNER) -> frozenset[LessonId]:
    """The lessons a learner has met in `game` so far, rebuilt from its record (a resumed
    guided game need not save them): its actions replayed, the learner's view asked after each."""
    replay = Game.new(game.ruleset)
    seen: frozenset[LessonId] = frozenset()
    for action in [*game.history, None]:
        seen |= {lesson.id for lesson in due_lessons(view_for(replay, learner), seen)}
        if action is not None:
            replay.apply(action)
    return seen
