"""Card windows of a computer's turn that a human can use (R13): which wait for a key, which
pass by themselves after a visible count.

Nobody reads a window, decides and presses `c` in a second. So:

* the windows of a match — the Arena window before the vote, a die-roll window (RIGGING,
  MATCH RIGGED), a show of hands' reaction window — wait for the human who holds a card
  playable there: `c` plays, Enter passes, no timer ends them;
* a Forum window of a computer's turn passes by itself only after a count of `COUNT_SECONDS`
  shown on the prompt line, which any key holds (the window then waits like a match's);
  with the preference "stop at every window where I can play" (`Prefs.windows`) it waits too;
* a window no human can use has already passed at once (`TableController.idle_window`).

Plain Python, no Textual: the app's `Computers` runs the count (`computers_flow`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from voxpopuli_tui.engine.constants import FORUM_WINDOWS
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.prefs import WINDOW_STOPS

if TYPE_CHECKING:
    from voxpopuli_tui.ui.table.controller import TableController

#: Seconds a Forum window of a computer's turn stays open, counted down on the prompt line.
COUNT_SECONDS = 5
#: `Prefs.windows`: stop only at a match's windows (Forum windows count down; the default), or
#: at every window where the player can play (no count)
ONLY_MATCHES, EVERY_WINDOW = WINDOW_STOPS
#: how the palette and the README name each preference
STOP_WORDS = {
    ONLY_MATCHES: N_("only at matches (Forum windows pass after a count)"),
    EVERY_WINDOW: N_("at every window where I can play"),
}


def counts_down(table: TableController, stops: str = ONLY_MATCHES) -> bool:
    """The window left to humans in a computer's turn passes by itself after the count
    (False: it waits for a key, or it is not such a window)."""
    if not table.computer_window() or stops == EVERY_WINDOW:
        return False
    return table.game.pending_window in FORUM_WINDOWS


def waits_for_key(table: TableController, stops: str = ONLY_MATCHES) -> bool:
    """A computer's window a human can use that no timer ends: `c` plays, Enter passes."""
    return table.computer_window() and not counts_down(table, stops)


def _who(table: TableController) -> str:
    return _("you can play a card here") if table.keyboard.solo else _("a card can be played here")


def wait_words(table: TableController, held: bool = False) -> str:
    """The prompt of a window that waits for a key."""
    from voxpopuli_tui.ui.table.wording import pending_words

    why = _("held") if held else _who(table)
    return _("{pending} — {why}: c plays, Enter passes (the table waits)").format(
        pending=pending_words(table.game), why=why)


def count_words(table: TableController, left: int) -> str:
    """The prompt of a Forum window counting down (`left` seconds)."""
    from voxpopuli_tui.ui.table.wording import pending_words

    return _("{pending} — {why}: c plays, Enter passes · passing on in {left} s (any key "
             "holds it)").format(pending=pending_words(table.game), why=_who(table), left=left)
