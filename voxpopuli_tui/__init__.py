"""Vox Populi: a terminal edition of the 1998 board game by Francis Pacherie (Tilsit)."""

from __future__ import annotations

#: The version, kept in one place: `pyproject.toml`. Read on first use (`importlib.metadata` is
#: slow to import, and the title screen must not wait for it).
__version__: str


def _read_version() -> str:
    """The installed distribution's version; from a checkout that was never installed, the
    version in the `pyproject.toml` beside the package."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("voxpopuli_tui")
    except PackageNotFoundError:
        return _checkout_version()


def _checkout_version() -> str:
    import tomllib
    from pathlib import Path

    try:
        with (Path(__file__).resolve().parent.parent / "pyproject.toml").open("rb") as f:
            project = tomllib.load(f).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return "0+unknown"
    if project.get("name") != "voxpopuli_tui":
        return "0+unknown"
    return str(project.get("version", "0+unknown"))


def __getattr__(name: str) -> str:
    if name == "__version__":
        value = _read_version()
        globals()["__version__"] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
