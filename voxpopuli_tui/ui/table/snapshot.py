"""What the table's screen draws, frozen: one snapshot per redraw, handed down by the
controller (`TableController.snapshot`). The screen draws from it and never from the live
game; what the player does goes back up as an intent."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.ui.table.fold import Folded
from voxpopuli_tui.ui.table.intents import Notice


@dataclass(frozen=True, slots=True)
class TableSnapshot:
    """The public table at one moment, as the table's screen draws it."""

    #: which game and which state of it (an intent asked from this snapshot carries it)
    moment: tuple[int, int]
    #: the public view (the map, the track, the players, the pending decision)
    view: SeatView
    #: the same view with the table's public notes and the wrong-PIN lines in its log
    logged: SeatView
    #: the log position undo stops at now (drawn as a mark in the log)
    marks: frozenset[int]
    #: computer seat → its level's name (the players panel)
    levels: Mapping[int, str]
    #: a computer's reveal standing on the table until a human's decision (R20)
    standing: Notice | None
    #: the decision the table shows, its card window folded in (None: none to show)
    folded: Folded | None
    #: a card window is open
    window_open: bool
    #: the game is over
    over: bool
    #: the pending decision in words, when no folded decision says it
    pending: str
    #: public: who has a card not looked at yet (never which)
    news_line: str
