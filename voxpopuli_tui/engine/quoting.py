"""Quoting text read from files or typed by people back into one-line messages.

A save may hold a 1 MB "action" or club id; a message quotes at most `LIMIT` characters of any
such field, so every error stays one short line.
"""

from __future__ import annotations

import re

LIMIT = 80


def quote(value: object, limit: int = LIMIT) -> str:
    """`repr(value)`, cut to about `limit` characters with the full length said."""
    text = repr(value)
    if len(text) <= limit:
        return text
    size = f" ({len(value)} characters)" if isinstance(value, str) else ""
    return f"{text[: limit - 1]}…{size}"


def clip(message: str, limit: int = 3 * LIMIT) -> str:
    """A message cut to one line of about `limit` characters (a safety net after `quote`):
    every run of white space (a line break, a tab…) one space, the no-break spaces of French
    typography kept."""
    line = _BLANKS.sub(" ", message).strip(" ")
    return line if len(line) <= limit else line[: limit - 1] + "…"


def printable(text: str) -> str:
    """`text` with every character that is not printable written as its escape (`\\x1b`,
    `\\u202e`): a control byte, an escape sequence's ESC, a bidi or zero-width control never
    reaches a terminal from a message (a safety net after `quote`). The no-break spaces French
    puts before « : ; ! ? » are spaces, drawn as they are."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() or c in SPACES else repr(c)[1:-1] for c in text)


#: Spaces that `str.isprintable` refuses but a terminal draws as a space: the no-break space
#: and the narrow no-break space of French typography.
SPACES = frozenset("\u00a0\u202f")

#: White space that `clip` makes one plain space: any but `SPACES`.
_BLANKS = re.compile(r"[^\S\u00a0\u202f]+")
