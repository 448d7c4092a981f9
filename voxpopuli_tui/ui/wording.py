"""Log lines as the table reads them: small fixes of the engine's wording at drawing time.

The engine's public text is pinned by the golden transcript, so the article before
"international" and stray spaces are mended where the lines are drawn, not where they are made.
"""

from __future__ import annotations

import re

_FIXES = (
    (re.compile(r"\ba (?=international\b)"), "an "),
    (re.compile(r"\s+(?=[,.;:!?](\s|$))"), ""),  # "Legio Rossa , 1 card"
    (re.compile(r"(?<=\S) {2,}(?=\S)"), " "),  # ragged gaps around names
)


def tidy(text: str) -> str:
    """`text` with the article, the spaces before punctuation and double spaces mended."""
    for pattern, replacement in _FIXES:
        text = pattern.sub(replacement, text)
    return text


def window_words(window: str | None, turn: int) -> str:
    """An open card window in players' words, from the view's `pending.window` (the one field
    the banner and the prompt both read, so they never disagree about the moment)."""
    return {
        "forum-start": f"Start of turn {turn}",
        "forum-mid": "After the Gladiator",
        "forum-end": f"End of turn {turn}",
        "arena": "Before the vote",
        "roll": "Die rolled",
        "hands": "Hands are up",
    }.get(window or "", "Card window")
