"""Seat PINs (a New game option): each human seat chooses its PIN behind its own curtain before
the game starts, and from then on that seat's curtain opens only with it.

A PIN is kept only as a salted scrypt hash (hashlib), in the save with the game (`PinRecord`),
and is never drawn, logged or notified. Three wrong tries lock the seat's curtain for a growing
time (`LOCKOUTS`), growing for the whole game: a right PIN starts the wrong tries again but
not the lock-outs. The count and the lock-out are in the save too, so closing the curtain,
asking again or quitting and resuming changes nothing. Every wrong try writes a public line at
the table (`PinNote`, also saved). What PINs do not protect: the save file holds the seed and
every action, so whoever has the file can replay the game (README, "Seat PINs").
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.save_format import PinNote, PinRecord
from voxpopuli_tui.ui.table.notes import merged_lines

if TYPE_CHECKING:
    from voxpopuli_tui.engine import SeatView

#: scrypt cost: about 16 MB and a few tens of milliseconds per check.
_N, _R, _P = 2**14, 8, 1
#: the most a stored hash may ask of scrypt (a file cannot make a check take minutes)
_MAX_N, _MAX_R, _MAX_P = 2**15, 16, 4
#: wrong tries before the curtain locks
PIN_TRIES = 3
#: how long each lock-out lasts (seconds); after the last, each lasts twice the one before
LOCKOUTS = (30.0, 120.0, 600.0, 3600.0)
MAX_LOCKOUT = 24 * 3600.0
#: the lock-outs a save counts at most (each is a day by then)
MAX_LOCKOUTS = 1000


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    """"scrypt$N$r$p$salt$hash" (hex) of a PIN."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(pin.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=32)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt" or int(n) > _MAX_N or int(r) > _MAX_R or int(p) > _MAX_P:
            return False
        got = hashlib.scrypt(pin.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r),
                             p=int(p), dklen=len(bytes.fromhex(digest)))
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(got.hex(), digest)


#: The public lines of a wrong PIN, as the save keeps them (in English, whatever the table
#: speaks: a save loads in every language) and as `note_words` finds them again to word them.
WRONG_PIN = N_("Wrong PIN at {name}'s curtain ({fails} of {tries}).")
CURTAIN_LOCKED = N_("{name}'s curtain is locked for {wait}.")
_WRONG_PIN = re.compile(
    r"Wrong PIN at (?P<name>.+)'s curtain \((?P<fails>\d+) of (?P<tries>\d+)\)\.")
_CURTAIN_LOCKED = re.compile(r"(?P<name>.+)'s curtain is locked for (?P<wait>[\w ]+)\.")


def note_words(text: str) -> str:
    """A saved PIN line in the language spoken (a line it does not know: as it is)."""
    for template, pattern in ((WRONG_PIN, _WRONG_PIN), (CURTAIN_LOCKED, _CURTAIN_LOCKED)):
        found = pattern.fullmatch(text)
        if found is not None:
            return _(template).format(**found.groupdict())
    return text


def lockout_seconds(lockouts: int) -> float:
    """The length of the `lockouts`-th lock-out (1: the first)."""
    if lockouts <= len(LOCKOUTS):
        return LOCKOUTS[max(lockouts, 1) - 1]
    return float(min(LOCKOUTS[-1] * 2.0 ** (lockouts - len(LOCKOUTS)), MAX_LOCKOUT))


def say_duration(seconds: float) -> str:
    """30 s, 2 min, 1 h 5 min: for the log and the curtain."""
    s = max(0, round(seconds))
    if s < 60:
        return f"{s} s"
    if s < 3600:
        m, rest = divmod(s, 60)
        return f"{m} min" + (f" {rest} s" if rest else "")
    h, rest = divmod(s, 3600)
    return f"{h} h" + (f" {rest // 60} min" if rest // 60 else "")


@dataclass
class SeatPins:
    """Every seat's PIN record and the public lines of wrong tries, for one game.

    `clock` gives seconds since the epoch (lock-outs must outlast the process); tests pass
    their own. `on_change` is called after every change (the app saves the game then)."""

    records: dict[int, PinRecord] = field(default_factory=dict)
    notes: list[PinNote] = field(default_factory=list)
    clock: Callable[[], float] = time.time
    on_change: Callable[[], None] | None = None
    #: seats whose curtain just locked (read once by the app, for the table's message)
    failures: set[int] = field(default_factory=set)

    @classmethod
    def from_save(cls, records: Mapping[int, PinRecord], notes: Sequence[PinNote] = (),
                  clock: Callable[[], float] = time.time) -> SeatPins:
        return cls(dict(records), list(notes), clock)

    @classmethod
    def with_pins(cls, pins: Mapping[int, str], clock: Callable[[], float] = time.time
                  ) -> SeatPins:
        """Seats with these PINs set (tests, puzzles)."""
        return cls({s: PinRecord(hash=hash_pin(p)) for s, p in pins.items()}, clock=clock)

    def saved(self) -> tuple[dict[int, PinRecord], list[PinNote]]:
        """What the save holds (`Autosaver.pin_state`)."""
        return dict(self.records), list(self.notes)

    def any_set(self) -> bool:
        return any(r.hash for r in self.records.values())

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change()

    # ------------------------------------------------------------------ one seat
    def is_set(self, seat: int) -> bool:
        record = self.records.get(seat)
        return record is not None and record.hash is not None

    def set_pin(self, seat: int, pin: str) -> None:
        self.records[seat] = PinRecord(hash=hash_pin(pin))
        self._changed()

    def locked_for(self, seat: int) -> float:
        """Seconds the seat's curtain stays locked (0: it takes a PIN now)."""
        record = self.records.get(seat)
        return 0.0 if record is None else max(0.0, record.locked_until - self.clock())

    def tries_left(self, seat: int) -> int:
        record = self.records.get(seat)
        return PIN_TRIES - (record.fails if record is not None else 0)

    def check(self, seat: int, pin: str, name: str, turn: int, after: int) -> bool:
        """The PIN opens the seat's curtain; a wrong one is counted, said at the table, and
        the third locks the curtain. While locked nothing is checked (False)."""
        record = self.records.get(seat)
        if record is None or record.hash is None:
            return True
        if self.locked_for(seat) > 0:
            return False
        if pin_matches(pin, record.hash):
            # The wrong tries start again; the lock-outs so far do not: a right PIN between
            # two rounds of guesses must not bring the next lock-out back to 30 s.
            if record.fails or record.locked_until:
                self.records[seat] = record.model_copy(update={"fails": 0, "locked_until": 0.0})
                self._changed()
            return True
        fails = record.fails + 1
        lines = [WRONG_PIN.format(name=name, fails=fails, tries=PIN_TRIES)]
        if fails >= PIN_TRIES:
            lockouts = min(record.lockouts + 1, MAX_LOCKOUTS)
            wait = lockout_seconds(lockouts)
            record = record.model_copy(update={
                "fails": 0, "lockouts": lockouts, "locked_until": self.clock() + wait})
            lines.append(CURTAIN_LOCKED.format(name=name, wait=say_duration(wait)))
            self.failures.add(seat)
        else:
            record = record.model_copy(update={"fails": fails})
        self.records[seat] = record
        self.notes.extend(PinNote(after=after, turn=turn, text=line) for line in lines)
        self._changed()
        return False

    def take_failure(self, seat: int) -> bool:
        if seat in self.failures:
            self.failures.discard(seat)
            return True
        return False

    def lock(self, seat: int, name: str, where: Callable[[], tuple[int, int]]) -> SeatLock:
        """The seat's PIN as its curtain uses it; `where` gives (turn, log length) now."""
        return SeatLock(self, seat, name, where)


@dataclass
class SeatLock:
    """One seat's PIN as its curtain sees it (`curtain.PinLock`)."""

    pins: SeatPins
    seat: int
    name: str
    where: Callable[[], tuple[int, int]]

    def is_set(self) -> bool:
        return self.pins.is_set(self.seat)

    def check(self, pin: str) -> bool:
        turn, after = self.where()
        return self.pins.check(self.seat, pin, self.name, turn, after)

    def locked_for(self) -> float:
        return self.pins.locked_for(self.seat)

    def tries_left(self) -> int:
        return self.pins.tries_left(self.seat)


def with_notes(view: SeatView, pins: SeatPins | None) -> SeatView:
    """The view with the PIN lines in its log, each where it happened (public lines: no PIN,
    just who and how many tries), in the language spoken."""
    if pins is None:
        return view
    return merged_lines(view, pins.notes, -1, note_words)
