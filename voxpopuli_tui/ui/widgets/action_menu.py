"""A menu of choices (keys and labels given by the screen); Enter or a click selects."""

from __future__ import annotations

from collections.abc import Sequence

from textual.widgets import OptionList
from textual.widgets.option_list import Option

from ..choices import Option as Choice
from ..plain import plain


class ActionMenu(OptionList):
    """The options of the current step; the screen handles `OptionList.OptionSelected`."""

    DEFAULT_CSS = "ActionMenu { height: auto; max-height: 14; }"

    def set_choices(self, title: str, choices: Sequence[Choice]) -> None:
        self.border_title = plain(title)
        self.clear_options()
        self.add_options(
            [
                Option(plain(f"{i + 1}. {c.label}" if i < 9 else f"   {c.label}"), id=c.key,
                       disabled=c.disabled)
                for i, c in enumerate(choices)
            ]
        )
        if choices:
            first = next((i for i, c in enumerate(choices) if not c.disabled), None)
            self.highlighted = first

    def pick_number(self, number: int) -> bool:
        """Select the option numbered `number` (1–9): one key for any choice."""
        index = number - 1
        if not 0 <= index < self.option_count or self.get_option_at_index(index).disabled:
            return False
        self.highlighted = index
        self.action_select()
        return True
