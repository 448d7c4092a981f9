"""The Rules summary and the Help (keys) screens."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.screens.too_small import TooSmallScreen
from voxpopuli_tui.ui.widgets.footer import Footer

RULES = N_("""\
VOX POPULI — the turn (3 to 6 players; rulings R1–R37)

Phase 1  The previous player designates a district; the active player puts a Supporter
         (a piece of their club, value 1–5) on an empty space of it, then a Gladiator in
         any politician's arena.
Phase 2  The active player may organise a match (Cup 1, Championship 3, International 6)
         in an arena attended by at least 3 Supporters (adjacent to its Coliseum, or
         chained to it). Everyone votes Applause or Boos in secret.
         Applause wins: Boos voters each lose an attending Supporter; Applause voters turn
         their Gladiators there into Stars, slid secretly into politicians' slots (with
         decoys if they like); the organiser gains 4; the politician gains popularity.
         Boos win: Applause voters each lose a Gladiator there; Boos voters draw a card.
Phase 3  With no match: take 1 sestertius or draw 1 card.

Cards are played in windows (Forum: start, middle, end of turn; Arena: after a match is
announced; reactions after die rolls and show-of-hands votes).
At any open moment: give money or cards, buy decoys, pay ROTTEN ARENA.

The game ends after the turn in which a politician reaches 10 (or all clubs are empty).
The Emperor is the most popular living politician; each player scores the value of their
pieces in the Emperor's compartment (decoys 0). Ties: Supporters on the map.
""")

HELP_NOTES = N_("""\
On a map step (a space or an arena to choose) the candidates are marked on the map: type the
coordinate (C3), click it, or move the cursor with the arrows and press Enter. The column
letters A-H then type coordinates (Esc forgets a half-typed one); a space that is not offered
is refused in one line saying why, and nothing is placed.

Card windows in a computer's turn: a match's (the Arena window, a die roll, a show of hands)
waits for you when you hold a card playable there: c plays, Enter passes. A Forum window
counts down on the prompt line, then passes; any key holds it. Ctrl+P, "Card windows": stop
at every window where you can play instead.

Curtains: before any secret input the screen is covered; pass the keyboard to the named
player, who presses Enter. Nothing private shows before that. A curtain comes only when the
keyboard passes between humans: one human against computers never meets one.

Players list: ▶ marks whose turn it is, ! each player who must act now (a vote, a choice,
a card window); a computer seat shows its level after its club. In a Star's menus each
politician keeps one number (Pompey 1 … Brutus 6), and 0 is "no decoy".

Votes: A is yes (Applause in a match, For in a show of hands), B is no (Boos, Against).
When a vote starts, the log says in which order the seats vote.
""")


#: The words of Textual's own bindings that the help lists (its widgets' and the app's keys), so
#: that the catalogue translates them like the game's own.
TEXTUAL_KEY_WORDS = (
    N_("Up"), N_("Down"), N_("First"), N_("Last"), N_("Select"), N_("Toggle"),
    N_("Page Up"), N_("Page Down"), N_("Page Left"), N_("Page Right"), N_("Page up"),
    N_("Page down"), N_("Scroll Up"), N_("Scroll Down"), N_("Scroll Left"), N_("Scroll Right"),
    N_("Scroll Home"), N_("Scroll End"), N_("Focus Next"), N_("Focus Previous"),
    N_("Copy selected text"), N_("Show menu"), N_("Submit"), N_("palette"),
)


def binding_lines(screen: Screen[object]) -> list[str]:
    """Every key the screen answers now, from its bindings (the screen's, its widgets', the
    app's): the number keys as one line."""
    app = screen.app
    lines: list[str] = []
    numbers: list[str] = []
    seen: set[tuple[str, str]] = set()
    for key, active in screen.active_bindings.items():
        binding = active.binding
        if key.isdigit():
            numbers.append(key)
            continue
        what = _(binding.description) if binding.description else binding.action.replace("_", " ")
        shown = app.get_key_display(binding)
        if (shown, what) in seen:
            continue
        seen.add((shown, what))
        lines.append(f"  {shown:<14} {what}")
    if numbers:
        span = f"{numbers[0]}-{numbers[-1]}"
        lines.insert(0, f"  {span:<14} "
                        + _("pick the line of that number (a value's line: the value)"))
    return lines


def reflowed(prose: str) -> str:
    """Prose with its paragraphs (blank-line separated) each on one line, for the page to wrap
    at its own width: a translation's lines are longer or shorter than the source's, and a
    hard line break kept from the source cuts a sentence in the middle of the page."""
    paragraphs = prose.strip("\n").split("\n\n")
    return "\n\n".join(" ".join(line.strip() for line in p.splitlines()) for p in paragraphs)


def help_text(screen: Screen[object] | None) -> str:
    keys = binding_lines(screen) if screen is not None else []
    return (_("KEYS OF THIS SCREEN") + "\n" + "\n".join(keys) + "\n\n"
            + reflowed(_(HELP_NOTES)) + "\n")


class TextScreen(ModalScreen[None]):
    """A scrolling page of text, opaque, closed with Esc, Enter or q."""

    DEFAULT_CSS = """
    TextScreen { background: $background; align: center middle; }
    TextScreen VerticalScroll { width: 96; height: 1fr; border: round $accent; padding: 0 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close"), id="page.close"),
        Binding("enter", "close", N_("Close"), show=False, id="page.close_enter"),
        Binding("q", "close", N_("Close"), show=False, id="page.close_q"),
    ]

    def __init__(self, text: str, title: str) -> None:
        super().__init__()
        self.text = text
        self.title_text = title

    def compose(self) -> ComposeResult:
        with VerticalScroll() as scroll:
            scroll.border_title = self.title_text
            yield Static(self.text, markup=False, id="text")
        yield Footer()

    def on_mount(self) -> None:
        # Over "make the window bigger" a page would hide it and outlive it (the size check
        # only looks at the top screen): it closes at once, the window must grow first.
        if self._too_small_below():
            self.dismiss(None)

    def _too_small_below(self) -> bool:
        stack = self.app.screen_stack
        return len(stack) > 1 and isinstance(stack[-2], TooSmallScreen)

    def action_close(self) -> None:
        self.dismiss(None)


def rules_screen() -> TextScreen:
    return TextScreen(_(RULES), _("Rules"))


class HelpScreen(TextScreen):
    """The keys of the screen it was opened on, read from that screen's bindings."""

    def __init__(self, below: Screen[object] | None = None) -> None:
        super().__init__("", _("Help"))
        self.below = below

    def on_mount(self) -> None:
        super().on_mount()
        below = self.below
        if below is None and len(self.app.screen_stack) > 1:
            below = self.app.screen_stack[-2]
        self.query_one("#text", Static).update(help_text(below))


def help_screen(below: Screen[object] | None = None) -> TextScreen:
    return HelpScreen(below)
