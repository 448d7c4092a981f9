"""The guide of "Learn to play" at the table: which lessons the panel shows,
the guide's suggestion for the learner's decision *as the table offers it*, and a note when
the learner chose otherwise. Plain Python, no Textual; the coach does the thinking.

The table folds card windows into the decision that follows and merges "no match" with the
Phase 3 gain (`fold`): the suggestion is for that decision, asked in the learner's view of the
moment it is taken (a copy of the game with the folded windows passed, as `fold` plays them).
A window where the learner could play a card is asked first: "play this card (c)" or the
folded decision. Everything the coach reads is the learner's own view (R27).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from voxpopuli_tui.coach import LEARNER, Lesson, LessonId, due_lessons, explain, real_choice
from voxpopuli_tui.coach.advice import reason, suggest
from voxpopuli_tui.engine import Action, Game, Pass, SeatView, view_for
from voxpopuli_tui.engine.actions import ChooseGain, NoMatch, PlayCard
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.choices import describe
from voxpopuli_tui.ui.table.fold import Choice, Folded, NoMatchGain, pass_windows


@dataclass(frozen=True)
class Ask:
    """What the guide is asked at one moment of the table (built on the UI thread; the game is
    a copy the worker owns)."""

    moment: tuple[int, int]
    game: Game
    folded: Folded | None


@dataclass(frozen=True)
class Advice:
    """The guide's suggestion for the learner's decision at `moment`, as the table offers it."""

    moment: tuple[int, int]
    choice: Choice
    why: str
    #: the learner's view the decision is taken in (to explain another choice)
    view: SeatView
    #: after "no match": the view the Phase 3 gain is taken in
    gain_view: SeatView | None = None

    @property
    def keys(self) -> str:
        """How to take it at the table, when it is not a line of the menu."""
        if isinstance(self.choice, PlayCard):
            return "press c to play it"
        if isinstance(self.choice, Pass):
            return "Enter"
        return ""


def _main(game: Game, seat: int) -> list[Action]:
    return list(game.moves(seat))


def advise(ask: Ask) -> Advice | None:
    """The guide's suggestion (in a worker: Hard searches a few worlds); None when the learner
    has nothing to decide."""
    game, folded = ask.game, ask.folded
    deciding = LEARNER in game.to_act()
    if deciding and game.pending_kind == Decision.WINDOW:
        legal = _main(game, LEARNER)
        view = view_for(game, LEARNER)
        unfolded = folded is None or folded.seat != LEARNER
        if real_choice(legal):
            s = suggest(view, legal)
            if not isinstance(s.action, Pass) or unfolded:
                return Advice(ask.moment, s.action, s.why, view)
        elif unfolded and legal:
            return Advice(ask.moment, legal[0], reason(view, legal[0]), view)
    if folded is not None and folded.seat == LEARNER:
        pass_windows(game, folded.windows)
        return _decision(ask.moment, game, folded.choices)
    if deciding:
        legal = _main(game, LEARNER)
        view = view_for(game, LEARNER)
        if real_choice(legal):
            s = suggest(view, legal)
            return Advice(ask.moment, s.action, s.why, view)
        if legal:
            return Advice(ask.moment, legal[0], reason(view, legal[0]), view)
    return None


def _decision(moment: tuple[int, int], game: Game, choices: Sequence[Choice]) -> Advice | None:
    """The folded decision: the guide's choice among the table's `choices`."""
    legal = _main(game, LEARNER)
    if not legal:
        return None
    view = view_for(game, LEARNER)
    action = suggest(view, legal).action if real_choice(legal) else legal[0]
    if isinstance(action, NoMatch) and any(isinstance(c, NoMatchGain) for c in choices):
        lead = reason(view, action) if real_choice(legal) else ""
        game.apply(action)  # the worker's own copy
        gain_view = view_for(game, LEARNER)
        gains = _main(game, LEARNER)
        s = suggest(gain_view, gains)
        assert isinstance(s.action, ChooseGain)
        why = f"{lead.split(';')[0]}; then {s.why}" if lead else s.why
        return Advice(moment, NoMatchGain(LEARNER, s.action.gain), why, view, gain_view)
    return Advice(moment, action, reason(view, action), view)


@dataclass
class Guide:
    """What the lesson panel shows: one lesson at a time (those due at one moment wait their
    turn, one more at each decision of the learner: a terminal of 100×30 has room for one),
    the suggestion for the decision now, and a note on the learner's last choice when it was
    not the suggested one."""

    #: the lessons met, in the order they came due
    met: list[LessonId] = field(default_factory=list)
    #: the lesson on the panel (None: none yet)
    shown: Lesson | None = None
    #: the learner has decided since `shown` came up: the next lesson may take its place
    read: bool = False
    #: lessons due and not yet shown, in the order they came
    queue: list[Lesson] = field(default_factory=list)
    advice: Advice | None = None
    #: one line: the learner chose otherwise, and what that choice does (coach `explain`)
    note: str = ""
    #: the moment an answer is being worked out for (None: nobody asks)
    asked: tuple[int, int] | None = None
    #: decisions the learner took with the guide's answer on the panel, and those it followed
    decisions: int = 0
    followed: int = 0
    #: every lesson the panel has shown, in order (for tests and the summary)
    history: list[LessonId] = field(default_factory=list)

    @classmethod
    def resumed(cls, game: Game) -> Guide:
        """The guide of a guided game loaded from its save: the lessons met rebuilt from its
        record (the save need not keep them); the last of them comes back on the panel."""
        guide = cls()
        replay = Game.new(game.ruleset)
        last: Lesson | None = None
        for action in [*game.history, None]:
            due = due_lessons(view_for(replay, LEARNER, information=False),
                              frozenset(guide.met))
            guide.met += [lesson.id for lesson in due]
            last = due[-1] if due else last
            if action is not None:
                replay.apply(action)
        if last is not None:
            guide._show(last)
            guide.read = True
        return guide

    def _show(self, lesson: Lesson) -> None:
        self.shown, self.read = lesson, False
        self.history.append(lesson.id)

    @property
    def seen(self) -> frozenset[LessonId]:
        return frozenset(self.met)

    def watch(self, view: SeatView) -> bool:
        """The learner's view now: any lesson due joins the queue; True if one did."""
        due = due_lessons(view, self.seen)
        self.met += [lesson.id for lesson in due]
        self.queue += due
        if self.queue and (self.shown is None or self.read):
            self._show(self.queue.pop(0))
        return bool(due)

    def wants(self, moment: tuple[int, int]) -> bool:
        """An answer is neither here nor being worked out for `moment`."""
        have = self.advice is not None and self.advice.moment == moment
        return not have and self.asked != moment

    def answered(self, advice: Advice | None, asked: tuple[int, int],
                 now: tuple[int, int]) -> bool:
        """The worker's answer for the moment `asked`; kept only if the table is still there."""
        if self.asked == asked:
            self.asked = None
        if advice is None or asked != now:
            return False
        self.advice = advice
        # The decision as the table offers it may lie a little ahead (windows folded, "no
        # match" merged with the Phase 3 gain): its lessons are due now.
        for view in (advice.view, advice.gain_view):
            if view is not None:
                self.watch(view)
        return True

    def current(self, moment: tuple[int, int]) -> Advice | None:
        advice = self.advice
        return advice if advice is not None and advice.moment == moment else None

    def took(self, choice: Choice, moment: tuple[int, int], names: Sequence[str]) -> None:
        """The learner decided: follow-up lessons start afresh; another choice than the
        suggested one is explained in one line."""
        self.read = True
        if self.queue:
            self._show(self.queue.pop(0))
        advice = self.current(moment)
        if advice is None:
            self.note = ""
            return
        self.decisions += 1
        if choice == advice.choice:
            self.followed += 1
            self.note = ""
            return
        if isinstance(choice, NoMatchGain):
            view = advice.gain_view or advice.view
            what = explain(view, ChooseGain(seat=choice.seat, gain=choice.gain))
        else:
            what = explain(advice.view, choice)
        guide = describe(advice.choice, names)
        self.note = _("You chose {choice} (the guide: {guide}): {what}").format(
            choice=describe(choice, names), guide=guide, what=what)
