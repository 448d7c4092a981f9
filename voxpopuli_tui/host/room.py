"""The room: the one game a host holds, and what each page may do with it (Textual-free).

Every seat's page sends intents: a pick in its menu (built by `ui.choices.Chooser` from that
seat's own legal actions only), a step back, or an action's text form. Each is checked
against `legal_actions` of the page's own seat, so a page can never act for another seat; a
refused intent changes nothing. Card windows in which a human seat can only pass are passed
for it. Computers think on a view built for them, in a thread (`think`), never on the game.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from voxpopuli_tui.engine import Action, Game, Pass, SeatView, parse_action, view_for
from voxpopuli_tui.engine.errors import ActionParseError, IllegalActionError
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.choices import CONFIRM, Chooser
from voxpopuli_tui.ui.table.computer_seats import Bot, Level, make_bot

if TYPE_CHECKING:
    from voxpopuli_tui.saves import Autosaver

#: how many windows in a row may be passed for seats that can only pass (a safety bound)
MAX_AUTO_PASSES = 200


@dataclass
class Menu:
    """A seat's menu, kept while its legal actions stay the same (a page that reloads, or
    another seat's vote, keeps the steps already chosen)."""

    signature: tuple[str, ...]
    chooser: Chooser


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

    def __post_init__(self) -> None:
        seed = self.game.ruleset.seed
        self.bots = {s: make_bot(level, seed * 7 + s)
                     for s, level in sorted(self.computers.items())}
        if self.saver is not None:
            self.saver.computer = tuple(sorted(self.computers))
            self.saver.levels = {s: level.value for s, level in self.computers.items()}
        self._settle()

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
    def menu(self, seat: int) -> Chooser | None:
        """The seat's menu now, None when it has nothing to decide."""
        if seat in self.computers or not self.game.moves(seat):
            self.menus.pop(seat, None)
            return None
        actions = self.game.legal_actions(seat)
        signature = tuple(str(a) for a in actions)
        kept = self.menus.get(seat)
        if kept is None or kept.signature != signature:
            kept = Menu(signature, Chooser(actions, self.game.names))
            self.menus[seat] = kept
        return kept.chooser

    def pick(self, seat: int, key: object) -> bool:
        """A tap on one of the seat's menu lines; False (and a notice) when refused."""
        chooser = self.menu(seat)
        if chooser is None:
            return self._refuse(seat, _("You have nothing to decide now."))
        if type(key) is not str or key not in {o.key for o in chooser.options()}:
            return self._refuse(seat, _("That choice is not on your menu any more."))
        action = chooser.result() if key == CONFIRM else chooser.choose(key)
        self.notices[seat] = ""
        if action is None:
            return True  # one more step to choose
        return self.act(seat, str(action))

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
        self._settle()
        self._save()

    def _settle(self) -> None:
        """Pass the card windows for the human seats that can only pass in them."""
        for _step in range(MAX_AUTO_PASSES):
            if self.game.pending_kind != Decision.WINDOW:
                return
            idle = [s for s in self.game.to_act() if s not in self.computers
                    and all(isinstance(a, Pass) for a in self.game.moves(s))]
            if not idle:
                return
            self.game.apply(Pass(seat=idle[0]))

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
