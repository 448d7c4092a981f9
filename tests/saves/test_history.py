"""History for the UI: by turn, player filter, private journal."""

from __future__ import annotations

from collections.abc import Callable

from voxpopuli_tui.engine import Game, public_view, view_for
from voxpopuli_tui.history import (
    events_by_turn,
    filter_player,
    history_by_turn,
    last_lines,
    private_journal,
    turn_titles,
)

Play = Callable[..., Game]


def test_history_by_turn_groups_the_visible_log_in_order(play: Play) -> None:
    game = play(4, 6, target=4)
    view = view_for(game, 1)
    groups = history_by_turn(view)
    turns = [t for t, _ in groups]
    assert turns == sorted(set(turns))
    assert [line for _, lines in groups for line in lines] == [e.text for e in view.log]
    assert turn_titles(groups)[0] == ("Setup" if turns[0] == 0 else f"Turn {turns[0]}")
    public = history_by_turn(public_view(game))
    assert sum(map(len, (lines for _, lines in public))) < len(view.log)
    assert all(
        e.private is False for _, events in events_by_turn(public_view(game)) for e in events
    )


def test_player_filter_keeps_lines_naming_the_player(play: Play) -> None:
    game = play(4, 6, target=4)
    view = public_view(game)
    mine = history_by_turn(view, "julia")
    assert mine and all("Julia" in line for _, lines in mine for line in lines)
    assert mine == filter_player(history_by_turn(view), "Julia")
    assert history_by_turn(view, "Jul") == []  # whole names only


def test_private_journal_is_the_seats_own_secrets(play: Play) -> None:
    game = play(4, 6, target=4)
    for seat in range(4):
        journal = private_journal(view_for(game, seat))
        lines = [line for _, lines in journal for line in lines]
        expected = [e.text for e in game.state.log if e.seats is not None and seat in e.seats]
        assert lines == expected and lines
    assert private_journal(public_view(game)) == []
    assert last_lines(public_view(game), 3) == [e.text for e in public_view(game).log[-3:]]
    assert last_lines(public_view(game), 0) == []
