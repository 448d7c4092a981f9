"""A public API to set up a position: for tests, puzzles and bots (issue 10 item 5).

    >>> from voxpopuli_tui.engine.position import attendance, card, position
    >>> game = position(
    ...     players=3,
    ...     at="match",                      # seat `active` is about to decide on a match
    ...     coliseums={"Pompey": "B2", "Crassus": "G2", "Caesar": "C4",
    ...                "Antony": "G4", "Octavian": "C6", "Brutus": "G6"},
    ...     supporters={"B1": (0, 3), "A2": (1, 2), "C2": (2, 4)},  # space: (seat, value)
    ...     gladiators={"Pompey": [(0, 5)]},
    ...     hands={1: ["REFEREE", "Friendly match"]},   # ids or printed titles
    ...     money={0: 10},
    ...     popularity={"Caesar": 4},
    ... )
    >>> attendance(game, "Pompey")
    (1, 8, 10)
    >>> game.script_dice(6, 1)               # the next two rolls

Pieces placed are taken from their owner's club (a `PositionError` when there are not enough);
cards named are taken from the deck. The seeded game is played to the start of the first turn
(so every other fact, like the deck order, is a real one), the table is laid out, then the
turn's procedure runs from the moment asked on the new table.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Literal

from .actions import FREE_TYPES, Action, space_name
from .assets import CardInfo, load_cards, load_map
from .board import attendance as _attendance
from .constants import POLITICIAN_INDEX, POLITICIANS
from .errors import VoxPopuliError
from .game import Game
from .kinds import Decision
from .ruleset import Ruleset
from .spaces import Politician, Space
from .state import COLISEUM_BASE, EMPTY, Insert
from .turn import TURN_STEPS

PoliticianKey = int | str
Moment = Literal["forum-start", "designate", "supporter", "gladiator", "forum-mid", "match"]

#: Each moment of the active seat's first turn, as (decision, window).
MOMENTS: dict[str, tuple[Decision, str | None]] = {
    "forum-start": (Decision.WINDOW, "forum-start"),
    "designate": (Decision.DESIGNATE, None),
    "supporter": (Decision.SUPPORTER, None),
    "gladiator": (Decision.GLADIATOR, None),
    "forum-mid": (Decision.WINDOW, "forum-mid"),
    "match": (Decision.MATCH, None),
}


#: Each moment of the first turn, as its index in `turn.TURN_STEPS` (R13's order).
MOMENT_STEP: dict[str, int] = {
    "forum-start": 0,
    "designate": 1,
    "supporter": 2,
    "gladiator": 3,
    "forum-mid": 4,
    "match": 5,
}


class PositionError(VoxPopuliError):
    """A position description that cannot be set up (one line saying why)."""


def politician(who: PoliticianKey) -> Politician:
    """A politician from its index or name (`"Caesar"`, case-insensitive)."""
    if isinstance(who, int):
        if not 0 <= who < len(POLITICIANS):
            raise PositionError(f"there is no politician {who}")
        return Politician(who)
    for name, i in POLITICIAN_INDEX.items():
        if name.casefold() == who.casefold():
            return Politician(i)
    raise PositionError(f"{who!r} is not a politician ({', '.join(POLITICIANS)})")


def card(key: str) -> CardInfo:
    """A card's facts (kind, cost, match types…) by id (`"PANEM"`) or printed title."""
    for info in load_cards():
        if key in (info.id, info.title) or key.casefold() in (
            info.id.casefold(),
            info.title.casefold(),
        ):
            return info
    raise PositionError(f"{key!r} is not a card")


def card_ids() -> tuple[str, ...]:
    """Every card id, in the rulebook's order."""
    return tuple(c.id for c in load_cards())


def attendance(
    game: Game,
    arena: PoliticianKey,
    *,
    hooligans: int | str | None = None,
    free_arena: bool | None = None,
) -> tuple[int, ...]:
    """R17: the spaces attending a match in `arena`'s arena now (no match need be announced).

    HOOLIGANS and FREE ARENA are those of the turn unless given: `hooligans` a district (its
    index or name), `free_arena` True to let every Supporter attend."""
    ts = game.state.turn_state
    if free_arena is None:
        free_arena = ts.free_arena
    district = ts.hooligans if hooligans is None else _district(hooligans)
    p = politician(arena)
    if free_arena:
        return tuple(_attendance(game.state, p, everyone=True))
    return tuple(_attendance(game.state, p, isolated=district))


def _district(key: int | str) -> int:
    for d in load_map().districts:
        if key == d.id or (isinstance(key, str) and d.name.casefold() == key.casefold()):
            return d.id
    raise PositionError(f"{key!r} is not a district of Rome")


def _space(name: str) -> Space:
    try:
        return Space.parse(name)
    except VoxPopuliError as exc:
        raise PositionError(str(exc)) from None


def _passing(game: Game, seat: int) -> Action:
    """Pass in windows, else the first main-line choice (never a gift or a purchase)."""
    legal: list[Action] = [a for a in game.legal_actions(seat) if a.type not in FREE_TYPES]
    return next((a for a in legal if a.type == "pass"), legal[0])


def _first_turn(game: Game) -> None:
    """Play the seeded setup (passing) up to the first decision of turn 1."""
    for _ in range(10_000):
        st = game.state
        if st.turn >= 1 and st.pending is not None:
            return
        game.apply(_passing(game, game.to_act()[0]))
    raise PositionError("the game never reached its first turn")


def _resume_at(game: Game, moment: str) -> None:
    """Run the rest of the turn's procedure (R13's order) from `moment` on the new table."""
    st = game.state
    st.pending = None
    st.stack = list(reversed(TURN_STEPS[MOMENT_STEP[moment] :]))
    game.run()
    kind, window = MOMENTS[moment]
    p = game.state.pending  # set again by the steps just run
    if p is None or p.kind != kind or p.window != window:
        raise PositionError(f"the table described does not come to {moment} (R13–R18)")


def _take(game: Game, seat: int, value: int, what: str) -> None:
    club = game.state.players[seat].club
    if club.get(value, 0) <= 0:
        raise PositionError(f"seat {seat} has no {value} left in its club for {what}")
    club[value] -= 1


def position(
    players: int = 4,
    *,
    seed: int = 0,
    active: int = 0,
    at: Moment = "match",
    use_cards: bool = True,
    coliseums: Mapping[PoliticianKey, str] | None = None,
    supporters: Mapping[str, tuple[int, int]] | None = None,
    gladiators: Mapping[PoliticianKey, Sequence[tuple[int, int]]] | None = None,
    stars: Mapping[PoliticianKey, Sequence[tuple[int, int]]] | None = None,
    hands: Mapping[int, Iterable[str]] | None = None,
    money: Mapping[int, int] | int | None = None,
    popularity: Mapping[PoliticianKey, int] | None = None,
    dead: Iterable[PoliticianKey] = (),
    lover: PoliticianKey | None = None,
    on_table: Iterable[str] = (),
    **options: object,
) -> Game:
    """A game at moment `at` of seat `active`'s turn, with the table described.

    `supporters`: space -> (seat, value); `gladiators`/`stars`: politician -> [(seat, value)]
    (a star of value 0 is a decoy); `hands`: seat -> cards (the hand is replaced);
    `on_table`: CLEOPATRA and/or ROTTEN_ARENA in play; other `options` go to the `Ruleset`.
    Naming a map, arena, hand or compartment clears it first (pieces back to the clubs)."""
    if not 0 <= active < players:
        raise PositionError(f"there is no seat {active} at a table of {players}")
    ruleset = Ruleset.default(
        players,
        seed=seed,
        use_cards=use_cards,
        first_player=active,
        coliseum_placement="random",
        **options,
    )
    game = Game.new(ruleset)
    _first_turn(game)
    st = game.state
    if supporters is not None:
        for s, owner in enumerate(st.owner):
            if 0 <= owner < COLISEUM_BASE:
                st.players[owner].club[st.value[s]] += 1
                st.owner[s], st.value[s] = EMPTY, 0
    if coliseums:
        # plain ints in the state: a Space there could not be copied (clone_game, bots)
        moving = {int(politician(who)): int(_space(where)) for who, where in coliseums.items()}
        for p in moving:
            if st.coliseum[p] != EMPTY:
                st.owner[st.coliseum[p]] = EMPTY
        for p, space in moving.items():
            if st.owner[space] != EMPTY:
                raise PositionError(f"{space_name(space)} is not free for a Coliseum")
            st.coliseum[p] = space
            st.owner[space] = COLISEUM_BASE + p
    for where, (seat, value) in (supporters or {}).items():
        space = _space(where)
        if st.owner[space] != EMPTY:
            raise PositionError(f"{where} is not free for a Supporter")
        _take(game, seat, value, f"a Supporter on {where}")
        st.owner[space], st.value[space] = seat, value
    if gladiators is not None:
        for arena in st.arenas:
            for seat, value in arena:
                st.players[seat].club[value] += 1
            arena.clear()
        for who, pieces in gladiators.items():
            for seat, value in pieces:
                _take(game, seat, value, "a Gladiator")
                st.arenas[politician(who)].append([seat, value])
    if stars is not None:
        for who, pieces in stars.items():
            for seat, value in pieces:
                if value:
                    _take(game, seat, value, "a Star")
                elif st.players[seat].decoys > 0:
                    st.players[seat].decoys -= 1
                else:
                    raise PositionError(f"seat {seat} has no decoy left")
                st.slots[politician(who)].append(Insert(seat, value, st.turn))
    if hands is not None:
        for seat, cards in hands.items():
            st.deck.extend(st.players[seat].hand)
            st.players[seat].hand = []
            for key in cards:
                cid = card(key).id
                for pile in (st.deck, st.discard, *(pl.hand for pl in st.players)):
                    if cid in pile:
                        pile.remove(cid)
                        break
                else:
                    raise PositionError(f"{cid} is not in the deck")
                st.players[seat].hand.append(cid)
    if money is not None:
        amounts = dict.fromkeys(range(players), money) if isinstance(money, int) else money
        for seat, amount in amounts.items():
            st.players[seat].money = amount
    for who, value in (popularity or {}).items():
        st.popularity[politician(who)] = value
    for who in dead:
        p = politician(who)
        if not st.dead[p]:
            st.dead[p] = True
            st.assassinations_left -= 1
    if lover is not None:
        st.lover = int(politician(lover))
    for key in on_table:
        cid = card(key).id
        if cid not in ("CLEOPATRA", "ROTTEN_ARENA"):
            raise PositionError(f"{cid} does not stay on the table")
        for pile in (st.deck, st.discard, *(pl.hand for pl in st.players)):
            if cid in pile:
                pile.remove(cid)
                break
        if cid == "CLEOPATRA":
            st.cleopatra = True
        else:
            st.rotten = True
    _resume_at(game, at)
    st.version += 1  # every cached legal action is stale now
    return game
