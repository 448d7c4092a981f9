"""Title screen: New game, Learn to play (the guided game), Rules, Card reference, Quit
(Continue/Load: see `_extra_items`); under the menu, the other language (`l`, saved in the
preferences)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.i18n import LANGUAGE_NAMES, N_, _, language
from voxpopuli_tui.ui.widgets.footer import Footer

#: Seconds between the title's first frame and the look-up of saved games (in a terminal).
LIST_SAVES_AFTER = 0.1

TITLE = "V O X   P O P U L I"
TAGLINE = N_("Rome, the arenas, and the favour of the crowd")
#: The title menu's id for "speak this language" ("lang-fr").
LANG_PREFIX = "lang-"


def banner() -> str:
    """The game's name and its line, in the language spoken."""
    return f"{TITLE}\n{_(TAGLINE)}"


def other_language() -> str:
    """The language the title offers: the other one ("fr" while English is spoken)."""
    return next(code for code in LANGUAGE_NAMES if code != language())


class TitleScreen(Screen[None]):
    """The first screen."""

    DEFAULT_CSS = """
    TitleScreen { align: center middle; }
    TitleScreen #banner { text-align: center; text-style: bold; width: 60; margin-bottom: 1; }
    TitleScreen OptionList { width: 40; height: auto; }
    TitleScreen #title-lang { margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("l", "language", N_("Language"), id="title.language"),
    ]

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(banner(), id="banner")
            with Center():
                # Saved games are looked up just after the first frame (start-up time).
                yield OptionList(*self._items(saved=False), id="title-menu", markup=False)
            with Center():
                # The other language, named in its own words; `l` or a click chooses it.
                lang = Button(LANGUAGE_NAMES[other_language()], id="title-lang", compact=True)
                lang.can_focus = False
                yield lang
        yield Footer()

    def _items(self, saved: bool = True) -> list[Option]:
        items = self._extra_items() if saved else []
        items += [
            Option(_("New game"), id="new"),
            Option(_("Learn to play"), id="learn"),
            Option(_("Rules"), id="rules"),
            Option(_("Card reference"), id="cards"),
            Option(_("Quit"), id="quit"),
        ]
        return items

    def _extra_items(self) -> list[Option]:
        """Continue (the latest unfinished game) and Load game: each absent when it has nothing."""
        save_dir = getattr(self.app, "save_dir", None)
        if save_dir is None:
            return []
        from voxpopuli_tui.saves import latest_unfinished, list_saves
        from voxpopuli_tui.ui.words.save_words import continue_label

        latest = latest_unfinished(save_dir)
        items = [Option(continue_label(latest), id="continue")] if latest else []
        if latest or list_saves(save_dir, include_damaged=True):
            items.append(Option(_("Load game"), id="load"))
        return items

    def on_screen_resume(self) -> None:
        """Shown (first, or back from a game): look up the saved games after this frame.

        In a terminal, a moment after: listing imports the save module (pydantic, the engine),
        and Textual's first frame reaches the terminal only once start-up is over, so listing
        at once would hold it back."""
        if getattr(self.app, "save_dir", None) is None:
            return
        if self.app.is_headless:
            self.call_after_refresh(self._list_saved_games)
        else:
            self.set_timer(LIST_SAVES_AFTER, self._list_saved_games)

    def _list_saved_games(self) -> None:
        """The menu again with Continue and Load when there are saves; the line the player
        already moved to stays highlighted (a key pressed before the list came is kept)."""
        menu = self.query_one(OptionList)
        shown = menu.highlighted_option
        kept = shown.id if shown is not None else None
        menu.clear_options()
        menu.add_options(self._items())
        self._highlight(kept or "new")

    def on_mount(self) -> None:
        self._highlight("new")

    def _highlight(self, line: str) -> None:
        """Highlight the menu's line `line` (New game when there is no such line)."""
        menu = self.query_one(OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        menu.highlighted = ids.index(line) if line in ids else ids.index("new")
        menu.focus()

    class Chosen(Message):
        """A line of the title menu was chosen ("new", "continue", "load", "rules", "lang-fr"…)."""

        def __init__(self, choice: str) -> None:
            super().__init__()
            self.choice = choice

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.post_message(self.Chosen(event.option.id or ""))

    def action_language(self) -> None:
        """Speak the other language (saved; the title is drawn again in it)."""
        self.post_message(self.Chosen(LANG_PREFIX + other_language()))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "title-lang":
            event.stop()
            self.action_language()
