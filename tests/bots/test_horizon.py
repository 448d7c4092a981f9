"""R28: pieces still to come count less as the end nears; at the last turn only Stars count."""

from __future__ import annotations

from voxpopuli_tui.engine.bots import knowledge as kn


def _position(heat: float) -> kn.Position:
    # Seat 0 has 5 in Pompey's compartment; seat 1 has 4 there and a full club to come.
    stars = [[5.0, 4.0]] + [[0.0, 0.0] for _ in range(5)]
    return kn.Position(
        me=0,
        n=2,
        popularity=[9, 0, 0, 0, 0, 0],
        dead=[False] * 6,
        stars=stars,
        flex=[0.0, 30.0],
        money=[7, 7],
        hand=[4, 4],
        supporters=[5, 5],
        heat=heat,
    )


def test_r28_pieces_to_come_count_early() -> None:
    early = kn.shares(_position(0.0), 0)
    assert early[1] > early[0]


def test_r28_at_the_last_turn_only_stars_count() -> None:
    last = _position(1.0)
    assert kn.flex_share(last) == 0.0
    assert kn.shares(last, 0)[0] > 0.5
    assert kn.evaluate(last) > kn.evaluate(_position(0.0))
