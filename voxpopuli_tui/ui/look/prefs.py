"""Players' preferences (theme, computer pace, default names, language, where card windows
stop, the last table) in the user config folder.

A small JSON file read at start-up without pydantic or the engine (the title must draw fast).
A missing file means the defaults; a damaged one means the defaults and one line saying so.
Unknown keys are ignored and a bad value falls back to its default alone, so a file written by
another version still gives what it can.
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from voxpopuli_tui.i18n import _

FILE_NAME = "prefs.json"
DEFAULT_THEME = "vox-populi"
#: Seconds between two actions of computer seats (read by the table's computer pacing).
DEFAULT_PACE = 0.6
MAX_PACE = 5.0
MAX_NAMES, NAME_MAX = 6, 20
#: The languages a preference may name ("": the locale's).
LANGS = ("", "en", "fr")
#: Where a computer's turn stops for the player's cards (`ui.window_wait`): "matches" (a match's
#: windows wait, Forum windows pass after a count) or "every" (every window where they can play).
WINDOW_STOPS = ("matches", "every")


@dataclass(frozen=True)
class Prefs:
    """What a player may set once and find again next time."""

    theme: str = DEFAULT_THEME
    #: the computer action delay in seconds (0 = as fast as the screen draws)
    pace: float = DEFAULT_PACE
    #: names proposed on the New game screen, seat by seat
    names: tuple[str, ...] = field(default_factory=tuple)
    #: the interface's language ("en", "fr"; "" follows the locale)
    lang: str = ""
    #: where a computer's turn waits for the player's card: "matches" or "every" window
    windows: str = WINDOW_STOPS[0]
    #: the last table started on the New game screen (`ui.last_table`), offered again there
    table: dict[str, Any] = field(default_factory=dict)

    def with_theme(self, theme: str) -> Prefs:
        return replace(self, theme=theme)

    def with_lang(self, lang: str) -> Prefs:
        return replace(self, lang=lang)


def prefs_path() -> Path:
    """The preferences file in the user config folder (`platformdirs`)."""
    from voxpopuli_tui.paths import config_dir

    return config_dir() / FILE_NAME


def _from_data(data: dict[str, Any]) -> Prefs:
    """The preferences a decoded file gives; each bad value is replaced by its default."""
    base = Prefs()
    theme = data.get("theme", base.theme)
    if not isinstance(theme, str) or not theme.strip():
        theme = base.theme
    pace = data.get("pace", base.pace)
    if isinstance(pace, bool) or not isinstance(pace, int | float) or not math.isfinite(pace):
        pace = base.pace
    pace = min(MAX_PACE, max(0.0, float(pace)))
    names = data.get("names", [])
    if not isinstance(names, list):
        names = []
    clean = tuple(n.strip()[:NAME_MAX] for n in names if isinstance(n, str) and n.strip())
    lang = data.get("lang", base.lang)
    if not isinstance(lang, str) or lang not in LANGS:
        lang = base.lang
    windows = data.get("windows", base.windows)
    if windows not in WINDOW_STOPS:
        windows = base.windows
    table = data.get("table", {})
    if not isinstance(table, dict):
        table = {}
    return Prefs(theme=theme.strip(), pace=pace, names=clean[:MAX_NAMES], lang=lang,
                 windows=windows, table=table)


def load_prefs(path: Path | None = None) -> tuple[Prefs, str | None]:
    """(preferences, None), or (defaults, one line saying why, in the language spoken) when
    the file is unusable."""
    target = prefs_path() if path is None else path
    try:
        raw = target.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Prefs(), None
    except (OSError, UnicodeDecodeError) as exc:
        return Prefs(), _("preferences not read ({error}); using the defaults").format(
            error=type(exc).__name__)
    try:
        data = json.loads(raw)
    except ValueError:
        data = None
    if not isinstance(data, dict):
        return Prefs(), _("preferences file {name} is damaged; using the defaults").format(
            name=target.name)
    return _from_data(data), None


def save_prefs(prefs: Prefs, path: Path | None = None) -> str | None:
    """Write the preferences (atomically); None, or one line saying why it failed."""
    target = prefs_path() if path is None else path
    data = asdict(prefs)
    data["names"] = list(prefs.names)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, target)
    except OSError as exc:
        return _("preferences not saved ({error})").format(error=exc.strerror or type(exc).__name__)
    return None
