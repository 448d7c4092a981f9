"""The table page's pictures: the terminal game's own map, Popularity board and players'
rows (Rich text drawn from the public view), turned into HTML by Rich's exporter."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from voxpopuli_tui.engine import SeatView

#: the width the map and the board are drawn in, in cells
MAP_CELL = 8
BOARD_WIDTH = 64
PLAYERS_WIDTH = 90


def html_of(text: Text, width: int) -> str:
    """Rich text as HTML spans with inline styles (no stylesheet, no outside request)."""
    console = Console(record=True, width=width, file=io.StringIO(), color_system="truecolor",
                      force_terminal=True, legacy_windows=False)
    console.print(text, overflow="ignore", crop=False, no_wrap=True)
    return console.export_html(inline_styles=True, code_format="{code}")


def draw_table(view: SeatView) -> dict[str, str]:
    """The public view's map, board and players, as HTML."""
    from voxpopuli_tui.ui.widgets.players_panel import render_players
    from voxpopuli_tui.ui.widgets.popularity_board import render_board
    from voxpopuli_tui.ui.widgets.rome_map import render_map

    drawn = render_map(view, cell=MAP_CELL, tall=True)
    return {
        "map": html_of(drawn, max(80, drawn.cell_len)),
        "board": html_of(render_board(view, width=BOARD_WIDTH), BOARD_WIDTH),
        "players": html_of(render_players(view, width=PLAYERS_WIDTH), PLAYERS_WIDTH),
    }
