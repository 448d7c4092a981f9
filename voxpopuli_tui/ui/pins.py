"""Optional seat PINs: each seat's curtain opens only with its PIN (a New game option).

A PIN is kept only as a salted scrypt hash (hashlib, from the standard library), in the save
with the game; it is never drawn and never kept in clear.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field

#: scrypt cost: about 16 MB and a few tens of milliseconds per check.
_N, _R, _P = 2**14, 8, 1


def hash_pin(pin: str, salt: bytes | None = None) -> str:
    """"scrypt$N$r$p$salt$hash" (hex) of a PIN."""
    salt = salt if salt is not None else secrets.token_bytes(16)
    digest = hashlib.scrypt(pin.encode(), salt=salt, n=_N, r=_R, p=_P, dklen=32)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${digest.hex()}"


def pin_matches(pin: str, stored: str) -> bool:
    try:
        kind, n, r, p, salt, digest = stored.split("$")
        if kind != "scrypt":
            return False
        got = hashlib.scrypt(pin.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r),
                             p=int(p), dklen=len(bytes.fromhex(digest)))
    except (ValueError, MemoryError):
        return False
    return hmac.compare_digest(got.hex(), digest)


@dataclass
class SeatPins:
    """The hashes of the seats that have set a PIN (seats without one set it at their curtain)."""

    hashes: dict[int, str] = field(default_factory=dict)
    #: seats whose curtain just refused three wrong PINs (read once by the app)
    failures: set[int] = field(default_factory=set)

    @classmethod
    def from_save(cls, stored: Mapping[int, str] | None) -> SeatPins:
        return cls(dict(stored or {}))

    def lock(self, seat: int) -> SeatLock:
        return SeatLock(self, seat)

    def take_failure(self, seat: int) -> bool:
        if seat in self.failures:
            self.failures.discard(seat)
            return True
        return False


@dataclass
class SeatLock:
    """One seat's PIN as its curtain uses it (`PinLock`)."""

    pins: SeatPins
    seat: int

    def is_set(self) -> bool:
        return self.seat in self.pins.hashes

    def set(self, pin: str) -> None:
        self.pins.hashes[self.seat] = hash_pin(pin)

    def check(self, pin: str) -> bool:
        stored = self.pins.hashes.get(self.seat)
        return stored is not None and pin_matches(pin, stored)

    def refused(self) -> None:
        self.pins.failures.add(self.seat)
