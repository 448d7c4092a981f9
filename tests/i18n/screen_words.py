"""What a screen shows, as text, and the English interface words it must not show in French."""

from __future__ import annotations

import re

from textual.app import App

#: Words of the English interface that have French words (names, card titles and "English",
#: the other language's own name, aside).
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
#: Words French spells as English does (not a sign of an untranslated line).
SAME_IN_FRENCH = frozenset({"Rome", "Options", "Crassus", "Brutus", "Normal", "Forum",
                            "International", "Vox", "Populi", "Votes", "Table", "Arène"})


def shown_text(app: App[object]) -> str:
    """Every cell of the screen as drawn, line by line."""
    strips = app.screen._compositor.render_strips()
    return "\n".join("".join(segment.text for segment in strip) for strip in strips)


def english_words(text: str, english: set[str]) -> set[str]:
    """The words of `text` that are words of `english` (whole words, case kept)."""
    return {w for w in WORD.findall(text) if w in english}


def words_of(*messages: str) -> set[str]:
    """The words (three letters or more) of English msgids, for a screen's list."""
    return {w for m in messages for w in WORD.findall(m)
            if len(w) >= 3 and w.capitalize() not in SAME_IN_FRENCH}
