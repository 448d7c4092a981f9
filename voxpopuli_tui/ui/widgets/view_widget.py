"""Base of the widgets that draw a `SeatView` (and keep nothing else)."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from voxpopuli_tui.engine import SeatView


class ViewWidget(Widget):
    """Holds the last view it was shown, to draw it at whatever size the layout gives."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._view: SeatView | None = None

    def show(self, view: SeatView) -> None:
        """Draw this view from now on."""
        self._view = view
        self.refresh(layout=True)

    def draw(self, view: SeatView, width: int) -> Text:
        """The drawing of `view` in `width` columns."""
        raise NotImplementedError

    def render(self) -> Text:
        if self._view is None:
            return Text()
        return self.draw(self._view, self.content_size.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if self._view is None:
            return 1
        return self.draw(self._view, width).plain.count("\n") + 1
