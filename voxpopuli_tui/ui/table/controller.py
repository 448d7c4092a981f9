"""The table controller: the one owner of the game at the table.

Plain Python, no Textual. The app turns keys into *intents* (`choose`, `pass_window`,
`played`, `gave`, `open_voted`, `undo`, `redo`, `look`…); each returns a typed `Next` (a
hand-off to a seat for a `Purpose`, a reveal, an open vote, a computer's move, the end, back
to the table), and the app only routes that `Next` to a screen. Nobody calls "advance" by
hand: every intent ends with `next()`, which decides what comes now.

Here: the game and one view per seat per action, the acting road (`apply`, and `carry_out`:
the folded windows' passes, then the choice), what comes now (`next`) and the intents. Beside
it, each a mixin of the controller: autosaving (`autosave`), undo and redo (`undo_redo`), the
computer seats' turns (`computer_turns`), card windows (`windows`) and news of cards
(`card_news`); the decision with its card windows folded in is `fold`'s.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Action, Game, IllegalActionError, Pass, SeatView, view_for
from voxpopuli_tui.engine.actions import ActionType, PlayCard
from voxpopuli_tui.engine.assets import load_clubs
from voxpopuli_tui.engine.events import VotesRevealed
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.autosave import Autosaving
from voxpopuli_tui.ui.table.card_news import CardNews
from voxpopuli_tui.ui.table.computer_seats import Bot, make_bot
from voxpopuli_tui.ui.table.computer_turns import MAX_BOT_STEPS, ComputerTurns, computer_levels
from voxpopuli_tui.ui.table.fold import Choice, Folded, NoMatchGain, fold
from voxpopuli_tui.ui.table.intents import (
    Act,
    AtTable,
    Choose,
    ComputerMove,
    End,
    HandOff,
    Intent,
    Look,
    Next,
    Notice,
    OpenVote,
    PassWindow,
    Redo,
    Resume,
    Reveal,
    Undo,
)
from voxpopuli_tui.ui.table.keyboard_holder import Keyboard
from voxpopuli_tui.ui.table.log_words import refusal_words
from voxpopuli_tui.ui.table.notes import TableNote, with_table_notes
from voxpopuli_tui.ui.table.pins import with_notes
from voxpopuli_tui.ui.table.purpose import Purpose
from voxpopuli_tui.ui.table.redo import RedoLog
from voxpopuli_tui.ui.table.reveal_note import standing_reveal
from voxpopuli_tui.ui.table.since_last_turn import LastActs
from voxpopuli_tui.ui.table.snapshot import TableSnapshot
from voxpopuli_tui.ui.table.undo_redo import UndoRedo
from voxpopuli_tui.ui.table.vote_order import vote_start
from voxpopuli_tui.ui.table.windows import CardWindows
from voxpopuli_tui.ui.table.wording import pending_words

if TYPE_CHECKING:
    from voxpopuli_tui.saves import Autosaver
    from voxpopuli_tui.ui.table.pins import SeatPins

#: R33: the open votes, each with a screen of its own.
OPEN_KINDS = frozenset({Decision.HANDS, Decision.PLEDGE})
#: The secret inputs, each behind its seat's curtain (unless R30 / R31 make them open).
SECRET_PURPOSE = {Decision.VOTE: Purpose.VOTE, Decision.STARS: Purpose.STARS}


class TableController(CardNews, Autosaving, UndoRedo, ComputerTurns, CardWindows):
    """One game at the table, and what comes next: every intent ends in `next()`."""

    def __init__(
        self,
        game: Game,
        computer: Mapping[int, str] | Iterable[int] = (),
        saver: Autosaver | None = None,
    ) -> None:
        self.game = game
        #: writes the game after every applied action (None: not saved, e.g. in tests)
        self.saver = saver
        #: one line when the last autosave failed ("" when it is current)
        self.save_warning = ""
        self._batch = 0
        self._unsaved = False
        #: how each computer seat plays
        self.levels = computer_levels(computer)
        self.computer = frozenset(self.levels)
        #: who holds the keyboard: a curtain only when it passes between humans
        self.keyboard = Keyboard(s for s in range(game.n) if s not in self.computer)
        self.acted = LastActs()  # where each human seat last acted (`since_last_turn`)
        #: the hint key's option (None: on at a table of one human, off otherwise)
        self.hints: bool | None = None
        if saver is not None:  # the save records who the computer plays (resumed alike)
            saver.computer = tuple(sorted(self.computer))
            saver.levels = {s: level.value for s, level in self.levels.items()}
        seed = game.ruleset.seed
        self.bots: dict[int, Bot] = {
            s: make_bot(level, seed * 7 + s) for s, level in sorted(self.levels.items())
        }
        #: moves on whenever `game` is replaced (undo), for `ComputerTurn.token`
        self._epoch = 0
        #: one bot thinks at a time: a stale think still running must not share a bot's state
        self._think_lock = threading.Lock()
        #: open-moment actions each computer seat has just taken in a row
        self._free_streak: dict[int, int] = {}
        self.error = ""
        #: the seats' PINs when the table has them (`hotseat.pin_flow.attach`)
        self.pins: SeatPins | None = None
        self._views: dict[int | None, SeatView] = {}
        self._views_game: Game | None = None
        self._views_version = -1
        self.redo_log = RedoLog()
        reveals = [e.seq for e in self.public().log if isinstance(e.data, VotesRevealed)]
        #: the last reveal shown (a game started mid-way: no old reveal comes up)
        self.last_reveal = max(reveals, default=-1)
        #: (seat, moment) of an open vote the seat stepped away from (the menu asks instead)
        self.vote_away: tuple[int, int] | None = None
        #: public banners still to show; a computer's reveal, kept until a human's decision
        self.notices: list[Notice] = []
        self.standing: Notice | None = None
        # each seat's log position up to which it has seen its news (a resumed game: cards
        # received this turn may be unseen still, earlier ones the seat had time to look at)
        self._seen = dict.fromkeys(range(game.n), self.turn_start())
        self._folded: tuple[int, int, Folded | None] | None = None
        #: public lines the table adds to its log (the voting order), and the votes said
        self.table_notes: list[TableNote] = []
        self.votes_said: set[tuple[object, ...]] = set()

    # ------------------------------------------------------------------ views
    def public(self) -> SeatView:
        return self._view(None)

    def view(self, seat: int) -> SeatView:
        return self._view(seat)

    def _view(self, seat: int | None) -> SeatView:
        # Views are immutable and the state's version moves with every action: one build per
        # seat per action, however many widgets and prompts ask.
        if self._views_game is not self.game or self._views_version != self.game.version:
            self._views_game = self.game
            self._views_version = self.game.version
            self._views = {}
        view = self._views.get(seat)
        if view is None:
            # Only a computer seat searches its information set (a masked copy of the game,
            # about as costly as the view): a human's or the public view is only drawn.
            view = self._views[seat] = view_for(
                self.game, seat, information=seat is not None and seat in self.computer
            )
        return view

    def name(self, seat: int) -> str:
        return self.game.names[seat]

    def mark(self, seat: int) -> str:
        club = self.game.ruleset.players[seat].club
        return next(c.mark for c in load_clubs() if c.id == club)

    @property
    def kind(self) -> str | None:
        return self.game.pending_kind

    def humans(self) -> list[int]:
        return [s for s in range(self.game.n) if s not in self.computer]

    def to_act_humans(self) -> list[int]:
        return [s for s in self.game.to_act() if s not in self.computer]

    def is_secret(self) -> bool:
        """A secret input is pending: curtains are needed (not under R30 / R31)."""
        kind = self.kind
        rs = self.game.ruleset
        if kind == Decision.VOTE:
            return not rs.hands_in_play
        return kind == Decision.STARS and not rs.no_bluff

    # ------------------------------------------------------------------ acting
    def apply(self, action: Action) -> bool:
        """Apply; on refusal keep the engine's one-line reason in `error`."""
        before = self.game.log_length
        try:
            self.game.apply(action)
        except IllegalActionError as exc:
            self.error = refusal_words(self.game, action, exc)
            return False
        self.error = ""
        if action.seat not in self.computer:  # "since your last turn" starts here
            self.acted.record(action, self.game.log_length)
            # news drawn on the table: seen once the human acts (a pass may be the table's)
            if self.keyboard.solo and not isinstance(action, Pass):
                self._seen[action.seat] = before
        self._unsaved = True
        if not self._batch:
            self.autosave()
        return True

    def main_actions(self, seat: int) -> list[Action]:
        """The pending decision's legal actions for `seat` (no open-moment actions)."""
        return list(self.game.moves(seat))

    def free_actions(self, seat: int, types: Iterable[ActionType]) -> list[Action]:
        """`seat`'s open-moment actions of these types (gifts, purchases, contributions)."""
        wanted = set(types)
        return [a for a in self.game.extras(seat) if a.type in wanted]

    def card_plays(self, seat: int) -> list[Action]:
        return [a for a in self.main_actions(seat) if isinstance(a, PlayCard)]

    # ------------------------------------------------------------------ what comes now
    def next(self) -> Next:
        """What the table does now: a reveal, the end, a computer's move, a curtain for a
        secret input, an open vote, or the table itself. A card window no human can use
        passes on the way, and so does the reveal of a computer's match (every seat votes,
        R19, but nobody at the keyboard organised it: its result goes to the log and a
        banner, no key)."""
        for _step in range(MAX_BOT_STEPS):
            seq = self._new_reveal()
            if seq is not None:
                if self.organiser() not in self.computer:
                    return Reveal(seq)
                self.standing = standing_reveal(self, seq)  # on the table, no key
                continue
            if self.game.is_over:
                return End()
            self.say_vote_order()
            turn = self.computer_turn()
            if turn is not None:
                return ComputerMove(turn)
            due = self.hand_off_due()
            if due is not None:
                return due
            vote = self.open_vote_due()
            if vote is not None:
                return vote
            if self.idle_window():
                self.continue_window()
                continue
            break
        return AtTable()

    def say_vote_order(self) -> None:
        """A vote starts: the order the seats vote in, in the log (once). Not a banner: it
        would sit over the first voter's curtain; the voter's private screen has the log too
        (`vote_order`)."""
        start = self.vote_start()
        if start is None or start[0] in self.votes_said:
            return
        key, line = start
        self.votes_said.add(key)
        self.table_notes.append(TableNote(self.game.log_length, self.game.turn, line))

    def vote_start(self) -> tuple[tuple[object, ...], str] | None:
        """The vote now pending and the line saying its order (`vote_order.vote_start`):
        computers first (they answer at once), then each human in turn order."""
        order = [s for s in self.game.to_act() if s in self.computer] + self.to_act_humans()
        kind = self.kind
        return vote_start(self.public(), Decision(kind) if kind else None, order)

    def snapshot(self) -> TableSnapshot:
        """What the table's screen draws now, frozen (`table.snapshot`)."""
        view = self.public()
        return TableSnapshot(
            moment=self.moment,
            view=view,
            logged=with_table_notes(with_notes(view, self.pins), self.table_notes),
            marks=frozenset(self.barrier_seqs(last_only=True)),
            levels=self.level_labels(),
            standing=self.standing,
            folded=self.folded(),
            window_open=self.is_window(),
            over=self.game.is_over,
            pending=pending_words(self.game),
            news_line=self.news_line(),
        )

    def _new_reveal(self) -> int | None:
        """Where the latest reveal of the votes is in the log, if not shown yet (now shown)."""
        for e in reversed(self.public().log):
            if isinstance(e.data, VotesRevealed):
                if e.seq <= self.last_reveal:
                    return None
                self.last_reveal = e.seq
                return e.seq
        return None

    def organiser(self) -> int:
        """Who organised this turn's match (the active seat when there is none)."""
        match = self.public().match
        return match.organiser if match is not None else self.game.active

    def public_choice_next(self) -> bool:
        """The table's next step is a decision taken at the table in public — no computer,
        curtain, open vote or passing window first — so a key typed on a reveal may answer it.
        Never true before a private screen: its key gate decides there."""
        if (self.game.is_over or self.computer_turn() is not None or self.idle_window()
                or self.hand_off_due() is not None or self.open_vote_due() is not None):
            return False
        return self.folded() is not None

    def hand_off_due(self) -> HandOff | None:
        """The curtain a human owes for the pending secret input, if any (computers that
        owe the same decision act first)."""
        kind = self.kind
        purpose = SECRET_PURPOSE.get(Decision(kind)) if kind is not None else None
        if purpose is None or not self.is_secret():
            return None
        humans = self.to_act_humans()
        return HandOff(humans[0], purpose, cancellable=False) if humans else None

    def secret_due(self) -> bool:
        """A human at this table owes a secret input (the key gate shuts as soon as it is)."""
        return self.is_secret() and bool(self.to_act_humans())

    def open_vote_due(self) -> OpenVote | None:
        kind = self.kind
        if kind is None or Decision(kind) not in OPEN_KINDS:
            return None
        humans = self.to_act_humans()
        if not humans:
            return None
        seat = humans[0]
        if self.vote_away == (seat, len(self.game.history)):
            return None  # they stepped away: the menu of the table asks them
        ov = self.public().open_vote
        return OpenVote(seat, guard=ov is not None and ov.player in self.computer)

    def folded(self) -> Folded | None:
        """The decision the table shows now, its card window folded in (None: nothing to
        choose at the table, e.g. a secret input behind a curtain)."""
        epoch, version = self.moment
        if self._folded is None or self._folded[:2] != (epoch, version):
            shown = None if self.is_secret() else fold(self.game, self.computer)
            self._folded = (epoch, version, shown)
        return self._folded[2]

    # ------------------------------------------------------------------ intents
    @property
    def moment(self) -> tuple[int, int]:
        """Which game and which state of it (an undo makes a new game)."""
        return (self._epoch, self.game.version)

    def handle(self, intent: Intent, moment: tuple[int, int] | None = None) -> Next:
        """One intent from the table's screen, asked at `moment`: an intent asked at a moment
        that has passed (a key queued behind one that already acted) changes nothing."""
        if moment is not None and moment != self.moment and not isinstance(intent, Resume):
            return AtTable()
        self.error = ""
        step = self._handle(intent)
        if isinstance(step, AtTable) and not step.error and self.error:
            return AtTable(self.error)  # an action of this intent was refused: say why
        return step

    def _handle(self, intent: Intent) -> Next:
        if isinstance(intent, Choose | PassWindow | Act):
            self.standing = None  # a decision at the table: the reveal there has been read
        if isinstance(intent, Choose):
            # an answer to the table's decision: the keyboard is with the one human it is for
            self.keyboard.public_choice(self.game.to_act())
        elif not isinstance(intent, Resume):
            # any seat may press these (look at a hand, pass a window, give, undo): after one
            # of them nobody is known to hold the keyboard
            self.keyboard.lost()
        match intent:
            case Resume():
                return self.next()
            case Choose(folded, choice):
                return self.choose(folded, choice)
            case PassWindow():
                return self.pass_window()
            case Act(action):
                return self.act(action)
            case Look(seat, purpose):
                return self.look(seat, purpose)
            case Undo():
                return self.undo()
            case Redo():
                return self.redo()

    def choose(self, folded: Folded, choice: Choice) -> Next:
        """A choice at the table (the folded windows pass first)."""
        self.carry_out(folded, choice)
        return self.next()

    def carry_out(self, folded: Folded, choice: Choice) -> bool:
        """Pass the folded windows, then apply the choice (or its two actions).

        Computers act in each window as they would have (before the humans' passes); if one
        plays a card the choice is not applied (False): the table shows the new moment."""
        with self.batch():
            for _window in range(folded.windows):
                start = len(self.game.history)
                self.run_computers()
                if not all(isinstance(a, Pass) for a in self.game.history[start:]):
                    return False
                if not self.is_window():
                    break
                for seat in list(self.game.to_act()):
                    if self.is_window() and seat in self.game.to_act():
                        self.apply(Pass(seat=seat))
            actions = choice.actions() if isinstance(choice, NoMatchGain) else (choice,)
            for action in actions:
                if not self.apply(action):
                    return False
        return True

    def act(self, action: Action) -> Next:
        """An action chosen in public (a gift of money, a decoy bought, a contribution)."""
        self.apply(action)
        return self.next()

    def look(self, seat: int, purpose: Purpose) -> Next:
        """A seat asks for the keyboard (its hand, a card to play or give, news, journal)."""
        if seat in self.computer or not 0 <= seat < self.game.n:
            return AtTable(_("nobody can do that now"))
        return HandOff(seat, purpose)

    def played(self, seat: int, play: PlayCard | None) -> Next:
        """The seat's card play from behind its curtain (None: it backed out)."""
        return self._private_done(seat, play, f"{self.name(seat)} played a card")

    def gave(self, seat: int, gift: Action | None) -> Next:
        """The seat's card gift from behind its curtain (None: it backed out)."""
        return self._private_done(seat, gift, "A card changes hands")

    def _private_done(self, seat: int, action: Action | None, banner: str) -> Next:
        if action is not None:
            before = self.game.log_length
            if self.apply(action):
                self.mark_seen(seat)
                self._announce(before, banner)
        return self.next()

    def open_voted(self, seat: int, action: Action | None, undo: bool = False) -> Next:
        """R33: the open vote screen's answer (None: not now; `undo`: take back instead)."""
        moment = (seat, len(self.game.history))
        if undo:
            self.vote_away = moment
            return self.undo()
        if action is None:
            self.vote_away = moment
        else:
            self.vote_away = None
            self.apply(action)
        return self.next()

    def secret_done(self) -> Next:
        """A seat's private screen for a secret input closed."""
        return self.next()

    def _announce(self, before: int, title: str) -> None:
        """A banner everyone may read: the public log lines since `before`."""
        from voxpopuli_tui.ui.table.log_words import line_words

        view = self.public()
        lines = tuple(line_words(e, view.names) for e in view.log if e.seq >= before)
        if lines:
            self.notices.append(Notice(title, lines[:6]))
