"""Player names: one rule for New game, saves and the engine API.

A name is NFC-normalised, loses its zero-width characters and outer spaces, and is refused (one
line, `NameRefused`) when it holds a control character, a bidi control or an invisible format
character. Two names that fold to the same key (NFKC, case folding and the Unicode confusables
of UTS #39, from the maintained `confusable-homoglyphs` data) are refused as looking the same:
at a hot-seat table a curtain "for Bob" must name one person.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Sequence
from functools import cache
from importlib.resources import files

MAX_LENGTH = 16

#: Invisible joiners and marks that change nothing on screen: removed from names.
ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e")
#: Bidi embeddings, overrides, isolates and marks: they reorder the text around them.
BIDI_CONTROLS = frozenset(
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
)
_STRIP = str.maketrans(dict.fromkeys(map(ord, ZERO_WIDTH)))


class NameRefused(ValueError):
    """A name the table cannot use; the message is one line and quotes no control character."""


def _code(char: str) -> str:
    """A character named without printing it: `U+001B`, `U+202E (right-to-left override)`."""
    label = unicodedata.name(char, "").lower()
    return f"U+{ord(char):04X}" + (f" ({label})" if label else "")


def clean_name(raw: str) -> str:
    """The name as the table will show it, or `NameRefused` saying why not."""
    name = unicodedata.normalize("NFC", raw).translate(_STRIP).strip()
    for i, char in enumerate(name, 1):
        category = unicodedata.category(char)
        if char in BIDI_CONTROLS:
            raise NameRefused(f"a name cannot hold a text-direction control: {_code(char)} at {i}")
        if category == "Cc":
            raise NameRefused(f"a name cannot hold a control character: {_code(char)} at {i}")
        if category in ("Zl", "Zp"):
            raise NameRefused(f"a name cannot hold a line break: {_code(char)} at {i}")
        if category in ("Cf", "Cs"):
            raise NameRefused(f"a name cannot hold an invisible character: {_code(char)} at {i}")
    if not name:
        raise NameRefused("a player's name cannot be blank")
    if all(unicodedata.category(c)[0] in "MZ" for c in name):
        raise NameRefused("a player's name needs at least one visible letter, digit or sign")
    if len(name) > MAX_LENGTH:
        raise NameRefused(f"a name has at most {MAX_LENGTH} characters (this one has {len(name)})")
    return name


@cache
def _prototypes() -> dict[str, str]:
    """Each confusable character mapped to its prototype (UTS #39), from the library's table.

    The table lists a prototype with all its look-alikes and each look-alike with its single
    prototype; a pair listing only each other is folded onto the smaller code point.
    """
    path = files("confusable_homoglyphs").joinpath("confusables.json")
    data: dict[str, list[dict[str, str]]] = json.loads(path.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for char, glyphs in data.items():
        if len(char) != 1 or len(glyphs) != 1:
            continue
        target = glyphs[0]["c"].replace("\u200e", "")
        back = data.get(target, [])
        if len(target) == 1 and len(back) == 1 and back[0]["c"] == char and target > char:
            continue  # mutual pair: the smaller one is the prototype
        out[char] = target
    return out


def _skeleton(text: str) -> str:
    table = _prototypes()
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(table.get(c, c) for c in decomposed))


def name_key(name: str) -> str:
    """What a name looks like: equal keys read the same on screen (case and look-alikes folded)."""
    key = unicodedata.normalize("NFKC", name)  # compatibility forms: fullwidth, math letters
    for _ in range(3):  # folding can expose a new capital or look-alike; stop when stable
        folded = _skeleton(key).casefold()
        if folded == key:
            break
        key = folded
    return key


def check_distinct(names: Sequence[str]) -> None:
    """`NameRefused` when two names look the same ("Bоb looks the same as Bob")."""
    seen: dict[str, str] = {}
    for name in names:
        key = name_key(name)
        if key in seen:
            first = seen[key]
            if first == name:
                raise NameRefused(f"two players cannot share a name ({name})")
            raise NameRefused(f"{name} looks the same as {first}; choose another name")
        seen[key] = name
