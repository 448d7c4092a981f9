"""The reveal of the secret vote: each seat's choice, totals with modifiers, then consequences."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from voxpopuli_tui.engine import Game, SeatView
from voxpopuli_tui.engine.assets import title
from voxpopuli_tui.engine.events import EventKind
from voxpopuli_tui.engine.views import public_view
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.look.style import who
from voxpopuli_tui.ui.table.log_words import line_words
from voxpopuli_tui.ui.widgets.footer import Footer
from voxpopuli_tui.ui.widgets.rome_map import RomeMap
from voxpopuli_tui.ui.words.game_words import arena, match_name, side_name

if TYPE_CHECKING:
    pass


def reveal_lines(game: Game, seq: int) -> list[str]:
    """The public lines the reveal at log position `seq` caused: the events of the action that
    revealed the votes, from the reveal to the end of the turn (later actions, a computer's
    say, the next turn, are not its own)."""

    # An event's `seq` is its place in the log, and `marks` the place of each action's first.
    end = next((m for m in game.marks if m > seq), game.log_length)
    own = []
    view = public_view(game)
    for e in view.log:
        if not seq < e.seq < end:
            continue
        if e.kind == EventKind.TURN:
            break  # the same action ran on into the next turn: that is not the match's
        own.append(line_words(e, view.names))
    return own


#: (mark, word, colour) of each side: the mark and the word say it without the colour.
SIDE_LOOK = {"applause": ("A", N_("APPLAUSE"), "green"), "boos": ("B", N_("BOOS"), "red")}
BAR = 40


def _bar(out: Text, label: str, value: int, most: int, hue: str, room: int = 9) -> None:
    """`Applause ████████ 7`: a total as a bar scaled to the larger total (`room`: the
    labels' column)."""
    width = round(BAR * value / most) if most else 0
    out.append(f"{label:<{room}}", style="bold")
    out.append("█" * width, style=hue)
    out.append("░" * (BAR - width), style="grey35")
    out.append(f" {value}\n", style="bold")


#: The reveal's last line: how to leave it (`carry`: the next decision's keys answer it here).
LEAVE = N_("Enter: on to the next decision")
LEAVE_CARRY = N_("Enter: back to the table — or answer the next decision now: its keys work "
                 "here")


def render_reveal(view: SeatView, lines: list[str], carry: bool = False) -> Text:
    """Each vote in its side's colour and mark, the totals as bars with what made them, the
    result, then the consequences (public facts only: the reveal is on the shared screen)."""
    m = view.match
    out = Text()
    out.append(_(" THE VOTES ARE REVEALED "), style="bold reverse")
    if m is None:
        out.append("\n")
    else:
        out.append("   " + _("{match} in {arena}").format(match=match_name(m.kind),
                                                       arena=arena(m.arena)) + "\n\n",
                   style="bold")
        names = [who(view, seat) for seat in range(len(m.votes))]
        width = max(n.cell_len for n in names) + 2
        for seat, vote in enumerate(m.votes):
            if vote is None:
                continue  # no Supporter attending: no vote
            mark, word, hue = SIDE_LOOK.get(vote, ("?", vote.upper(), "white"))
            word = _(word)
            out.append("  ")
            out.append_text(names[seat])
            out.append(" " * (width - names[seat].cell_len))
            out.append(f" {mark} ", style=f"bold reverse {hue}")
            out.append(f" {word}\n", style=f"bold {hue}")
        out.append("\n")
        most = max(m.applause, m.boos, 1)
        applause, boos = side_name("applause"), side_name("boos")
        room = max(len(applause), len(boos)) + 1
        _bar(out, applause, m.applause, most, "green", room)
        _bar(out, boos, m.boos, most, "red", room)
        totals = m.totals
        if totals is not None:
            out.append("  " + _("Supporters: Applause {applause}, Boos {boos}").format(
                applause=totals.supporters[0], boos=totals.supporters[1]) + "\n", style="dim")
        for card, side, amount in m.modifiers:
            out.append(f"  {title(card)}: {amount:+d} {side_name(str(side)).lower()}\n",
                       style="italic")
        if m.result:
            mark, word, hue = SIDE_LOOK.get(m.result, ("", m.result.upper(), "white"))
            out.append("\n" + _("Result: "), style="bold")
            out.append(f" {_(word)} " if mark else f" {m.result} ", style=f"bold reverse {hue}")
            out.append("\n")
    if lines:
        out.append("\n" + _("What follows") + "\n", style="bold underline")
    for line in lines:
        out.append("• ")
        out.append(line)
        out.append("\n")
    out.append("\n" + _(LEAVE_CARRY if carry else LEAVE), "dim")
    return out


@dataclass(frozen=True, slots=True)
class Carried:
    """A key typed on the reveal for the public decision that follows it."""

    key: str
    character: str | None

    def event(self) -> events.Key:
        """The key again, typed now at the table (the key gate sees a fresh key)."""
        return events.Key(self.key, self.character)


#: keys a reveal never carries: its own (Enter, Esc) and those of the app (quit, palette)
OWN_KEYS = frozenset({"enter", "escape", "ctrl+q", "ctrl+c", "ctrl+p", "tab", "shift+tab"})


class RevealScreen(Screen[Carried | None]):
    """Public; everything at once, one key (Enter, or Esc) back to the table.

    With `carry` (the next step is a public decision at the table, no curtain, no computer
    first: `TableController.public_choice_next`), any other key leaves the reveal *and* goes
    to that decision: a match costs no key for reading its result."""

    # With the room, the board beside the votes: the arena, who attended, what is left.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (150, "-wide")]  # noqa: RUF012
    DEFAULT_CSS = """
    RevealScreen { layout: vertical; }
    RevealScreen #reveal-body { height: 1fr; }
    RevealScreen #reveal-side { width: 1fr; height: 100%; align: center middle; }
    RevealScreen #reveal { width: 96; max-width: 100%; height: auto; max-height: 100%;
                           border: double $accent; padding: 1 2; }
    RevealScreen #reveal-map { width: 50%; height: 1fr; }
    RevealScreen.-narrow #reveal-map { display: none; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", N_("Next"), id="reveal.next"),
        Binding("escape", "close", N_("Skip"), id="reveal.close"),
    ]

    def __init__(self, view: SeatView, lines: list[str], carry: bool = False) -> None:
        super().__init__()
        self.view = view
        self.lines = lines
        self.carry = carry

    def compose(self) -> ComposeResult:
        # Drawn as it is built, not on mount: a reveal pushed as the app closes is mounted
        # after its children are gone, and must not look for them.
        rome = RomeMap(id="reveal-map")
        rome.show(self.view)
        with Horizontal(id="reveal-body"):
            with Vertical(id="reveal-side"):
                yield Static(render_reveal(self.view, self.lines, self.carry), id="reveal")
            yield rome
        yield Footer()

    def on_mount(self) -> None:
        self.app.clear_notifications()  # the table's toasts would cover the result

    def on_key(self, event: events.Key) -> None:
        if not self.carry or event.key in OWN_KEYS:
            return
        if (event.character or "").isprintable() or event.key in ("up", "down"):
            event.stop()
            event.prevent_default()
            self.carry = False  # one key only: a second typed meanwhile stays here
            self.dismiss(Carried(event.key, event.character))

    def action_next(self) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
