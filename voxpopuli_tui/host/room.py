"""The room: the one game a host holds, and what each page may do with it (Textual-free).

Every seat's page sends intents: a pick in its menu (built by `ui.choices.Chooser` from that
seat's own legal actions only), a step back, or an action's text form. Each is checked
against `legal_actions` of the page's own seat, so a page can never act for another seat; a
refused intent changes nothing. Computers think on a view built for them, in a thread
(`think`), never on the game.

A card window waits on no seat because of its hand: whose cards could play is a secret, and
the table (and every page) shows who is waited on. So an open window folds into the decision
that follows it, as at the terminal (`ui.table.fold`): that decision's seat gets it on its
page, every seat that can play a card there gets "play a card" on its own, and taking the
decision passes the window for all. A window that cannot fold (before a secret vote, a die
just rolled, a computer's decision) asks every person still to act in it, whatever they hold.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Action, Game, Pass, SeatView, parse_action, view_for
from voxpopuli_tui.engine.actions import PlayCard
from voxpopuli_tui.engine.clone import clone_game
from voxpopuli_tui.engine.errors import ActionParseError, IllegalActionError
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.choices import CONFIRM, BaseChooser
from voxpopuli_tui.ui.table.computer_seats import Bot, Level, make_bot
from voxpopuli_tui.ui.table.fold import Choice, Folded, NoMatchGain, fold, pass_window

if TYPE_CHECKING:
    from voxpopuli_tui.saves import Autosaver

@dataclass
class Menu:
    """A seat's menu, kept while its legal actions stay the same (a page that reloads, or
    another seat's vote, keeps the steps already chosen)."""

    signature: tuple[str, ...]
    chooser: BaseChooser[Choice]
    #: the folded decision this menu takes (None: the seat's own legal actions now)
    folded: Folded | None = None


@dataclass(frozen=True)
class Job:
    """A computer's turn to think: its seat, the view it thinks on and its moves."""

    seat: int
    view: SeatView
    moves: tuple[Action, ...]


@dataclass
class Room:
    """One game, its computers and its save; the seats' menus."""

    game: Game
    computers: Mapping[int, Level] = field(default_factory=dict)
    saver: Autosaver | None = None
    menus: dict[int, Menu] = field(default_factory=dict)
    #: one line per seat: its last intent's refusal ("" when none)
    notices: dict[int, str] = field(default_factory=dict)
    #: one line when the last save failed ("" when it is current)
    save_warning: str = ""
    bots: dict[int, Bot] = field(default_factory=dict)
    #: (the game's version, the fold at that moment)
    _fold_at: tuple[int, Folded | None] | None = None

    def __post_init__(self) -> None:
        seed = self.game.ruleset.seed
        self.bots = {s: make_bot(level, seed * 7 + s)
                     for s, level in sorted(self.computers.items())}
        if self.saver is not None:
            self.saver.computer = tuple(sorted(self.computers))
            self.saver.levels = {s: level.value for s, level in self.computers.items()}

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats people play, each on its own page."""
        return tuple(s for s in range(self.game.n) if s not in self.computers)

    @property
    def version(self) -> int:
        """Moves on with every applied action."""
        return self.game.version

    def view(self, seat: int | None) -> SeatView:
        """What `seat` may know (None: the table's public view), without a bot's information."""
        return view_for(self.game, seat, information=False)

    # ------------------------------------------------------------------ menus
    def folded(self) -> Folded | None:
        """The decision the table shows past the open card window(s), None when no window
        folds now: none is open, a computer is still to decide in one, or what follows cannot
        be shown yet (`ui.table.fold`). Worked out once per moment of the game."""
        if self._fold_at is None or self._fold_at[0] != self.game.version:
            self._fold_at = (self.game.version, self._fold())
        return self._fold_at[1]

    def _fold(self) -> Folded | None:
        game = self.game
        if game.pending_kind != Decision.WINDOW:
            return None
        found = fold(game, frozenset(self.computers))
        if found is None or not found.windows:
            return None
        ahead = clone_game(game)  # every window it passes is the people's alone
        for _window in range(found.windows):
            if any(s in self.computers for s in ahead.to_act()):
                return None
            pass_window(ahead)
        return found

    def menu(self, seat: int) -> BaseChooser[Choice] | None:
        """The seat's menu now, None when it has nothing to decide."""
        if seat in self.computers:
            self.menus.pop(seat, None)
            return None
        folded = self.folded()
        if folded is not None and seat == folded.seat:
            return self._kept(seat, folded.choices, folded)
        moves = self.game.moves(seat)
        if folded is not None:  # the window waits on nobody: a card is played first or never
            moves = tuple(a for a in moves if isinstance(a, PlayCard))
        if not moves:
            self.menus.pop(seat, None)
            return None
        actions = [a for a in self.game.legal_actions(seat)
                   if folded is None or isinstance(a, PlayCard)]
        return self._kept(seat, actions)

    def _kept(self, seat: int, choices: Sequence[Choice],
              folded: Folded | None = None) -> BaseChooser[Choice]:
        """The seat's menu of `choices`, the one kept when they are the same as before."""
        signature = (("fold",) if folded is not None else ()) + tuple(repr(c) for c in choices)
        kept = self.menus.get(seat)
        if kept is None or kept.signature != signature:
            kept = Menu(signature, BaseChooser(list(choices), self.game.names), folded)
            self.menus[seat] = kept
        return kept.chooser

    def pick(self, seat: int, key: object) -> bool:
        """A tap on one of the seat's menu lines; False (and a notice) when refused."""
        chooser = self.menu(seat)
        if chooser is None:
            return self._refuse(seat, _("You have nothing to decide now."))
        if type(key) is not str or key not in {o.key for o in chooser.options()}:
            return self._refuse(seat, _("That choice is not on your menu any more."))
        choice = chooser.result() if key == CONFIRM else chooser.choose(key)
        self.notices[seat] = ""
        if choice is None:
            return True  # one more step to choose
        folded = self.menus[seat].folded
        if folded is not None:
            return self._carry_out(seat, folded, choice)
        return self.act(seat, str(choice))

    def _carry_out(self, seat: int, folded: Folded, choice: Choice) -> bool:
        """Pass the folded windows for everyone still to act in them, then take the choice
        (or its two actions), each checked as legal first."""
        for _window in range(folded.windows):
            if self.game.pending_kind != Decision.WINDOW:
                break
            for other in list(self.game.to_act()):
                if self.game.pending_kind == Decision.WINDOW and other in self.game.to_act():
                    self.game.apply(Pass(seat=other))
        actions = choice.actions() if isinstance(choice, NoMatchGain) else (choice,)
        done = True
        for action in actions:
            if action.seat != seat or not self.game.is_legal(action):
                done = self._refuse(seat, _("That move is not allowed now."))
                break
            self.game.apply(action)
        self.menus.clear()
        self._save()
        return done

    def back(self, seat: int) -> bool:
        """One step back in the seat's menu."""
        chooser = self.menu(seat)
        return chooser is not None and chooser.back()

    def act(self, seat: int, text: object) -> bool:
        """Apply an action given by its text form, if it is the seat's own and legal now;
        False (and a notice, the game unchanged) otherwise."""
        if type(text) is not str or len(text) > 200:
            return self._refuse(seat, _("That is not an action."))
        try:
            action = parse_action(text)
        except ActionParseError:
            return self._refuse(seat, _("That is not an action."))
        if action.seat != seat or seat in self.computers:
            return self._refuse(seat, _("You can act only for your own seat."))
        if not self.game.is_legal(action):
            return self._refuse(seat, _("That move is not allowed now."))
        self._apply(action)
        self.notices[seat] = ""
        return True

    def _refuse(self, seat: int, why: str) -> bool:
        self.notices[seat] = why
        return False

    def _apply(self, action: Action) -> None:
        try:
            self.game.apply(action)
        except IllegalActionError:  # checked just before: the game is unchanged anyway
            return
        self.menus.pop(action.seat, None)
        self._save()

    def _save(self) -> None:
        if self.saver is None:
            return
        from voxpopuli_tui.saves import SaveError

        try:
            self.saver.save(self.game)
            self.save_warning = ""
        except SaveError as error:
            self.save_warning = error.words()

    # -------------------------------------------------------------- computers
    def computer_job(self) -> Job | None:
        """The next computer seat to act, with what it thinks on; None when none is to act."""
        for seat in self.game.to_act():
            if seat in self.computers and self.game.moves(seat):
                return Job(seat, view_for(self.game, seat), self.game.moves(seat))
        return None

    def think(self, job: Job) -> Action:
        """The computer's choice (run in a thread: it touches only the job's view)."""
        return self.bots[job.seat].choose(job.view, job.moves)

    def computer_moved(self, action: Action) -> bool:
        """Apply a computer's choice if it is still legal (the others may have acted since)."""
        if not self.game.is_legal(action):
            return False
        self._apply(action)
        return True
