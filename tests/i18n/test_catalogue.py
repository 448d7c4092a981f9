"""The French catalogue: every message of the interface translated, no placeholder dropped or
added, French spaces before « : ; ! ? », the compiled catalogue the one the .po makes, and the
card texts French for every card."""

from __future__ import annotations

import io
import json
import re
import string
from pathlib import Path

import pytest

babel = pytest.importorskip("babel")
from babel.messages.extract import extract_from_dir  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from voxpopuli_tui import i18n  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "voxpopuli_tui"
PO = PACKAGE / "locale" / "fr" / "LC_MESSAGES" / "voxpopuli.po"
MO = PO.with_suffix(".mo")
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
#: A French mark that wants a space before it, and what comes before it.
TIGHT = re.compile(r"(.)([:;!?])(?=\s|$|\))")


def catalogue() -> list[tuple[object, object]]:
    with PO.open("rb") as f:
        return [(m.id, m.string) for m in read_po(f) if m.id]


def fields(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


def forms(value: object) -> list[str]:
    return list(value) if isinstance(value, tuple | list) else [str(value)]


def test_every_message_of_the_source_is_in_the_catalogue() -> None:
    """`pybabel extract` finds in the code exactly the messages the .po translates (run
    `pybabel update`, babel.cfg, when this fails)."""
    found = set()
    for _, _, message, _, _ in extract_from_dir(
            str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS):
        found.add(message if isinstance(message, str) else tuple(message))
    assert found, "nothing extracted"
    assert found == {m for m, _ in catalogue()}


def test_every_message_has_a_french_translation() -> None:
    entries = catalogue()
    assert len(entries) >= 80
    untranslated = [m for m, t in entries if not all(f.strip() for f in forms(t))]
    assert untranslated == []


def test_no_translation_drops_or_adds_a_placeholder() -> None:
    for message, translation in catalogue():
        wanted = fields(forms(message)[-1])
        for form in forms(translation):
            assert fields(form) == wanted, (message, form)


def test_french_wants_a_no_break_space_before_colon_semicolon_and_marks() -> None:
    for message, translation in catalogue():
        for form in forms(translation):
            for before, mark in TIGHT.findall(form):
                assert before in "\u00a0\u202f", (message, form, mark)


def test_the_compiled_catalogue_is_the_one_the_po_makes() -> None:
    with PO.open("rb") as f:
        compiled = io.BytesIO()
        write_mo(compiled, read_po(f))
    assert MO.read_bytes() == compiled.getvalue(), "run pybabel compile (babel.cfg)"


def test_french_plurals_say_one_sesterce_and_two_sesterces() -> None:
    i18n.set_language("fr")
    say = [i18n.ngettext("costs {count} sestertius", "costs {count} sesterces", n)
           .format(count=n) for n in (1, 2)]
    assert say == ["coûte 1 sesterce", "coûte 2 sesterces"]
    i18n.set_language("en")
    assert i18n.ngettext("costs {count} sestertius", "costs {count} sesterces", 2) == \
        "costs {count} sesterces"


def test_every_card_has_its_french_text_in_the_assets() -> None:
    cards = json.loads((ROOT / "assets" / "cards.json").read_text("utf-8"))
    french = json.loads((ROOT / "assets" / "cards_fr.json").read_text("utf-8"))["summaries"]
    assert list(french) == [c["id"] for c in cards]
    for card in cards:
        text = french[card["id"]]
        assert text.strip() and text != card["summary"], card["id"]
        # the rules cited stay cited
        assert re.findall(r"R\d+", text) == re.findall(r"R\d+", card["summary"]), card["id"]
        for before, _mark in TIGHT.findall(text):
            assert before in "\u00a0\u202f", (card["id"], text)
