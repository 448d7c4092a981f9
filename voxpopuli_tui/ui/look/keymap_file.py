"""The player's own keys: `keymap.json` in the user config folder, beside `prefs.json`.

The file maps binding ids to keys, as Textual's `App.set_keymap` takes them:

    {"curtain.confirm": "enter,space", "app.help": "f1"}

Every binding of the game has an id (`screen.action`); an id the game does not know is left
alone (it may be a newer version's). A missing file means the game's own keys; a damaged one
means those too, and one line saying so.
"""

from __future__ import annotations

import json
from pathlib import Path

from voxpopuli_tui.i18n import _
from voxpopuli_tui.paths import config_dir

FILE_NAME = "keymap.json"
#: A key list longer than this is not a key list.
MAX_KEYS = 200


def keymap_path() -> Path:
    """The keymap file in the user config folder (`platformdirs`)."""

    return config_dir() / FILE_NAME


def parse_keymap(data: object) -> tuple[dict[str, str], list[str]]:
    """The usable entries of a decoded file, and the ids whose keys are not a key list."""
    if not isinstance(data, dict):
        return {}, ["(the file is not an object of id: keys)"]
    keymap: dict[str, str] = {}
    bad: list[str] = []
    for binding_id, keys in data.items():
        usable = (isinstance(keys, str) and keys.strip() and len(keys) <= MAX_KEYS
                  and keys.isprintable() and all(k.strip() for k in keys.split(",")))
        if isinstance(binding_id, str) and usable:
            keymap[binding_id] = ",".join(k.strip() for k in keys.split(","))
        else:
            bad.append(str(binding_id)[:40])
    return keymap, bad


def load_keymap(path: Path | None = None) -> tuple[dict[str, str], str | None]:
    """(the keymap, None), or what could be used and one line saying what could not."""
    target = keymap_path() if path is None else path
    try:
        raw = target.read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}, None
    except (OSError, UnicodeDecodeError) as exc:
        return {}, _("keymap not read ({reason}); using the game's keys").format(
            reason=type(exc).__name__)
    try:
        data = json.loads(raw)
    except ValueError:
        return {}, _("keymap file {name} is damaged; using the game's keys").format(
            name=target.name)
    keymap, bad = parse_keymap(data)
    if bad:
        return keymap, _("keymap file {name}: not a key list for {ids}").format(
            name=target.name, ids=", ".join(bad[:5]))
    return keymap, None
