"""A checkbox whose mark tells its state without colour: X when on, blank when off."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox


class Check(Checkbox):
    """Textual's Checkbox draws the same X on and off and tells them apart by colour only."""

    @property
    def _button(self) -> Content:
        # An instance attribute shadows the class's BUTTON_INNER for this one drawing.
        self.BUTTON_INNER = "X" if self.value else " "
        return super()._button
