"""New game: players, names, clubs, computer seats, first player, options R30–R32, seed."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Input, Label, Select, Static

from voxpopuli_tui.engine import Ruleset, RulesetError
from voxpopuli_tui.engine.assets import default_ruleset_data, load_clubs

from ..widgets.check import Check
from ..widgets.footer import Footer

MAX = 6


class NewGameScreen(Screen[None]):
    """Collects a ruleset; Enter on Start (focused first) starts a default 3-player game."""

    CSS_PATH = "new_game.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "back", "Back")]

    def compose(self) -> ComposeResult:
        names = default_ruleset_data()["default_names"]
        clubs = [(f"{c.mark} {c.name}", c.id) for c in load_clubs()]
        with VerticalScroll():
            yield Static("New game", id="ng-title")
            with Horizontal(classes="row"):
                yield Label("Players")
                yield Select([(str(n), n) for n in range(3, MAX + 1)], value=3,
                             allow_blank=False, id="count")
            for i in range(MAX):
                with Horizontal(classes="row seat", id=f"seat-{i}"):
                    yield Label(f"Seat {i + 1}")
                    yield Input(names[i], id=f"name-{i}", max_length=16)
                    yield Select(clubs, value=clubs[i][1], allow_blank=False, id=f"club-{i}")
                    yield Check("computer", id=f"bot-{i}")
            with Horizontal(classes="row"):
                yield Label("First player")
                yield Select([("random", -1)] + [(f"Seat {i + 1}", i) for i in range(MAX)],
                             value=-1, allow_blank=False, id="first")
            with Horizontal(classes="row"):
                yield Label("Coliseums")
                yield Select([("placed by the players (R10)", "players"),
                              ("random (R32)", "random")],
                             value="players", allow_blank=False, id="coliseum")
            with Horizontal(classes="row"):
                yield Check("Event cards (R32)", True, id="cards")
                yield Check("Hands in play (R30)", id="hands")
                yield Check("No bluff (R31)", id="bluff")
                yield Check("Seat PINs", id="pins")  # issue 9: curtains open with a PIN
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield Input(placeholder="empty: random", id="seed", type="integer")
            yield Static("", id="ng-error")
            with Vertical(id="ng-buttons"):
                yield Button("Start", variant="primary", id="start")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(3)
        self.query_one("#start", Button).focus()

    def _show_seats(self, count: int) -> None:
        for i in range(MAX):
            self.query_one(f"#seat-{i}").display = i < count

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "count" and isinstance(event.value, int):
            self._show_seats(event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.start()

    def action_back(self) -> None:
        self.dismiss(None)

    def collect(self) -> tuple[dict[str, Any], list[int]]:
        count = int(self.query_one("#count", Select).value)  # type: ignore[arg-type]
        players, computer = [], []
        for i in range(count):
            players.append({
                "name": self.query_one(f"#name-{i}", Input).value,
                "club": self.query_one(f"#club-{i}", Select).value,
            })
            if self.query_one(f"#bot-{i}", Checkbox).value:
                computer.append(i)
        first = self.query_one("#first", Select).value
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text.lstrip("-").isdigit() else random.randrange(2**31)
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
        data, computer = self.collect()
        try:
            ruleset = Ruleset.build(**data)
        except RulesetError as exc:
            self.query_one("#ng-error", Static).update(f"! {exc}")
            return
        self.app.start_game(ruleset, computer)  # type: ignore[attr-defined]
