"""Who attends each arena, in words, from public facts (the map): for menus and the map's hover."""

from __future__ import annotations

from voxpopuli_tui.engine import POLITICIANS, SeatView
from voxpopuli_tui.engine.constants import MIN_ATTENDANCE


def attend_line(view: SeatView, politician: int, named: bool = True) -> str:
    """"Crassus: 4 attend — Livia 3+1, Marcus 1", or why the arena cannot host a match
    ("2 attend, 3 needed", "no Coliseum")."""
    head = f"{POLITICIANS[politician]}: " if named else ""
    if not any(sp.coliseum == politician for sp in view.spaces):
        return head + "no Coliseum"
    spaces = view.attendance[politician]
    per: dict[int, list[int]] = {}
    for s in spaces:
        sp = view.spaces[s]
        if sp.seat is not None:
            per.setdefault(sp.seat, []).append(sp.value)
    who = ", ".join(
        f"{view.names[seat]} {'+'.join(map(str, vals))}" for seat, vals in sorted(per.items())
    )
    count = f"{len(spaces)} attend"
    if len(spaces) < MIN_ATTENDANCE:
        count += f", {MIN_ATTENDANCE} needed"
    return head + count + (f" — {who}" if who else "")
