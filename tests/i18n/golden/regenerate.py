"""Regenerate the French golden transcript of tests/i18n/test_french_golden.py.

The game is the engine's golden game (tests/engine/golden: a seeded 4-player base game played
by a seeded random chooser); its public log is worded by the interface (`ui.log_words`) in
French. Run from the repository root: ``python -m tests.i18n.golden.regenerate``, only when the
wording changes on purpose, and review the diff before committing.
"""

from __future__ import annotations

from pathlib import Path

from tests.engine.golden.regenerate import golden_game
from voxpopuli_tui import i18n
from voxpopuli_tui.engine import public_view
from voxpopuli_tui.ui.table.log_words import line_words

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "base_game_4p.fr.txt"


def transcript(language: str = "fr") -> str:
    """The golden game's public log as the table words it in `language`."""
    before = i18n.language()
    i18n.set_language(language)
    try:
        view = public_view(golden_game())
        return "".join(f"{line_words(e, view.names)}\n" for e in view.log)
    finally:
        i18n.set_language(before)


def main() -> None:
    GOLDEN.write_text(transcript(), encoding="utf-8")
    print(f"wrote {GOLDEN.name}")


if __name__ == "__main__":
    main()
