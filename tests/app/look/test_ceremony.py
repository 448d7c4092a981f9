"""The end's charts count in whole numbers; the curtain's large name stands as one block."""

from __future__ import annotations

from itertools import pairwise

import pytest

from voxpopuli_tui.ui.hotseat.curtain import big_name
from voxpopuli_tui.ui.widgets.charts import whole_ticks


@pytest.mark.parametrize("top", [1, 2, 5, 9, 11, 13, 22, 57])
def test_chart_ticks_are_whole_evenly_spaced_and_cover_the_range(top: int) -> None:
    ticks = whole_ticks(top)
    assert all(isinstance(t, int) for t in ticks)
    assert ticks[0] == 0 and top - ticks[-1] < ticks[1] - ticks[0] + 1
    assert len({b - a for a, b in pairwise(ticks)}) == 1
    assert 2 <= len(ticks) <= 6


@pytest.mark.parametrize("name", ["Livia", "Marcus", "Julia", "Titus", "Jo", "Wolfgang"])
def test_big_name_lines_share_one_width_so_centring_keeps_them_aligned(name: str) -> None:
    art = big_name(name)
    assert art is not None
    widths = {len(line) for line in art.splitlines()}
    assert len(widths) == 1, art
