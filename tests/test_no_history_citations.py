"""Docstrings and comments say what a thing is and why, never which piece of work made it: no
file of the package, the tests, the benchmarks or the docs cites a tracker's issue number
("issue 19 item 4"), which a reader of the repository could not resolve."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("voxpopuli_tui", "tests", "benchmarks", "docs")
SUFFIXES = {".py", ".md", ".tcss", ".json", ".toml"}
CITATION = re.compile(r"\b[Ii]ssues?\s+\d+")


def _files() -> list[Path]:
    found = [ROOT / "README.md", ROOT / "pyproject.toml"]
    for folder in FOLDERS:
        found += [p for p in (ROOT / folder).rglob("*") if p.suffix in SUFFIXES and p.is_file()]
    return [p for p in found if p.exists() and p != Path(__file__).resolve()]


def citations(text: str) -> list[str]:
    """The lines of `text` that cite an issue by number."""
    return [line.strip() for line in text.splitlines() if CITATION.search(line)]


def test_the_reader_finds_a_citation() -> None:
    assert citations("x = 1  # (issue 19 item 4)\ny = 2") == ["x = 1  # (issue 19 item 4)"]
    assert citations('"""Issues 16 and 17: the lock."""') == ['"""Issues 16 and 17: the lock."""']
    assert citations("the tissue 3 of a clone; an issue with the lock") == []


def test_no_file_cites_an_issue_number() -> None:
    if not (ROOT / "voxpopuli_tui").is_dir():
        pytest.skip("not a source checkout")
    cited = {
        str(p.relative_to(ROOT)): hits
        for p in _files()
        if (hits := citations(p.read_text(encoding="utf-8", errors="replace")))
    }
    assert cited == {}
