"""Base of the widgets that draw a `SeatView` (and keep nothing else)."""

from __future__ import annotations

from rich.text import Text
from textual.geometry import Size
from textual.widget import Widget

from voxpopuli_tui.engine import SeatView

#: No slice drawn yet.
_NOTHING = object()


class ViewWidget(Widget):
    """Holds the last view it was shown, to draw it at whatever size the layout gives.

    A new view is drawn only when the part of it the widget draws (`slice_of`) changed: a key
    that changes the menu does not redraw Rome."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._view: SeatView | None = None
        self._slice: object = _NOTHING

    def slice_of(self, view: SeatView) -> object:
        """The part of `view` this widget draws (compared between views); the whole view by
        default."""
        return view

    def show(self, view: SeatView) -> None:
        """Draw this view from now on (nothing to do when its slice is the one drawn)."""
        self._view = view
        part = self.slice_of(view)
        if part == self._slice:
            return
        self._slice = part
        height = self.styles.height
        self.refresh(layout=height is None or height.is_auto)

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
