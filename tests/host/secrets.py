"""What each seat keeps secret at each moment of a game, and the check that a page's frame
carries none of another seat's: its hand's cards, its sealed vote, its Stars and decoys."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from voxpopuli_tui.engine import Action, Game, Ruleset, public_view, view_for
from voxpopuli_tui.engine.assets import cards_by_id
from voxpopuli_tui.ui.words.card_words import card_summary, card_title


@dataclass(frozen=True)
class Secrets:
    """One seat's secrets at one version of the game."""

    cards: frozenset[str]  # titles and texts of its hand
    vote: str | None  # its sealed vote
    own: tuple[tuple[int, ...], ...]  # per politician: its pieces' values (0: a decoy)


def secrets_at(game: Game) -> dict[int, Secrets]:
    """Every seat's secrets in `game` now."""
    by_id = cards_by_id()
    public = public_view(game)
    out = {}
    for seat in range(game.n):
        view = view_for(game, seat, information=False)
        sealed = None
        if view.match is not None and not view.match.revealed:
            sealed = None if view.match.votes[seat] is None else str(view.match.votes[seat])
        cards = frozenset(x for c in view.hand for x in (card_title(by_id[c]),
                                                         card_summary(by_id[c])))
        assert public.match is None or public.match.revealed or all(
            v is None for v in public.match.votes)
        out[seat] = Secrets(cards, sealed, tuple(s.own for s in view.slots))
    return out


def timeline(ruleset: Ruleset, history: list[Action]) -> dict[int, dict[int, Secrets]]:
    """Each version of the game replayed from its actions → every seat's secrets then."""
    game = Game.new(ruleset)
    out = {game.version: secrets_at(game)}
    for action in history:
        game.apply(action)
        out[game.version] = secrets_at(game)
    return out


def check_frame(frame: dict[str, Any], receiver: int | None,
                secrets: dict[int, Secrets]) -> None:
    """Assert the frame sent to `receiver` (None: the table) holds no other seat's secret."""
    mine = secrets[receiver] if receiver is not None else None
    if receiver is None:
        assert "secret" not in frame, "the table's frame carries a seat's part"
        text = json.dumps(frame, ensure_ascii=False)
    else:
        assert frame["secret"]["seat"] == receiver, "a seat's frame carries another's part"
        assert mine is not None
        own = [tuple(o["values"]) for o in frame["secret"]["own"]]
        assert own == [values for values in mine.own if values], "not the seat's own Stars"
        text = json.dumps(frame, ensure_ascii=False)
    for seat, theirs in secrets.items():
        if seat == receiver:
            continue
        own_words = mine.cards if mine else frozenset()
        for words in theirs.cards:
            if any(words in said for said in own_words):
                continue  # the receiver's own cards name it (a title in a card's text)
            assert words not in text, f"seat {seat}'s card {words!r} sent to {receiver}"
        if theirs.vote is not None:
            assert frame["match"]["votes"][seat] is None, f"seat {seat}'s sealed vote sent"
    for slot in frame["stars"]:
        assert not slot["shown"] or frame["over"], "a compartment shown before the end"
