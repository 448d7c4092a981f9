"""The reveal of a computer's match, standing on the table (R20, `ui.reveal_note`): its result
in the title, the votes and what followed under it, until the next decision a human takes.
Public text only (a `Notice` the table built from the public log); hidden when there is none."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.ui.look.plain import plain
from voxpopuli_tui.ui.table.intents import Notice


class RevealNote(Static):
    """One panel, above the last events; nothing drawn (and no room taken) without a reveal."""

    #: its CSS names the table's screen classes (`-short`: under 40 rows it keeps to 4 lines)
    SCOPED_CSS = False
    DEFAULT_CSS = """
    RevealNote { height: auto; max-height: 7; padding: 0 1; border-top: hkey $accent;
                 display: none; }
    RevealNote.-shown { display: block; }
    .-short RevealNote { max-height: 4; }
    """

    _drawn: Notice | None = None

    def show_note(self, note: Notice | None) -> None:
        self.set_class(note is not None, "-shown")
        if note == self._drawn:
            return
        self._drawn = note
        if note is None:
            self.update("")
            return
        self.border_title = plain(note.title)
        out = Text(overflow="fold")
        for n, line in enumerate(note.lines):  # the result first, bold; then what followed
            out.append(("\n" if n else "") + ("" if n == 0 else "• ") + line,
                       style="bold" if n == 0 else "")
        self.update(out)
