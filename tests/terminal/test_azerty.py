"""A French keyboard in a real terminal (tmux): AZERTY's unshifted `&` chooses the first line
of a menu as `1` does, and `--lang fr` puts the help in French."""

from __future__ import annotations

import time
from pathlib import Path

from voxpopuli_tui.engine import Game
from voxpopuli_tui.engine.ruleset import Ruleset
from voxpopuli_tui.saves import write_save

from .pane import Pane
from .test_real_terminal import pytestmark

__all__ = ["pytestmark"]

GUARD_PAST = 0.8  # seconds: past the key guard time of a curtain just lifted


def test_ampersand_chooses_line_one_and_the_help_speaks_french(tmp_path: Path) -> None:
    home, saves = tmp_path / "home", tmp_path / "saves"
    home.mkdir()
    saves.mkdir()
    save = write_save(saves / "game.json", Game.new(Ruleset.default(3, seed=11)))
    pane = Pane(home, save, args=f"--lang fr --save-dir {saves} --load {save}")
    try:
        pane.wait_for("Partie reprise")  # the resume curtain speaks French
        time.sleep(GUARD_PAST)
        pane.keys("Enter")
        pane.wait_for("Quel politicien")  # the table speaks French too
        time.sleep(GUARD_PAST)
        pane.keys("&")  # the key that types 1 with Shift on AZERTY
        text = pane.wait_for("Quelle case")
        assert "Quel politicien" not in text
        pane.keys("?")
        help_text = pane.wait_for("TOUCHES DE CET ÉCRAN")
        assert "Quitter" in help_text and "KEYS OF THIS SCREEN" not in help_text
    finally:
        pane.close()
