"""Rome: the 8×6 grid, districts, Coliseums as arenas, Supporters and the match's attendance.

The cells grow with the room the layout gives, in both directions: 6 columns wide and 3 lines
tall at 100×30, up to 18×8 on a television. Each space keeps its parts apart: the piece on its
own line (`R3`, its club mark and value), the coordinate small in the corner (never boxed), a
Coliseum drawn as an arena with its politician and the Gladiators in it. Every cue has a
non-colour form: district names on the frame, `[R3]` for an attending Supporter, `MATCH` (or
reverse video in a small cell) on this turn's arena, `·` for an empty space, `»` for the
designated district and HOOLIGANS spelled out.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.geometry import Size
from textual.message import Message

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.assets import load_map
from voxpopuli_tui.engine.views import SpaceView
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.look.style import (
    DESIGNATED,
    EMPTY,
    colour,
    districts,
    lighter,
    mark,
    short,
    tint,
)
from voxpopuli_tui.ui.widgets.view_widget import ViewWidget
from voxpopuli_tui.ui.words.game_words import politician

FRAME = "grey50"
#: Cell widths and heights: the smallest the grid allows and the largest worth drawing.
MIN_CELL, MAX_CELL = 5, 18
MAX_LINES = 10
#: With no height given (an `auto` height), two-line cells from this cell width and terminal
#: height on.
TALL_CELL, TALL_HEIGHT = 8, 46
#: Around the cells: 2 columns of row numbers and 3 frame columns; 3 district frames, the
#: column letters and the legend.
FRAME_W, FRAME_H = 5, 5
#: An arena is drawn as a box from this cell size on.
BOX_W, BOX_H = 7, 4
#: A Supporter is drawn as a framed token from this cell size on.
TOKEN_W, TOKEN_H = 10, 5


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the grid sits in the widget: cell size, and the margins that centre it."""

    cell: int
    lines: int
    left: int = 0
    top: int = 0

    @property
    def width(self) -> int:
        return FRAME_W + 8 * self.cell

    @property
    def height(self) -> int:
        return FRAME_H + 6 * self.lines


def fit(width: int, height: int | None, app_height: int = 0) -> Layout:
    """The largest cells that fit `width`×`height`, centred; `height` None: the natural height."""
    cell = cell_width(width)
    if height is None:
        lines = 2 if cell >= TALL_CELL and app_height >= TALL_HEIGHT else 1
        return Layout(cell, lines)
    lines = max(1, min(MAX_LINES, (height - FRAME_H) // 6))
    # A space no more than about twice as wide as it is tall reads as a square.
    cell = max(MIN_CELL, min(cell, 3 * lines + 4))
    layout = Layout(cell, lines)
    return Layout(cell, lines, max(0, (width - layout.width) // 2),
                  max(0, (height - layout.height) // 2))


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
        #: rows lent to a prompt line that wrapped: the map keeps the layout it had without
        #: them (no jump), its last rows of margin given up first
        self.slack = 0

    def set_slack(self, rows: int) -> None:
        """The screen's prompt line takes `rows` more rows than its one (it wrapped)."""
        if rows != self.slack:
            self.slack = rows
            self.refresh()

    def show_input(self, candidates: dict[int, str], cursor: int | None) -> None:
        """Mark these spaces (space → label) as the current step's choices, `cursor` among them."""
        if candidates != self.candidates or cursor != self.cursor:
            self.candidates, self.cursor = dict(candidates), cursor
            self.refresh()

    def slice_of(self, view: SeatView) -> object:
        """What the map draws: the spaces, the arenas, the match's attendance, the turn's
        district and HOOLIGANS (nothing else of the view changes it)."""
        m = view.match
        return (view.spaces, view.arenas, view.clubs, view.turn_info.district,
                view.turn_info.hooligans,
                (m.arena, m.attending) if m is not None else None)

    def space_at(self, x: int, y: int) -> int | None:
        """The space drawn at content offset (x, y), None off the grid."""
        return space_at(x, y, self._layout())

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

    def _fixed_height(self) -> bool:
        """Whether the layout gives the map a height (`1fr`, a number) rather than `auto`."""
        height = self.styles.height
        return height is not None and not height.is_auto

    def _layout(self, width: int | None = None) -> Layout:
        size = self.content_size
        height = size.height + self.slack if self._fixed_height() else None
        return fit(size.width if width is None else width, height, self.app.size.height)

    def _base(self) -> str:
        return self.background_colors[1].hex

    def draw(self, view: SeatView, width: int) -> Text:
        layout = self._layout(width)
        return render_map(view, layout.cell, layout.lines > 1, self._base(), self.candidates,
                          self.cursor, layout=layout)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return self._layout(width).height


def cell_width(width: int) -> int:
    """The widest cell that fits: 2 for row numbers, 3 frame columns, 8 cells."""
    return max(MIN_CELL, min(MAX_CELL, (width - FRAME_W) // 8))


def space_at(x: int, y: int, layout: Layout) -> int | None:
    """Inverse of `render_map`'s layout: the space under content offset (x, y)."""
    m = load_map()
    x, y = x - layout.left, y - layout.top
    band_lines = 1 + m.district_height * layout.lines
    band, line = divmod(y, band_lines)
    if y < 0 or band >= m.rows // m.district_height or line == 0:
        return None
    row = band * m.district_height + (line - 1) // layout.lines
    pos = x - 2
    for col in range(m.columns):
        if col % m.district_width == 0:
            pos -= 1  # the district's frame
        if 0 <= pos < layout.cell:
            return row * m.columns + col
        pos -= layout.cell
    return None


def render_map(view: SeatView, cell: int = 6, tall: bool = False, base: str = "#121212",
               candidates: dict[int, str] | None = None, cursor: int | None = None,
               layout: Layout | None = None) -> Text:
    """The map; `candidates` (space → label) are the current step's choices, marked in place,
    `cursor` the one Enter picks. `layout` (cell size and margins) wins over `cell`/`tall`."""
    if layout is None:
        layout = Layout(cell, 2 if tall else 1)
    cell, lines = layout.cell, layout.lines
    m = load_map()
    names = districts()
    match = view.match
    attending = set(match.attending) if match is not None else set()
    arena = match.arena if match is not None else None
    hooligans = view.turn_info.hooligans
    designated = view.turn_info.district
    half = m.district_width * cell
    bands = range(0, m.rows, m.district_height)
    margin = " " * layout.left
    out = Text("\n" * layout.top)

    def frame(band: int | None, left: str, mid: str, right: str) -> None:
        out.append(margin + "  " + left, style=FRAME)
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
            drawn = [
                _space(view, view.spaces[row * m.columns + col], layout, base, attending, arena,
                       (candidates or {}).get(row * m.columns + col),
                       row * m.columns + col == cursor)
                for col in range(m.columns)
            ]
            for line in range(lines):
                out.append(margin)
                label = line == _piece_line(lines)
                out.append(f"{row + 1:>2}" if label else "  ", style="bold")
                for col in range(m.columns):
                    if col % m.district_width == 0:
                        out.append("│", style=FRAME)
                    out.append_text(drawn[col][line])
                out.append("│\n", style=FRAME)
    frame(None, "└", "┴", "┘")
    out.append(margin)
    out.append_text(_legend(view, cell, hooligans, candidates, lines))
    return out


def _piece_line(lines: int) -> int:
    """The line of a cell that holds its piece: the middle, above the coordinate."""
    return (lines - 1) // 2 if lines >= 3 else 0


def _space(view: SeatView, sp: SpaceView, layout: Layout, base: str, attending: set[int],
           arena: int | None, candidate: str | None, at_cursor: bool) -> list[Text]:
    """The lines of one space, each `layout.cell` wide."""
    cell, lines = layout.cell, layout.lines
    hue = districts()[sp.district][1]
    # A checkerboard of two shades: neighbouring spaces of a district read as separate spaces.
    row, col = divmod(sp.space, 8)
    bg = tint(hue, base, 0.4 if (row + col) % 2 else 0.3)
    if candidate is not None:
        return _candidate(sp, candidate, layout, at_cursor)
    if sp.coliseum is not None:
        return _arena(view, sp, layout, bg, sp.coliseum == arena)
    out = [Text(" " * cell, style=f"on {bg}") for _ in range(lines)]
    at = _piece_line(lines)
    if sp.seat is not None:
        body = f"{mark(view, sp.seat)}{sp.value}"
        owner = colour(view, sp.seat)
        # Only a Supporter on the space attends: an empty space is never boxed.
        here = sp.space in attending
        if here:
            out[at] = _centred(f"[{body}]", cell, f"bold reverse {owner}", bg)
        else:
            out[at] = _centred(body, cell, f"bold {owner}", bg)
        if lines >= TOKEN_H and cell >= TOKEN_W:
            # A token: the piece framed like a counter on the board (heavy when it attends).
            inner = len(body) + 2
            top, bottom = ("┏━┓", "┗━┛") if here else ("╭─╮", "╰─╯")
            out[at - 1] = _centred(top[0] + top[1] * inner + top[2], cell, owner, bg)
            out[at + 1] = _centred(bottom[0] + bottom[1] * inner + bottom[2], cell, owner, bg)
            side = "┃" if here else "│"
            line = Text(" " * ((cell - inner - 2) // 2), style=f"on {bg}")
            line.append(side, style=owner)
            line.append(f"[{body}]" if here else f" {body} ",
                        style=f"bold reverse {owner}" if here else f"bold {owner}")
            line.append(side, style=owner)
            line.append(" " * (cell - line.cell_len))
            line.stylize(f"on {bg}", 0, (cell - inner - 2) // 2)
            line.stylize(f"on {bg}", line.cell_len - (cell - inner - 2 - (cell - inner - 2) // 2))
            out[at] = line
    elif lines < 2:
        out[at] = Text(f"{EMPTY:^{cell}}", style=f"grey50 on {bg}")
    if lines >= 2:
        out[-1] = _corner(space_name(sp.space), cell, bg)
    return out


def _corner(name: str, cell: int, bg: str) -> Text:
    """The coordinate, small and grey in the bottom-right corner: a label, not a piece."""
    return Text(f"{name:>{cell - 1}} ", style=f"grey58 on {bg}")


def _centred(body: str, cell: int, style: str, bg: str) -> Text:
    left = (cell - len(body)) // 2
    out = Text(" " * left, style=f"on {bg}")
    out.append(body[:cell], style=style)
    out.append(" " * max(0, cell - left - len(body)), style=f"on {bg}")
    return out


def _gladiators(view: SeatView, p: int, width: int, rows: int) -> list[Text]:
    """The arena's Gladiators as pieces (`T5 S3`) over at most `rows` lines of `width`; those
    that do not fit are counted on the last line (`T5 +3`)."""
    pieces = [(f"{mark(view, seat)}{value}", colour(view, seat)) for seat, value in view.arenas[p]]

    def lay(count: int, more: int) -> list[Text] | None:
        """The first `count` pieces, then `+more`; None if that does not fit."""
        words = [Text(body, style=f"bold {hue}") for body, hue in pieces[:count]]
        if more:
            words.append(Text(f"+{more}", style="bold"))
        out: list[Text] = [Text()]
        for word in words:
            if word.cell_len > width:
                return None
            if out[-1].cell_len and out[-1].cell_len + 1 + word.cell_len > width:
                out.append(Text())
            if out[-1].cell_len:
                out[-1].append(" ")
            out[-1].append_text(word)
        return out if len(out) <= rows else None

    for count in range(len(pieces), -1, -1):
        laid = lay(count, len(pieces) - count)
        if laid is not None:
            return laid
    return [Text(f"{len(pieces)}", style="bold")]


def _arena(view: SeatView, sp: SpaceView, layout: Layout, bg: str, match: bool) -> list[Text]:
    """A Coliseum: a box with its politician and Gladiators when there is room, else `(Pom)`."""
    cell, lines = layout.cell, layout.lines
    p = sp.coliseum
    assert p is not None
    name_style = f"bold white on {bg}" + (" reverse" if match else "")
    if lines < BOX_H or cell < BOX_W:
        out = [_centred("(" + short(p) + ")", cell, name_style, bg)]
        if lines >= 2:
            glad = _gladiators(view, p, cell, lines - 1)
            out.extend(_centred_text(g, cell, bg) for g in glad)
        out.extend(Text(" " * cell, style=f"on {bg}") for _ in range(lines - len(out)))
        return out[:lines]
    inner = cell - 2
    edge = f"bold {'bright_yellow' if match else 'white'} on {bg}"
    top, side, bottom = ("╔", "═", "╗") if match else ("╭", "─", "╮")
    low = ("╚", "═", "╝") if match else ("╰", "─", "╯")
    vert = "║" if match else "│"
    title = politician(p) if len(politician(p)) <= inner else short(p)
    out = [Text(top + side * inner + bottom, style=edge)]
    body = [_centred(title, inner, name_style, bg)]
    if match:
        body.append(_centred("MATCH", inner, "bold black on yellow", bg))
    body.extend(_centred_text(g, inner, bg)
                for g in _gladiators(view, p, inner - 1, lines - 2 - len(body)) if g.cell_len)
    while len(body) < lines - 2:
        body.append(Text(" " * inner, style=f"on {bg}"))
    for b in body[: lines - 2]:
        line = Text(vert, style=edge)
        line.append_text(b)
        line.append(vert, style=edge)
        out.append(line)
    name = space_name(sp.space)
    foot = Text(low[0] + low[1] * (inner - len(name) - 1), style=edge)
    foot.append(name, style=f"grey58 on {bg}")
    foot.append(low[1] + low[2], style=edge)
    out.append(foot)
    return out


def _centred_text(text: Text, cell: int, bg: str) -> Text:
    left = (cell - text.cell_len) // 2
    out = Text(" " * left, style=f"on {bg}")
    out.append_text(text)
    out.append(" " * max(0, cell - left - text.cell_len))
    out.stylize(f"on {bg}")
    return out


def _candidate(sp: SpaceView, label: str, layout: Layout, cursor: bool) -> list[Text]:
    """A choice of the current step: the whole space lit, its coordinate (or arena) in place,
    `>C3<` at the cursor."""
    cell = layout.cell
    if sp.coliseum is not None:
        label = short(sp.coliseum)
    body = f">{label}<" if cursor else f" {label} "
    style = "bold black on bright_yellow" if cursor else "bold black on yellow"
    out = [Text(" " * cell, style=style) for _ in range(layout.lines)]
    out[_piece_line(layout.lines)] = Text(f"{body:^{cell}}"[:cell], style=style)
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


def _legend(view: SeatView, cell: int, hooligans: int | None,
            candidates: dict[int, str] | None = None, lines: int = 1) -> Text:
    """The key under the map; the least needed entries go first when it does not fit."""
    boxed = cell >= BOX_W and lines >= BOX_H
    items = [(f"╭{short(2)}╮" if boxed else f"({short(2)})", _("arena")),
             ("L3", _("Supporter")), ("[L3]", _("attends"))]
    if candidates:
        items.insert(0, ("C3", _("choose: type it, click it, or arrows + Enter")))
    if view.turn_info.district is not None:
        items.append((DESIGNATED, _("in play")))
    if hooligans is not None:
        items.append(("HOOLIGANS", districts()[hooligans][0]))
    width = FRAME_W + 8 * cell
    drop = ["L3", DESIGNATED, "[L3]", items[0][0], "C3"]
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
