"""Who attends each arena, in words, from public facts (the map): for menus and the map's hover."""

from __future__ import annotations

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.constants import MIN_ATTENDANCE
from voxpopuli_tui.i18n import _, ngettext
from voxpopuli_tui.ui.words.game_words import politician as politician_name


def attend_line(view: SeatView, politician: int, named: bool = True) -> str:
    """"Crassus: 4 attend — Livia 3+1, Marcus 1", or why the arena cannot host a match
    ("2 attend, 3 needed", "no Coliseum")."""
    if not any(sp.coliseum == politician for sp in view.spaces):
        return _named(view, politician, named, _("no Coliseum"))
    spaces = view.attendance[politician]
    per: dict[int, list[int]] = {}
    for s in spaces:
        sp = view.spaces[s]
        if sp.seat is not None:
            per.setdefault(sp.seat, []).append(sp.value)
    who = ", ".join(
        f"{view.names[seat]} {'+'.join(map(str, vals))}" for seat, vals in sorted(per.items())
    )
    if len(spaces) < MIN_ATTENDANCE:
        # (the English line has said "1 attend" since it was first drawn: the count of spaces)
        count = ngettext("{count} attend, {needed} needed", "{count} attend, {needed} needed",
                         len(spaces)).format(count=len(spaces), needed=MIN_ATTENDANCE)
    else:
        count = ngettext("{count} attend", "{count} attend", len(spaces)).format(
            count=len(spaces))
    return _named(view, politician, named,
                  _("{count} — {who}").format(count=count, who=who) if who else count)


def _named(view: SeatView, politician: int, named: bool, line: str) -> str:
    """`line`, after the politician's name when `named` ("Crassus: 4 attend")."""
    if not named:
        return line
    return _("{politician}: {line}").format(politician=politician_name(politician), line=line)
