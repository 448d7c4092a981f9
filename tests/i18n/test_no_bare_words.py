"""Words a player reads are never a bare English literal handed to a widget: a string constant
given to an `Option`, `Button`, `Label`, `Static`, `Checkbox`, `RadioButton` or `Switch` of the
interface, or to `notify`, goes through the translation layer (`_`) first. (`N_` marks a constant
translated where it is shown; the catalogue test checks every marked message has its French.)"""

from __future__ import annotations

import ast
from pathlib import Path

import voxpopuli_tui

UI = Path(voxpopuli_tui.__file__).parent / "ui"
WIDGETS = frozenset({"Option", "Button", "Label", "Static", "Checkbox", "RadioButton", "Switch",
                     "notify"})


def _called(node: ast.Call) -> str | None:
    f = node.func
    if isinstance(f, ast.Name):
        return f.id
    if isinstance(f, ast.Attribute):
        return f.attr
    return None


def bare_words(source: str) -> list[tuple[int, str]]:
    """(line, text) of every string literal with a letter given as a widget's first words."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or _called(node) not in WIDGETS or not node.args:
            continue
        # The table's own `choices.Option(key, label)` carries its words second.
        first = node.args[1] if _called(node) == "Option" and len(node.args) > 1 else node.args[0]
        if (isinstance(first, ast.Constant) and isinstance(first.value, str)
                and any(c.isalpha() for c in first.value)):
            found.append((node.lineno, first.value))
    return found


def test_the_scan_finds_a_bare_literal_and_passes_a_translated_one() -> None:
    assert bare_words('Option("Start a real game", id="real")') == [(1, "Start a real game")]
    assert bare_words('Option(_("Start a real game"), id="real")') == []
    assert bare_words('Static("", id="x"); Static("·")') == []
    assert bare_words('Option("done", _("Done"))') == []
    assert bare_words('Option("done", "Done")') == [(1, "Done")]


def test_no_widget_of_the_interface_is_handed_bare_english() -> None:
    bad = [
        f"{path.relative_to(UI)}:{line}: {text!r}"
        for path in sorted(UI.rglob("*.py"))
        for line, text in bare_words(path.read_text(encoding="utf-8"))
    ]
    assert bad == []
