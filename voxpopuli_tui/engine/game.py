"""The `Game`: the machine of `core` running the rules of `rulebook`, built new, replayed or
read back from JSON."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from typing import Any

from .actions import Action
from .core import Core
from .rulebook import RULEBOOK
from .ruleset import Ruleset
from .scoring import Outcome, compute_outcome
from .setup import initial_state
from .state import GameState


class Game(Core):
    """A game in progress: the ruleset, the state, the seeded random source and the history."""

    def __init__(self, ruleset: Ruleset, state: GameState, rng: random.Random) -> None:
        super().__init__(ruleset, state, rng, RULEBOOK)

    @classmethod
    def new(cls, ruleset: Ruleset) -> Game:
        """Set up a game from its ruleset and seed (R10, R11)."""
        rng = random.Random(ruleset.seed)
        game = cls(ruleset, initial_state(ruleset, rng), rng)
        game.run()
        return game

    @classmethod
    def replay(cls, ruleset: Ruleset, actions: Iterable[Action]) -> Game:
        """Rebuild a game from its ruleset and action log."""
        game = cls.new(ruleset)
        for action in actions:
            game.apply(action)
        return game

    def to_json(self) -> str:
        """The ruleset and full state as JSON (history is kept by the save file)."""
        self.state.rng_state = _rng_to_list(self.rng)
        return (
            '{"ruleset":'
            + self.ruleset.model_dump_json()
            + ',"state":'
            + self.state.to_json()
            + "}"
        )

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Inverse of `to_json`."""
        data = json.loads(text)
        ruleset = Ruleset.model_validate(data["ruleset"])
        state = GameState.from_json(json.dumps(data["state"]))
        rng = random.Random()
        rng.setstate(_list_to_rng(state.rng_state))
        return cls(ruleset, state, rng)

    def outcome(self) -> Outcome | None:
        """R29: the result once the game is over, else None."""
        if not self.state.over:
            return None
        return compute_outcome(self.state)


def _rng_to_list(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _list_to_rng(data: list[Any]) -> tuple[Any, ...]:
    return (data[0], tuple(data[1]), data[2])
