"""The Popularity board as a track: each politician's marker on a 0–10 track, its compartment.

One lane per politician in precedence order (R29): the marker `●` at its popularity (`†` and
the name struck through when dead, `♥` for CLEOPATRA's lover, `MATCH` on this turn's arena),
then the compartment's pieces per club (public: one club mark a piece, `T×4` from four on;
never their values, which show only at the end or under R31, and the viewer's own values only
on that viewer's private screen). The Gladiators stand in their arenas on the map.
"""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size

from voxpopuli_tui.engine import POLITICIANS, SeatView
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.style import DEAD, LOVER, mark, piece
from voxpopuli_tui.ui.widgets.view_widget import ViewWidget
from voxpopuli_tui.ui.words.game_words import politicians

TRACK = 10
NAME = 11
MARKER = "●"
#: Up to this many pieces of a club are drawn one mark each, more as `T×4`.
MARKS_MAX = 3
#: Columns of one point of the track: as many as fit, up to this.
MAX_STEP = 4
LEGEND = ((MARKER, N_("popularity")), (DEAD, N_("dead")), (LOVER, N_("lover")),
          ("", N_("MATCH this turn's arena")))
#: The slot's room at least, before the track takes the rest.
SLOT_MIN = 12
#: The name of the board, on the heading line.
TITLE = N_("Popularity")


class PopularityBoard(ViewWidget):
    """Draws the track, the markers and the compartments of a `SeatView`; the legend only when
    it has the room (a tall terminal)."""

    DEFAULT_CSS = """
    PopularityBoard { width: 1fr; height: auto; text-wrap: nowrap; text-overflow: ellipsis; }
    """

    def slice_of(self, view: SeatView) -> object:
        m = view.match
        return (view.popularity, view.dead, view.lover, view.slots, view.clubs, view.target,
                view.over, view.no_bluff, m.arena if m is not None else None)

    def draw(self, view: SeatView, width: int) -> Text:
        return render_board(view, width or 60, legend=self.app.size.height >= 40)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 1 + len(POLITICIANS) + (1 if self.app.size.height >= 40 else 0)


def render_board(view: SeatView, width: int = 60, height: int = 0, legend: bool = True) -> Text:
    """The board in `width` columns: a heading with the track's scale, a lane per politician,
    the legend when `legend`. (`height` is accepted for the callers that spread the board.)"""
    slots = [_slot(view, p) for p in range(len(POLITICIANS))]
    flags = [_flags(view, p) for p in range(len(POLITICIANS))]
    flag_w = max(f.cell_len for f in flags)
    slot_w = max(SLOT_MIN, *(s.cell_len for s in slots))
    room = width - NAME - 3 - flag_w - 1 - min(slot_w, width // 3)
    step = max(1, min(MAX_STEP, (room + 1) // (TRACK + 1)))
    # The compartments whole: written shorter (`T×2`, `★2 ◊`) when the room asks for it.
    slot_room = width - NAME - (TRACK + 1) * step - 3 - flag_w - 1
    if any(s.cell_len > slot_room for s in slots):
        slots = [_slot(view, p, short=True) for p in range(len(POLITICIANS))]
    out = Text()
    out.append(f"{_(TITLE):<{NAME}}", style="bold")
    out.append_text(_scale(view, step))
    head = _(" slot") if not (view.over or view.no_bluff) else _(" slot (values)")
    out.append(" " * (3 + flag_w) + head, style="bold")
    out.append("\n")
    for p, name in enumerate(politicians()):
        out.append_text(_lane(view, p, name, step, flags[p], flag_w))
        out.append(" ")
        out.append_text(slots[p])
        out.append("\n")
    if legend:
        items = [f"{mark} {_(word)}" if mark else _(word) for mark, word in LEGEND]
        while len(items) > 1 and len("  ".join(items)) > width:
            items.pop()  # the least needed last
        out.append("  ".join(items), style="dim")
    out.rstrip()
    return out


def _scale(view: SeatView, step: int) -> Text:
    """The points of the track above it: every point when there is room, else 0, 5 and 10;
    the target in bold."""
    cells = [" "] * ((TRACK + 1) * step)
    shown = range(TRACK + 1) if step >= 2 else (0, 5, 10)
    out = Text()
    def start(point: int) -> int:
        return point * step - (len(str(point)) - 1 if step == 1 else 0)

    for point in shown:
        for i, ch in enumerate(str(point)):
            cells[min(start(point) + i, len(cells) - 1)] = ch
    goal = start(view.target)
    for i, ch in enumerate(cells):
        target = goal <= i < goal + len(str(view.target))
        out.append(ch, style="bold underline" if target else "dim")
    return out


def _lane(view: SeatView, p: int, name: str, step: int, flags: Text, flag_w: int) -> Text:
    """`Pompey   ━━━━●·······   2 ♥`: the name, the lane with the marker, the number, flags."""
    pop = view.popularity[p]
    dead = view.dead[p]
    out = Text(f"{name:<{NAME}}", style="strike dim" if dead else "bold")
    at = min(pop, TRACK)
    lane = "dim" if dead else "bold green" if pop >= view.target else "cyan"
    out.append("━" * (at * step), style=lane)
    out.append(DEAD if dead else MARKER, style="bold red" if dead else f"bold {lane}")
    out.append(" " * (step - 1))
    out.append(("·" + " " * (step - 1)) * (TRACK - at), style="grey42")
    out.append("+" if pop > TRACK else " ", style="bold")
    out.append(f"{pop:>2}", style="bold")
    out.append_text(flags)
    out.append(" " * (flag_w - flags.cell_len))
    return out


def _flags(view: SeatView, p: int) -> Text:
    out = Text()
    if view.dead[p]:
        out.append(f" {DEAD}", style="bold red")
    if view.lover == p:
        out.append(f" {LOVER}", style="bold magenta")
    if view.match is not None and view.match.arena == p:
        out.append(" ")
        out.append("MATCH", style="bold reverse yellow")
    return out


def _slot(view: SeatView, p: int, short: bool = False) -> Text:
    """The compartment: values when they are public, else pieces per club (never values).
    `short`: two pieces of a club as `T×2`, the viewer's own as `★2 ◊` (◊ a decoy)."""
    slot = view.slots[p]
    parts: list[Text] = []
    if slot.shown:
        for seat, value in slot.shown:
            parts.append(piece(view, seat, value) if value else piece(view, seat).append("d"))
    else:
        for seat, count in enumerate(slot.counts):
            if count:
                sign = mark(view, seat)
                most = 1 if short else MARKS_MAX
                body = sign * count if count <= most else f"{sign}×{count}"
                parts.append(Text(body, style=piece(view, seat).style))
    out = Text(" ").join(parts) if parts else Text("—", style="grey42")
    if slot.own and not slot.shown:
        out.append(" " if short else _("  yours "), style="dim")
        decoy = "◊" if short else _("◊decoy")
        out.append(" ".join(f"★{v}" if v else decoy for v in slot.own), style="bold")
    return out
