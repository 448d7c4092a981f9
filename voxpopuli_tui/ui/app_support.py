"""Small parts of the app kept apart from its flow: the palette's card reference and card
windows preference, where screenshots and crash reports go, and the render-cache trim."""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from textual.app import App
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.theme import Theme

from voxpopuli_tui.ui.look.palette import set_palette
from voxpopuli_tui.ui.look.prefs import save_prefs
from voxpopuli_tui.ui.look.themes import palette_of

if TYPE_CHECKING:
    from voxpopuli_tui.ui.app_contract import AppContract

from voxpopuli_tui.i18n import _


class CardCommands(Provider):
    """"Card reference" in the command palette, loading the reference only when asked."""

    def _inner(self) -> Provider:
        from voxpopuli_tui.ui.screens.card_reference import CardReferenceCommands

        return CardReferenceCommands(self.screen, self.match_style)

    async def discover(self) -> Hits:
        async for hit in self._inner().discover():
            yield hit

    async def search(self, query: str) -> Hits:
        async for hit in self._inner().search(query):
            yield hit


def set_window_stops(app: Any, stops: str) -> None:
    """Where a computer's turn waits for the player's cards (`ui.window_wait`): kept in the
    preferences, and in force at once (a window counting down now may then wait)."""
    from dataclasses import replace

    from voxpopuli_tui.ui.look.prefs import save_prefs
    from voxpopuli_tui.ui.workers.card_windows import STOP_WORDS

    app.prefs = replace(app.prefs, windows=stops)
    prefs_file = getattr(app, "prefs_file", None)
    problem = save_prefs(app.prefs, prefs_file) if prefs_file is not None else None
    app.notify(problem or _("A computer's turn stops {where}.").format(
        where=_(STOP_WORDS[stops])),
               title=_("Card windows"), severity="warning" if problem else "information")
    computers = getattr(app, "computers", None)
    if computers is not None:
        computers.rethink_window()


class WindowCommands(Provider):
    """"Card windows: stop …" in the command palette (a preference, like the theme)."""

    def _commands(self) -> list[tuple[str, str, str]]:
        from voxpopuli_tui.ui.workers.card_windows import STOP_WORDS

        now = getattr(getattr(self.app, "prefs", None), "windows", "")
        return [(_("Card windows: stop {where}").format(where=_(words)), stops,
                 _("the current setting") if stops == now
                 else _("where a computer's turn waits for your cards"))
                for stops, words in STOP_WORDS.items()]

    async def discover(self) -> Hits:
        for text, stops, help_text in self._commands():
            yield DiscoveryHit(text, partial(set_window_stops, self.app, stops), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, stops, help_text in self._commands():
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text),
                          partial(set_window_stops, self.app, stops), help=help_text)


#: The app's own commands in the palette (beside Textual's).
PALETTE: set[type[Provider]] = {CardCommands, WindowCommands}


def screenshot_dir(save_dir: Path | None) -> Path:
    """Where screenshots go: a "screenshots" folder beside the saves (or the temp folder)."""
    import tempfile

    base = save_dir if save_dir is not None else Path(tempfile.gettempdir()) / "voxpopuli"
    return base / "screenshots"


def write_crash_report(error: BaseException | None, folder: Path | None) -> Path | None:
    """Write the error's trace (no local variables, so no secrets) to a file; None if impossible."""
    import tempfile
    import time
    import traceback

    if error is None:
        return None
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    try:
        target = folder if folder is not None else Path(tempfile.gettempdir())
        target.mkdir(parents=True, exist_ok=True)
        path = target / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.txt"
        path.write_text(text, encoding="utf-8")
    except OSError:
        return None
    return path


def trim_render_caches() -> None:
    """Let go of the drawings of widgets that are gone.

    Textual 8 memoises `StylesCache.get_inner_outer` with an `lru_cache` on the method, so the
    cache keeps the last 1024 widgets' `StylesCache` (and every line they drew) alive long after
    their screens are closed: tens of thousands of objects that each full garbage collection
    then walks (pauses of 100-400 ms). Clearing it costs nothing: the entries are two styles.
    """
    try:
        from textual._styles_cache import StylesCache
    except ImportError:  # pragma: no cover - another Textual
        return
    clear = getattr(getattr(StylesCache, "get_inner_outer", None), "cache_clear", None)
    if clear is not None:
        clear()


def follow_theme(app: App[Any], prefs_file: Path | None) -> None:
    """From mount on: redraw in the new colours on every theme change and remember it.

    `prefs_file`: where the chosen theme is saved (None: not saved, as in tests).
    """
    host = cast("AppContract", app)  # the Vox Populi app: it keeps the player's preferences

    def changed(theme: Theme) -> None:
        set_palette(palette_of(theme.variables))
        for widget in app.screen.walk_children():
            widget.refresh()
        current = host.prefs
        if current.theme == theme.name:
            return
        host.prefs = current.with_theme(theme.name)
        if prefs_file is not None:
            problem = save_prefs(host.prefs, prefs_file)
            if problem:
                app.notify(problem, severity="warning")

    app.theme_changed_signal.subscribe(app, changed)
