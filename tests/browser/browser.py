"""A served game and a headless Chromium page that reads the terminal it shows.

textual-serve draws with xterm.js on a canvas, so the page has no text in its DOM. An init
script catches the page's xterm.js `Terminal` as it is created (textual-serve's client
assigns it to `this.terminal`; a setter on Object.prototype sees that assignment once and
then steps aside) and the test reads the visible rows through xterm's public buffer API.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

#: Flags that keep a headless Chromium quiet and local (no sync, updates or QUIC probes).
CHROMIUM_FLAGS = [
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

CATCH_TERMINAL = """
(() => {
  window.__voxTerminals = [];
  Object.defineProperty(Object.prototype, 'terminal', {
    configurable: true,
    set(value) {
      Object.defineProperty(this, 'terminal',
        {value, writable: true, configurable: true, enumerable: true});
      if (value && value.buffer && value.buffer.active) window.__voxTerminals.push(value);
    },
  });
})();
"""

READ_ROWS = """() => {
  const term = window.__voxTerminals && window.__voxTerminals[0];
  if (!term) return null;
  const buffer = term.buffer.active;
  const rows = [];
  for (let y = 0; y < term.rows; y++) {
    const line = buffer.getLine(buffer.viewportY + y);
    rows.push(line ? line.translateToString(true) : '');
  }
  return rows;
}"""


def chromium_path() -> str | None:
    """The system's Chromium (Debian's `chromium`), or None."""
    explicit = os.environ.get("VOXPOPULI_CHROMIUM")
    if explicit:
        return explicit
    return shutil.which("chromium") or shutil.which("chromium-browser")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextlib.contextmanager
def listening(command: list[str], port: int, home: Path, log: Path,
              timeout: float = 20.0) -> Iterator[None]:
    """`python -m voxpopuli_tui COMMAND` with its user folders (preferences, saves) under
    `home` and its output in `log`, until it listens on `port`; stopped afterwards."""
    env = {**os.environ, "XDG_CONFIG_HOME": str(home / "config"),
           "XDG_DATA_HOME": str(home / "data")}
    with log.open("wb") as out:
        server = subprocess.Popen([sys.executable, "-m", "voxpopuli_tui", *command],
                                  cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            deadline = time.monotonic() + timeout
            while True:
                if server.poll() is not None:
                    raise RuntimeError(f"the server stopped: {log.read_text()[-2000:]}")
                with contextlib.suppress(OSError), socket.create_connection(
                    ("127.0.0.1", port), timeout=0.5
                ):
                    break
                if time.monotonic() > deadline:
                    raise TimeoutError("the server did not listen in time")
                time.sleep(0.1)
            yield
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


@contextlib.contextmanager
def served_game(save_dir: Path, home: Path, timeout: float = 20.0,
                extra: tuple[str, ...] = ()) -> Iterator[str]:
    """`voxpopuli serve [EXTRA]` on a free localhost port, its user folders (preferences)
    under `home` and its log in home/serve.log; yields its URL, stops it afterwards."""
    port = free_port()
    command = ["serve", "--port", str(port), "--save-dir", str(save_dir), *extra]
    with listening(command, port, home, home / "serve.log", timeout):
        yield f"http://127.0.0.1:{port}/"


class Screen:
    """The terminal in a page: read its rows, press keys, wait for it to change."""

    def __init__(self, page: Any) -> None:
        self.page = page

    def rows(self) -> list[str]:
        return list(self.page.evaluate(READ_ROWS) or [])

    def text(self) -> str:
        return "\n".join(self.rows())

    def wait_for(
        self, check: Callable[[str], bool], timeout: float = 10.0, what: str = "a screen"
    ) -> str:
        """Poll until `check(text)` holds and the screen has been still for a moment."""
        deadline = time.monotonic() + timeout
        last, still_since = None, time.monotonic()
        while True:
            text = self.text()
            now = time.monotonic()
            if text != last:
                last, still_since = text, now
            elif check(text) and now - still_since >= 0.25:
                return text
            if now > deadline:
                raise AssertionError(f"timed out waiting for {what}; the page shows:\n{text}")
            time.sleep(0.05)

    def press(self, key: str, timeout: float = 5.0) -> str:
        """Press a key and return the next still screen that differs from the one before."""
        from voxpopuli_tui.ui.hotseat.handoff import GUARD_SECONDS

        # A key within the guard time after a curtain or private screen came up is dropped
        # on purpose (tests/app/curtain): press as a person would, after it.
        time.sleep(GUARD_SECONDS + 0.1)
        before = self.text()
        self.page.keyboard.press(key)
        try:
            return self.wait_for(lambda text: text != before, timeout, f"a change after {key}")
        except AssertionError:
            # A key can still meet the guard of a screen that was slow to come up in the
            # browser; a person presses again when nothing happened.
            time.sleep(GUARD_SECONDS + 0.1)
            self.page.keyboard.press(key)
            return self.wait_for(lambda text: text != before, timeout, f"a change after {key}")
