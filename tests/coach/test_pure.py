"""The coach is pure Python over the engine: no Textual, no Rich, no UI module, so
the table can be rebuilt around it and tests run it without a terminal. Its words go through
the catalogue (`voxpopuli_tui.i18n`, the standard library's gettext), like every word a player
reads."""

from __future__ import annotations

import ast
from pathlib import Path

import voxpopuli_tui.coach

COACH = Path(voxpopuli_tui.coach.__file__).parent
ALLOWED = ("voxpopuli_tui.engine", "voxpopuli_tui.coach", "voxpopuli_tui.i18n")


def imported(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def test_the_coach_imports_only_the_engine_and_the_standard_library() -> None:
    files = sorted(COACH.glob("*.py"))
    assert len(files) >= 7
    for path in files:
        for name in imported(path):
            top = name.split(".")[0]
            if top == "voxpopuli_tui":
                assert name.startswith(ALLOWED), (path.name, name)
            else:
                assert top not in ("textual", "rich", "textual_plotext"), (path.name, name)
