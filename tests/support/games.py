"""Helpers shared by the tests: build games, steer them to a moment, arrange a table."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable

from voxpopuli_tui.engine import Action, Game, Pass, Ruleset
from voxpopuli_tui.engine.actions import FREE_TYPES, AnnounceMatch, PlayCard
from voxpopuli_tui.engine.kinds import Decision
from voxpopuli_tui.engine.state import Event, GameState

Chooser = Callable[[Game, int, list[Action]], Action]


def new_game(players: int = 4, seed: int = 0, **options: object) -> Game:
    """A game with default names and clubs; random Coliseums unless told otherwise."""
    options.setdefault("coliseum_placement", "random")
    options.setdefault("first_player", 0)
    return Game.new(Ruleset.default(players, seed=seed, **options))


def first_choice(game: Game, seat: int, legal: list[Action]) -> Action:
    """Pick the first main-line action (never a gift or purchase)."""
    return next(a for a in legal if a.type not in FREE_TYPES)


def passing(game: Game, seat: int, legal: list[Action]) -> Action:
    """Pass in windows, else the first main-line action."""
    for a in legal:
        if a.type == "pass":
            return a
    return first_choice(game, seat, legal)


def random_chooser(seed: int = 0) -> Chooser:
    """Uniform among main-line actions, seeded."""
    rng = random.Random(seed)

    def choose(game: Game, seat: int, legal: list[Action]) -> Action:
        return rng.choice([a for a in legal if a.type not in FREE_TYPES])

    return choose


def step(game: Game, chooser: Chooser = passing) -> Action:
    """Let the first seat to act take one action chosen by `chooser`."""
    seat = game.to_act()[0]
    action = chooser(game, seat, game.legal_actions(seat))
    game.apply(action)
    return action


class MomentMissed(AssertionError):
    """The game ended, or ran out of steps, before the awaited moment."""


def advance_until(
    game: Game,
    stop: Callable[[Game], bool],
    chooser: Chooser = passing,
    limit: int = 5000,
) -> Game:
    """Play with `chooser` until `stop(game)` holds (checked before each action): the one
    "play a game until X" of the tests. Raises `MomentMissed` if the game ends first."""
    for _ in range(limit):
        if stop(game):
            return game
        if game.is_over:
            raise MomentMissed("the game ended before the expected moment")
        step(game, chooser)
    raise MomentMissed("the expected moment never came")


def first_seed_until(
    seeds: Iterable[int],
    start: Callable[[int], tuple[Game, Chooser]],
    stop: Callable[[Game], bool],
    limit: int = 5000,
    missed: str = "no seed came to the expected moment",
) -> Game:
    """`advance_until` over the games `start(seed)` gives (a game and its chooser), seed after
    seed: the first game that comes to `stop`."""
    for seed in seeds:
        game, chooser = start(seed)
        try:
            return advance_until(game, stop, chooser, limit)
        except MomentMissed:
            continue
    raise AssertionError(missed)


def seeded_main_line(
    rng: random.Random, *, matches_first: bool = False, cards: bool = True
) -> Chooser:
    """Uniform among main-line actions (card plays left out unless `cards`), seeded by `rng`;
    with `matches_first`, a match whenever one can be announced (votes and Stars come soon)."""

    def choose(game: Game, seat: int, legal: list[Action]) -> Action:
        main = [a for a in legal
                if a.type not in FREE_TYPES and (cards or not isinstance(a, PlayCard))]
        if matches_first:
            main = [a for a in main if isinstance(a, AnnounceMatch)] or main
        return rng.choice(main)

    return choose


def windows_passed(then: Chooser) -> Chooser:
    """In a card window the seat to act passes; elsewhere `then` chooses."""

    def choose(game: Game, seat: int, legal: list[Action]) -> Action:
        if game.pending_kind == Decision.WINDOW:
            return Pass(seat=seat)
        return then(game, seat, legal)

    return choose


def pending_kind(kind: str, window: str | None = None) -> Callable[[Game], bool]:
    """A stop condition: the game waits for this kind of decision (and window)."""

    def check(game: Game) -> bool:
        p = game.state.pending
        return p is not None and p.kind == kind and (window is None or p.window == window)

    return check


def give_card(game: Game, seat: int, card: str) -> None:
    """Move `card` from wherever it is (deck, a hand, the discard) into `seat`'s hand."""
    st: GameState = game.state
    for pile in [st.deck, st.discard, *(p.hand for p in st.players)]:
        if card in pile:
            pile.remove(card)
            break
    st.players[seat].hand.append(card)
    st.version += 1  # the legal-action cache keys on the version


def touch(game: Game) -> None:
    """Call after editing the state by hand so cached legal actions are recomputed."""
    game.state.version += 1


# ----------------------------------------------------------------- arranging a table by hand
#: A fixed Coliseum layout, one per district, in corners and edges so that chains are explicit:
#: Pompey A1, Crassus H1, Caesar A3, Antony H4, Octavian A6, Brutus H6.
CORNER_COLISEUMS: dict[int, str] = {0: "A1", 1: "H1", 2: "A3", 3: "H4", 4: "A6", 5: "H6"}


def sp(name: str) -> int:
    """A space index from its name (`"B3"`)."""
    from voxpopuli_tui.engine.actions import parse_space

    return parse_space(name)


def clear_table(game: Game) -> None:
    """Return every Supporter, Gladiator and Star to its owner's club (Coliseums stay)."""
    from voxpopuli_tui.engine.state import COLISEUM_BASE, EMPTY

    st = game.state
    for s, owner in enumerate(st.owner):
        if 0 <= owner < COLISEUM_BASE:
            st.players[owner].club[st.value[s]] += 1
            st.owner[s] = EMPTY
            st.value[s] = 0
    for arena in st.arenas:
        for seat, value in arena:
            st.players[seat].club[value] += 1
        arena.clear()
    for slot in st.slots:
        for ins in slot:
            if ins.value:
                st.players[ins.seat].club[ins.value] += 1
            else:
                st.players[ins.seat].decoys += 1
        slot.clear()
    touch(game)


def set_coliseums(game: Game, layout: dict[int, str] | None = None) -> None:
    """Move the Coliseums to `layout` (politician -> space name; default `CORNER_COLISEUMS`)."""
    from voxpopuli_tui.engine.state import COLISEUM_BASE, EMPTY

    st = game.state
    for p, s in enumerate(st.coliseum):
        if s != EMPTY:
            st.owner[s] = EMPTY
        st.coliseum[p] = EMPTY
    for p, name in (layout or CORNER_COLISEUMS).items():
        s = sp(name)
        assert st.owner[s] == EMPTY, f"{name} is taken"
        st.owner[s] = COLISEUM_BASE + p
        st.value[s] = 0
        st.coliseum[p] = s
    touch(game)


def put_supporter(game: Game, seat: int, value: int, space: str) -> None:
    """Take a piece of `value` from `seat`'s club and stand it on `space`, Supporter side up."""
    from voxpopuli_tui.engine.state import EMPTY

    st = game.state
    s = sp(space)
    assert st.owner[s] == EMPTY, f"{space} is not empty"
    assert st.players[seat].club.get(value, 0) > 0, f"seat {seat} has no {value} left"
    st.players[seat].club[value] -= 1
    st.owner[s] = seat
    st.value[s] = value
    touch(game)


def put_gladiator(game: Game, seat: int, value: int, politician: int) -> None:
    """Take a piece of `value` from `seat`'s club into `politician`'s arena."""
    st = game.state
    assert st.players[seat].club.get(value, 0) > 0, f"seat {seat} has no {value} left"
    st.players[seat].club[value] -= 1
    st.arenas[politician].append([seat, value])
    touch(game)


def empty_club(game: Game, seat: int, keep: dict[int, int] | None = None) -> None:
    """Move `seat`'s club pieces to its eliminated pile, keeping `keep` (value -> count)."""
    pl = game.state.players[seat]
    keep = keep or {}
    for value, count in list(pl.club.items()):
        stay = min(count, keep.get(value, 0))
        pl.eliminated.extend([value] * (count - stay))
        pl.club[value] = stay
    touch(game)


def act(game: Game, text: str) -> list[Event]:
    """Apply an action given in its text form (`"0 vote applause"`)."""
    from voxpopuli_tui.engine import parse_action

    return game.apply(parse_action(text))


def public_texts(game: Game) -> list[str]:
    """The public log lines, in order."""
    return [e.text for e in game.state.log if e.seats is None]


async def past_the_cover(pilot) -> None:  # type: ignore[no-untyped-def]
    """Let a hand-off finish: its opaque cover is drawn alone for a frame before the next
    screen (curtain, private screen or table) comes up."""
    import asyncio

    from voxpopuli_tui.ui.hotseat.handoff import CoverScreen

    for _ in range(100):
        await pilot.pause()
        if not isinstance(pilot.app.screen, CoverScreen):
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the hand-off's cover never went")
