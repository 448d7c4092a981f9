"""Stars and decoys: the secret insertion into the politicians' slots (R21 b, R27, R31, 4.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Action, PlaceStar, cached
from .constants import POLITICIANS
from .prompts import STARS
from .registry import answer, op, prompt
from .state import Insert

if TYPE_CHECKING:
    from .game import Game


@op("stars")
def ask_stars(game: Game, args: dict[str, Any]) -> None:
    """R21 (b): all the seat's Gladiators in the arena become Stars to place one by one."""
    st = game.state
    seat = args["seat"]
    arena = game.active_match_arena()
    mine = [g for g in st.arenas[arena] if g[0] == seat]
    if not mine:
        return
    values = sorted((v for _, v in mine), reverse=True)
    st.arenas[arena] = [g for g in st.arenas[arena] if g[0] != seat]
    game.log(
        f"{game.name(seat)}'s Gladiators ({', '.join(map(str, values))}) in "
        f"{POLITICIANS[arena]}'s arena become Stars.",
        "stars",
    )
    game.ask(STARS, [seat], left=values, placed=[])


@prompt(STARS)
def legal_stars(game: Game, seat: int) -> list[Action]:
    """Each remaining Star to any slot, with or without one decoy into a different slot."""
    st = game.state
    p = st.pending
    assert p is not None
    used = sum(1 for _, _, d in p.data["placed"] if d >= 0)
    decoys = st.players[seat].decoys > used and not game.ruleset.no_bluff
    options: list[Action] = []
    for v in sorted(set(p.data["left"])):
        for pol in range(len(POLITICIANS)):
            options.append(cached(PlaceStar, seat, v, pol, None))
            if decoys:
                options.extend(
                    cached(PlaceStar, seat, v, pol, d) for d in range(len(POLITICIANS)) if d != pol
                )
    return options


@answer("star")
def place_star(game: Game, action: PlaceStar) -> None:
    """Hold the placement until the seat's last Star, then slide them all in at once.

    Committing together keeps the order of placements (which could hint at values) private.
    """
    st = game.state
    p = st.pending
    assert p is not None
    seat = action.seat
    p.data["left"].remove(action.value)
    decoy = -1 if action.decoy is None else action.decoy
    p.data["placed"].append([action.value, action.politician, decoy])
    text = f"You slid your {action.value} Star into {POLITICIANS[action.politician]}'s slot"
    if decoy >= 0:
        text += f" and a decoy into {POLITICIANS[decoy]}'s slot"
    game.log(text + ".", "stars-private", [seat])
    if p.data["left"]:
        return
    counts = [0] * len(POLITICIANS)
    for value, pol, dec in p.data["placed"]:
        st.slots[pol].append(Insert(seat, value, st.turn))
        counts[pol] += 1
        if dec >= 0:
            # Decoys leave the player's stock only now, so the public count moves once.
            st.players[seat].decoys -= 1
            st.slots[dec].append(Insert(seat, 0, st.turn))
            counts[dec] += 1
    st.pending = None
    if game.ruleset.no_bluff:
        shown = ", ".join(f"a {v} Star on {POLITICIANS[pol]}" for v, pol, _ in p.data["placed"])
        game.log(f"{game.name(seat)} placed {shown}.", "stars")
        return
    where = ", ".join(f"{c} into {POLITICIANS[i]}'s slot" for i, c in enumerate(counts) if c)
    total = sum(counts)
    game.log(f"{game.name(seat)} slid {total} piece{'s' if total > 1 else ''}: {where}.", "stars")
