"""Rome: the 8×6 grid, districts, Coliseums, Supporters and the current match's attendance.

The cells grow with the widget: 5 columns wide on a 100-column terminal, 6 at 120, 8 at 160,
and two lines tall when the terminal is tall enough. Every cue has a non-colour form:
district names on the frame, `[L3]` (reversed) for attending Supporters, `(Cae)` for a
Coliseum, `·` for an empty space, `»` for the designated district and HOOLIGANS spelled out.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.message import Message

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.assets import load_map
from voxpopuli_tui.engine.views import SpaceView

from ..style import DESIGNATED, EMPTY, colour, districts, lighter, mark, short, tint
from .view_widget import ViewWidget

FRAME = "grey50"
#: Cell widths: the smallest the grid allows and the largest worth drawing.
MIN_CELL, MAX_CELL = 5, 9
#: Two-line cells from this cell width and terminal height on.
TALL_CELL, TALL_HEIGHT = 8, 46


class RomeMap(ViewWidget):
    """Draws the map of a `SeatView` at the size the layout gives it."""

    DEFAULT_CSS = """
    RomeMap { width: 46%; height: auto; text-wrap: nowrap; text-overflow: clip; }
    """

    class Clicked(Message):
        """A space of the map was clicked."""

        def __init__(self, space: int) -> None:
            super().__init__()
            self.space = space

    class Hovered(Message):
        """The mouse is over an arena's Coliseum (`coliseum` its politician) or left it."""

        def __init__(self, coliseum: int | None) -> None:
            super().__init__()
            self.coliseum = coliseum

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.candidates: dict[int, str] = {}
        self.cursor: int | None = None
        self._hover: int | None = None

    def show_input(self, candidates: dict[int, str], cursor: int | None) -> None:
        """Mark these spaces (space → label) as the current step's choices, `cursor` among them."""
        if candidates != self.candidates or cursor != self.cursor:
            self.candidates, self.cursor = dict(candidates), cursor
            self.refresh()

    def space_at(self, x: int, y: int) -> int | None:
        """The space drawn at content offset (x, y), None off the grid."""
        cell, tall = self._layout(self.content_size.width)
        return space_at(x, y, cell, tall)

    def _offset_space(self, event: events.MouseEvent) -> int | None:
        offset = event.get_content_offset(self)
        return None if offset is None else self.space_at(offset.x, offset.y)

    def on_click(self, event: events.Click) -> None:
        space = self._offset_space(event)
        if space is not None:
            self.post_message(self.Clicked(space))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        space = self._offset_space(event)
        view = self._view
        pol = view.spaces[space].coliseum if view is not None and space is not None else None
        if pol != self._hover:
            self._hover = pol
            self.post_message(self.Hovered(pol))

    def on_leave(self, event: events.Leave) -> None:
        if self._hover is not None:
            self._hover = None
            self.post_message(self.Hovered(None))

    def _layout(self, width: int) -> tuple[int, bool]:
        cell = cell_width(width)
        return cell, cell >= TALL_CELL and self.app.size.height >= TALL_HEIGHT

    def _base(self) -> str:
        return self.background_colors[1].hex

    def draw(self, view: SeatView, width: int) -> Text:
        cell, tall = self._layout(width)
        return render_map(view, cell, tall, self._base(), self.candidates, self.cursor)


def cell_width(width: int) -> int:
    """The widest cell that fits: 2 for row numbers, 3 frame columns, 8 cells."""
    return max(MIN_CELL, min(MAX_CELL, (width - 5) // 8))


def space_at(x: int, y: int, cell: int, tall: bool) -> int | None:
    """Inverse of `render_map`'s layout: the space under content offset (x, y)."""
    m = load_map()
    per_row = 2 if tall else 1
    band_lines = 1 + m.district_height * per_row
    band, line = divmod(y, band_lines)
    if band >= m.rows // m.district_height or line == 0:
        return None
    row = band * m.district_height + (line - 1) // per_row
    pos = x - 2
    for col in range(m.columns):
        if col % m.district_width == 0:
            pos -= 1  # the district's frame
        if 0 <= pos < cell:
            return row * m.columns + col
        pos -= cell
    return None


def render_map(view: SeatView, cell: int = 6, tall: bool = False, base: str = "#121212",
               candidates: dict[int, str] | None = None, cursor: int | None = None) -> Text:
    """The map; `candidates` (space → label) are the current step's choices, marked in place,
    `cursor` the one Enter picks."""
    m = load_map()
    names = districts()
    match = view.match
    attending = set(match.attending) if match is not None else set()
    arena = match.arena if match is not None else None
    hooligans = view.turn_info.hooligans
    designated = view.turn_info.district
    half = m.district_width * cell
    bands = range(0, m.rows, m.district_height)
    out = Text()

    def frame(band: int | None, left: str, mid: str, right: str) -> None:
        out.append("  " + left, style=FRAME)
        for i, c0 in enumerate(range(0, m.columns, m.district_width)):
            if band is None:  # bottom edge: column letters
                seg = "".join(f"{chr(65 + c0 + c):─^{cell}}" for c in range(m.district_width))
                out.append(seg, style=FRAME)
            else:
                d = view.spaces[band * m.columns + c0].district
                out.append_text(_label(d, names[d], half, designated, hooligans))
            out.append(right if i else mid, style=FRAME)
        out.append("\n")

    for b, row0 in enumerate(bands):
        frame(row0, "┌" if b == 0 else "├", "┬" if b == 0 else "┼", "┐" if b == 0 else "┤")
        for row in range(row0, row0 + m.district_height):
            for line in range(2 if tall else 1):
                out.append(f"{row + 1:>2}" if line == 0 else "  ", style="bold")
                for col in range(m.columns):
                    if col % m.district_width == 0:
                        out.append("│", style=FRAME)
                    sp = view.spaces[row * m.columns + col]
                    bg = tint(names[sp.district][1], base)
                    if candidates and sp.space in candidates and line == 0:
                        out.append_text(
                            _candidate(view, sp, candidates[sp.space], cell, sp.space == cursor)
                        )
                        continue
                    out.append_text(_cell(view, sp, cell, line, bg, attending, arena))
                out.append("│\n", style=FRAME)
    frame(None, "└", "┴", "┘")
    out.append_text(_legend(view, cell, hooligans, candidates))
    return out


def _label(d: int, info: tuple[str, str], width: int, designated: int | None,
           hooligans: int | None) -> Text:
    """A district's name on the frame, with the designated and HOOLIGANS markers."""
    name, hue = info
    here = designated == d
    words = [f"{DESIGNATED}{name}" if here else name]
    if hooligans == d:
        words.append("HOOLIGANS" if len(words[0]) + 11 <= width - 3 else "HOOL.")
    text = Text("─ ", style=FRAME)
    text.append(words[0], style=f"bold {lighter(hue)}" + (" reverse" if here else ""))
    if len(words) > 1:
        text.append(" ")
        text.append(words[1], style="bold black on yellow")
    text.append(" ")
    text.truncate(width)
    text.append("─" * (width - text.cell_len), style=FRAME)
    return text


def _cell(view: SeatView, sp: SpaceView, cell: int, line: int, bg: str,
          attending: set[int], arena: int | None) -> Text:
    space = sp.space
    owner = colour(view, sp.seat) if sp.seat is not None else "white"
    if line == 1:  # second line of a tall cell: the space's name
        text = space_name(space)
        if space in attending:
            return _boxed(text, cell, f"reverse {owner}", bg)
        return Text(f"{text:^{cell}}", style=f"grey35 on {bg}")
    if sp.coliseum is not None:
        style = f"bold white on {bg}" + (" reverse" if sp.coliseum == arena else "")
        return Text(f"{'(' + short(sp.coliseum) + ')':^{cell}}", style=style)
    if sp.seat is not None:
        body = f"{mark(view, sp.seat)}{sp.value}"
        if space in attending:
            return _boxed(body, cell, f"bold reverse {owner}", bg)
        return Text(f"{body:^{cell}}", style=f"bold {owner} on {bg}")
    return Text(f"{EMPTY:^{cell}}", style=f"grey50 on {bg}")


def _candidate(view: SeatView, sp: SpaceView, label: str, cell: int, cursor: bool) -> Text:
    """A choice of the current step: its coordinate (or arena) in place, `>C3<` at the cursor."""
    if sp.coliseum is not None:
        label = short(sp.coliseum)
    body = f">{label}<" if cursor else f" {label} "
    style = "bold black on bright_yellow" if cursor else "bold black on yellow"
    return Text(f"{body:^{cell}}"[:cell], style=style)


def _boxed(body: str, cell: int, style: str, bg: str) -> Text:
    """`[L3]` centred in the cell: brackets and reverse video mark an attending Supporter."""
    inner = f"[{body}]"
    left = (cell - len(inner)) // 2
    out = Text(" " * left, style=f"on {bg}")
    out.append(inner, style=style)
    out.append(" " * (cell - left - len(inner)), style=f"on {bg}")
    return out


def _legend(view: SeatView, cell: int, hooligans: int | None,
            candidates: dict[int, str] | None = None) -> Text:
    """The key under the map; the least needed entries go first when it does not fit."""
    items = [("(Cae)", "Coliseum"), ("L3", "Supporter"), ("[L3]", "attends")]
    if candidates:
        items.insert(0, ("C3", "choose: type it, click it, or arrows + Enter"))
    if view.turn_info.district is not None:
        items.append((DESIGNATED, "in play"))
    if hooligans is not None:
        items.append(("HOOLIGANS", districts()[hooligans][0]))
    width = 5 + 8 * cell
    drop = ["L3", DESIGNATED, "[L3]", "(Cae)", "C3"]
    while True:
        out = Text(" ")
        for sign, word in items:
            out.append(sign, style="bold black on yellow" if sign == "HOOLIGANS" else "bold")
            out.append(f" {word}  ", style="dim")
        out.rstrip()
        if out.cell_len <= width or not drop:
            return out
        gone = drop.pop(0)
        items = [i for i in items if i[0] != gone]
