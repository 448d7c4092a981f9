"""The bots package ships in the wheel: every package folder is listed in pyproject.toml."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_folder_is_listed_for_setuptools() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    folders = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "voxpopuli_tui").rglob("__init__.py")
    }
    assert "voxpopuli_tui.engine.bots" in folders
    assert folders <= listed, sorted(folders - listed)
