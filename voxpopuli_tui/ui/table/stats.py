"""What a finished game's charts and statistics show, from its public record.

The game is replayed from its ruleset and actions through the engine's public API; the public
view is sampled when each turn starts (the state the previous turn left) and at the end, and
after each reveal (the match's votes and result, public from then on). Nothing here reads the
engine's state or a seat's secrets: the votes counted are the revealed ones, the cards counted
were played face up, and the Stars are those the end opens (R29).

"Matches won / lost" are counted per player: a player wins a match when their revealed vote was
on the winning side, loses it when it was on the other.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from voxpopuli_tui.engine import Action, Game, PlayCard, Ruleset, SeatView, public_view
from voxpopuli_tui.engine.events import EventKind


@dataclass(frozen=True)
class GameStats:
    """Series per turn and totals per player and per politician of one finished game."""

    names: tuple[str, ...]
    clubs: tuple[str, ...]
    #: x of every series: 0 is the table after setup, k the table after turn k
    turns: tuple[int, ...]
    #: per politician, per sample
    popularity: tuple[tuple[int, ...], ...]
    #: per seat, per sample
    money: tuple[tuple[int, ...], ...]
    #: Supporters on the map, per seat, per sample
    on_map: tuple[tuple[int, ...], ...]
    #: pieces still in the club, per seat, per sample
    in_club: tuple[tuple[int, ...], ...]
    organised: tuple[int, ...]
    won: tuple[int, ...]
    lost: tuple[int, ...]
    cards_played: tuple[int, ...]
    #: per politician: (seat, Star value) of the Stars the end opened in its compartment
    stars: tuple[tuple[tuple[int, int], ...], ...]

    def stars_of(self, politician: int, seat: int) -> int:
        """How many Stars `seat` put in `politician`'s compartment."""
        return sum(1 for s, _ in self.stars[politician] if s == seat)


def _sample(view: SeatView, into: dict[str, list[list[int]]]) -> None:
    for p, pop in enumerate(view.popularity):
        into["popularity"][p].append(pop)
    for pl in view.players:
        into["money"][pl.seat].append(pl.money)
        into["in_club"][pl.seat].append(sum(n for _, n in pl.club_pieces))
        into["on_map"][pl.seat].append(sum(1 for sp in view.spaces if sp.seat == pl.seat))


def compute_stats(ruleset: Ruleset, history: Iterable[Action]) -> GameStats:
    """Replay `history` and gather the game's public series and totals."""
    game = Game.new(ruleset)
    first = public_view(game)
    n, politicians = len(first.names), len(first.popularity)
    series: dict[str, list[list[int]]] = {
        "popularity": [[] for _ in range(politicians)],
        "money": [[] for _ in range(n)],
        "in_club": [[] for _ in range(n)],
        "on_map": [[] for _ in range(n)],
    }
    turns: list[int] = []
    if any(e.kind == EventKind.TURN for e in first.log):  # no Coliseum to place: turn 1 has begun
        turns.append(first.turn - 1)
        _sample(first, series)
    organised, won, lost, cards = [0] * n, [0] * n, [0] * n, [0] * n
    for action in history:
        if isinstance(action, PlayCard):
            cards[action.seat] += 1
        events = game.apply(action)
        kinds = {e.kind for e in events if e.seats is None}
        if "turn" in kinds:
            view = public_view(game)
            turns.append(view.turn - 1)
            _sample(view, series)
        if "reveal" in kinds:
            match = public_view(game).match
            if match is not None and match.result is not None:
                organised[match.organiser] += 1
                for seat, vote in enumerate(match.votes):
                    if vote is None:
                        continue
                    if vote == match.result:
                        won[seat] += 1
                    else:
                        lost[seat] += 1
    last = public_view(game)
    if not turns or turns[-1] != last.turn:
        turns.append(last.turn)
        _sample(last, series)
    stars = tuple(
        tuple((seat, value) for seat, value in slot.shown if value) if last.over else ()
        for slot in last.slots
    )

    def frozen(rows: list[list[int]]) -> tuple[tuple[int, ...], ...]:
        return tuple(tuple(r) for r in rows)

    return GameStats(
        names=last.names, clubs=last.clubs, turns=tuple(turns),
        popularity=frozen(series["popularity"]), money=frozen(series["money"]),
        on_map=frozen(series["on_map"]), in_club=frozen(series["in_club"]),
        organised=tuple(organised), won=tuple(won), lost=tuple(lost),
        cards_played=tuple(cards), stars=stars,
    )
