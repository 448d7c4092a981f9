"""Every rule id the repository cites resolves to an entry of `docs/RULES.md`, and every entry
points at code and tests that exist.

A rule id is how a reader goes from a docstring, a comment, a test name or a lesson to the rule
it follows. The forms read here:

- `R17`, `R21 (b)` / `R21 b)`: the rulings (`R1` … `R38`, with the lettered steps of R21);
- `C-HOOLIGANS`: a card's ruling, by card id (`C-SCORES-SETTLED` is read as `C-SCORES_SETTLED`);
- `N8`: this edition's own decisions, recorded in `docs/RULES_NOTES.md`;
- `(4.5)`, `(R21 b, R27, 4.5)`, `rulebook 7.0`: a section of the printed rulebook;
- in names: `test_R21_…`, `test_…_R17_R18`, `test_C_EPIC_MATCH_…` (the card id is the longest
  entry that starts the upper-case run).

Run as a script (`python tests/test_rule_ids.py [path/to/RULINGS.md]`) it prints the census:
each id, how often and where it is cited first, and the ids the rulings define that nothing cites.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
RULES = DOCS / "RULES.md"

#: What is read for citations: the package, its data, the tests, the docs and the benchmarks.
SCANNED = ("voxpopuli_tui", "assets", "tests", "docs", "benchmarks", "README.md")
SUFFIXES = frozenset({".py", ".md", ".json", ".tcss", ".txt", ".toml"})
#: Generated files draw what the code says; they cite nothing of their own.
SKIPPED_PARTS = frozenset({"__snapshots__", "__pycache__", ".venv", "node_modules"})
#: The index itself and this reader (whose examples are not citations).
NOT_CITING = frozenset({"docs/RULES.md", "tests/test_rule_ids.py"})
#: The form of a card ruling's id as the docs name it, not an id.
PLACEHOLDERS = frozenset({"C-NAME"})

_R = re.compile(r"(?<![A-Za-z0-9])R(\d{1,2})(?![0-9])")
_R_STEP = re.compile(r"(?<![A-Za-z0-9])R(\d{1,2}) ?(?:\(([a-d])\)|([a-d])(?=[),;]))")
_CARD = re.compile(r"(?<![A-Za-z0-9_-])C-([A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)*)")
_CARD_IN_NAME = re.compile(r"(?<=_)C_([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)(?![a-z])")
_NOTE = re.compile(r"(?<![A-Za-z0-9])N(\d{1,2})(?![0-9])")
_SECTION = re.compile(r"(?<![\w.])(?<!\d )\((?:R\d[^()\n]*?,\s*)?([1-7]\.\d)(?: [a-d])?\)")
_SECTION_NAMED = re.compile(r"\brulebook(?:'s)? (?:section )?([1-7]\.\d)\b(?!\.\d)")

#: An entry of docs/RULES.md: `- **R17 Attendance.** …`, `- **R21 (b) Stars.** …`,
#: `- **C-HOOLIGANS** …`, `- **N8 …**`, `- **§4.5 …**`.
_ENTRY = re.compile(r"^- \*\*(R\d+(?: \([a-d]\))?|C-[A-Z0-9_]+|N\d+|§\d\.\d)[ .*]")
#: A place in the code an entry names: `path` or `path::name` (`name` may be `Class.method`).
_REF = re.compile(r"`((?:voxpopuli_tui|assets|tests|benchmarks)/[\w/.-]+)(?:::([\w.]+))?`")


@dataclass(frozen=True)
class Citation:
    """One place where an id is cited."""

    id: str
    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.id} at {self.path}:{self.line}"


def scanned_files(root: Path = ROOT) -> Iterator[Path]:
    """The text files that may cite ids, in a stable order."""
    for name in SCANNED:
        top = root / name
        if top.is_file():
            yield top
            continue
        for path in sorted(top.rglob("*")):
            if (
                path.is_file()
                and path.suffix in SUFFIXES
                and not SKIPPED_PARTS.intersection(path.relative_to(root).parts)
            ):
                yield path


def cited_in(text: str, cards: Iterable[str]) -> Iterator[tuple[str, int]]:
    """Every id cited in `text` with its line number. `cards` are the card ids a
    `test_C_<UPPER RUN>` name may start with (the longest one wins; the whole run when none)."""
    known = sorted(set(cards), key=len, reverse=True)
    for number, line in enumerate(text.splitlines(), 1):
        for m in _R.finditer(line):
            yield f"R{int(m.group(1))}", number
        for m in _R_STEP.finditer(line):
            yield f"R{int(m.group(1))} ({m.group(2) or m.group(3)})", number
        for m in _CARD.finditer(line):
            yield f"C-{m.group(1).replace('-', '_')}", number
        for m in _CARD_IN_NAME.finditer(line):
            run = m.group(1)
            card = next((c for c in known if run == c or run.startswith(c + "_")), run)
            yield f"C-{card}", number
        for m in _NOTE.finditer(line):
            yield f"N{int(m.group(1))}", number
        for m in (*_SECTION.finditer(line), *_SECTION_NAMED.finditer(line)):
            yield f"§{m.group(1)}", number


def citations(cards: Iterable[str], root: Path = ROOT) -> list[Citation]:
    """Every id cited in the scanned files, minus the placeholders."""
    cards = tuple(cards)
    out: list[Citation] = []
    for path in scanned_files(root):
        rel = path.relative_to(root).as_posix()
        if rel in NOT_CITING:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        out += [Citation(i, rel, n) for i, n in cited_in(text, cards) if i not in PLACEHOLDERS]
    return out


@dataclass(frozen=True)
class Entry:
    """One entry of docs/RULES.md: its id, its text and the places it names."""

    id: str
    line: int
    text: str

    def refs(self) -> list[tuple[str, str | None]]:
        return [(m.group(1), m.group(2)) for m in _REF.finditer(self.text)]


def entries(text: str) -> list[Entry]:
    """The entries of docs/RULES.md: a list item whose bold opening is an id, with the lines
    that continue it (as Markdown reads them: up to a blank line, a heading or the next item,
    indented or not)."""
    out: list[Entry] = []
    current: list[str] = []
    start = 0
    ident = ""
    for number, line in enumerate([*text.splitlines(), ""], 1):
        if current and (not line.strip() or line.startswith(("- ", "#"))):
            out.append(Entry(ident, start, " ".join(current)))
            current = []
        m = _ENTRY.match(line)
        if m:
            ident, start, current = m.group(1), number, [line]
        elif current:
            current.append(line.strip())
    return out


def _defined(tree: ast.Module, dotted: str) -> bool:
    """Whether `dotted` (`name` or `Class.method`) is defined at the top of a module."""
    body: list[ast.stmt] = tree.body
    for part in dotted.split("."):
        found: ast.stmt | None = None
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                if node.name == part:
                    found = node
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                if any(isinstance(t, ast.Name) and t.id == part for t in targets):
                    found = node
        if found is None:
            return False
        body = found.body if isinstance(found, ast.ClassDef) else []
    return True


def missing_refs(entry: Entry, root: Path = ROOT) -> list[str]:
    """The places an entry names that do not exist (a file, or a name in a Python file)."""
    out: list[str] = []
    for path, name in entry.refs():
        file = root / path
        if not file.is_file():
            out.append(f"{entry.id}: no file {path}")
        elif name is not None:
            if file.suffix != ".py":
                out.append(f"{entry.id}: {path} is not Python, it defines no {name}")
            elif not _defined(ast.parse(file.read_text(encoding="utf-8")), name):
                out.append(f"{entry.id}: {path} defines no {name}")
    return out


def _card_ids(root: Path = ROOT) -> list[str]:
    import json

    return [card["id"] for card in json.loads((root / "assets/cards.json").read_text())]


# ----------------------------------------------------------------- the checks
@pytest.fixture(scope="module")
def book() -> list[Entry]:
    if not DOCS.is_dir():
        pytest.skip("docs/ is not in this tree (an installed package): nothing to resolve against")
    assert RULES.is_file(), "docs/RULES.md is missing: rule ids resolve nowhere"
    return entries(RULES.read_text(encoding="utf-8"))


def test_every_cited_id_resolves_to_an_entry(book: list[Entry]) -> None:
    known = {e.id for e in book}
    cards = [i[2:] for i in known if i.startswith("C-")]
    unresolved: dict[str, list[str]] = {}
    for c in citations(cards):
        if c.id not in known:
            unresolved.setdefault(c.id, []).append(f"{c.path}:{c.line}")
    assert unresolved == {}, "ids cited but not in docs/RULES.md:\n" + "\n".join(
        f"{i} ({len(at)}×): {', '.join(at[:3])}" for i, at in unresolved.items()
    )


def test_every_entry_names_code_and_tests_that_exist(book: list[Entry]) -> None:
    missing = [m for e in book for m in missing_refs(e)]
    assert missing == [], "\n".join(missing)


def test_every_entry_says_where_it_is_implemented(book: list[Entry]) -> None:
    without = [e.id for e in book if "*Code:*" not in e.text or not e.refs()]
    assert without == []


def test_each_id_has_one_entry(book: list[Entry]) -> None:
    ids = [e.id for e in book]
    assert sorted(i for i in set(ids) if ids.count(i) > 1) == []


def test_every_ruling_and_card_has_an_entry(book: list[Entry]) -> None:
    ids = {e.id for e in book}
    rulings = {f"R{n}" for n in range(1, 39)} | {f"R21 ({s})" for s in "abcd"}
    cards = {f"C-{c}" for c in _card_ids()}
    assert sorted((rulings | cards) - ids) == []


def _slug(heading: str) -> str:
    """A heading's anchor as GitHub writes it."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_the_links_of_the_index_lead_somewhere(book: list[Entry]) -> None:
    broken = []
    for target, anchor in re.findall(r"\]\(([\w./-]+\.md)(?:#([\w-]+))?\)", RULES.read_text()):
        page = DOCS / target
        if not page.is_file():
            broken.append(target)
        elif anchor and anchor not in {
            _slug(h) for h in re.findall(r"^#+ (.+)$", page.read_text(), re.M)
        }:
            broken.append(f"{target}#{anchor}")
    assert broken == []


# ----------------------------------------------------------------- the reader itself
CARDS = ("EPIC_MATCH", "ENEMY_BROTHERS", "SCORES_SETTLED", "HOOLIGANS", "FREE_DISTRICT")


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("the Stars (R21 (b), R27) and R21 b) and R21 a).", {"R21", "R27", "R21 (b)", "R21 (a)"}),
        ("R3 colours, R5 decoys, R13 c: no step", {"R3", "R5", "R13"}),
        ("R1–R38; not SR1, R1x2 or R123", {"R1", "R38"}),
        ("C-HOOLIGANS, C-SCORES-SETTLED; C-NAME", {"C-HOOLIGANS", "C-SCORES_SETTLED", "C-NAME"}),
        ("def test_C_EPIC_MATCH_5_6_cancels_x", {"C-EPIC_MATCH"}),
        ("def test_C_ENEMY_BROTHERS_POLITICAL_RECOVERY_is_x", {"C-ENEMY_BROTHERS"}),
        ("def test_C_FREE_DISTRICT_after_SUPPORTERS_CLUBS_x", {"C-FREE_DISTRICT"}),
        ("def test_C_UNKNOWN_CARD_x(): test_C_arena_cards_x", {"C-UNKNOWN_CARD"}),
        ("def test_R21_dead_x(): test_advice_R17_R18()", {"R21", "R17", "R18"}),
        ("(RULES_NOTES N8), N10; not N100 or SN1", {"N8", "N10"}),
        ("(R21 b, R27, R31, 4.5) (3.2 b) rulebook 7.0", {"R21", "R27", "R31", "R21 (b)",
                                                         "§4.5", "§3.2", "§7.0"}),
        ("approx(1.0), (1.0, 2), (item 6.1, 6.2), 1.25 (1.5 s), 13.0 (1.2)", set()),
    ],
)
def test_the_reader_finds_each_form(text: str, ids: set[str]) -> None:
    assert {i for i, _ in cited_in(text, CARDS)} == ids


def test_an_entry_reads_its_places_and_a_missing_one_is_named(tmp_path: Path) -> None:
    (tmp_path / "voxpopuli_tui").mkdir()
    (tmp_path / "voxpopuli_tui/m.py").write_text("class K:\n    def f(self): ...\nX = 1\n")
    text = (
        "- **R17 Attendance.** Words. *Code:* `voxpopuli_tui/m.py::K.f`,\n"
        "  `voxpopuli_tui/m.py::X`, `voxpopuli_tui/m.py::gone`, `voxpopuli_tui/no.py`.\n"
        "`voxpopuli_tui/m.py::lazy`, a line Markdown still reads as the item's.\n"
        "- **R21 (b) Stars.** More words.\n"
        "\n"
        "A paragraph: `voxpopuli_tui/m.py::not_an_entry`.\n"
    )
    first, second = entries(text)
    assert (first.id, first.line, second.id, second.refs()) == ("R17", 1, "R21 (b)", [])
    assert missing_refs(first, tmp_path) == [
        "R17: voxpopuli_tui/m.py defines no gone",
        "R17: no file voxpopuli_tui/no.py",
        "R17: voxpopuli_tui/m.py defines no lazy",
    ]


# ----------------------------------------------------------------- the census
def census(rulings: Path | None) -> str:
    """Each cited id, its count and first places; with RULINGS.md, the ids nobody cites."""
    found = citations(_card_ids())
    by_id: dict[str, list[Citation]] = {}
    for c in found:
        by_id.setdefault(c.id, []).append(c)

    def order(i: str) -> tuple[int, str]:
        n = re.match(r"[RN](\d+)", i)
        return ("RCN§".index(i[0]), f"{int(n.group(1)):03d}{i}" if n else i)

    lines = [
        f"{i:28} {len(cs):4}  " + ", ".join(f"{c.path}:{c.line}" for c in cs[:3])
        for i, cs in sorted(by_id.items(), key=lambda kv: order(kv[0]))
    ]
    if rulings is not None:
        text = rulings.read_text(encoding="utf-8")
        defined = {f"R{n}" for n in re.findall(r"^- \*\*R(\d+) ", text, re.M)}
        defined |= {f"C-{c}" for c in _card_ids()}
        lines.append("defined by the rulings, cited nowhere: " + ", ".join(
            sorted(defined - set(by_id), key=order)))
    return "\n".join(lines)


if __name__ == "__main__":
    print(census(Path(sys.argv[1]) if len(sys.argv) > 1 else None))
