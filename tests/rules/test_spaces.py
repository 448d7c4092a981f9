"""Space and Politician value types: ints with the text forms the action
texts use (R12 `C3`, R29 `Caesar`)."""

from __future__ import annotations

import pytest

from voxpopuli_tui.engine import ActionParseError, PlaceSupporter
from voxpopuli_tui.engine.board import geometry
from voxpopuli_tui.engine.constants import POLITICIANS
from voxpopuli_tui.engine.spaces import Politician, Space


def test_R12_a_space_reads_and_writes_as_column_letter_and_row() -> None:
    c3 = Space.parse("c3")
    assert (int(c3), str(c3), c3.column, c3.row) == (18, "C3", 2, 2)
    assert c3.district == geometry().district_of[18]
    assert set(c3.neighbours) == {Space.parse(n) for n in ("C2", "C4", "B3", "D3")}
    assert str(PlaceSupporter(seat=0, value=2, space=c3)) == "0 supporter 2 C3"
    with pytest.raises(ActionParseError):
        Space.parse("Z9")


def test_R29_politicians_in_precedence_order_with_their_names() -> None:
    assert [str(p) for p in Politician] == list(POLITICIANS)
    assert Politician.parse("caesar") is Politician.CAESAR == 2
    with pytest.raises(ActionParseError):
        Politician.parse("Nero")
