"""The map as input: the current step's candidates marked on the map, a
coordinate typed (`C3`), a cursor moved with the arrows, a click.

It keeps no game facts: the candidates are the options of the menu (built from
`legal_actions`), so whatever is picked on the map is a menu option, and the menu's highlight
and the map's cursor are one and the same.

A typed coordinate is a coordinate: at a step that chooses a place, every column's letter
(A–H) starts one, whether or not that column has a candidate, so it never falls through to
another key's meaning (`d`, the card details), and the digit after it is its row, never a menu
item. A space that is not a candidate is refused in one line saying why (outside the
designated district, taken, off the map) and nothing is chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.actions import space_name
from voxpopuli_tui.engine.assets import load_map
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.choices import Option
from voxpopuli_tui.ui.words.game_words import district

#: Menu steps whose options are places on the map.
MAP_STEPS = ("space", "politician")
#: Left and right move the cursor across the map; up and down move it through the menu (the
#: candidates in reading order), which the map's cursor follows.
ARROWS = {"left": (-1, 0), "right": (1, 0)}


class MapInput:
    """The candidates of the current step, the cursor, and a coordinate being typed."""

    def __init__(self) -> None:
        self.step: str | None = None
        #: map space → option key (a space, or an arena's Coliseum)
        self.spaces: dict[int, str] = {}
        self.labels: dict[int, str] = {}
        self.cursor: int | None = None
        self.typed = ""
        self.note = ""
        self._view: SeatView | None = None  # the spaces' districts and occupants (refusals)

    @property
    def cursor_key(self) -> str | None:
        return self.spaces.get(self.cursor) if self.cursor is not None else None

    def set_step(self, step: str | None, options: Sequence[Option], view: SeatView) -> None:
        """Take the menu's options of `step` as the map's candidates."""
        spaces: dict[int, str] = {}
        labels: dict[int, str] = {}
        if step == "space":
            for o in options:
                if o.key.isdigit():
                    spaces[int(o.key)] = o.key
                    labels[int(o.key)] = space_name(int(o.key))
        elif step == "politician":
            arenas = {sp.coliseum: sp.space for sp in view.spaces if sp.coliseum is not None}
            for o in options:
                if o.key.isdigit() and int(o.key) in arenas:
                    spaces[arenas[int(o.key)]] = o.key
                    labels[arenas[int(o.key)]] = space_name(arenas[int(o.key)])
        if step != self.step or spaces != self.spaces:
            self.typed = ""
            self.note = ""
            if self.cursor not in spaces:
                self.cursor = None
        self.step, self.spaces, self.labels = step, spaces, labels
        self._view = view

    def marks(self) -> dict[int, str]:
        """Candidate space → its label on the map."""
        return dict(self.labels)

    def highlight(self, options: Sequence[Option]) -> int | None:
        key = self.cursor_key
        return next((i for i, o in enumerate(options) if o.key == key), None)

    def follow(self, option_key: str) -> bool:
        """The menu's highlight moved: the cursor follows. True when the map must be redrawn."""
        space = next((s for s, k in self.spaces.items() if k == option_key), None)
        if space is None or space == self.cursor:
            return False
        self.cursor = space
        return True

    def key_at(self, space: int) -> str | None:
        """The option a click on `space` picks (None: not a candidate)."""
        return self.spaces.get(space)

    def clear(self) -> bool:
        """Forget a half-typed coordinate; True if there was one."""
        had = bool(self.typed)
        self.typed, self.note = "", ""
        return had

    def key(self, key: str, character: str | None, keep: frozenset[str] = frozenset(),
            ) -> str | None:
        """A key press: None if not for the map; "" when taken (redraw); else an option key.

        `keep`: letters that keep their own meaning now (`c` while a card window is folded)."""
        if not self.spaces or ((character or "").lower() in keep and not self.typed):
            return None
        m = load_map()
        if key in ARROWS:
            self._move(*ARROWS[key], m.columns)
            self.typed = ""
            return ""
        char = (character or "").upper()
        if len(char) == 1 and "A" <= char < chr(65 + m.columns):  # any column: a coordinate
            self.typed = char
            self.note = _("{char}… now the row (1–{rows}); Esc to cancel").format(
                char=char, rows=m.rows)
            return ""
        if self.typed and len(char) == 1 and char.isdigit():
            name = self.typed + char
            self.typed = ""
            space = (int(char) - 1) * m.columns + ord(name[0]) - 65
            if 1 <= int(char) <= m.rows and space in self.spaces:
                self.note = ""
                self.cursor = space
                return self.spaces[space]
            self.note = self._refusal(name, space if 1 <= int(char) <= m.rows else None)
            return ""
        return None

    def _refusal(self, name: str, space: int | None) -> str:
        """Why the typed `name` is not a candidate, in one line (nothing is chosen)."""
        m = load_map()
        if space is None:
            return _("{name} is not on the map (rows 1–{rows}): nothing chosen").format(
                name=name, rows=m.rows)
        if self.step == "politician":
            return _("{name} is not one of the marked arenas: nothing chosen").format(name=name)
        view = self._view
        if view is not None and 0 <= space < len(view.spaces):
            at = view.spaces[space]
            districts = {view.spaces[s].district for s in self.spaces if s < len(view.spaces)}
            if len(districts) == 1 and at.district not in districts:
                where = district(next(iter(districts)))
                said = _("{name} is not in the designated district ({where}): nothing placed")
                return said.format(name=name, where=where)
            if at.seat is not None or at.coliseum is not None:
                return _("{name} is taken: nothing placed").format(name=name)
        return _("{name} is not one of the marked spaces: nothing placed").format(name=name)

    def _move(self, dx: int, dy: int, columns: int) -> None:
        """The cursor to the nearest candidate in that direction (the first when none yet)."""
        if self.cursor is None:
            self.cursor = min(self.spaces)
            return
        cx, cy = self.cursor % columns, self.cursor // columns

        def ahead(s: int) -> bool:
            x, y = s % columns, s // columns
            return (x - cx) * dx > 0 if dx else (y - cy) * dy > 0

        def distance(s: int) -> tuple[int, int]:
            x, y = s % columns, s // columns
            along = abs(x - cx) if dx else abs(y - cy)
            across = abs(y - cy) if dx else abs(x - cx)
            return along + 2 * across, across

        found = [s for s in self.spaces if ahead(s)]
        if found:
            self.cursor = min(found, key=distance)
