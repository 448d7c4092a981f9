"""A fast deep copy of a `Game` for search: mutable containers are copied, immutables shared.

Generic on purpose: it walks `__slots__` (or `__dict__`) of whatever classes the state is made of,
so the copy keeps working when the state's classes change. Frozen dataclasses, frozen pydantic
models, enums, strings and numbers are shared, never copied. Log events are append-only records
(the engine never edits one after logging it), so the log list is copied but its events shared.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING, Any, TypeVar

from .state import Event

if TYPE_CHECKING:
    from .game import Game

T = TypeVar("T")
Copier = Callable[[Any], Any]

_ATOMS: frozenset[type] = frozenset({int, str, float, bool, type(None), bytes, complex})
#: Records treated as immutable once created (see the module docstring).
SHARED_RECORDS: frozenset[type] = frozenset({Event})
# One table per process: filled once per class, then only read (a dict read is thread-safe).
_COPIERS: dict[type, Copier] = {}
#: The classes whose instances are shared (atoms and immutables met so far): a list or dict of
#: them only is copied in one C call (`obj.copy()`), not element by element.
_SHARED_TYPES: set[type] = set(_ATOMS)


def _share(obj: Any) -> Any:
    return obj


def _is_immutable_type(cls: type) -> bool:
    if cls in _ATOMS or cls in SHARED_RECORDS or issubclass(cls, Enum):
        return True
    params = getattr(cls, "__dataclass_params__", None)
    if params is not None and params.frozen:
        return True
    config = getattr(cls, "model_config", None)
    return isinstance(config, dict) and bool(config.get("frozen"))


def _copy_list(obj: list[Any]) -> list[Any]:
    if _SHARED_TYPES.issuperset(map(type, obj)):
        return obj.copy()
    out: list[Any] = []
    append = out.append
    for x in obj:
        cls = x.__class__
        if cls in _ATOMS:
            append(x)
        else:
            append((_COPIERS.get(cls) or _copier_for(cls))(x))
    return out


def _copy_dict(obj: dict[Any, Any]) -> dict[Any, Any]:
    if _SHARED_TYPES.issuperset(map(type, obj.values())):
        return obj.copy()
    out: dict[Any, Any] = {}
    for k, v in obj.items():
        cls = v.__class__
        out[k] = v if cls in _ATOMS else (_COPIERS.get(cls) or _copier_for(cls))(v)
    return out


def _copy_tuple(obj: tuple[Any, ...]) -> tuple[Any, ...]:
    items = tuple(deep_copy(x) for x in obj)
    return obj if all(a is b for a, b in zip(items, obj, strict=True)) else items


def _copy_rng(obj: random.Random) -> random.Random:
    # `Random()` would seed itself from the system first (half the cost of a copy); `setstate`
    # sets the whole state, so the bare instance is complete.
    cls = obj.__class__
    new = cls.__new__(cls)
    new.setstate(obj.getstate())
    return new


def _field_names(cls: type) -> tuple[str, ...]:
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls))
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return tuple(n for n in names if n not in ("__weakref__", "__dict__"))


def _object_copier(cls: type[Any]) -> Copier:
    names = _field_names(cls)
    has_dict = not hasattr(cls, "__slots__") or "__dict__" in _field_names_raw(cls)

    def copy_object(obj: Any) -> Any:
        new = object.__new__(cls)
        for name in names:
            value = getattr(obj, name)
            vcls = value.__class__
            object.__setattr__(
                new,
                name,
                value if vcls in _ATOMS else (_COPIERS.get(vcls) or _copier_for(vcls))(value),
            )
        if has_dict:
            for name, value in vars(obj).items():
                if name not in names:
                    object.__setattr__(new, name, deep_copy(value))
        return new

    return copy_object


def _field_names_raw(cls: type) -> tuple[str, ...]:
    names: list[str] = []
    for klass in cls.__mro__:
        slots = klass.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return tuple(names)


def _copier_for(cls: type) -> Copier:
    copier: Copier
    if _is_immutable_type(cls):
        copier = _share
    elif issubclass(cls, list):
        copier = _copy_list
    elif issubclass(cls, dict):
        copier = _copy_dict
    elif issubclass(cls, tuple):
        copier = _copy_tuple
    elif issubclass(cls, random.Random):
        copier = _copy_rng
    elif issubclass(cls, (set, frozenset)):
        copier = _share if cls is frozenset else (lambda s: {deep_copy(x) for x in s})
    else:
        copier = _object_copier(cls)
    if copier is _share:
        _SHARED_TYPES.add(cls)
    _COPIERS[cls] = copier
    return copier


def deep_copy(obj: T) -> T:
    """A deep copy of `obj` that shares every immutable part."""
    cls = obj.__class__
    if cls in _ATOMS:
        return obj
    result: T = (_COPIERS.get(cls) or _copier_for(cls))(obj)
    return result


_GAME_DONE = frozenset(
    {
        "ruleset",
        "state",
        "rng",
        "history",
        "marks",
        "names",
        "_legal_cache",
        "_moves_cache",
        "_legal_version",
    }
)


def clone_game(game: Game, *, history: bool = True) -> Game:
    """An independent copy of `game`: applying actions to it never touches the original.

    `history=False` leaves the copy's action log empty (search needs no history, and a
    seat's information set must not carry it).
    """
    from .game import Game

    new = Game.__new__(Game)
    new.ruleset = game.ruleset  # frozen settings, shared
    new.state = deep_copy(game.state)
    new.rng = _copy_rng(game.rng)
    new.history = list(game.history) if history else []
    new.marks = list(game.marks) if history else []
    new.names = list(game.names)
    for name, value in vars(game).items():
        if name not in _GAME_DONE:
            setattr(new, name, deep_copy(value))
    # The legality caches belong to one state: start the copy with empty ones.
    new._legal_cache = {}
    new._moves_cache = {}
    new._legal_version = -1
    return new
