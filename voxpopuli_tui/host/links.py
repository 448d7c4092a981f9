"""The links to the table and to each seat: as text, as QR codes (segno, drawn as text for
the terminal and as inline SVG for the table page) and as JSON for `--links FILE`."""

from __future__ import annotations

import io
import json
from pathlib import Path

from .tokens import Tokens


def table_url(base: str, tokens: Tokens) -> str:
    """The table page's link."""
    return f"{base}/table/{tokens.table}"


def seat_url(base: str, tokens: Tokens, seat: int) -> str:
    """A seat's page link."""
    return f"{base}/seat/{tokens.seats[seat]}"


def links(base: str, tokens: Tokens) -> dict[str, object]:
    """`{"table": URL, "seats": {"1": URL, ...}}`, seats numbered from 1 as players say them."""
    return {"table": table_url(base, tokens),
            "seats": {str(seat + 1): seat_url(base, tokens, seat) for seat in sorted(tokens.seats)}}


def write_links(path: Path, base: str, tokens: Tokens) -> None:
    """Write the links as JSON, readable by this user only (a link lets its holder play)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.touch(mode=0o600, exist_ok=True)
    path.chmod(0o600)
    path.write_text(json.dumps(links(base, tokens), indent=2) + "\n", "utf-8")


def qr_text(url: str) -> str:
    """The link as a QR code in text (two rows per line of half blocks), for a terminal."""
    import segno

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


def qr_svg(url: str) -> str:
    """The link as an inline SVG QR code, for the table page (no request to any host)."""
    import segno

    svg = segno.make(url, error="m").svg_inline(scale=4, border=2, dark="#000", light="#fff")
    return str(svg)
