"""The club colours of the current theme (Rich colours by club id).

Kept apart from `style` (which needs the engine) so the theme is set before the first frame
without importing the rules; `themes` fills it, `style.club_info` reads it.
"""

from __future__ import annotations

#: Club id → Rich colour of the current theme.
PALETTE: dict[str, str] = {}


def set_palette(palette: dict[str, str]) -> None:
    """Draw clubs in these colours from now on (a theme change)."""
    PALETTE.clear()
    PALETTE.update(palette)
