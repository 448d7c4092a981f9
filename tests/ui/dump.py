"""Render every screen of the stack to plain text and check that no secret shows."""

from __future__ import annotations

import re

from rich.console import Console

from voxpopuli_tui.engine import view_for
from voxpopuli_tui.engine.assets import cards_by_id, title
from voxpopuli_tui.ui.app import VoxPopuliApp
from voxpopuli_tui.ui.screens.private import PrivateScreen

#: UI phrases that contain card titles without revealing anyone's hand.
UI_PHRASES = ("RIGGING or MATCH RIGGED", "ROTTEN ARENA", "CLEOPATRA", "HOOLIGANS")


def _render(renderable: object, width: int, height: int) -> str:
    console = Console(width=width, height=height, record=True, file=open("/dev/null", "w"),  # noqa: SIM115
                      color_system=None, legacy_windows=False, force_terminal=True)
    console.print(renderable)
    return console.export_text()


def dump_screens(app: VoxPopuliApp) -> list[tuple[object, str]]:
    """(screen, text) for every screen on the stack; the top one with what shows beneath it."""
    width, height = app.size
    out = []
    stack = list(app.screen_stack)
    for screen in stack:
        comp = screen._compositor
        if screen is app.screen:
            update = comp.render_update(full=True, screen_stack=app._background_screens)
        else:
            update = comp.render_update(full=True)
        if update is not None:
            out.append((screen, _render(update, width, height)))
    return out


def screen_owner(screen: object) -> int | None:
    """The seat whose curtain a screen sits behind (None: a public screen)."""
    from voxpopuli_tui.ui.screens.gift import CardGiftScreen
    from voxpopuli_tui.ui.screens.hand import HandScreen

    if isinstance(screen, PrivateScreen):
        return screen.seat
    if isinstance(screen, HandScreen | CardGiftScreen):
        return screen.view.seat
    return None


def scrub(text: str, phrases: tuple[str, ...] = UI_PHRASES) -> str:
    """Drop the table's own wording that names cards, and fold white space."""
    for phrase in phrases:
        text = text.replace(phrase, "")
    return re.sub(r"\s+", " ", text)


def check_secrecy(app: VoxPopuliApp) -> int:
    """Assert the rule of secrets on every screen; return how many screens were checked."""
    table = app.table
    if table is None:
        return 0
    game = table.game
    public = view_for(game, None)
    public_text = " ".join(e.text for e in public.log)
    hands = {s: [title(c) for c in game.state.players[s].hand] for s in range(game.n)}
    m = public.match
    votes_secret = m is not None and not m.revealed and not public.hands_in_play
    checked = 0
    for screen, raw in dump_screens(app):
        text = scrub(raw)
        owner = screen_owner(screen)
        # Titles quoted in the summaries of the owner's own cards are not leaks.
        quoted = " ".join(cards_by_id()[c].summary for c in game.state.players[owner].hand) if (
            owner is not None) else ""
        for seat, titles in hands.items():
            if seat == owner:
                continue
            for t in titles:
                if t in public_text or t in quoted:
                    continue
                where = f"{type(screen).__name__} (owner {owner})"
                assert t not in text, f"{t!r} of seat {seat} shows on {where}\n{raw}"
        if owner is None:
            assert "★" not in text and "◊decoy" not in text, "a Star or decoy shows in public"
        else:
            own = sum(len(s.own) for s in view_for(game, owner).slots)
            assert text.count("★") + text.count("◊decoy") <= own
        if votes_secret:
            assert ": APPLAUSE" not in text and ": BOOS" not in text, "a sealed vote shows"
        checked += 1
    return checked
