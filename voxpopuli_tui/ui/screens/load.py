"""Saved games: the Load list (damaged files shown with their error) and the resume curtain."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.engine.quoting import printable
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.save_format import shown_name
from voxpopuli_tui.saves import SaveInfo, list_saves

from ..widgets.footer import Footer
from .curtain import CurtainScreen


def when(iso: str) -> str:
    """An ISO time as local "YYYY-MM-DD HH:MM", or the text itself."""
    try:
        return datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # a far-off year cannot be made local
        return iso[:32]


def describe(info: SaveInfo) -> str:
    """One line for the list: players, turn, last played; or the file's error. Printable
    whatever the file held (its name, its fields: quoted, never raw control bytes)."""
    return printable(_describe(info))


def _describe(info: SaveInfo) -> str:
    s = info.summary
    if s is None:
        return _("DAMAGED {name}: {error}").format(name=shown_name(info.path), error=info.error)
    state = _("finished") if s.over else _("turn {turn}").format(turn=s.turn)
    # Not replayed yet (a large folder): the file's own summary, which nothing has checked.
    check = "" if info.verified else " " + _("(unverified)")
    line = _("{players} — {state}, {actions} actions — {when}").format(
        players=", ".join(s.players), state=state, actions=s.actions, when=when(s.last_played))
    return line + check


def continue_label(info: SaveInfo, width: int = 36) -> str:
    """The title menu's Continue line: the turn and the players, cut to fit one line."""
    s = info.summary
    label = _("Continue") if s is None else _("Continue — turn {turn}: {players}").format(
        turn=s.turn, players=", ".join(s.players))
    return label if len(label) <= width else label[: width - 1] + "…"


class LoadScreen(Screen[Path | None]):
    """Every save in the folder, most recent first; dismissed with the chosen file's path."""

    DEFAULT_CSS = """
    LoadScreen { padding: 1 2; }
    LoadScreen #load-title { text-style: bold; margin-bottom: 1; }
    LoadScreen OptionList { height: 1fr; }
    LoadScreen #load-note { color: $text-muted; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", N_("Back"))]

    def __init__(self, save_dir: Path | None) -> None:
        super().__init__()
        self.save_dir = save_dir
        self.infos = (
            list_saves(save_dir, include_damaged=True, verify=True) if save_dir is not None else []
        )

    def compose(self) -> ComposeResult:
        yield Static("Load a game", id="load-title")
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
