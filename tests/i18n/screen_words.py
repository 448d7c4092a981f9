"""What a screen shows, as text, and the English interface words it must not show in French:
the words of the English messages of the screen's modules (as `pybabel extract` finds them),
minus every word the French catalogue uses too ("Supporters", "Stars", "match", "Club"…) and
the card titles (card titles are the cards' own names)."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po
from textual.app import App
from textual.widget import Widget

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "voxpopuli_tui"
PO = PACKAGE / "locale" / "fr" / "LC_MESSAGES" / "voxpopuli.po"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
FIELD = re.compile(r"\{[^}]*\}")
#: Words French writes as English does, besides those of the catalogue's translations.
SAME_IN_FRENCH = frozenset({"Rome", "Vox", "Populi", "Options", "Normal", "Table", "Votes",
                            "score"})


def shown_text(app: App[object], without: tuple[Widget, ...] = ()) -> str:
    """Every cell of the screen as drawn, line by line; the regions of `without` blanked
    (the log: the engine's lines are English this round)."""
    strips = app.screen._compositor.render_strips()
    lines = ["".join(segment.text for segment in strip) for strip in strips]
    for widget in without:
        r = widget.region
        for y in range(r.y, min(r.bottom, len(lines))):
            line = lines[y]
            lines[y] = line[:r.x] + " " * max(0, min(r.right, len(line)) - r.x) + line[r.right:]
    return "\n".join(lines)


def _command_line(message_id: object) -> bool:
    """A message of the command line: it names options (`--bots`) or is argparse's (`%(…)s`)."""
    texts = message_id if isinstance(message_id, tuple | list) else [message_id]
    return any("--" in str(t) or "%" in str(t) or str(t).isupper() for t in texts)


@cache
def _french_words() -> frozenset[str]:
    with PO.open("rb") as f:
        catalogue = read_po(f)
    words: set[str] = set(SAME_IN_FRENCH)
    for message in catalogue:
        if _command_line(message.id):
            continue  # the command line's option values ("random, easy") are typed as they are
        forms = message.string if isinstance(message.string, tuple | list) else [message.string]
        for form in forms:
            words.update(w.lower() for w in WORD.findall(FIELD.sub(" ", form or "")))
    return frozenset(words)


@cache
def _card_words() -> frozenset[str]:
    """The words of the cards' titles, English and French, as written (capitals)."""
    cards = json.loads((ROOT / "assets" / "cards.json").read_text(encoding="utf-8"))
    return frozenset(w for card in cards
                     for w in WORD.findall(f"{card['title']} {card.get('french', '')}"))


def _english(word: str) -> bool:
    return (len(word) >= 3 and word.lower() not in _french_words()
            and word not in _card_words())


def english_of(*modules: str) -> frozenset[str]:
    """The English words (three letters or more) of the messages of `modules` (paths under
    the package) that French never uses."""
    words: set[str] = set()
    for module in modules:
        for _, message, _, _ in extract_from_file("python", str(PACKAGE / module),
                                                  keywords=KEYWORDS):
            for text in message if isinstance(message, tuple | list) else [message]:
                words.update(w for w in WORD.findall(FIELD.sub(" ", text or ""))
                             if _english(w))
    return frozenset(words)


def english_words(text: str, english: frozenset[str] | set[str]) -> set[str]:
    """The words of `text` that are words of `english` (whole words)."""
    return {w for w in WORD.findall(text) if w in english}


def words_of(*messages: str) -> set[str]:
    """The words (three letters or more) of English messages that French never uses."""
    return {w for m in messages for w in WORD.findall(m) if _english(w)}


@cache
def _catalogue_words() -> frozenset[str]:
    """Every word (three letters or more) of the catalogue's English messages."""
    with PO.open("rb") as f:
        catalogue = read_po(f)
    words: set[str] = set()
    for message in catalogue:
        for text in message.id if isinstance(message.id, tuple | list) else [message.id]:
            words.update(w for w in WORD.findall(FIELD.sub(" ", text or "")) if len(w) >= 3)
    return frozenset(words)


def catalogue_english() -> frozenset[str]:
    """The English words of the whole catalogue that French never uses, card titles aside."""
    return frozenset(w for w in _catalogue_words() if _english(w))


def catalogue_shared() -> frozenset[str]:
    """The catalogue's English words left out of `catalogue_english`: the words French writes
    too ("Supporters", "Stars", "match"), the card titles' words and `SAME_IN_FRENCH`."""
    return _catalogue_words() - catalogue_english()
