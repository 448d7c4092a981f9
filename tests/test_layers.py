"""The interface's layers hold: `[tool.importlinter]` in pyproject.toml is the contract (the
app on top, then the flows, the app's contract with them, the screens, the hot seat, the
widgets, Learn to play's guide, the Textual-free table model, the look and the words), checked
by import-linter over every import, those inside functions and under TYPE_CHECKING included.
"""

from __future__ import annotations

import pkgutil
import tomllib
from pathlib import Path

import pytest

import voxpopuli_tui.ui

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"
cli = pytest.importorskip("importlinter.cli", reason="import-linter (the test extra)")


def contracts() -> list[dict[str, object]]:
    config = tomllib.loads(PYPROJECT.read_text("utf-8"))
    found: list[dict[str, object]] = config["tool"]["importlinter"]["contracts"]
    return found


def test_every_part_of_the_interface_has_a_layer() -> None:
    """A new folder or loose module of ui/ cannot escape the layers: each is named in one."""
    (layers,) = [c for c in contracts() if c["type"] == "layers"]
    named = set()
    for layer in layers["layers"]:  # type: ignore[attr-defined]
        named |= {part.strip() for part in layer.replace("|", ":").split(":")}
    parts = {m.name for m in pkgutil.iter_modules(voxpopuli_tui.ui.__path__)}
    assert parts == named, f"not layered: {sorted(parts - named)}; gone: {sorted(named - parts)}"
    assert len([p for p in parts if not (Path(voxpopuli_tui.ui.__path__[0]) / p).is_dir()]) <= 5


def test_no_layer_imports_one_above_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """import-linter keeps every contract (the layers, an engine free of the interface, a host
    that imports none of the terminal app)."""
    monkeypatch.chdir(PYPROJECT.parent)
    assert cli.lint_imports(config_filename=str(PYPROJECT), no_cache=True, no_logo=True) == 0
