"""Who must act and what, or the engine's one-line refusal."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class PromptLine(Static):
    """One line: the prompt, or an error in its own style."""

    DEFAULT_CSS = """
    PromptLine { height: auto; background: $boost; text-style: bold; padding: 0 1; }
    PromptLine.-error { color: $error; }
    """

    def say(self, text: str, error: bool = False) -> None:
        self.set_class(error, "-error")
        self.update(Text(("! " if error else "") + text))
