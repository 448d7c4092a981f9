"""The version is kept in one place, `pyproject.toml`: the package reads it from the installed
distribution's metadata, or from `pyproject.toml` in a checkout that was never installed."""

from __future__ import annotations

import importlib.metadata
import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import voxpopuli_tui

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"


def _declared() -> str:
    with PYPROJECT.open("rb") as f:
        return str(tomllib.load(f)["project"]["version"])


def test_the_package_reports_the_version_of_pyproject() -> None:
    assert voxpopuli_tui.__version__ == importlib.metadata.version("voxpopuli_tui") == _declared()


def test_the_command_prints_it() -> None:
    out = subprocess.run([sys.executable, "-m", "voxpopuli_tui", "--version"],
                         capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout == f"voxpopuli {_declared()}\n"


def test_no_module_of_the_package_writes_the_version_down() -> None:
    literal = re.compile(r"""["']""" + re.escape(_declared()) + r"""["']""")
    modules = sorted((ROOT / "voxpopuli_tui").rglob("*.py"))
    holders = [p.relative_to(ROOT).as_posix() for p in modules
               if literal.search(p.read_text(encoding="utf-8"))]
    assert holders == []


def test_an_uninstalled_checkout_reads_pyproject(monkeypatch: pytest.MonkeyPatch) -> None:
    def not_installed(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_installed)
    # the checkout's package, wherever the tests import it from (they import the installed one)
    monkeypatch.setattr(voxpopuli_tui, "__file__", str(ROOT / "voxpopuli_tui" / "__init__.py"))
    assert voxpopuli_tui._read_version() == _declared()


def test_a_package_without_its_pyproject_says_it_does_not_know(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "another"\nversion = "9.9"\n')
    monkeypatch.setattr(voxpopuli_tui, "__file__", str(tmp_path / "voxpopuli_tui/__init__.py"))
    assert voxpopuli_tui._checkout_version() == "0+unknown"
    (tmp_path / "pyproject.toml").unlink()
    assert voxpopuli_tui._checkout_version() == "0+unknown"


PROBE = """
import json, sys
from voxpopuli_tui import cli
cli._parser().parse_args([])
print(json.dumps(sorted(sys.modules)))
"""


def test_reading_the_version_costs_the_start_nothing() -> None:
    """`importlib.metadata` is read only when the version is asked for, not on the way to the
    title screen."""
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    assert "importlib.metadata" not in json.loads(out.stdout)
