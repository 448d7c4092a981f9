"""Render every screen of the stack to plain text and check that no secret shows."""

from __future__ import annotations

import re

from rich.console import Console

from voxpopuli_tui.engine import Game, view_for
from voxpopuli_tui.engine.assets import cards_by_id, title
from voxpopuli_tui.ui.app import VoxPopuliApp
from voxpopuli_tui.ui.hotseat.private import PrivateScreen

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
    from voxpopuli_tui.ui.screens.history import JournalScreen

    if isinstance(screen, PrivateScreen):
        return screen.seat
    if isinstance(screen, HandScreen | CardGiftScreen | JournalScreen):
        return screen.view.seat
    return None


def scrub(text: str, phrases: tuple[str, ...] = UI_PHRASES) -> str:
    """Drop the table's own wording that names cards, and fold white space."""
    for phrase in phrases:
        text = text.replace(phrase, "")
    return re.sub(r"\s+", " ", text)


#: Phrases of the table that name cards without telling who holds them.
CARD_PHRASES = (*UI_PHRASES, "CENSORSHIP or CHEATING", "RIGGING or MATCH RIGGED")


def find_leaks(game: Game, raw: str, owner: int | None, *, marks: bool = True,
               phrases: tuple[str, ...] = CARD_PHRASES) -> list[str]:
    """The secrets `raw` (one drawn screen or terminal frame) shows that `owner`'s curtain does
    not cover: other seats' hand cards, sealed votes, Stars and decoys (the one secrecy scan
    of the UI tests: settled screens here, every written frame in tests/app/curtain)."""
    public = view_for(game, None)
    public_text = " ".join(e.text for e in public.log)
    text = scrub(raw, phrases)
    leaks: list[str] = []
    # Titles quoted in the summaries of the owner's own cards are not leaks.
    quoted = " ".join(cards_by_id()[c].summary for c in game.state.players[owner].hand) if (
        owner is not None) else ""
    for seat in range(game.n):
        if seat == owner:
            continue
        for t in (title(c) for c in game.state.players[seat].hand):
            if t not in public_text and t not in quoted and t in text:
                leaks.append(f"{t!r} of seat {seat}")
    if marks:
        if owner is None:
            if "★" in text or "◊decoy" in text:
                leaks.append("a Star or decoy in public")
        else:
            own = sum(len(s.own) for s in view_for(game, owner).slots)
            if text.count("★") + text.count("◊decoy") > own:
                leaks.append("more Stars or decoys than the seat's own")
    m = public.match
    if m is not None and not m.revealed and not public.hands_in_play and (
            ": APPLAUSE" in text or ": BOOS" in text):
        leaks.append("a sealed vote")
    return leaks


def check_secrecy(app: VoxPopuliApp, *, marks: bool = True,
                  phrases: tuple[str, ...] = UI_PHRASES) -> int:
    """Assert the rule of secrets on every screen; return how many screens were checked."""
    table = app.table
    if table is None:
        return 0
    checked = 0
    for screen, raw in dump_screens(app):
        owner = screen_owner(screen)
        leaks = find_leaks(table.game, raw, owner, marks=marks, phrases=phrases)
        where = f"{type(screen).__name__} (owner {owner})"
        assert not leaks, f"{leaks} on {where}\n{raw}"
        checked += 1
    return checked
