"""Views and state carry the enums, never their strings.

`Decision`, `Window`, `Phase`, `MatchType`, `Side`, `EventKind` are StrEnums (a UI comparing with
"window" still works); card ids are `CardId`. The JSON round trip restores the same types.
"""

from __future__ import annotations

import random

from voxpopuli_tui.engine import Game, Ruleset, view_for
from voxpopuli_tui.engine.constants import MatchType, Phase, Side, Window
from voxpopuli_tui.engine.events import EventKind
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.state import GameState
from voxpopuli_tui.engine.views import SeatView


def _side_or_none(value: object) -> bool:
    return value is None or type(value) is Side


def _typed(view: SeatView) -> list[str]:
    wrong = []
    if type(view.phase) is not Phase:
        wrong.append(f"phase {view.phase!r}")
    p = view.pending
    if p is not None and type(p.kind) is not Decision:
        wrong.append(f"pending.kind {p.kind!r}")
    if p is not None and not (p.window is None or type(p.window) is Window):
        wrong.append(f"pending.window {p.window!r}")
    m = view.match
    if m is not None:
        if type(m.kind) is not MatchType:
            wrong.append(f"match.kind {m.kind!r}")
        if not all(map(_side_or_none, m.votes)) or not _side_or_none(m.result):
            wrong.append(f"match votes {m.votes!r} / result {m.result!r}")
        if any(type(side) is not Side for _, side, _ in m.modifiers):
            wrong.append(f"modifiers {m.modifiers!r}")
    wrong += [f"event kind {e.kind!r}" for e in view.log if type(e.kind) is not EventKind]
    return wrong


def test_views_and_state_carry_enums_through_whole_games_and_the_json_round_trip() -> None:
    seen: set[str] = set()
    for seed in range(4):
        game = Game.new(Ruleset.default(3 + seed, seed=seed))
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_act()[0]
            if rng.random() < 0.1:
                view = view_for(game, seat, information=False)
                assert _typed(view) == []
                seen.add(view.phase)
                if view.match is not None:
                    seen.add("match")
            game.apply(rng.choice(game.moves(seat)))
        back = GameState.from_json(game.state.to_json())
        assert type(back.phase) is Phase and back == game.state
        assert _typed(view_for(game, 0, information=False)) == []
    assert {"match", Phase.PHASE1, Phase.VOTE, Phase.PHASE3} <= seen  # the walk saw them
