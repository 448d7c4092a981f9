"""Textual's Footer, recomposed only when the keys it shows change.

Textual's Footer rebuilds all its keys on every "bindings updated" signal (each focus change,
each screen resume, each highlight move...), often several times per key press; each rebuild
mounts and styles a dozen widgets. This one rebuilds once per batch of signals, and only when
the keys, labels or enabled states it would show differ from what it shows: same look, less
work.

On a narrow terminal the palette's key (`^p palette`, on the right) gives way when the screen's
own keys would not fit beside it, and when even they would not fit (longer words in another
language) they are drawn in Textual's compact style, one space apart: `^q Quit`, last of them,
is never cut (Ctrl+P still opens the palette).

Key labels are drawn in the language spoken: the bindings' descriptions are marked `N_()`
(English in the code, for the catalogue) and translated here, where they are shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from voxpopuli_tui.i18n import N_, _

#: Textual's own label of the palette key, for the catalogue.
PALETTE_LABEL = N_("palette")

if TYPE_CHECKING:
    from textual.screen import Screen


class Footer(TextualFooter):
    """Drop-in replacement for `textual.widgets.Footer`."""

    def __init__(self) -> None:
        super().__init__()
        self._shown: tuple[object, ...] | None = None
        self._pending = False
        # Draw the keys in the first composition (Textual's waits for a signal, then composes
        # again on the next refresh: one more frame for every new screen).
        self.set_reactive(TextualFooter._bindings_ready, True)

    #: the palette key's room on the right (`▏^p palette` and its padding)
    PALETTE_W = 14

    def compose(self) -> ComposeResult:
        self.set_reactive(TextualFooter.show_command_palette, self._palette_fits())
        self.set_reactive(TextualFooter.compact, self._compact())
        self.set_class(self.compact, "-compact", update=False)
        self._shown = self._signature()
        for widget in super().compose():
            yield translated(widget)

    def _keys_width(self, padding: int) -> int:
        """The screen's shown keys side by side: `padding` columns around each key (1 in
        Textual's default style, " key description ", 0 in its compact style)."""
        app = self.app
        seen: set[str] = set()
        width = 0
        for _node, binding, _enabled, _tip in self.screen.active_bindings.values():
            if not binding.show or binding.action in seen:
                continue
            seen.add(binding.action)
            words = len(_(binding.description))
            width += len(app.get_key_display(binding)) + 1 + words + 2 * padding
        return width

    def _palette_fits(self) -> bool:
        """The screen's keys and the palette's key fit side by side on this terminal."""
        return self._keys_width(1) + self.PALETTE_W <= self.app.size.width

    def _compact(self) -> bool:
        """The screen's keys fit this terminal only in the compact style."""
        return self._keys_width(1) > self.app.size.width

    def on_resize(self) -> None:
        if self._shown is not None and (self._palette_fits() != self.show_command_palette
                                        or self._compact() != self.compact):
            self._shown = None
            self.call_after_refresh(self._recompose_if_changed)

    def _signature(self) -> tuple[object, ...]:
        """What `compose` would draw: the shown bindings, their state and the palette key."""
        app = self.app
        return (
            self._palette_fits(),
            self._compact(),
            app.ENABLE_COMMAND_PALETTE,
            tuple(
                (key, b.key, b.action, b.description, b.group, enabled, tooltip,
                 app.get_key_display(b))
                for key, (_, b, enabled, tooltip) in self.screen.active_bindings.items()
                if b.show or key == app.COMMAND_PALETTE_BINDING
            ),
        )

    def bindings_changed(self, screen: Screen[object]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not self._pending:
            self._pending = True
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        self._pending = False
        if not self.is_attached:
            return
        signature = self._signature()
        if signature == self._shown:
            return
        self._shown = signature
        await self.recompose()


def translated(widget: Widget) -> Widget:
    """A footer key with its words in the language spoken (the tooltip too)."""
    if isinstance(widget, FooterKey):
        widget.description = _(widget.description) if widget.description else ""
        if widget.tooltip and isinstance(widget.tooltip, str):
            widget.tooltip = _(widget.tooltip)
    return widget
