"""Plain text for widgets: names, card titles and log lines are never parsed as markup.

A player may be called `[/]` or `[@click=quit]`; every string that can hold a name goes to a
widget through `plain(...)` (or a widget built with `markup=False`), so it shows as typed.
"""

from __future__ import annotations

from textual.content import Content


def plain(text: str) -> Content:
    """`text` exactly as written: square brackets and all."""
    return Content(text)
