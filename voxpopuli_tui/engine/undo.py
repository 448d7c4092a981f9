"""Undo at the table: take back the last public actions, never past a barrier.

A barrier is an action after which taking it back would hide or redraw something already learned
or committed: a card drawn, a die rolled, votes revealed, a secret input sealed (a Vote, a
PlaceStar), a card played, a card given (its title is private knowledge), the game's end, or any
private event. Undo rebuilds the game from its ruleset and the shorter action log, so undoing and
then re-applying the same actions gives the same state.
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action, ActionType
from .game import Game
from .state import Event

#: Action types that are barriers whatever they caused.
BARRIER_ACTIONS: dict[ActionType, str] = {
    ActionType.VOTE: "a vote was sealed",
    ActionType.STAR: "a Star was placed in secret",
    ActionType.PLAY: "a card was played",
    ActionType.GIVE_CARD: "a card was given",
}

#: Event kinds that make the action that caused them a barrier.
BARRIER_EVENTS: dict[str, str] = {
    "roll": "a die was rolled",
    "draw": "a card was drawn",
    "draw-private": "a card was drawn",
    "reveal": "the votes were revealed",
    "end": "the game is over",
}

START = "this is the start of the game"


def barrier(action: Action, events: Sequence[Event]) -> str | None:
    """Why `action`, which caused `events`, cannot be taken back; None when it can."""
    reason = BARRIER_ACTIONS.get(action.type)
    if reason is not None:
        return reason
    for event in events:
        reason = BARRIER_EVENTS.get(event.kind)
        if reason is not None:
            return reason
    for event in events:
        if event.seats is not None:
            return "a player learned something in secret"
    return None


def _marks(game: Game) -> list[int]:
    """Index in the log of each action's first event (rebuilt when the game has none)."""
    if len(game.marks) == len(game.history):
        return game.marks
    return Game.replay(game.ruleset, game.history).marks


def undo_limit(game: Game) -> tuple[int, str]:
    """How many trailing actions may be taken back, and why not one more."""
    history = game.history
    log = game.state.log
    marks = _marks(game)
    steps = 0
    for i in range(len(history) - 1, -1, -1):
        end = marks[i + 1] if i + 1 < len(marks) else len(log)
        reason = barrier(history[i], log[marks[i] : end])
        if reason is not None:
            return steps, reason
        steps += 1
    return steps, START


def undo(game: Game, steps: int = 1) -> Game:
    """A new game without the last `steps` actions; ValueError past the undo limit."""
    if steps < 0:
        raise ValueError("steps must not be negative")
    limit, reason = undo_limit(game)
    if steps > limit:
        raise ValueError(f"cannot take back {steps} action(s): {reason}")
    if steps == 0:
        return game
    return Game.replay(game.ruleset, game.history[:-steps])


def redo(game: Game, actions: Sequence[Action]) -> Game:
    """Apply `actions` again in place (e.g. those an undo took back) and return the game."""
    for action in actions:
        game.apply(action)
    return game


def barrier_seqs(game: Game, last_only: bool = False) -> set[int]:
    """Public log positions after which undo cannot go back (the last public event of each
    barrier action); `last_only`: just the one undo stops at now."""
    log, marks = game.state.log, game.marks
    if len(marks) != len(game.history):
        return set()
    out: set[int] = set()
    for i in range(len(game.history) - 1, -1, -1):
        end = marks[i + 1] if i + 1 < len(marks) else len(log)
        events = log[marks[i] : end]
        public = [e for e in events if e.seats is None]
        if public and barrier(game.history[i], events) is not None:
            out.add(public[-1].seq)
            if last_only:
                break
    return out
