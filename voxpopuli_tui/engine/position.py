"""A public API to set up a position: for tests, puzzles and bots.

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
from typing import Any, Literal, cast

from .actions import Action, Pass, space_name
from .assets import CardInfo, load_cards, load_map
from .board import attendance as _attendance
from .board import geometry
from .cards.slots import everyone_attends, isolated_district
from .constants import ASSASSINATION_MARKERS, POLITICIAN_INDEX, POLITICIANS
from .errors import RulesetError, VoxPopuliError
from .game import Game
from .invariants import check_invariants
from .kinds import Decision
from .quoting import clip, quote
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
    if type(who) is int:
        if not 0 <= who < len(POLITICIANS):
            raise PositionError(f"there is no politician {quote(who)}")
        return Politician(who)
    if type(who) is str:
        for name, i in POLITICIAN_INDEX.items():
            if name.casefold() == who.casefold():
                return Politician(i)
    raise PositionError(f"{_shown(who)} is not a politician (a name or an index: "
                        f"{', '.join(POLITICIANS)})")


def _shown(value: object) -> str:
    """A value of a description as a message quotes it: plain values in full (cut), anything
    else by its type (its `repr` may be huge, slow or raise)."""
    if type(value) in (str, int, float, bool, type(None)):
        return quote(value)
    return f"a {type(value).__name__}"


def _pair(value: object, what: str) -> tuple[Any, Any]:
    """A (seat, value) pair of a description, else `PositionError`."""
    if not isinstance(value, tuple | list) or type(value) not in (tuple, list) or len(value) != 2:
        raise PositionError(f"{what} is {_shown(value)}: expected a (seat, value) pair")
    return value[0], value[1]


def _mapping(value: object, what: str) -> Any:
    if not isinstance(value, Mapping):
        raise PositionError(f"{what} is {_shown(value)}: expected a mapping")
    return value


def _listing(value: object, what: str) -> list[Any]:
    if isinstance(value, str | bytes) or not isinstance(value, Iterable):
        raise PositionError(f"{what} is {_shown(value)}: expected a list")
    return list(value)


def card(key: object) -> CardInfo:
    """A card's facts (kind, cost, match types…) by id (`"PANEM"`) or printed title."""
    if type(key) is not str:
        raise PositionError(f"{_shown(key)} is not a card (a card's id or title)")
    for info in load_cards():
        if key in (info.id, info.title) or key.casefold() in (
            info.id.casefold(),
            info.title.casefold(),
        ):
            return info
    raise PositionError(f"{quote(key)} is not a card")


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
    slots = game.state.turn_state.cards
    if free_arena is None:
        free_arena = everyone_attends(slots)
    isolated = isolated_district(slots)
    district = (EMPTY if isolated is None else isolated) if hooligans is None else _district(
        hooligans)
    p = politician(arena)
    if free_arena:
        return tuple(_attendance(game.state, p, everyone=True))
    return tuple(_attendance(game.state, p, isolated=district))


def _district(key: int | str) -> int:
    for d in load_map().districts:
        if key == d.id or (isinstance(key, str) and d.name.casefold() == key.casefold()):
            return d.id
    raise PositionError(f"{key!r} is not a district of Rome")


def _space(name: object) -> Space:
    if type(name) is not str:
        raise PositionError(f"{_shown(name)} is not a space (a column letter and a row: B3)")
    try:
        return Space.parse(name)
    except VoxPopuliError as exc:
        raise PositionError(str(exc)) from None


def _passing(game: Game, seat: int) -> Action:
    """Pass in windows, else the first main-line choice (never a gift or a purchase)."""
    moves = game.moves(seat)
    return next((a for a in moves if isinstance(a, Pass)), moves[0])


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
    if type(value) is not int or value not in game.ruleset.pieces:
        values = ", ".join(map(str, sorted(game.ruleset.pieces)))
        raise PositionError(
            f"{what}: there is no piece of value {_shown(value)} (the set: {values}, R4)")
    club = game.state.players[seat].club
    if club.get(value, 0) <= 0:
        raise PositionError(f"seat {seat} has no {value} left in its club for {what}")
    club[value] -= 1


def _seat(seat: object, players: int, what: str) -> int:
    """A seat of the table (an int from 0; -1 is not the last seat), else `PositionError`."""
    if type(seat) is not int or not 0 <= seat < players:
        raise PositionError(f"there is no seat {_shown(seat)} at a table of {players} ({what})")
    return seat


def _amount(value: object, what: str) -> int:
    if type(value) is not int or value < 0:
        raise PositionError(
            f"{what} is {_shown(value)}: it must be a whole number, 0 or more (R7, R25)")
    return value


def _check_hands(hands: Mapping[int, Iterable[str]], on_table: Iterable[str], players: int) -> None:
    """R6: each card exists once: never twice in a hand, in two hands, or in a hand and on the
    table."""
    where: dict[str, str] = {f"{card(key).id}": "on the table" for key in on_table}
    for seat, cards in hands.items():
        _seat(seat, players, "hands")
        for key in _listing(cards, f"seat {seat}'s hand"):
            cid = card(key).id
            here = f"in seat {seat}'s hand"
            if cid in where:
                place = "twice" if where[cid] == here else f"{where[cid]} and"
                raise PositionError(f"{cid} is named {place} {here}: each card is unique (R6)")
            where[cid] = here


def _check_politicians(
    popularity: Mapping[PoliticianKey, int], dead: list[Politician], target: int, last_turn: bool
) -> None:
    """R25: popularity 0 or more; R28: at or above the target only on the last turn; R9: three
    Assassination markers, so at most three dead."""
    for who, value in popularity.items():
        name = POLITICIANS[politician(who)]
        _amount(value, f"{name}'s popularity")
        if value >= target and not last_turn:
            raise PositionError(
                f"{name}'s popularity {value} reaches the target {target}: only on the last turn "
                "(R28; pass last_turn=True)"
            )
    if len(set(dead)) != len(dead):
        raise PositionError("a politician is named dead twice")
    if len(dead) > ASSASSINATION_MARKERS:
        raise PositionError(
            f"{len(dead)} politicians named dead, but there are {ASSASSINATION_MARKERS} "
            "Assassination markers (R9)"
        )


def _check_coliseums(game: Game) -> None:
    """R10: one Coliseum per district."""
    st = game.state
    seen: dict[int, int] = {}
    for p, space in enumerate(st.coliseum):
        if space == EMPTY:
            continue
        district = load_map().districts[geometry().district_of[space]]
        other = seen.setdefault(district.id, p)
        if other != p:
            raise PositionError(
                f"two Coliseums in the {district.name} district: {POLITICIANS[other]} "
                f"({space_name(st.coliseum[other])}) and {POLITICIANS[p]} ({space_name(space)}) "
                "(R10)"
            )


def position(
    players: int = 4,
    **described: object,
) -> Game:
    """A game at moment `at` of seat `active`'s turn, with the table described.

    `seed`, `active`, `at` (a `Moment`), `use_cards`; `coliseums`: politician -> space;
    `supporters`: space -> (seat, value); `gladiators`/`stars`: politician -> [(seat, value)]
    (a star of value 0 is a decoy); `hands`: seat -> cards (the hand is replaced); `money`: seat
    -> amount, or one amount for all; `popularity`: politician -> value; `dead`: politicians;
    `lover`: a politician; `on_table`: CLEOPATRA and/or ROTTEN_ARENA in play; `last_turn`: this
    turn is the last (R28: required for a popularity at or above the target); `decoys`: seat ->
    decoys held (R5: the difference taken from or put back in the bank); `eliminated`: seat ->
    values of pieces eliminated so far (taken from its club, R22); other options go to the
    `Ruleset`. Naming a map, arena, hand or compartment clears it first (pieces back to
    the clubs).

    A table the rules could never reach raises `PositionError` naming the problem: a seat not at
    the table, an unknown moment, two Coliseums in a district, a card held twice, a negative
    amount, popularity out of range, more dead than markers, pieces beyond a club's set, and
    whatever else `invariants.check_invariants` finds on the table built. Whatever is
    described, the answer is a game or a `PositionError`: a description of the wrong shape
    (`popularity={2.0: 3}`, `hands={0: [5]}`) is named, never an AttributeError or TypeError
    from deep inside."""
    try:
        return _position(players, **described)  # type: ignore[arg-type]
    except VoxPopuliError:
        raise
    except (AttributeError, TypeError, ValueError, KeyError, IndexError) as exc:
        raise PositionError(f"the position described cannot be set up "
                            f"({type(exc).__name__}: {clip(str(exc), 120)})") from None


def _position(
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
    last_turn: bool = False,
    decoys: Mapping[int, int] | None = None,
    eliminated: Mapping[int, Iterable[int]] | None = None,
    **options: object,
) -> Game:
    """`position`: the description checked, the seeded game played to its first turn, the
    table laid out in this order, then the turn run on from `at` and the invariants checked."""
    if type(at_given := cast(object, at)) is not str or at not in MOMENTS:
        raise PositionError(
            f"{_shown(at_given)} is not a moment of the turn ({', '.join(MOMENTS)})")
    if type(players_given := cast(object, players)) is not int:
        raise PositionError(f"players is {_shown(players_given)}: expected an int from 3 to 6")
    coliseums = _mapping(coliseums, "coliseums") if coliseums is not None else None
    supporters = _mapping(supporters, "supporters") if supporters is not None else None
    gladiators = _mapping(gladiators, "gladiators") if gladiators is not None else None
    stars = _mapping(stars, "stars") if stars is not None else None
    hands = _mapping(hands, "hands") if hands is not None else None
    popularity = _mapping(popularity, "popularity") if popularity is not None else None
    dead = _listing(dead, "dead")
    on_table = _listing(on_table, "on_table")
    _seat(active, players, "active")
    ruleset = _ruleset(players, seed, use_cards, active, options)
    dead_ones = [politician(who) for who in dead]
    _check_hands(hands or {}, on_table, players)
    _check_politicians(popularity or {}, dead_ones, ruleset.popularity_target, last_turn)
    game = Game.new(ruleset)
    _first_turn(game)
    _lay_map(game, coliseums, supporters)
    _lay_gladiators(game, gladiators)
    _lay_stars(game, stars)
    _deal_hands(game, hands)
    _set_holdings(game, money, decoys, eliminated)
    _set_politicians(game, popularity or {}, dead_ones, lover)
    _lay_on_table(game, on_table)
    game.state.last_turn = game.state.last_turn or last_turn
    _resume_at(game, at)
    game.state.version += 1  # every cached legal action is stale now
    problems = check_invariants(game)
    if problems:
        raise PositionError(f"the table described is impossible: {problems[0]}")
    return game


def _ruleset(players: int, seed: int, use_cards: bool, active: int,
             options: Mapping[str, object]) -> Ruleset:
    """The ruleset of the table: `active` plays first, Coliseums placed at random (then moved
    where described); a refused option is a `PositionError`."""
    try:
        return Ruleset.default(
            players,
            seed=seed,
            use_cards=use_cards,
            first_player=active,
            coliseum_placement="random",
            **options,
        )
    except RulesetError as exc:
        raise PositionError(str(exc)) from None


def _lay_map(game: Game, coliseums: Mapping[PoliticianKey, str] | None,
             supporters: Mapping[str, tuple[int, int]] | None) -> None:
    """The Coliseums moved where named (R10), then the Supporters described (the map's own
    back to their clubs first)."""
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
            st.coliseum[p] = int(space)
            st.owner[space] = COLISEUM_BASE + p
        _check_coliseums(game)
    for where, pair in (supporters or {}).items():
        space = _space(where)
        seat, value = _pair(pair, f"the Supporter on {where}")
        _seat(seat, st.n, f"the Supporter on {where}")
        if st.owner[space] != EMPTY:
            raise PositionError(f"{where} is not free for a Supporter")
        _take(game, seat, value, f"a Supporter on {where}")
        st.owner[space], st.value[space] = seat, value


def _lay_gladiators(game: Game,
                    gladiators: Mapping[PoliticianKey, Sequence[tuple[int, int]]] | None) -> None:
    """Every arena emptied (pieces back to their clubs), then the Gladiators described."""
    if gladiators is None:
        return
    st = game.state
    for arena in st.arenas:
        for seat, value in arena:
            st.players[seat].club[value] += 1
        arena.clear()
    for who, pieces in gladiators.items():
        p = politician(who)
        for piece in _listing(pieces, f"{POLITICIANS[p]}'s Gladiators"):
            seat, value = _pair(piece, f"a Gladiator in {POLITICIANS[p]}'s arena")
            _seat(seat, st.n, f"a Gladiator in {POLITICIANS[p]}'s arena")
            _take(game, seat, value, "a Gladiator")
            st.arenas[p].append([seat, value])


def _lay_stars(game: Game,
               stars: Mapping[PoliticianKey, Sequence[tuple[int, int]]] | None) -> None:
    """The Stars described slid into their compartments (value 0: one of the seat's decoys)."""
    if stars is None:
        return
    st = game.state
    for who, pieces in stars.items():
        p = politician(who)
        for piece in _listing(pieces, f"{POLITICIANS[p]}'s Stars"):
            seat, value = _pair(piece, f"a Star in {POLITICIANS[p]}'s compartment")
            _seat(seat, st.n, f"a Star in {POLITICIANS[p]}'s compartment")
            if value != 0 or type(value) is not int:
                _take(game, seat, value, "a Star")
            elif st.players[seat].decoys > 0:
                st.players[seat].decoys -= 1
            else:
                raise PositionError(f"seat {seat} has no decoy left")
            st.slots[p].append(Insert(seat, value, st.turn))


def _deal_hands(game: Game, hands: Mapping[int, Iterable[str]] | None) -> None:
    """Each hand named replaced: its cards back to the deck, the cards named taken from
    wherever they are (deck, discard, another hand)."""
    st = game.state
    for seat, cards in (hands or {}).items():
        st.deck.extend(st.players[seat].hand)
        st.players[seat].hand = []
        for key in _listing(cards, f"seat {seat}'s hand"):
            cid = card(key).id
            for pile in (st.deck, st.discard, *(pl.hand for pl in st.players)):
                if cid in pile:
                    pile.remove(cid)
                    break
            else:
                raise PositionError(f"{cid} is not in the deck")
            st.players[seat].hand.append(cid)


def _set_money(game: Game, money: Mapping[int, int] | int | None) -> None:
    """Each seat's sesterces as described (one amount: every seat's)."""
    if money is None:
        return
    st = game.state
    amounts = dict.fromkeys(range(st.n), money) if isinstance(money, int) else money
    for seat, amount in amounts.items():
        _seat(seat, st.n, "money")
        st.players[seat].money = _amount(amount, f"seat {seat}'s money")


def _set_holdings(game: Game, money: Mapping[int, int] | int | None,
                  decoys: Mapping[int, int] | None,
                  eliminated: Mapping[int, Iterable[int]] | None) -> None:
    """Each seat's sesterces, decoys and eliminated pieces, as described."""
    _set_money(game, money)
    _set_decoys(game, _mapping(decoys, "decoys") if decoys is not None else {})
    _eliminate(game, _mapping(eliminated, "eliminated") if eliminated is not None else {})


def _set_decoys(game: Game, decoys: Mapping[int, int]) -> None:
    """R5: each seat named holds that many decoys; the bank gives or takes the difference."""
    st = game.state
    for seat, count in decoys.items():
        _seat(seat, st.n, "decoys")
        change = _amount(count, f"seat {seat}'s decoys") - st.players[seat].decoys
        if change > st.decoy_bank:
            raise PositionError(f"seat {seat} cannot hold {count} decoys: the bank has "
                                f"{st.decoy_bank} more (R5)")
        st.decoy_bank -= change
        st.players[seat].decoys = count


def _eliminate(game: Game, eliminated: Mapping[int, Iterable[int]]) -> None:
    """R22: the pieces named leave their seat's club for its eliminated pile, in order."""
    st = game.state
    for seat, values in eliminated.items():
        _seat(seat, st.n, "eliminated")
        for value in _listing(values, f"seat {seat}'s eliminated pieces"):
            _take(game, seat, value, f"seat {seat}'s eliminated {_shown(value)}")
            st.players[seat].eliminated.append(value)


def _set_politicians(game: Game, popularity: Mapping[PoliticianKey, int],
                     dead: list[Politician], lover: PoliticianKey | None) -> None:
    """Popularity as described, the dead (an Assassination marker each, R9), Cleopatra's
    lover."""
    st = game.state
    for who, value in popularity.items():
        st.popularity[politician(who)] = value
    for p in dead:
        if not st.dead[p]:
            st.dead[p] = True
            st.assassinations_left -= 1
    if lover is not None:
        st.lover = int(politician(lover))


def _lay_on_table(game: Game, on_table: Iterable[str]) -> None:
    """CLEOPATRA and ROTTEN ARENA in play, taken from wherever they are (R36)."""
    st = game.state
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
