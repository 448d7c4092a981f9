"""History: the whole public log grouped by turn, filterable by player; private journals.

The public screen reads only the public view. A seat's journal (draws, votes, Stars, decoys,
gifts) is opened by the app behind that seat's curtain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.history import events_by_turn, mentions
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.hotseat.handoff import HandOffScreen
from voxpopuli_tui.ui.look.style import UNDO_STOP
from voxpopuli_tui.ui.table.log_words import line_words
from voxpopuli_tui.ui.widgets.footer import Footer

if TYPE_CHECKING:
    from voxpopuli_tui.ui.table.controller import TableController as Table

EVERYONE = "all"
BARRIER = f"  {UNDO_STOP}"


def render_turns(groups: list[tuple[int, list[tuple[str, bool]]]], empty: str) -> Text:
    """Turn headings and their lines; a line flagged True ends with the undo-barrier mark."""
    out = Text()
    if not groups:
        out.append(empty, style="dim")
    for turn, lines in groups:
        heading = _("Setup") if turn == 0 else _("Turn {turn}").format(turn=turn)
        out.append(heading + "\n", style="bold")
        for line, mark in lines:
            out.append(f"  {line}")
            out.append(f"{BARRIER}\n" if mark else "\n", style="dim")
    return out


class HistoryScreen(Screen[None]):
    """The public history; the player list on the left filters it."""

    DEFAULT_CSS = """
    HistoryScreen #history-players { width: 26; height: 1fr; }
    HistoryScreen #history-scroll { height: 1fr; padding: 0 1; }
    HistoryScreen #history-head { height: 1; padding: 0 1; text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Back"), id="history.close"),
        Binding("l", "close", N_("Back"), show=False, id="history.close_l"),
        Binding("j", "journal", N_("Private journal"), id="history.journal"),
        Binding("tab", "focus_next", N_("Scroll/players"), show=False, id="history.focus_next"),
    ]

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table
        self.player: int | None = None
        self.picking_journal = False

    def compose(self) -> ComposeResult:
        yield Static("", id="history-head", markup=False)
        with Horizontal():
            yield OptionList(*self._player_options(), id="history-players", markup=False)
            with VerticalScroll(id="history-scroll"):
                yield Static("", id="history-text")
        yield Footer()

    def _player_options(self) -> list[Option]:
        names = self.table.game.names
        return [Option(_("Everyone"), id=EVERYONE)] + [
            Option(name, id=str(seat)) for seat, name in enumerate(names)
        ]

    def on_mount(self) -> None:
        self.redraw()
        self.query_one(OptionList).focus()

    def redraw(self) -> None:
        view = self.table.public()
        marks = self.table.barrier_seqs()
        keep = None if self.player is None else mentions(self.table.name(self.player))
        groups = [
            (turn, [(line_words(e, view.names), e.seq in marks) for e in events])
            for turn, events in events_by_turn(view, keep)
        ]
        who = _("everyone") if self.player is None else self.table.name(self.player)
        head = self.query_one("#history-head", Static)
        if self.picking_journal:
            head.update(_("Whose private journal? Choose a player (their curtain comes first)."))
        else:
            head.update(_("History — {who}  ({mark} = undo stops there; J: a private journal)")
                        .format(who=who, mark=UNDO_STOP))
        self.query_one("#history-text", Static).update(
            render_turns(groups, _("Nothing yet."))
        )
        self.query_one(VerticalScroll).scroll_end(animate=False)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if self.picking_journal:
            return
        key = event.option.id or EVERYONE
        self.player = None if key == EVERYONE else int(key)
        self.redraw()

    class JournalAsked(Message):
        """A seat's private journal, behind its curtain."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        key = event.option.id or EVERYONE
        if self.picking_journal:
            if key == EVERYONE:
                return
            self.picking_journal = False
            self.redraw()
            self.post_message(self.JournalAsked(int(key)))
            return
        self.player = None if key == EVERYONE else int(key)
        self.redraw()

    def action_journal(self) -> None:
        self.picking_journal = not self.picking_journal
        self.redraw()
        self.query_one(OptionList).focus()

    def action_close(self) -> None:
        if self.picking_journal:
            self.picking_journal = False
            self.redraw()
            return
        self.dismiss(None)


class JournalScreen(HandOffScreen, Screen[None]):
    """One seat's private journal (shown only after their curtain)."""

    DEFAULT_CSS = """
    JournalScreen #journal-head { height: 1; padding: 0 1; text-style: bold; }
    JournalScreen VerticalScroll { height: 1fr; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Done — drop the curtain"), id="journal.close"),
        Binding("enter", "close", N_("Done"), show=False, id="journal.close_enter"),
    ]

    def __init__(self, view: SeatView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        seat = self.view.seat if self.view.seat is not None else 0
        yield Static(
            _("PRIVATE — {name}'s journal. Others look away.").format(
                name=self.view.names[seat]),
            id="journal-head",
            markup=False,
        )
        groups = [(turn, [(line_words(e, self.view.names), False) for e in events])
                  for turn, events in events_by_turn(self.view, lambda e: e.private)]
        with VerticalScroll():
            yield Static(render_turns(groups, _("Nothing private yet.")), id="journal-text")
        yield Footer()

    def action_close(self) -> None:
        self.hand_back(None)
