"""`voxpopuli --save-dir DIR --load SAVE` in a tmux pane of its own tmux server: keys sent
with send-keys, the screen read with capture-pane (the real-terminal tests share it)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

WIDTH, HEIGHT = 120, 40


class Pane:
    def __init__(self, home: Path, save: Path, args: str | None = None,
                 size: tuple[int, int] = (WIDTH, HEIGHT),
                 env: dict[str, str] | None = None) -> None:
        """`voxpopuli ARGS` (by default: load `save`) at `size`, with `home` as its HOME;
        `env`: variables set on top of the environment (`LANG`…)."""
        self.name = f"vox-{uuid.uuid4().hex[:8]}"
        self.save = save
        exe = Path(sys.executable).with_name("voxpopuli")
        command = f"{exe} {args if args is not None else f'--save-dir {save.parent} --load {save}'}"
        full = {**os.environ, "HOME": str(home), "TERM": "xterm-256color", **(env or {})}
        subprocess.run(["tmux", "-L", self.name, "new-session", "-d", "-s", self.name,
                        "-x", str(size[0]), "-y", str(size[1]), command], check=True, env=full)

    def tmux(self, *args: str) -> str:
        out = subprocess.run(["tmux", "-L", self.name, *args], capture_output=True, text=True)
        return out.stdout

    def text(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", self.name)

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", self.name, *keys)

    def type(self, text: str) -> None:
        """`text` typed as it is (`-l`: "-" or ";" are characters, never tmux's key names)."""
        self.tmux("send-keys", "-t", self.name, "-l", "--", text)

    def wait_for(self, words: str, timeout: float = 30) -> str:
        """Poll the screen until `words` show (a slow machine's start-up included)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            text = self.text()
            if words in text:
                return text
            time.sleep(0.1)
        raise AssertionError(f"{words!r} never showed:\n{self.text()}")

    def alive(self) -> bool:
        return self.name in self.tmux("list-sessions")

    def close(self) -> None:
        self.tmux("kill-server")
