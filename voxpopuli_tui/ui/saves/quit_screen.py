"""Asked on quit when the last autosave failed: save the moves elsewhere, quit anyway, or go
back. Opaque, so a private screen under it never shows through."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.engine.quoting import clip
from voxpopuli_tui.i18n import N_, _, ngettext
from voxpopuli_tui.saves import SaveError
from voxpopuli_tui.ui.saves.quit_guard import save_elsewhere, unsaved_moves
from voxpopuli_tui.ui.widgets.footer import Footer

if TYPE_CHECKING:
    from textual.app import App

    from voxpopuli_tui.ui.table.controller import TableController as Table


def moves(n: int) -> str:
    return ngettext("{count} move", "{count} moves", n).format(count=n)


class QuitGuardScreen(Screen[None]):
    class Saved(Message):
        """Saved elsewhere: the app quits and says `farewell` in the terminal."""

        def __init__(self, farewell: str) -> None:
            super().__init__()
            self.farewell = farewell

    """What quitting now would lose, and the three ways on."""

    DEFAULT_CSS = """
    QuitGuardScreen { background: $background; }
    QuitGuardScreen #quit-box { width: 80; height: auto; border: heavy $warning; padding: 1 2; }
    QuitGuardScreen #quit-title { text-style: bold; color: $warning; margin-bottom: 1; }
    QuitGuardScreen OptionList { height: auto; margin: 1 0; }
    QuitGuardScreen #quit-folder { display: none; }
    QuitGuardScreen #quit-folder.shown { display: block; }
    QuitGuardScreen #quit-error { color: $error; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back to the game"), id="quit-guard.back"),
    ]

    def __init__(self, table: Table, missing: int) -> None:
        super().__init__()
        self.table = table
        self.missing = missing

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="quit-box"):
            yield Static(
                Text(_("{moves} not on disk: quitting now loses them").format(
                    moves=moves(self.missing))),
                id="quit-title",
            )
            yield Static(Text(clip(self.table.save_warning, 160)), id="quit-why")
            yield OptionList(
                Option(_("Save them in another folder"), id="save"),
                Option(_("Quit anyway (lose {moves})").format(moves=moves(self.missing)),
                       id="quit"),
                Option(_("Back to the game"), id="back"),
                id="quit-menu",
                markup=False,
            )
            yield Input(str(Path.home()), id="quit-folder",
                        placeholder=_("the folder to save in, then Enter"))
            yield Static("", id="quit-error")
        yield Footer()

    def on_mount(self) -> None:
        menu = self.query_one(OptionList)
        menu.highlighted = 0  # Save elsewhere: the choice that loses nothing
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        choice = event.option.id
        if choice == "quit":
            self.app.exit()
        elif choice == "back":
            self.action_back()
        elif choice == "save":
            folder = self.query_one("#quit-folder", Input)
            folder.add_class("shown")
            folder.focus()
            self._say(_("Type the folder and press Enter (Esc: back to the game)."))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        try:
            path = save_elsewhere(self.table, event.value)
        except SaveError as exc:
            self._say(f"! {exc.words()}")
            return
        # Said in the terminal once the screen is gone (the app quits, run_app prints it).
        self.post_message(self.Saved(_("voxpopuli: the game is saved in {path}").format(
            path=path)))

    def _say(self, line: str) -> None:
        self.query_one("#quit-error", Static).update(Text(clip(line, 200)))

    def action_back(self) -> None:
        self.dismiss(None)


def request_quit(app: App[None], table: Table | None) -> None:
    """Quit now, or ask first when moves of `table` would be lost (`quit_guard`)."""

    missing = unsaved_moves(table)
    if missing == 0 or table is None:
        app.exit()
        return
    if not isinstance(app.screen, QuitGuardScreen):
        app.push_screen(QuitGuardScreen(table, missing))
