"""Quoting text read from files or typed by people back into one-line messages.

A save may hold a 1 MB "action" or club id; a message quotes at most `LIMIT` characters of any
such field, so every error stays one short line.
"""

from __future__ import annotations

LIMIT = 80


def quote(value: object, limit: int = LIMIT) -> str:
    """`repr(value)`, cut to about `limit` characters with the full length said."""
    text = repr(value)
    if len(text) <= limit:
        return text
    size = f" ({len(value)} characters)" if isinstance(value, str) else ""
    return f"{text[: limit - 1]}…{size}"


def clip(message: str, limit: int = 3 * LIMIT) -> str:
    """A message cut to one line of about `limit` characters (a safety net after `quote`)."""
    line = " ".join(message.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def printable(text: str) -> str:
    """`text` with every character that is not printable written as its escape (`\\x1b`,
    `\\u202e`): a control byte, an escape sequence's ESC, a bidi or zero-width control never
    reaches a terminal from a message (a safety net after `quote`)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
