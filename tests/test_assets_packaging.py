"""The game data in `assets/` is consistent, and a wheel installs it as `voxpopuli_tui/assets`.

Rulings cited: R4 (pieces), R5 (decoys), R6 (deck of 55), R3 (clubs, marks), R12 (map),
R37 (Cleopatra cards), and the card table of RULINGS.md (kind, Cleo, price, match type).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]
ASSETS = REPO_ROOT / "assets"

CARD_IDS = [
    "RIGGING", "CENSORSHIP", "HONORARY_PRESIDENT", "DREAM_TEAM", "LATE_TRANSFER", "CHEATING",
    "SCANDAL_SHEET", "EXPULSION", "SUPPORTERS_CLUBS", "FREE_DISTRICT", "BAD_ORGANISER", "MADMAN",
    "SPORTS_FIRST", "REPRESSION", "SCORES_SETTLED", "RIOT", "HOOLIGANS", "BRAWLS", "SCUFFLE",
    "TV_RIGHTS", "MERCHANDISING", "SPONSORS", "ROTTEN_ARENA", "MY_HERO", "CLEOPATRA", "COJC",
    "FAMILY_AFFAIR", "SEX_SCANDAL", "KEPT_WOMAN", "LOVE_AT_FIRST_SIGHT", "UNREASONABLE_EXPENSE",
    "BOOKMAKER", "UNBEARABLE_SUSPENSE", "INTERVIEW", "ROUND_OF_DRINKS", "ENEMY_BROTHERS",
    "EPIC_MATCH", "ENTHUSIASTIC_CROWD", "POLITICAL_RECOVERY", "DO_NOT_DISTURB", "PAX_DEORUM",
    "REPLACEMENT", "VOX_POPULI", "PANEM", "FREE_ARENA", "TRAMPLED", "MEDIA_LYNCHING", "VAE_VICTIS",
    "TICKET_PRICE", "RESERVE_TEAM", "FRIENDLY_MATCH", "BAD_SOUND", "REFEREE", "MOUTHING_OFF",
    "MATCH_RIGGED",
]  # fmt: skip

CARD_KEYS = {"id", "title", "french", "kind", "cleopatra", "cost", "match_types", "summary"}
MATCH_TYPES = {"cup", "championship", "international"}
HEX_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")


def _load(name: str) -> Any:
    return json.loads((ASSETS / name).read_text(encoding="utf-8"))


# --- fast consistency checks on the repository's assets/ -------------------------------------


def test_cards_are_the_55_of_the_card_reference_in_order() -> None:
    """R6: one card per Card Reference entry, in the rulebook's order."""
    cards = _load("cards.json")
    assert isinstance(cards, list)
    ids = [c["id"] for c in cards]
    assert len(ids) == 55
    assert len(set(ids)) == 55
    assert ids == CARD_IDS


def test_card_fields_are_well_formed() -> None:
    for card in _load("cards.json"):
        assert set(card) == CARD_KEYS, card["id"]
        assert card["kind"] in {"F", "A", "R"}, card["id"]
        assert isinstance(card["cleopatra"], bool), card["id"]
        assert isinstance(card["cost"], int) and card["cost"] >= 0, card["id"]
        assert set(card["match_types"]) <= MATCH_TYPES, card["id"]
        for key in ("title", "french", "summary"):
            assert isinstance(card[key], str) and card[key].strip(), (card["id"], key)
        assert "\n" not in card["summary"] and len(card["summary"]) <= 160, card["id"]


def test_card_table_facts() -> None:
    """Spot checks against the rulings' card table."""
    cards = {c["id"]: c for c in _load("cards.json")}
    assert {i for i, c in cards.items() if c["kind"] == "R"} == {
        "RIGGING", "CENSORSHIP", "CHEATING", "MATCH_RIGGED",
    }  # fmt: skip
    # R37: the Cleo cards.
    assert {i for i, c in cards.items() if c["cleopatra"]} == {
        "REPRESSION", "SCORES_SETTLED", "BRAWLS", "SCUFFLE", "MY_HERO", "COJC",
        "FAMILY_AFFAIR", "KEPT_WOMAN", "LOVE_AT_FIRST_SIGHT",
    }  # fmt: skip
    assert {i: c["cost"] for i, c in cards.items() if c["cost"]} == {
        "LATE_TRANSFER": 2, "ROUND_OF_DRINKS": 3, "TICKET_PRICE": 3,
    }  # fmt: skip
    assert {i: c["match_types"] for i, c in cards.items() if c["match_types"]} == {
        "BOOKMAKER": ["cup"],
        "UNBEARABLE_SUSPENSE": ["cup"],
        "RESERVE_TEAM": ["cup"],
        "EPIC_MATCH": ["championship"],
        "ENTHUSIASTIC_CROWD": ["championship"],
        "REFEREE": ["championship"],
        "MOUTHING_OFF": ["international"],
    }
    assert cards["MADMAN"]["title"] == "A MADMAN IN THE CITY"
    assert cards["VOX_POPULI"]["french"] == "VOX POPULI, VOX DEI"
    assert cards["COJC"]["title"] == cards["COJC"]["french"] == "C.O.J.C."


def test_map_districts_cover_the_grid_once() -> None:
    """R12: 8 x 6 spaces, six 4 x 2 districts, each space in exactly one district."""
    rome = _load("map.json")
    cols, rows = rome["columns"], rome["rows"]
    width, height = rome["district_width"], rome["district_height"]
    assert (cols, rows, width, height) == (8, 6, 4, 2)
    districts = rome["districts"]
    assert [d["id"] for d in districts] == list(range(6))
    assert [d["name"] for d in districts] == [
        "Gaulish", "Egyptian", "Greek", "Babylonian", "Palatine", "Subura",
    ]  # fmt: skip
    seen: dict[tuple[int, int], int] = {}
    for d in districts:
        for c in range(d["col0"], d["col0"] + width):
            for r in range(d["row0"], d["row0"] + height):
                assert 0 <= c < cols and 0 <= r < rows, d["name"]
                assert (c, r) not in seen, (c, r)
                seen[(c, r)] = d["id"]
    assert len(seen) == cols * rows == 48
    colours = [d["colour"].lower() for d in districts]
    assert all(HEX_COLOUR.match(c) for c in colours)
    assert len(set(colours)) == 6


def test_ruleset_clubs_and_pieces() -> None:
    """R3 clubs, R4 pieces (14, total value 37), R5/R7/R11 starting amounts."""
    rules = _load("ruleset.json")
    clubs = rules["clubs"]
    assert len(clubs) == 6
    assert len({c["id"] for c in clubs}) == 6
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", c["id"]) for c in clubs)
    marks = [c["mark"] for c in clubs]
    assert all(len(m) == 1 and m.isupper() for m in marks)
    assert len(set(marks)) == 6
    colours = [c["colour"].lower() for c in clubs]
    assert all(HEX_COLOUR.match(c) for c in colours)
    assert len(set(colours)) == 6
    district_colours = {d["colour"].lower() for d in _load("map.json")["districts"]}
    assert not set(colours) & district_colours
    assert all(c["name"].strip() and c["coach"].strip() for c in clubs)

    pieces = {int(v): n for v, n in rules["pieces"].items()}
    assert sum(pieces.values()) == 14
    assert sum(v * n for v, n in pieces.items()) == 37
    assert rules["starting_money"] == 7
    assert rules["starting_cards"] == 4
    assert rules["starting_decoys"] == 3
    assert rules["decoy_bank"] == 30
    assert rules["popularity_target"] == 10
    names = rules["default_names"]
    assert len(names) == 6 and len(set(names)) == 6


# --- the built wheel ships the assets as package data -----------------------------------------

_PROBE = """
import json, sys
from importlib import resources
import voxpopuli_tui
root = resources.files("voxpopuli_tui.assets")
cards = json.loads(root.joinpath("cards.json").read_text(encoding="utf-8"))
rome = json.loads(root.joinpath("map.json").read_text(encoding="utf-8"))
rules = json.loads(root.joinpath("ruleset.json").read_text(encoding="utf-8"))
from voxpopuli_tui.coach.lessons import load_lessons  # Learn to play reads assets/lessons.json
from voxpopuli_tui.engine.bots.evaluation import load_weights
from voxpopuli_tui.engine.bots.features import FEATURES
from voxpopuli_tui import i18n  # the compiled French catalogue, and the French card texts
i18n.set_language("fr")
french = json.loads(root.joinpath("cards_fr.json").read_text(encoding="utf-8"))
print(json.dumps({
    "french_words": i18n._("Rules"),
    "french_cards": len(french["summaries"]),
    "lessons": len(load_lessons()),
    "eval_weights": len(load_weights().values) == len(FEATURES),
    "package_file": voxpopuli_tui.__file__,
    "cards": len(cards),
    "districts": len(rome["districts"]),
    "clubs": len(rules["clubs"]),
}))
"""


def _can_build_without_isolation() -> str | None:
    """Why a --no-build-isolation build cannot run here, or None if it can."""
    if importlib.util.find_spec("setuptools") is None:
        return "setuptools is not installed (pip install '.[test]' brings it)"
    from importlib.metadata import version

    major, minor = (int(x) for x in version("setuptools").split(".")[:2])
    if (major, minor) < (70, 1) and importlib.util.find_spec("wheel") is None:
        return "this setuptools needs the wheel package (pip install '.[test]' brings it)"
    return None


@pytest.mark.slow
def test_wheel_installs_assets_as_package_data(tmp_path: Path) -> None:
    reason = _can_build_without_isolation()
    if reason:
        pytest.skip(reason)
    wheelhouse, target, elsewhere = tmp_path / "wheels", tmp_path / "site", tmp_path / "cwd"
    elsewhere.mkdir()
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-input"]

    subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(wheelhouse),
         str(REPO_ROOT)],
        check=True, timeout=600,
    )  # fmt: skip
    (wheel,) = wheelhouse.glob("voxpopuli_tui-*.whl")
    subprocess.run(
        [*pip, "install", "--no-deps", "--no-index", "-q", "--target", str(target), str(wheel)],
        check=True, timeout=600,
    )  # fmt: skip

    assert (target / "voxpopuli_tui" / "py.typed").is_file()
    assert not (target / "assets").exists()
    (dist_info,) = target.glob("voxpopuli_tui-*.dist-info")
    entry_points = (dist_info / "entry_points.txt").read_text(encoding="utf-8")
    assert re.search(r"^voxpopuli\s*=\s*voxpopuli_tui\.cli:main$", entry_points, re.M)

    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env["PYTHONPATH"] = str(target)
    env["PYTHONSAFEPATH"] = "1"  # do not put the working directory on sys.path
    result = subprocess.run(
        [sys.executable, "-c", _PROBE],
        cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout.strip().splitlines()[-1])
    assert Path(found["package_file"]).resolve().is_relative_to(target.resolve())
    assert found == {**found, "cards": 55, "districts": 6, "clubs": 6, "lessons": 16,
                     "eval_weights": True, "french_words": "Règles", "french_cards": 55}
    assert list(target.glob("voxpopuli_tui/locale/fr/LC_MESSAGES/voxpopuli.mo"))
