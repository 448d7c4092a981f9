"""Rome: the 8×6 grid, districts, Coliseums, Supporters and the current match's attendance."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from voxpopuli_tui.engine import POLITICIANS, SeatView
from voxpopuli_tui.engine.assets import load_map

from ..style import colour, districts, mark

CELL = 6


class RomeMap(Static):
    """Draws the map of a `SeatView`."""

    DEFAULT_CSS = "RomeMap { width: 56; height: auto; }"

    def show(self, view: SeatView) -> None:
        self.update(render_map(view))


def render_map(view: SeatView) -> Text:
    m = load_map()
    names = districts()
    attending = set(view.match.attending) if view.match is not None else set()
    hooligans = view.turn_info.hooligans
    designated = view.turn_info.district
    out = Text("    " + "".join(f"{chr(65 + c):^{CELL}}" for c in range(m.columns)) + "\n")
    for row in range(m.rows):
        if row % m.district_height == 0:
            out.append("    ")
            for c0 in range(0, m.columns, m.district_width):
                d = view.spaces[row * m.columns + c0].district
                label = names[d][0]
                if hooligans == d:
                    label += " HOOLIGANS"
                if designated == d:
                    label += " <"
                width = CELL * m.district_width
                out.append(f"{label[:width - 1]:<{width}}", style=f"bold {names[d][1]}")
            out.append("\n")
        out.append(f"{row + 1:>3} ")
        for col in range(m.columns):
            sp = view.spaces[row * m.columns + col]
            bg = f"on {names[sp.district][1]}"
            if sp.coliseum is not None:
                cell = Text(f"[{POLITICIANS[sp.coliseum][:3]}]", style=f"bold white {bg}")
            elif sp.seat is not None:
                body = f"{mark(view, sp.seat)}{sp.value}"
                body = f"*{body}*" if sp.space in attending else f" {body} "
                style = f"bold {colour(view, sp.seat)} {bg}"
                if sp.space in attending:
                    style += " reverse"
                cell = Text(f"{body:^5}", style=style)
            else:
                cell = Text("  .  ", style=f"dim {bg}")
            out.append_text(cell)
            out.append(" ", style=bg)
        out.append("\n")
    out.append("[Pol] Coliseum  R3 Supporter  *R3* attends  < designated", "dim")
    return out
