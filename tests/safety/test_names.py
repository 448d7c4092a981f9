"""Player names through the ruleset: one rule for New game, saves and the API.

Control characters, escapes and bidi controls are refused with one printable line; names are
NFC, lose zero-width characters, and two names that look the same are refused.
"""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from voxpopuli_tui.engine import Ruleset, RulesetError
from voxpopuli_tui.engine.assets import load_clubs
from voxpopuli_tui.engine.names import BIDI_CONTROLS, ZERO_WIDTH, name_key

CLUBS = [c.id for c in load_clubs()]

#: Pieces of hostile names: markup, terminal escapes, bidi, zero-width, emoji, look-alikes.
NASTY = (
    "[/]", "[b]", "[@click=quit]", "[link=x]", "\\[", "$x", ":smile:", "\x1b]0;owned\x07",
    "\x1b[2J", "\x1b", "\x00", "\t", "\n", "\r", "\x7f", "\x85", "\x9b", "\u202e", "\u2066",
    "\u200f", "\u200b", "\u200d", "\ufeff", "\u2028", "👨‍👩‍👧", "🏛", "e\u0301", "é", "о", "0",
    "Ⅰ", "ｂ", "\U000e0041",
)
names = st.lists(
    st.one_of(st.sampled_from(NASTY), st.characters(), st.sampled_from("BobLivia ")),
    max_size=12,
).map("".join)


def build(*players: str) -> Ruleset:
    return Ruleset.build(players=[{"name": n, "club": CLUBS[i]} for i, n in enumerate(players)])


def refusal(*players: str) -> str:
    with pytest.raises(RulesetError) as info:
        build(*players)
    message = str(info.value)
    assert message.isprintable() and "\n" not in message, repr(message)
    return message


@settings(max_examples=400, deadline=None)
@given(names)
def test_any_name_is_refused_in_one_line_or_kept_clean(raw: str) -> None:
    try:
        rules = build(raw, "Marcus", "Julia")
    except RulesetError as exc:
        message = str(exc)
        assert message.isprintable() and "\n" not in message
        return
    name = rules.players[0].name
    assert name == unicodedata.normalize("NFC", name)
    assert name == name.strip() and 1 <= len(name) <= 16
    assert not any(c in ZERO_WIDTH or c in BIDI_CONTROLS for c in name)
    assert not any(unicodedata.category(c) in ("Cc", "Cf", "Cs", "Zl", "Zp") for c in name)
    assert len({name_key(p.name) for p in rules.players}) == 3


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ("Bo\x1b]0;x\x07b", "control character: U+001B"),
        ("Bo\x1b[2Jb", "control character: U+001B"),
        ("Bo\x00b", "control character: U+0000"),
        ("Bo\tb", "control character: U+0009"),
        ("Bo\nb", "control character: U+000A"),
        ("\u202eboB", "text-direction control: U+202E (right-to-left override)"),
        ("Bo\u2028b", "line break"),
        ("\u0301\u0301", "visible"),
        ("\u200b\u200b", "blank"),
        ("x" * 17, "at most 16 characters"),
    ],
)
def test_unusable_names_say_why_in_one_line(raw: str, words: str) -> None:
    message = refusal(raw, "Marcus", "Julia")
    assert words in message
    assert message.startswith("seat 1 name: ")


@pytest.mark.parametrize(
    "twin",
    ["Bob", "BOB", "bob", "Bob\u200b", "B\u200dob", " Bob ", "Bоb", "B0b", "Ｂｏｂ", "𝐁𝐨𝐛"],
)
def test_names_that_look_the_same_are_refused(twin: str) -> None:
    message = refusal("Bob", twin, "Julia")
    assert "looks the same as Bob" in message or "cannot share a name (Bob)" in message


LOOK_ALIKE = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у"}


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="aeopcxyBLMn", min_size=1, max_size=10), st.data())
def test_a_cyrillic_look_alike_is_always_caught(word: str, data: st.DataObject) -> None:
    swappable = [i for i, c in enumerate(word) if c in LOOK_ALIKE]
    if not swappable:
        return
    i = data.draw(st.sampled_from(swappable))
    twin = word[:i] + LOOK_ALIKE[word[i]] + word[i + 1 :]
    assert "looks the same as" in refusal(word, twin, "Zed")


def test_names_are_nfc_and_lose_zero_width_characters() -> None:
    rules = build("Zoe\u0301", "Mar\u200bcus", "[/]")
    assert [p.name for p in rules.players] == ["Zoé", "Marcus", "[/]"]


def test_different_names_stay_allowed() -> None:
    """Folding is not so eager that ordinary different names collide."""
    rules = build("Ann", "Anna", "Marcus")
    assert len(rules.players) == 3
    build("Livia", "Marcus", "Julia")
    build("Zoë", "Zoe", "Zoey")


def test_a_save_written_before_the_name_checks_loads_with_fit_names(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Saves are the players' property: names today's checks refuse (an ESC sequence, two
    look-alikes, only a zero-width space) are mended on load, never a damaged file."""
    import json

    from voxpopuli_tui.engine import Game
    from voxpopuli_tui.save_format import checksum, decode
    from voxpopuli_tui.saves import list_saves, load_save, write_save

    game = Game.new(build("Livia", "Marcus", "Julia", "Titus"))
    path = write_save(tmp_path, game)
    data = json.loads(path.read_text())
    players = data["payload"]["ruleset"]["players"]
    players[0]["name"] = "Li\x1b]0;x\x07via"
    players[1]["name"] = "Livia"  # the same as the first once mended
    players[2]["name"] = "\u200b"
    data["checksum"] = checksum(data["payload"])
    path.write_text(json.dumps(data))
    _, ruleset = decode(path)
    assert [p.name for p in ruleset.players] == ["Li]0;xvia", "Livia", "Player 3", "Titus"]
    assert load_save(path).game.history == game.history
    (info,) = list_saves(tmp_path, include_damaged=True)
    assert info.error is None


def test_fit_names_leave_accepted_names_alone() -> None:
    from voxpopuli_tui.engine.names import migrate_names

    names = ["Zoë", "Zoe", "[/]", "Марк"]
    assert migrate_names(names) == names
    assert migrate_names(["Bob", "Bоb", "BOB"]) == ["Bob", "Bоb 2", "BOB 3"]


@pytest.mark.parametrize(
    ("first", "second"),
    [("livia", "LIVIA"), ("Mia", "MIA"), ("Iris", "iris"), ("Lina", "LINA"), ("Kim", "KIM"),
     ("Il", "ll")],
)
def test_names_alike_but_for_case_are_refused(first: str, second: str) -> None:
    """Case is folded before the look-alikes are compared (a capital I reads as a small L)."""
    assert "looks the same as" in refusal(first, second, "Marcus")


def test_names_that_only_share_letters_are_not_refused() -> None:
    for pair in (("Bob", "Rob"), ("Anna", "Ana"), ("Mia", "Kim")):
        assert [p.name for p in build(*pair, "Marcus").players][:2] == list(pair)
