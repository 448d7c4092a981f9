"""the title before anything heavy. What the `voxpopuli` command imports on
its way to the title's first frame (the arguments checked, the app and its title built) holds
nothing of the engine, pydantic, the save module or the table's screens."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys
from voxpopuli_tui import cli
args = cli._parser().parse_args([])
assert cli.check_arguments(args) is None
from voxpopuli_tui.ui.app import create_app
from voxpopuli_tui.ui.screens.title import TitleScreen
app = create_app()
TitleScreen()
print(json.dumps(sorted(sys.modules)))
"""

HEAVY = ("voxpopuli_tui.engine", "pydantic", "voxpopuli_tui.saves",
         "voxpopuli_tui.ui.screens.main", "voxpopuli_tui.ui.table.controller")


def test_nothing_heavy_before_the_title() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                         cwd=ROOT, env={"PYTHONPATH": str(ROOT)}, check=True)
    loaded = json.loads(out.stdout)
    heavy = [m for m in loaded if m.startswith(HEAVY)]
    assert heavy == [], heavy
