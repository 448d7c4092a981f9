"""R27 with cards: no card of a hand shows outside its owner's curtain (hand, gift, private).

The scan itself is the UI tests' one secrecy scan (`ui.dump.find_leaks`).
"""

from __future__ import annotations

from tests.support.dump import CARD_PHRASES, check_secrecy
from voxpopuli_tui.ui.app import VoxPopuliApp


def check_cards_secret(app: VoxPopuliApp) -> int:
    """Assert on every screen of the stack; return how many were checked."""
    return check_secrecy(app, marks=False, phrases=CARD_PHRASES)
