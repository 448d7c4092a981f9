"""The guided game's table: a `TableController` whose computer seats are the
coach's `GuidedComputer`s and which tells its `Guide` what the learner chose.

Everything else is the ordinary table: one human against two computers (no curtains,
`keyboard`), saved after every action with the save marked `guided` (format version 3), so
Continue and Load resume it as a guided game (`resumed`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from voxpopuli_tui.coach import (
    COMPUTERS,
    LEARNER,
    LEARNER_NAME,
    GuidedComputer,
    new_guided_game,
    real_choice,
)
from voxpopuli_tui.engine import Action, Game, Pass
from voxpopuli_tui.engine.actions import PlayCard, is_free
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.ui.learn.guide import Guide
from voxpopuli_tui.ui.table.computer_seats import Level
from voxpopuli_tui.ui.table.controller import TableController

if TYPE_CHECKING:
    from voxpopuli_tui.saves import Autosaver
    from voxpopuli_tui.ui.table.fold import Choice, Folded
    from voxpopuli_tui.ui.table.intents import Next

#: How the computers are saved (GuidedComputer is a Normal computer seeded by its view).
GUIDED_LEVEL = Level.NORMAL


class GuidedTable(TableController):
    """The guided game at the table: `guide` follows the learner's decisions."""

    guided = True

    def __init__(
        self,
        game: Game,
        saver: Autosaver | None = None,
        computer: Mapping[int, str] | None = None,
        guide: Guide | None = None,
    ) -> None:
        super().__init__(game, computer or dict.fromkeys(COMPUTERS, GUIDED_LEVEL.value), saver)
        # The computers' choices depend on their own view only (resume and undo alike).
        self.bots = {seat: GuidedComputer() for seat in self.computer}
        if saver is not None:
            saver.guided = True
        self.guide = guide if guide is not None else Guide()
        self.guide.watch(self.view(LEARNER))

    @classmethod
    def new(cls, saver: Autosaver | None = None) -> GuidedTable:
        names = [p.name for p in new_guided_game().ruleset.players]
        return cls(new_guided_game(names=(LEARNER_NAME, *names[1:])), saver)

    @classmethod
    def resumed(cls, game: Game, saver: Autosaver | None,
                computer: Mapping[int, str]) -> GuidedTable:
        """A guided game loaded from its save, its lessons met rebuilt from the record."""
        return cls(game, saver, computer, Guide.resumed(game))

    def computer_window(self) -> bool:
        """A computer's card window passes on by itself only when the learner has no card to
        play in it: with one, the guide's suggestion waits to be read and taken."""
        if LEARNER in self.game.to_act() and real_choice(self.main_actions(LEARNER)):
            return False
        return super().computer_window()

    # ------------------------------------------------------------------ the learner's choices
    def _took(self, choice: Choice) -> None:
        self.guide.took(choice, self.moment, self.game.names)

    def choose(self, folded: Folded, choice: Choice) -> Next:
        if folded.seat == LEARNER:
            self._took(choice)
        return super().choose(folded, choice)

    def pass_window(self) -> Next:
        if LEARNER in self.game.to_act() and self.is_window():
            self._took(Pass(seat=LEARNER))
        return super().pass_window()

    def played(self, seat: int, play: PlayCard | None) -> Next:
        if seat == LEARNER and play is not None:
            self._took(play)
        return super().played(seat, play)

    def act(self, action: Action) -> Next:
        # A card played from the hand on the table (`ui.solo_play`: one human, no hand screen).
        if isinstance(action, PlayCard) and action.seat == LEARNER:
            self._took(action)
        return super().act(action)

    def open_voted(self, seat: int, action: Action | None, undo: bool = False) -> Next:
        if seat == LEARNER and action is not None and not undo:
            self._took(action)
        return super().open_voted(seat, action, undo)

    def apply(self, action: Action) -> bool:
        # The secret inputs come from the learner's own private screen (`PrivateInput.submit`).
        if (action.seat == LEARNER and not is_free(action)
                and self.kind in (Decision.VOTE, Decision.STARS)):
            self._took(action)
        applied = super().apply(action)
        if applied:  # every moment the learner sees, however briefly: its lessons come due
            self.guide.watch(self.view(LEARNER))
        return applied
