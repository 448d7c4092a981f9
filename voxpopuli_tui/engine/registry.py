"""Tables that tie the rules modules to the game loop, filled in as the modules are imported.

- `OPS`: procedure steps, by name (a `Frame.op`).
- `ANSWERS`: how an action of a given type changes the state.
- `PROMPTS`: the legal actions of a seat for a kind of pending decision.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game

OpFn = Callable[["Game", dict[str, Any]], None]
AnswerFn = Callable[["Game", Any], None]
PromptFn = Callable[["Game", int], list["Action"]]

OPS: dict[str, OpFn] = {}
ANSWERS: dict[str, AnswerFn] = {}
PROMPTS: dict[str, PromptFn] = {}

F = TypeVar("F")


def op(name: str) -> Callable[[OpFn], OpFn]:
    """Register a procedure step."""

    def deco(fn: OpFn) -> OpFn:
        OPS[name] = fn
        return fn

    return deco


def answer(*types: str) -> Callable[[F], F]:
    """Register the handler of one or more action types."""

    def deco(fn: F) -> F:
        for t in types:
            ANSWERS[t] = fn  # type: ignore[assignment]
        return fn

    return deco


def prompt(kind: str) -> Callable[[PromptFn], PromptFn]:
    """Register the legal-action enumerator of a pending kind."""

    def deco(fn: PromptFn) -> PromptFn:
        PROMPTS[kind] = fn
        return fn

    return deco
