"""A menu of choices (keys and labels given by the screen); a number key, Enter or a click
selects. Lines are numbered by their place (1–9), or by their own number when the choice has
one (a piece value: `4` picks the 4)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from voxpopuli_tui.ui.look.plain import plain
from voxpopuli_tui.ui.table.choices import Option as Choice


def numbers(choices: Sequence[Choice]) -> list[int | None]:
    """The number key of each line: its own number if every line has one, else 1–9 by place."""
    if choices and all(c.number is not None for c in choices):
        return [c.number for c in choices]
    return [i + 1 if i < 9 else None for i in range(len(choices))]


class MenuTitle(Static):
    """The title of the `ActionMenu` right after it, wrapped over as many lines as it needs
    (a border title would be cut: "only Crassus's arena c…")."""

    DEFAULT_CSS = "MenuTitle { height: auto; text-style: bold; color: $accent; }"


class ActionMenu(OptionList):
    """The options of the current step; the screen handles `OptionList.OptionSelected`.

    Its title goes to a `MenuTitle` just before it when there is one, else on its border."""

    DEFAULT_CSS = "ActionMenu { height: auto; max-height: 14; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._numbers: list[int | None] = []
        self.choices: list[Choice] = []
        self.menu_title = ""
        self._shown: tuple[object, ...] | None = None

    def _title_widget(self) -> MenuTitle | None:
        parent = self.parent
        if parent is None:
            return None
        children = list(parent.children)
        i = children.index(self)
        before = children[i - 1] if i > 0 else None
        return before if isinstance(before, MenuTitle) else None

    def set_choices(self, title: str, choices: Sequence[Choice], highlight: int | None = None,
                    nothing_first: bool = False) -> None:
        """Show `choices` under `title`; `highlight` the line at that index (else the first,
        or none with `nothing_first`: Enter alone then picks nothing)."""
        changed = title != self.menu_title
        self.menu_title = title
        label = self._title_widget()
        if label is None:
            self.border_title = plain(title)
        elif changed or label.display != bool(self.menu_title):
            label.update(plain(title))
            label.display = bool(self.menu_title)
        shown = tuple(choices)
        if shown != self._shown:  # the same menu is not rebuilt
            self._shown = shown
            self._rebuild(choices)
        if choices:
            first = next((i for i, c in enumerate(choices) if not c.disabled), None)
            if nothing_first:
                first = None
            target = highlight if highlight is not None else first
            if self.highlighted != target:
                self.highlighted = target

    def _rebuild(self, choices: Sequence[Choice]) -> None:
        self.choices = list(choices)
        self._numbers = numbers(choices)
        self.clear_options()
        self.add_options(
            [
                # A line shown but not selectable (the vote's A and B) has no number: a number
                # that does nothing would read as a choice.
                Option(Text(f"{n}. " if n is not None and not c.disabled else "   ")
                       + Text(c.label), id=c.key, disabled=c.disabled)
                for n, c in zip(self._numbers, choices, strict=True)
            ]
        )

    def index_of(self, key: str) -> int | None:
        return next((i for i, c in enumerate(self.choices) if c.key == key), None)

    def pick_number(self, number: int) -> bool:
        """Select the option numbered `number`: one key for any choice."""
        if number not in self._numbers:
            return False
        index = self._numbers.index(number)
        if self.get_option_at_index(index).disabled:
            return False
        self.highlighted = index
        self.action_select()
        return True
