"""The links' secrets: one unguessable token per page, checked in constant time, and a
growing delay for a client that keeps offering wrong ones."""

from __future__ import annotations

import hmac
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

#: bytes of randomness in a token: 32 bytes is 256 bits (at least 128 are asked for)
TOKEN_BYTES = 32
#: the first wrong token's delay, doubled for each further one, up to MAX_DELAY seconds
FIRST_DELAY = 0.25
MAX_DELAY = 8.0
#: a client's wrong tokens are forgotten after this many quiet seconds
FORGET_AFTER = 600.0
#: the most client addresses remembered at once (the oldest are forgotten first)
MAX_CLIENTS = 4096
#: the role of the table page (a seat's role is its seat number)
TABLE = "table"

Role = int | str


def new_token() -> str:
    """A fresh URL-safe token of TOKEN_BYTES random bytes."""
    return secrets.token_urlsafe(TOKEN_BYTES)


class Tokens:
    """Which token opens which page: the table's, and one per human seat."""

    def __init__(self, seats: Iterable[int]) -> None:
        self.table = new_token()
        self.seats: dict[int, str] = {}
        self.add_seats(seats)

    def add_seats(self, seats: Iterable[int]) -> None:
        """A fresh token for each of `seats` (the game has started)."""
        for seat in seats:
            self.seats[seat] = new_token()

    def role(self, offered: str | None) -> Role | None:
        """The page `offered` opens (TABLE or a seat), None for no or a wrong token. Every
        token is compared, in constant time, whatever matches."""
        if not offered or len(offered) > 200:
            return None
        given = offered.encode("utf-8", "replace")
        found: Role | None = None
        if hmac.compare_digest(given, self.table.encode()):
            found = TABLE
        for seat, token in self.seats.items():
            if hmac.compare_digest(given, token.encode()):
                found = seat
        return found


@dataclass
class _Misses:
    count: int = 0
    last: float = 0.0


@dataclass
class Throttle:
    """Wrong tokens per client address: each one makes that client's next answer wait
    longer (FIRST_DELAY, doubled each time, at most MAX_DELAY)."""

    clock: Callable[[], float] = time.monotonic
    misses: dict[str, _Misses] = field(default_factory=dict)

    def delay(self, client: str) -> float:
        """How long this client's next answer waits, in seconds (0 when it made no misses)."""
        seen = self.misses.get(client)
        if seen is None or seen.count == 0:
            return 0.0
        if self.clock() - seen.last > FORGET_AFTER:
            del self.misses[client]
            return 0.0
        return float(min(MAX_DELAY, FIRST_DELAY * 2 ** (seen.count - 1)))

    def missed(self, client: str) -> None:
        """Count one wrong token from `client`."""
        if client not in self.misses and len(self.misses) >= MAX_CLIENTS:
            oldest = min(self.misses, key=lambda c: self.misses[c].last)
            del self.misses[oldest]
        seen = self.misses.setdefault(client, _Misses())
        seen.count += 1
        seen.last = self.clock()
