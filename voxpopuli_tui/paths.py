"""The user folders of the game (`platformdirs`), without importing the engine or pydantic.

The `voxpopuli` command needs them before its first frame; `saves` re-exports the save folder.
"""

from __future__ import annotations

from pathlib import Path

#: The folder name under the user data and config folders (the same as the save format's).
APP_NAME = "voxpopuli"


def default_save_dir() -> Path:
    """The user data folder for saves."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False) / "saves"


def config_dir() -> Path:
    """The user config folder (preferences)."""
    from platformdirs import user_config_path

    return user_config_path(APP_NAME, appauthor=False)
