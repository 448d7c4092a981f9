"""The app's own entries in the command palette (rules, help, cards, the language, a
screenshot) and the player's keymap: what the app offers besides the game's flow."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from textual.app import SystemCommand
from textual.screen import Screen

from voxpopuli_tui.i18n import LANGUAGE_NAMES, _, language, set_language
from voxpopuli_tui.ui.app_support import screenshot_dir
from voxpopuli_tui.ui.hotseat.handoff import HANDOFF_CLASS

if TYPE_CHECKING:
    from textual.binding import Keymap

    from voxpopuli_tui.ui.hotseat.handoff import HandOffs
    from voxpopuli_tui.ui.look.prefs import Prefs


class VoxPopuliApp(Protocol):
    """What these commands need of the app (`app.VoxPopuliApp` is one; a Protocol, so this
    module never imports the app that imports it)."""

    hand_offs: HandOffs
    prefs: Prefs
    prefs_file: Path | None
    save_dir: Path | None

    @property
    def screen(self) -> Screen[Any]: ...
    def notify(self, message: str, *, title: str = ..., severity: Any = ...,
               timeout: float | None = ...) -> None: ...
    def switch_screen(self, screen: Screen[Any]) -> Any: ...
    def save_screenshot(self, filename: str | None = ..., path: str | None = ...) -> str: ...
    def set_keymap(self, keymap: Keymap) -> None: ...
    def save_table_picture(self) -> None: ...
    def action_rules(self) -> None: ...
    def action_help(self) -> None: ...
    def action_card_reference(self) -> None: ...


def palette_commands(app: VoxPopuliApp, screen: Screen[object],
                     textual_commands: Iterable[SystemCommand]) -> Iterator[SystemCommand]:
    """Textual's commands (on a curtain or a private screen: no Screenshot, a hand on disk,
    and no Theme), then the game's: rules, help, cards, and each other language."""
    private = screen.has_class(HANDOFF_CLASS) or app.hand_offs.showing_private()
    for command in textual_commands:
        if command.title == "Screenshot":
            if not private:
                yield SystemCommand("Screenshot", "Save an SVG picture of the table",
                                    app.save_table_picture)
        elif not (private and command.title == "Theme"):
            yield command
    yield SystemCommand(_("Rules"), _("A summary of the turn"), app.action_rules)
    yield SystemCommand(_("Help"), _("The keys"), app.action_help)
    yield SystemCommand(_("Card reference"), _("Every card"), app.action_card_reference)
    for code, name in LANGUAGE_NAMES.items():
        if code != language():
            yield SystemCommand(_("Language: {name}").format(name=name),
                                _("Speak {name} from the next screen on (saved)").format(
                                    name=name),
                                partial(choose_language, app, code))


def choose_language(app: VoxPopuliApp, code: str) -> None:
    """Speak `code` from now on and keep the choice in the preferences. Screens already
    drawn keep their words; the next ones are drawn in the new language."""
    from voxpopuli_tui.ui.look.prefs import save_prefs
    from voxpopuli_tui.ui.screens.title import TitleScreen

    chosen = set_language(code)
    app.prefs = app.prefs.with_lang(chosen)
    if app.prefs_file is not None:
        problem = save_prefs(app.prefs, app.prefs_file)
        if problem:
            app.notify(problem, severity="warning")
    app.notify(_("Language: {name}").format(name=LANGUAGE_NAMES[chosen]))
    if isinstance(app.screen, TitleScreen):  # the title is drawn again in its words
        app.switch_screen(TitleScreen())


def apply_keymap(app: VoxPopuliApp, path: Path | None) -> None:
    """The player's keys (`keymap_file`) over the game's, by binding id (None: the game's)."""
    from voxpopuli_tui.ui.look.keymap_file import load_keymap

    if path is None:
        return
    keymap, problem = load_keymap(path)
    app.set_keymap(keymap)
    if problem:
        app.notify(problem, severity="warning")


def save_table_picture(app: VoxPopuliApp) -> None:
    """Screenshot into a folder that exists (beside the saves), saying where."""
    if app.screen.has_class(HANDOFF_CLASS) or app.hand_offs.showing_private():
        return
    folder = screenshot_dir(app.save_dir)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = Path(app.save_screenshot(path=str(folder)))
    except OSError as exc:
        app.notify(_("Cannot save the screenshot: {reason}").format(
            reason=exc.strerror or exc), severity="error")
        return
    app.notify(_("Screenshot saved: {path}").format(path=path), title=_("Screenshot"),
               timeout=8)
