"""What goes on the wire: the JSON snapshots each page receives, and nothing more.

The table's snapshot is built from the public view alone (`public_view`), so it can hold no
seat's secret. A seat's snapshot is the same public part plus `secret`, built from that
seat's own view: its hand, its sealed vote, its Stars and decoys, its private log lines and
its menu. No other seat's view is ever read to build a page's frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from voxpopuli_tui.engine import SeatView
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.engine.said import Said
from voxpopuli_tui.i18n import _
from voxpopuli_tui.ui.table.choices import BaseChooser
from voxpopuli_tui.ui.table.fold import Choice, Folded
from voxpopuli_tui.ui.table.wording import DESCRIPTIONS, tidy
from voxpopuli_tui.ui.words.card_words import card_summary, card_title
from voxpopuli_tui.ui.words.game_words import arena, match_name, politician, side_name

#: the log lines a page shows (the latest)
LOG_LINES = 14

Frame = dict[str, Any]
#: draws the public view for the table page (HTML pieces by name); None: no drawing
Drawer = Callable[[SeatView], dict[str, str]]


def status(view: SeatView) -> str:
    """Who must act and what, in players' words; the end when the game is over."""
    if view.over:
        return _("The game is over.")
    if view.pending is None:
        return ""
    who = ", ".join(view.names[s] for s in view.pending.seats)
    what = DESCRIPTIONS.get(view.pending.kind)
    return _("{who}: {what}").format(who=who, what=_(what) if what else str(view.pending.kind))


def end_words(view: SeatView) -> str | None:
    """The winners and the Emperor, once the game is over."""
    out = view.outcome
    if out is None:
        return None
    winners = ", ".join(view.names[s] for s in out.winners) or "-"
    emperor = "-" if out.emperor is None else politician(out.emperor)
    return _("Emperor: {emperor}. Winner: {winners}.").format(emperor=emperor, winners=winners)


def _match(view: SeatView) -> Frame | None:
    m = view.match
    if m is None:
        return None
    return {
        "arena": arena(m.arena),
        "kind": match_name(m.kind),
        "voted": list(m.voted),
        # the public view holds every vote only once they are open (R19)
        "votes": [None if v is None else side_name(str(v)) for v in m.votes],
        "revealed": m.revealed,
        "result": None if m.result is None else side_name(str(m.result)),
        "applause": m.applause,
        "boos": m.boos,
    }


def public_part(view: SeatView, draw: Drawer | None = None, folded: Folded | None = None
                ) -> Frame:
    """The public table, from the public view only; `folded`: the decision shown past an
    open card window (whose it is and what, never who could play a card)."""
    if view.seat is not None:
        raise ValueError("the public part is built from the public view only")
    frame: Frame = {
        "version": 0,
        "turn": view.turn,
        "over": view.over,
        "status": status(view) if folded is None else folded.prompt,
        "to_act": ([folded.seat] if folded is not None
                   else list(view.pending.seats) if view.pending is not None else []),
        "players": [
            {"seat": p.seat, "name": p.name, "money": p.money, "cards": p.hand_size,
             "decoys": p.decoys}
            for p in view.players
        ],
        "popularity": [
            {"name": politician(i), "value": v, "dead": view.dead[i]}
            for i, v in enumerate(view.popularity)
        ],
        "stars": [
            {"name": politician(s.politician), "counts": list(s.counts),
             "shown": [list(x) for x in s.shown]}
            for s in view.slots
        ],
        "match": _match(view),
        "log": [tidy(e.text) for e in view.log[-LOG_LINES:]],
        "end": end_words(view),
    }
    if draw is not None:
        frame["drawn"] = draw(view)
    return frame


def _menu(chooser: BaseChooser[Choice] | None) -> Frame | None:
    if chooser is None:
        return None
    return {
        "title": chooser.title(),
        "step": chooser.step() or "confirm",
        "options": [{"key": o.key, "label": o.label} for o in chooser.options()],
        "back": bool(chooser.trail),
    }


def secret_part(view: SeatView, chooser: BaseChooser[Choice] | None, notice: str = ""
                ) -> Frame:
    """One seat's own secrets and menu, from that seat's own view only."""
    seat = view.seat
    if seat is None:
        raise ValueError("a seat's secrets come from that seat's view")
    by_id = cards_by_id()
    reasons: dict[str, Said | None] = dict(view.card_reasons)
    vote = None
    if view.match is not None and not view.match.revealed and view.match.votes[seat] is not None:
        vote = side_name(str(view.match.votes[seat]))
    placed = view.pending.stars_placed if view.pending is not None else ()
    me = view.players[seat]
    facts = _("Sesterces: {money} · Decoys: {decoys}").format(money=me.money, decoys=me.decoys)
    if vote is not None:
        facts += " · " + _("Your vote: {vote}").format(vote=vote)
    return {
        "seat": seat,
        "name": view.names[seat],
        "money": me.money,
        "decoys": me.decoys,
        "facts": facts,
        "hand": [
            {"id": c, "title": card_title(by_id[c]), "text": card_summary(by_id[c]),
             "playable": reasons.get(c) is None and c in reasons}
            for c in view.hand
        ],
        "vote": vote,
        "placed": [
            {"value": value, "politician": politician(slot),
             "decoy": None if decoy < 0 else politician(decoy)}
            for value, slot, decoy in placed
        ],
        "own": [
            {"name": politician(s.politician), "values": list(s.own)}
            for s in view.slots if s.own
        ],
        "private": [tidy(e.text) for e in view.log if e.private][-LOG_LINES:],
        "menu": _menu(chooser),
        "notice": notice,
    }
