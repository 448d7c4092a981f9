"""Typing a seat PIN: its length and one key's effect (the curtain and the PIN screen share it)."""

from __future__ import annotations

#: Digits in a seat PIN.
PIN_LENGTH = 4


def with_digit(typed: str, character: str | None) -> str | None:
    """`typed` with the key's digit added (kept at `PIN_LENGTH`), or None when the key is not a
    digit (it is left to the screen's bindings)."""
    if character is None or not character.isdigit():
        return None
    return typed if len(typed) >= PIN_LENGTH else typed + character
