"""The game's money in words: `1 sestertius`, `3 sesterces` — the coin's name agrees with the
amount wherever the engine or the coach writes a sum for players to read."""

from __future__ import annotations


def coins(amount: int) -> str:
    """`1 sestertius`, `3 sesterces` (and `0 sesterces`)."""
    return f"{amount} {'sestertius' if amount == 1 else 'sesterces'}"
