"""`voxpopuli host` in a subprocess on a free localhost port, and the pages it serves
driven in the system's Chromium at a phone's size."""

from __future__ import annotations

import contextlib
import json
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from tests.browser.browser import CHROMIUM_FLAGS, chromium_path, free_port, listening

__all__ = ["CHROMIUM_FLAGS", "PHONE", "Hosted", "chromium_path", "hosted", "wait_for"]

#: a phone in portrait, in CSS pixels, with touch
PHONE: dict[str, Any] = {"viewport": {"width": 390, "height": 844}, "has_touch": True,
                         "is_mobile": True, "device_scale_factor": 2}
#: the short game the browser tests play: three people, with cards, Popularity 1 ends it
SHORT = ("--players", "3", "--seed", "4", "--target", "1")


class Hosted:
    """A running host: its links and its log."""

    def __init__(self, links: dict[str, Any], log: Path, saves: Path) -> None:
        self.links = links
        self.log = log
        self.saves = saves

    @property
    def table(self) -> str:
        return str(self.links["table"])

    def seat(self, number: int) -> str:
        return str(self.links["seats"][str(number)])


@contextlib.contextmanager
def hosted(home: Path, extra: tuple[str, ...] = SHORT, timeout: float = 30.0) -> Iterator[Hosted]:
    """`voxpopuli host EXTRA --links FILE` on a free port; its saves and log under `home`."""
    port = free_port()
    links = home / "links.json"
    saves = home / "saves"
    command = ["--lang", "en", "host", "--port", str(port), "--links", str(links),
               "--save-dir", str(saves), *extra]
    log = home / "host.log"
    with listening(command, port, home, log, timeout):
        yield Hosted(json.loads(links.read_text("utf-8")), log, saves)


def wait_for(check: Callable[[], Any], timeout: float = 20.0, what: str = "a condition") -> Any:
    """Poll `check` until it returns something true; its value."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.05)
