"""Title screen: New game, Rules, Card reference, Quit (Continue/Load: see `_extra_items`)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

BANNER = "V O X   P O P U L I\nRome, the arenas, and the favour of the crowd"


class TitleScreen(Screen[None]):
    """The first screen."""

    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen #banner { text-align: center; text-style: bold; width: 60; margin-bottom: 1; }
    TitleScreen OptionList { width: 40; height: auto; }
    """

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(BANNER, id="banner")
            with Center():
                yield OptionList(*self._items(), id="title-menu")
        yield Footer()

    def _items(self) -> list[Option]:
        items = self._extra_items()
        items += [
            Option("New game", id="new"),
            Option("Rules", id="rules"),
            Option("Card reference", id="cards"),
            Option("Quit", id="quit"),
        ]
        return items

    def _extra_items(self) -> list[Option]:
        """Hook for the saves engineer: Continue / Load game go here (ids handled in the app)."""
        return []

    def on_mount(self) -> None:
        menu = self.query_one(OptionList)
        menu.highlighted = next(
            i for i in range(menu.option_count) if menu.get_option_at_index(i).id == "new"
        )
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.app.title_choice(event.option.id or "")  # type: ignore[attr-defined]
