"""The table takes its size from the terminal, not from stale COLUMNS/LINES variables."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from voxpopuli_tui.cli import size_from_the_terminal

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def test_stale_size_variables_are_dropped_in_a_terminal_only() -> None:
    env = {"COLUMNS": "80", "LINES": "24", "HOME": "h"}
    size_from_the_terminal(env, tty=True)
    assert env == {"HOME": "h"}
    served = {"COLUMNS": "150", "LINES": "40", "TEXTUAL_DRIVER": "textual.drivers.web_driver"}
    size_from_the_terminal(served, tty=True)  # the browser's driver reads its size from them
    assert served["COLUMNS"] == "150" and served["LINES"] == "40"
    piped = {"COLUMNS": "80"}
    size_from_the_terminal(piped, tty=False)
    assert piped == {"COLUMNS": "80"}


def test_a_120x40_pane_with_columns_80_exported_draws_the_title(tmp_path: Path) -> None:
    name = f"vox-{uuid.uuid4().hex[:8]}"
    exe = Path(sys.executable).with_name("voxpopuli")
    env = {**os.environ, "HOME": str(tmp_path), "TERM": "xterm-256color",
           "COLUMNS": "80", "LINES": "24"}
    subprocess.run(["tmux", "-L", name, "new-session", "-d", "-s", name, "-x", "120", "-y", "40",
                    f"{exe} --save-dir {tmp_path}"], check=True, env=env)
    try:
        text = ""
        end = time.monotonic() + 30
        while time.monotonic() < end:
            text = subprocess.run(["tmux", "-L", name, "capture-pane", "-p", "-t", name],
                                  capture_output=True, text=True).stdout
            if "New game" in text:
                break
            time.sleep(0.2)
        assert "New game" in text and "at least" not in text, text
    finally:
        subprocess.run(["tmux", "-L", name, "kill-server"], capture_output=True)
