"""Who attends each arena, in words, from public facts (the map): for menus and the map's hover."""

from __future__ import annotations

from voxpopuli_tui.engine import POLITICIANS, Game
from voxpopuli_tui.engine.board import match_attendance
from voxpopuli_tui.engine.constants import MIN_ATTENDANCE
from voxpopuli_tui.engine.state import EMPTY


def attend_line(game: Game, politician: int, named: bool = True) -> str:
    """"Crassus: 4 attend — Livia 3+1, Marcus 1", or why the arena cannot host a match
    ("2 attend, 3 needed", "no Coliseum")."""
    st = game.state
    head = f"{POLITICIANS[politician]}: " if named else ""
    if st.coliseum[politician] == EMPTY:
        return head + "no Coliseum"
    spaces = match_attendance(st, politician)
    per: dict[int, list[int]] = {}
    for s in spaces:
        per.setdefault(st.owner[s], []).append(st.value[s])
    who = ", ".join(
        f"{game.names[seat]} {'+'.join(map(str, vals))}" for seat, vals in sorted(per.items())
    )
    count = f"{len(spaces)} attend"
    if len(spaces) < MIN_ATTENDANCE:
        count += f", {MIN_ATTENDANCE} needed"
    return head + count + (f" — {who}" if who else "")
