"""Saved games: the Load list (damaged files shown with their error) and the resume curtain."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.saves import list_saves
from voxpopuli_tui.ui.hotseat.curtain import CurtainScreen
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.words.save_words import describe


class LoadScreen(Screen[Path | None]):
    """Every save in the folder, most recent first; dismissed with the chosen file's path."""

    DEFAULT_CSS = """
    LoadScreen { padding: 1 2; }
    LoadScreen #load-title { text-style: bold; margin-bottom: 1; }
    LoadScreen OptionList { height: 1fr; }
    LoadScreen #load-note { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", N_("Back"), id="load.back")]

    def __init__(self, save_dir: Path | None) -> None:
        super().__init__()
        self.save_dir = save_dir
        self.infos = (
            list_saves(save_dir, include_damaged=True, verify=True) if save_dir is not None else []
        )

    def compose(self) -> ComposeResult:
        yield Static(_("Load a game"), id="load-title")
        options = [
            Option(describe(info), id=str(i), disabled=info.error is not None)
            for i, info in enumerate(self.infos)
        ]
        yield OptionList(*options, id="load-list", markup=False)
        note = "No saved games yet." if not self.infos else "Enter: load · Esc: back"
        yield Static(note, id="load-note")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        info = self.infos[int(event.option.id or 0)]
        if info.error is None:
            self.dismiss(info.path)

    def action_back(self) -> None:
        self.dismiss(None)


class ResumeCurtain(CurtainScreen):
    """The neutral curtain a loaded game starts behind: names who acts, shows nothing else."""

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(
                _("Game resumed — pass the keyboard to {player}").format(player=self.player)
                + f"\n\n{self.purpose}\n"
                + _("Press Enter when only they can see the screen."),
                id="curtain-text",
                markup=False,
            )
