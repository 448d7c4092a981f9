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

    _said: tuple[str, bool] | None = None

    def say(self, text: str, error: bool = False) -> None:
        """Show `text` (nothing is redrawn when it is the line already shown)."""
        if (text, error) == self._said:
            return
        self._said = (text, error)
        self.set_class(error, "-error")
        self.update(Text(("! " if error else "") + text))

    def extra_rows(self, width: int) -> int:
        """The rows beyond its one that the line takes at `width` columns (it wraps)."""
        if self._said is None:
            return 0
        text, error = self._said
        line = Text(("! " if error else "") + text)
        return max(0, len(line.wrap(self.app.console, max(1, width - 2))) - 1)
