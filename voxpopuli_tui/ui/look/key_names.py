"""Keys as the players' keyboards type them: the one place where a key becomes a digit.

Every menu is chosen by its number, and not every keyboard types digits unshifted. On a French
AZERTY keyboard the digit row types `& é " ' ( - è _ ç à` without Shift: those keys mean 1 … 0
wherever a digit is read (menus, the map's rows, PINs), unless the player is typing text (a
name, the card filter), where `é` is a letter. The numeric keypad needs nothing here: a
terminal sends its digits as digits, and Textual reads the keypad's own codes (the kitty
keyboard protocol) as the same digit keys.

Letters are read as the characters the keyboard types, never as key positions, so `a`, `b`,
`y`, `z` and `?` are where AZERTY and QWERTZ print them.
"""

from __future__ import annotations

from textual import events
from textual.widget import Widget

from voxpopuli_tui.i18n import N_, _

#: The unshifted digit row of the French AZERTY keyboard, 1 … 0.
AZERTY_ROW = "&é\"'(-è_çà"
#: Each of those characters → the digit its key carries.
AZERTY_DIGITS = {char: str((i + 1) % 10) for i, char in enumerate(AZERTY_ROW)}
#: Widgets in which every key is text (their digit row stays what it types).
TEXT_WIDGETS = frozenset({"Input", "TextArea", "MaskedInput"})
#: keys Textual shows by an English name, shown in the language spoken ("esc" stays: French
#: keyboards print it too, and the table's footer has no room for « Échap »)
KEY_WORDS = {"space": N_("space"), "tab": N_("tab"),
             "backspace": N_("backspace"), "delete": N_("delete"), "home": N_("home"),
             "end": N_("end")}


def key_words(shown: str) -> str:
    """A key as Textual shows it ("space", "esc", "^p") in the language spoken."""
    return "+".join(_(KEY_WORDS[part]) if part in KEY_WORDS else part
                    for part in shown.split("+"))


def digit_of(character: str | None) -> str | None:
    """The ASCII digit a key means ("1" for "1" and for AZERTY's "&"), or None. Other
    scripts' digits ("٣", "²") are not digits of the game."""
    if character is None or len(character) != 1:
        return None
    if "0" <= character <= "9":
        return character
    return AZERTY_DIGITS.get(character)


def typing_text(focused: Widget | None) -> bool:
    """Is the player typing into a text field (where `é` is a letter)?"""
    return focused is not None and any(
        cls.__name__ in TEXT_WIDGETS for cls in type(focused).__mro__)


def as_digit_key(event: events.Key, focused: Widget | None) -> events.Key:
    """The key event the game reads: an AZERTY digit-row key becomes its digit's key (outside
    text fields); any other key is returned as it came."""
    character = event.character
    if character is None or character not in AZERTY_DIGITS or typing_text(focused):
        return event
    digit = AZERTY_DIGITS[character]
    return events.Key(digit, digit)
