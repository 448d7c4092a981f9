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
from importlib.util import find_spec
from pathlib import Path

MAX_LENGTH = 16

#: Invisible joiners and marks that change nothing on screen: removed from names.
ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e")
#: Bidi embeddings, overrides, isolates and marks: they reorder the text around them.
BIDI_CONTROLS = frozenset(
    "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"
)
_STRIP = str.maketrans(dict.fromkeys(map(ord, ZERO_WIDTH)))
_DECODER = json.JSONDecoder()


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
def _table() -> str:
    """The library's confusables table (UTS #39) as JSON text, read once."""
    # Located without importing the package (its import alone costs more than the lookups).
    spec = find_spec("confusable_homoglyphs")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("confusable_homoglyphs is not installed")
    folder = Path(next(iter(spec.submodule_search_locations)))
    return (folder / "confusables.json").read_text(encoding="utf-8")


@cache
def _glyphs(char: str) -> tuple[str, ...]:
    """The table's entry for one character: the characters it is listed as looking like.

    Only this entry is decoded, not the whole table (1 MB): starting a game stays quick.
    """
    text = _table()
    at = text.find(json.dumps(char) + ": [")  # a top-level key; values are followed by ","
    if at < 0:
        return ()
    entry, _ = _DECODER.raw_decode(text, text.index("[", at))
    return tuple(g["c"].replace("\u200e", "") for g in entry)


@cache
def _prototype(char: str) -> str:
    """A character's prototype: a look-alike lists its one prototype, a prototype lists all
    its look-alikes; a pair listing only each other folds onto the smaller code point."""
    glyphs = _glyphs(char)
    if len(glyphs) != 1:
        return char
    target = glyphs[0]
    if len(target) == 1 and _glyphs(target) == (char,) and target > char:
        return char
    return target


def _skeleton(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(_prototype(c) for c in decomposed))


def name_key(name: str) -> str:
    """What a name looks like: equal keys read the same on screen (case and look-alikes folded).

    Case is folded first, then look-alikes: the confusables map a capital I onto a small L,
    so skeletons taken before folding would tell `LIVIA` from `livia`."""
    return _folded(unicodedata.normalize("NFKC", name).casefold())


def name_keys(name: str) -> frozenset[str]:
    """Every key a name is compared by: case folded first (`LIVIA`, `livia`), and look-alikes
    first (a capital I next to a small L: `Il`, `ll`). Two names sharing one look the same."""
    compatible = unicodedata.normalize("NFKC", name)  # fullwidth, math letters
    return frozenset((_folded(compatible.casefold()), _folded(compatible)))


def _folded(key: str) -> str:
    for _ in range(3):  # folding can expose a new capital or look-alike; stop when stable
        folded = _skeleton(key).casefold()
        if folded == key:
            break
        key = folded
    return key


def check_distinct(names: Sequence[str]) -> None:
    """`NameRefused` when two names look the same ("Bоb looks the same as Bob", "LIVIA looks
    the same as livia")."""
    seen: dict[str, str] = {}
    for name in names:
        keys = name_keys(name)
        first = next((seen[k] for k in keys if k in seen), None)
        if first is not None:
            if first == name:
                raise NameRefused(f"two players cannot share a name ({name})")
            raise NameRefused(f"{name} looks the same as {first}; choose another name")
        seen.update(dict.fromkeys(keys, name))


def removed_notice(typed: Sequence[str], kept: Sequence[str]) -> str | None:
    """The one line saying which names lost invisible characters (zero-width joiners, a soft
    hyphen…) on their way to the table, and how each is shown now; None when none did. A name
    never changes silently: New game says this line."""
    changed = [
        (i, name) for i, (raw, name) in enumerate(zip(typed, kept, strict=True))
        if unicodedata.normalize("NFC", raw).strip() != name
    ]
    if not changed:
        return None
    seats = ", ".join(f"seat {i + 1} is {name}" for i, name in changed)
    return f"Invisible characters were removed from names: {seats}"


def migrate_names(raw: Sequence[str]) -> list[str]:
    """Names written before the checks, made fit to load (saves are the players' property).

    Characters the table refuses are dropped, a name left blank becomes "Player N", a long
    one is cut, and a name that looks like an earlier one gets a number. A name the checks
    accept is kept exactly as `clean_name` gives it."""
    out: list[str] = []
    keys: set[str] = set()
    for i, text in enumerate(raw):
        try:
            name = clean_name(text)
        except NameRefused:
            name = "".join(
                c for c in unicodedata.normalize("NFC", text).translate(_STRIP)
                if c not in BIDI_CONTROLS and unicodedata.category(c) not in _UNFIT
            ).strip()[:MAX_LENGTH].strip()
            if not name or all(unicodedata.category(c)[0] in "MZ" for c in name):
                name = f"Player {i + 1}"
        base, number = name, 1
        while name_keys(name) & keys:
            number += 1
            suffix = f" {number}"
            name = base[: MAX_LENGTH - len(suffix)].rstrip() + suffix
        keys |= name_keys(name)
        out.append(name)
    return out


#: Unicode categories a name never holds: controls, invisible format characters, line breaks.
_UNFIT = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
