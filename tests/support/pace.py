"""Helpers for the pace tests: a bot that thinks until told to stop, and a wait for the table."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence

from voxpopuli_tui.engine import Action, SeatView
from voxpopuli_tui.engine.actions import FREE_TYPES


class SlowBot:
    """Plays at random; once `armed`, it thinks (busy, holding the interpreter like a search)
    until `release` is set, and says when it started (`started`)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.armed = False
        self.started = threading.Event()
        self.release = threading.Event()
        self.asked: list[tuple[Action, ...]] = []

    def choose(self, view: SeatView, legal: Sequence[Action]) -> Action:
        if self.armed:
            self.asked.append(tuple(legal))
            self.started.set()
            give_up = time.monotonic() + 20  # never outlive a failed test by long
            while not self.release.is_set() and time.monotonic() < give_up:
                sum(range(2000))  # busy, as a searching bot is
        return self.rng.choice([a for a in legal if a.type not in FREE_TYPES] or list(legal))
