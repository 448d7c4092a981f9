"""Positions for the card-window tests: a computer's match or Forum window where the human (seat
0, Livia) holds a card playable there (built with `engine.position`)."""

from __future__ import annotations

import random

from tests.support.games import Chooser, first_seed_until, seeded_main_line, windows_passed
from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.engine.actions import AnnounceMatch, PlayCard
from voxpopuli_tui.engine.constants import Window
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.position import position

TABLE = {
    "coliseums": {"Pompey": "B2", "Crassus": "G2", "Caesar": "C4", "Antony": "G4",
                  "Octavian": "C6", "Brutus": "G6"},
    "supporters": {"B1": (0, 3), "A2": (1, 2), "C2": (2, 4)},
    "gladiators": {"Pompey": [(1, 5)]},
    "money": {0: 10, 1: 10, 2: 10},
}


def computers_match(human: list[str], computer: list[str] = ()) -> Game:  # type: ignore[assignment]
    """Marcus (seat 1, a computer) has announced a Cup match in Pompey's arena; Livia (seat
    0, the human) holds `human`, Marcus `computer`, Julia nothing."""
    game = position(players=3, active=1, at="match",
                    hands={0: human, 1: list(computer), 2: []}, **TABLE)  # type: ignore[arg-type]
    cup = next(a for a in game.legal_actions(1)
               if isinstance(a, AnnounceMatch) and a.kind == "cup")
    game.apply(cup)
    return game


def arena_window() -> Game:
    """The Arena window of Marcus's match; Livia holds BAD SOUND SYSTEM and PANEM."""
    return computers_match(["BAD SOUND SYSTEM", "PANEM"])


def roll_window() -> Game:
    """Marcus played UNBEARABLE SUSPENSE: its die is rolled; Livia holds RIGGING."""
    game = computers_match(["RIGGING"], ["UNBEARABLE SUSPENSE"])
    game.apply(next(a for a in game.legal_actions(1) if isinstance(a, PlayCard)))
    assert game.pending_window == Window.ROLL
    return game


def forum_window() -> Game:
    """The opening Forum window of Marcus's turn; Livia holds SPONSORS."""
    return position(players=3, active=1, at="forum-start",
                    hands={0: ["SPONSORS"], 1: [], 2: []}, **TABLE)  # type: ignore[arg-type]


def seeded_arena_window(seed: int = 1) -> Game:
    """A seeded game (a save can replay it, unlike a position) at the Arena window of a match
    that seat 1 or 2 announced, seat 0 holding a card playable there."""

    def start(tried: int) -> tuple[Game, Chooser]:
        game = Game.new(Ruleset.default(3, seed=tried, coliseum_placement="random",
                                        first_player=0))
        rng = random.Random(tried)
        return game, windows_passed(seeded_main_line(rng, matches_first=True, cards=False))

    def there(game: Game) -> bool:
        return (game.pending_kind == Decision.WINDOW and game.pending_window == Window.ARENA
                and game.active != 0
                and any(isinstance(a, PlayCard) for a in game.legal_actions(0)))

    return first_seed_until(range(seed, seed + 200), start, there, limit=3000,
                            missed="no such window")


def last_vote(organiser: int = 0) -> Game:
    """`organiser`'s Cup match in Pompey's arena, its windows passed, seats 1 and 2 have voted
    Applause: Livia (seat 0) votes last; Applause wins with her Supporter of 5, and her
    Gladiator of 5 becomes a Star (her Stars to place)."""
    from voxpopuli_tui.engine import Pass
    from voxpopuli_tui.engine.actions import Vote

    game = position(players=3, active=organiser, at="match", **{
        **TABLE, "supporters": {"B1": (0, 5), "A2": (1, 1), "C2": (2, 1)},
        "gladiators": {"Pompey": [(0, 5), (1, 2)]}},
        hands={0: [], 1: [], 2: []})  # type: ignore[arg-type]
    cup = next(a for a in game.legal_actions(organiser) if isinstance(a, AnnounceMatch)
               and a.kind == "cup" and a.politician == 0)
    game.apply(cup)
    while game.pending_kind == "window":
        game.apply(Pass(seat=game.to_act()[0]))
    for seat in (1, 2):
        game.apply(next(a for a in game.legal_actions(seat)
                        if isinstance(a, Vote) and a.side == "applause"))
    assert game.to_act() == [0]
    return game
