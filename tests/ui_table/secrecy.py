"""R27 with cards: no card of a hand shows outside its owner's curtain (hand, gift, private)."""

from __future__ import annotations

from ui.dump import UI_PHRASES, dump_screens, screen_owner, scrub

from voxpopuli_tui.engine import view_for
from voxpopuli_tui.engine.assets import cards_by_id, title
from voxpopuli_tui.ui.app import VoxPopuliApp

#: Phrases of the table that name cards without telling who holds them.
PHRASES = (*UI_PHRASES, "CENSORSHIP or CHEATING", "RIGGING or MATCH RIGGED")


def check_cards_secret(app: VoxPopuliApp) -> int:
    """Assert on every screen of the stack; return how many were checked."""
    table = app.table
    if table is None:
        return 0
    game = table.game
    public_text = " ".join(e.text for e in view_for(game, None).log)
    hands = {s: [title(c) for c in game.state.players[s].hand] for s in range(game.n)}
    checked = 0
    for screen, raw in dump_screens(app):
        text = scrub(raw, PHRASES)
        owner = screen_owner(screen)
        quoted = ""
        if owner is not None:
            quoted = " ".join(cards_by_id()[c].summary for c in game.state.players[owner].hand)
        for seat, titles in hands.items():
            if seat == owner:
                continue
            for t in titles:
                if t in public_text or t in quoted:
                    continue
                where = f"{type(screen).__name__} (owner {owner})"
                assert t not in text, f"{t!r} of seat {seat} shows on {where}\n{raw}"
        checked += 1
    return checked
