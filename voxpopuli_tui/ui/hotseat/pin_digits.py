"""Typing a seat PIN: its length and one key's effect (the curtain and the PIN screen share it)."""

from __future__ import annotations

from voxpopuli_tui.ui.look.key_names import digit_of

#: Digits in a seat PIN.
PIN_LENGTH = 4


def with_digit(typed: str, character: str | None) -> str | None:
    """`typed` with the key's digit added (kept at `PIN_LENGTH`), or None when the key is not a
    digit (it is left to the screen's bindings). AZERTY's digit row types the digits too
    (`key_names`); other scripts' digits do not."""
    digit = digit_of(character)
    if digit is None:
        return None
    return typed if len(typed) >= PIN_LENGTH else typed + digit
