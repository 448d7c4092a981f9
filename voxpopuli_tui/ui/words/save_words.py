"""A saved game in words: its line in the Load list (or its error), and the title's Continue
line (Textual-free: the Load screen and the title draw them)."""

from __future__ import annotations

from datetime import datetime

from voxpopuli_tui.engine.quoting import printable
from voxpopuli_tui.i18n import _
from voxpopuli_tui.save_format import shown_name
from voxpopuli_tui.saves import SaveInfo


def when(iso: str) -> str:
    """An ISO time as local "YYYY-MM-DD HH:MM", or the text itself."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # a far-off year cannot be made local
        return iso[:32]


def describe(info: SaveInfo) -> str:
    """One line for the list: players, turn, last played; or the file's error. Printable
    whatever the file held (its name, its fields: quoted, never raw control bytes)."""
    return printable(_describe(info))


def _describe(info: SaveInfo) -> str:
    s = info.summary
    if s is None:
        error = info.problem.words(named=False) if info.problem is not None else info.error
        return _("DAMAGED {name}: {error}").format(name=shown_name(info.path), error=error)
    state = _("finished") if s.over else _("turn {turn}").format(turn=s.turn)
    # Not replayed yet (a large folder): the file's own summary, which nothing has checked.
    check = "" if info.verified else " " + _("(unverified)")
    line = _("{players} — {state}, {actions} actions — {when}").format(
        players=", ".join(s.players), state=state, actions=s.actions, when=when(s.last_played))
    return line + check


def continue_label(info: SaveInfo, width: int = 36) -> str:
    """The title menu's Continue line: the turn and the players, cut to fit one line."""
    s = info.summary
    label = _("Continue") if s is None else _("Continue — turn {turn}: {players}").format(
        turn=s.turn, players=", ".join(s.players))
    return label if len(label) <= width else label[: width - 1] + "…"
