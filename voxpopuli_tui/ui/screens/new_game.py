"""New game: players, names, clubs, who plays each seat (a human or a computer at a level), first
player, table options, seed.

Keys are shown on the screen: ↑↓ move between fields, ←→ change the field, Space opens a list or
ticks a box, a seat's number makes it a computer (or a human again), Enter starts from anywhere.
The common tables are a key or two away: `p` then 3–6 chooses the number of players, `e`, `n` or
`h` makes every seat but the first a computer at Easy, Normal or Hard, `a` makes every seat a
person; `f`, `c`, `t`, `o` and `s` go straight to the first player, the Coliseums, the pace, the
options and the seed. The screen opens with the last table started from it (`last_table`);
Enter, Enter from the title starts it again (a default 3-player game the first time).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from voxpopuli_tui.engine import Ruleset, RulesetError
from voxpopuli_tui.engine.assets import default_ruleset_data, load_clubs
from voxpopuli_tui.engine.names import removed_notice
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.screens.last_table import offer, table_of
from voxpopuli_tui.ui.table.computer_seats import DEFAULT_LEVEL, Level, label
from voxpopuli_tui.ui.widgets.check import Check
from voxpopuli_tui.ui.widgets.footer import Footer

MAX = 6
HUMAN = "human"
#: who plays a seat: a human, or a computer at one of the levels
def plays() -> list[tuple[str, str]]:
    """Who may play a seat, in the language spoken."""
    return [(_("Human"), HUMAN)] + [
        (_("Computer · {level}").format(level=label(level)), level.value) for level in Level]


#: how long each computer action stays on screen (seconds; any key skips ahead)
PACES: list[tuple[str, float]] = [
    (N_("Slow (1.2 s a move)"), 1.2), (N_("Normal (0.6 s a move)"), 0.6),
    (N_("Fast (0.3 s a move)"), 0.3), (N_("Instant"), 0.0),
]
HINTS = N_(
    "↑↓ move   ←→ change   Space list / tick   Enter start   Esc back\n"
    "p 3–6 players   1–6 seat human ⇄ computer   e / n / h you against Easy / Normal / Hard\n"
    "a all people   f first player   c Coliseums   t pace   o options   s seed"
)
#: the computer level each of `e`, `n`, `h` gives every seat but the first
SOLO_KEYS = {"e": Level.EASY, "n": Level.NORMAL, "h": Level.HARD}
#: the field each letter goes to
FIELD_KEYS = {"f": "first", "c": "coliseum", "t": "pace", "o": "cards", "s": "seed"}
#: the field each of those letters goes to, as the help names it
FIELD_NAMES = {"first": N_("First player"), "coliseum": N_("Coliseums"),
               "pace": N_("Computer pace"), "cards": N_("Options"), "seed": N_("Seed")}
#: what a digit does on Players, as the help names it
COUNT_NAMES = {1: N_("1 player"), 2: N_("2 players"), 3: N_("3 players"), 4: N_("4 players"),
               5: N_("5 players"), 6: N_("6 players")}
#: what `e`, `n`, `h` do, as the help names it
SOLO_NAMES = {Level.EASY: N_("Against Easy computers"),
              Level.NORMAL: N_("Against Normal computers"),
              Level.HARD: N_("Against Hard computers")}


class FieldSelect(Select[Any], inherit_bindings=False):
    """A Select for a form: ←→ pick the previous/next value, Space opens the list, and ↑↓
    are left to the form (they move between fields)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "show_overlay", N_("List"), show=False, id="field-select.show-overlay"),
        Binding("left", "step(-1)", N_("Previous"), show=False, id="field-select.previous"),
        Binding("right", "step(1)", N_("Next"), show=False, id="field-select.next"),
    ]

    def __init__(self, options: list[tuple[str, Any]], value: Any, id: str) -> None:
        super().__init__(options, value=value, allow_blank=False, id=id, compact=True)
        self._values = [v for _, v in options]

    def action_step(self, delta: int) -> None:
        i = self._values.index(self.value) if self.value in self._values else 0
        self.value = self._values[(i + delta) % len(self._values)]


class CountSelect(FieldSelect, inherit_bindings=False):
    """The number of players: ←→ as any field, and a digit from 3 to 6 chooses it at once."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *FieldSelect.BINDINGS,
        *[Binding(str(n), f"count({n})", COUNT_NAMES[n], show=False, id=f"new-game.count-{n}")
          for n in range(1, MAX + 1)],
    ]

    def action_count(self, count: int) -> None:
        if count in self._values:
            self.value = count
        else:
            self.app.bell()  # (a table has 3 to 6 players)


class OptionCheck(Check, inherit_bindings=False):
    """A tick box for a form: Space or ←→ tick it (Enter starts the game)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space,left,right", "toggle_button", N_("Tick"), show=False,
                id="option-check.toggle-button"),
    ]


class Form(VerticalScroll, can_focus=False):
    """Scrolls to the focused field; never takes the focus itself (↑↓ go field to field)."""


class NewGameScreen(Screen[None]):
    _hints_touched = False  # the player ticked Hints themselves: the seats no longer set it
    _hints_set = False  # the next change of the Hints box was made here, not by the player
    class Start(Message):
        """Start a game of `ruleset`, these seats played by computers, at `pace`."""

        def __init__(self, ruleset: Ruleset, computer: dict[int, Level], pace: float,
                     table: dict[str, Any]) -> None:
            super().__init__()
            self.ruleset = ruleset
            self.computer = computer
            self.pace = pace
            #: the table as New game will offer it next time (`last_table`)
            self.table = table

    """Collects a ruleset and the computer seats; Enter starts (Start is focused first)."""

    #: beside this module, wherever a subclass lives

    CSS_PATH = Path(__file__).with_name("new_game.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", N_("Back"), id="new-game.back"),
        Binding("enter", "start", N_("Start"), priority=True, id="new-game.start"),
        Binding("up", "field(-1)", N_("Field"), priority=True, key_display="↑↓",
                id="new-game.field-up"),
        Binding("down", "field(1)", N_("Field"), priority=True, show=False,
                id="new-game.field-down"),
        *[
            Binding(str(n), f"toggle_computer({n - 1})", N_("Computer"), show=n == 1,
                    key_display="1–6", id=f"new-game.seat-{n}")
            for n in range(1, MAX + 1)
        ],
        Binding("p", "go('count')", N_("Players"), show=False, id="new-game.players"),
        *[Binding(key, f"solo('{level.value}')", SOLO_NAMES[level],
                  show=False, id=f"new-game.solo-{level.value}")
          for key, level in SOLO_KEYS.items()],
        Binding("a", "all_people", N_("All people"), show=False, id="new-game.all-people"),
        *[Binding(key, f"go('{field}')", FIELD_NAMES[field], show=False, id=f"new-game.go-{field}")
          for key, field in FIELD_KEYS.items()],
    ]

    def __init__(self, pace: float = 0.6, remembered: dict[str, Any] | None = None) -> None:
        """`pace`: the computers' pace now; `remembered`: the last table started here (the
        app hands both down from its preferences)."""
        super().__init__()
        self.pace_now = pace
        self.remembered = remembered or {}

    def compose(self) -> ComposeResult:
        names = default_ruleset_data()["default_names"]
        clubs = [(f"{c.mark} {c.name}", c.id) for c in load_clubs()]
        with Form():
            yield Static(_("New game"), id="ng-title")
            yield Static(_(HINTS), id="ng-hints", markup=False)
            with Horizontal(classes="row"):
                yield Label(_("Players"))
                yield CountSelect([(str(n), n) for n in range(3, MAX + 1)], 3, id="count")
            with Vertical(id="ng-seats"):
                for i in range(MAX):
                    with Horizontal(classes="row seat", id=f"seat-{i}"):
                        yield Label(_("Seat {number}").format(number=i + 1))
                        yield Input(names[i], id=f"name-{i}", max_length=16, compact=True)
                        yield FieldSelect(clubs, clubs[i][1], id=f"club-{i}")
                        yield FieldSelect(plays(), HUMAN, id=f"plays-{i}")
            with Horizontal(classes="row"):
                yield Label(_("First player"))
                yield FieldSelect([(_("Random"), -1)] + [
                    (_("Seat {number}").format(number=i + 1), i) for i in range(MAX)],
                                  -1, id="first")
            with Horizontal(classes="row"):
                yield Label(_("Coliseums"))
                yield FieldSelect([(_("Placed by the players"), "players"),
                                   (_("Placed at random"), "random")], "players", id="coliseum")
            with Horizontal(classes="row"):
                yield Label(_("Computer pace"))
                yield FieldSelect([(_(name), pace) for name, pace in PACES], self._pace_choice(),
                                  id="pace")
            with Horizontal(classes="row", id="ng-options"):
                yield Label(_("Options"))
                yield OptionCheck(_("Event cards"), True, id="cards", compact=True)
                yield OptionCheck(_("Votes by show of hands"), id="hands", compact=True)
                yield OptionCheck(_("Stars face up"), id="bluff", compact=True)
            # Two rows: at 100 columns five boxes on one row cut the last two.
            with Horizontal(classes="row", id="ng-table"):
                yield Label(_("At the table"))
                yield OptionCheck(_("Seat PINs"), id="pins", compact=True)
                # on by default at a table of one human (`_default_hints`)
                yield OptionCheck(_("Hints"), True, id="hints", compact=True)
            with Horizontal(classes="row"):
                yield Label(_("Seed"))
                yield Input(placeholder=_("empty: random"), id="seed", type="integer",
                            valid_empty=True, compact=True)
            yield Static("", id="ng-error", markup=False)
            with Horizontal(classes="row", id="ng-buttons"):
                yield Label("")
                yield Button(_("Start"), variant="primary", id="start", compact=True)
        yield Footer()

    def _pace_choice(self) -> float:
        """The app's pace (its setting), as the nearest choice offered here."""
        pace = self.pace_now
        return min((p for _, p in PACES), key=lambda p: abs(p - pace))

    def on_mount(self) -> None:
        self._show_seats(3)
        if offer(self, self.remembered):
            self._hints_touched = True
        self._show_seats(self._count())
        self._default_hints()
        self.query_one("#start", Button).focus()

    def _show_seats(self, count: int) -> None:
        for i in range(MAX):
            self.query_one(f"#seat-{i}").display = i < count

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count" and isinstance(event.value, int):
            self._show_seats(event.value)
        self._default_hints()

    def _default_hints(self) -> None:
        """Hints follow the seats (on with exactly one human) until the box is ticked by hand."""
        if self._hints_touched:
            return
        humans = sum(self.query_one(f"#plays-{i}", Select).value == HUMAN
                     for i in range(self._count()))
        box = self.query_one("#hints", Checkbox)
        if box.value != (humans == 1):
            self._hints_set = True
            box.value = humans == 1

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if event.checkbox.id == "hints":
            if not self._hints_set:
                self._hints_touched = True
            self._hints_set = False

    def hints(self) -> bool:
        """The "Hints" option as ticked."""
        return self.query_one("#hints", Checkbox).value

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.start()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # An open list keeps its own keys (↑↓ move in it, Enter picks).
        if action in ("start", "field"):
            return not any(select.expanded for select in self.query(Select))
        return True

    def action_back(self) -> None:
        self.dismiss(None)

    def action_start(self) -> None:
        self.start()

    def action_field(self, delta: int) -> None:
        """↑↓: the previous or next field (round the form)."""
        if delta < 0:
            self.focus_previous()
        else:
            self.focus_next()

    def action_toggle_computer(self, seat: int) -> None:
        """A seat's number: a human seat becomes a computer (at the default level) and back."""
        if seat >= self._count():
            return
        plays = self.query_one(f"#plays-{seat}", FieldSelect)
        plays.value = DEFAULT_LEVEL.value if plays.value == HUMAN else HUMAN

    def action_go(self, field: str) -> None:
        """A field's letter: straight to that field (no walking through the others). At
        once, not after this frame: `p 4` typed together must give the 4 to Players."""
        self.set_focus(self.query_one(f"#{field}"))

    def action_solo(self, level: str) -> None:
        """`e`, `n`, `h`: one person (seat 1) against computers at that level in every other
        seat."""
        for i in range(MAX):
            self.query_one(f"#plays-{i}", FieldSelect).value = HUMAN if i == 0 else level

    def action_all_people(self) -> None:
        """`a`: every seat a person (hot-seat)."""
        for i in range(MAX):
            self.query_one(f"#plays-{i}", FieldSelect).value = HUMAN

    def _count(self) -> int:
        return int(str(self.query_one("#count", Select).value))

    def collect(self) -> tuple[dict[str, Any], dict[int, Level]]:
        """The ruleset's data, and the computer seats with their levels."""
        players, computer = [], {}
        for i in range(self._count()):
            players.append({
                "name": self.query_one(f"#name-{i}", Input).value,
                "club": self.query_one(f"#club-{i}", Select).value,
            })
            plays = self.query_one(f"#plays-{i}", Select).value
            if plays != HUMAN:
                computer[i] = Level(str(plays))
        first = self.query_one("#first", Select).value
        seed_text = self.query_one("#seed", Input).value.strip()
        # ASCII digits only, as on the command line (`٣` is not the seed 3: `start` says so)
        number = seed_text.isascii() and seed_text.isdigit() and len(seed_text) < 19
        seed = int(seed_text) if number else random.randrange(2**31)
        data = {
            "players": players,
            "seed": seed,
            "first_player": None if first == -1 else first,
            "coliseum_placement": self.query_one("#coliseum", Select).value,
            "use_cards": self.query_one("#cards", Checkbox).value,
            "hands_in_play": self.query_one("#hands", Checkbox).value,
            "no_bluff": self.query_one("#bluff", Checkbox).value,
        }
        return data, computer

    def start(self) -> None:
        seed_text = self.query_one("#seed", Input).value.strip()
        if seed_text and not (seed_text.isascii() and seed_text.isdigit() and len(seed_text) < 19):
            self.query_one("#ng-error", Static).update(
                Text(_("! seed: a whole number in ASCII digits (0 to 9), "
                       "or empty for a random one")))
            return
        data, computer = self.collect()
        try:
            ruleset = Ruleset.build(**data)
        except RulesetError as exc:
            self.query_one("#ng-error", Static).update(Text(f"! {exc}"))
            return
        pace = float(str(self.query_one("#pace", Select).value))

        typed = [p["name"] for p in data["players"]]
        if said := removed_notice(typed, [p.name for p in ruleset.players]):
            self.app.notify(said, timeout=10, markup=False)  # never silently

        self.post_message(self.Start(ruleset, computer, pace, table_of(self)))
