"""The interface's language is one per process: each test that changes it gets English back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from voxpopuli_tui import i18n


@pytest.fixture(autouse=True)
def _english_after(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """English after each test; the user config folder (saved language, keymap) a fresh one."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    yield
    i18n.set_language("en")


@pytest.fixture
def french() -> None:
    i18n.set_language("fr")
