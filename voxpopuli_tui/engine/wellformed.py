"""The form of an action handed to `Game.apply`: the engine's own class, each field of its exact
type and in its declared range.

Pydantic validates an action when it is built, but `model_copy(update=…)`, `object.__setattr__`
or a look-alike class bypass it, and `0.0 == 0`, `True == 1`, `"boos" == Side.BOOS` would then
compare equal to a legal action. `malformed(obj)` reads the fields the classes declare (types,
`ge`/`le` bounds, the `type` tag) and says, in one line, what is wrong; None when the form is
sound. Whether the action is legal now is `Core`'s question, asked after this one.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Annotated, Any, Literal, get_args, get_origin

from annotated_types import Ge, Le
from pydantic.fields import FieldInfo

from .actions import ActionType, action_classes
from .quoting import quote

#: Values quoted back as they are; anything else is named by its type only (a `repr` of an
#: arbitrary object may be huge, slow or raise).
_QUOTED = (str, int, float, bool, type(None), bytes)


@dataclass(frozen=True, slots=True)
class FieldForm:
    """What one field of an action class accepts: exactly `kind` (or None when `optional`),
    within `low`…`high` for numbers, the class's own `ActionType` (`tag`) for the `type` field."""

    name: str
    kind: type
    optional: bool
    low: int | None = None
    high: int | None = None
    tag: ActionType | None = None

    def problem(self, value: object) -> str | None:
        """What is wrong with `value` for this field; None when it fits."""
        if value is None and self.optional:
            return None
        if type(value) is not self.kind:
            return f"{self.name} is {_show(value)}, expected {self._expected()}"
        if self.tag is not None and value is not self.tag:
            return f"type is {_show(value)}, expected {self.tag.value!r}"
        if self.low is not None and value < self.low:  # type: ignore[operator]
            return f"{self.name} is {value}, below {self.low}"
        if self.high is not None and value > self.high:  # type: ignore[operator]
            return f"{self.name} is {value}, above {self.high}"
        return None

    def _expected(self) -> str:
        if self.tag is not None:
            what = f"{_a(self.kind)} ({self.tag.value})"
        elif issubclass(self.kind, Enum):
            what = f"{_a(self.kind)} ({', '.join(str(m.value) for m in self.kind)})"
        elif self.low is not None and self.high is not None:
            what = f"an int from {self.low} to {self.high}"
        else:
            what = _a(self.kind)
        return f"{what} or None" if self.optional else what


def _a(kind: type) -> str:
    name = kind.__name__
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def _show(value: object) -> str:
    if value is None:
        return "None"
    if type(value) in _QUOTED:
        return f"{quote(value)} ({_a(type(value))})"
    return _a(type(value))


def _bounds(metadata: list[Any]) -> tuple[int | None, int | None]:
    low = high = None
    for meta in metadata:
        if isinstance(meta, FieldInfo):
            low, high = _bounds(meta.metadata)
        elif isinstance(meta, Ge):
            low = int(meta.ge)  # type: ignore[call-overload]
        elif isinstance(meta, Le):
            high = int(meta.le)  # type: ignore[call-overload]
    return low, high


def _form(name: str, info: FieldInfo) -> FieldForm:
    """A field's form from its pydantic declaration (`X`, `Annotated[X, …]`, `… | None`)."""
    annotation: Any = info.annotation
    metadata = list(info.metadata)
    args = get_args(annotation)
    optional = type(None) in args
    if optional:
        (annotation,) = [a for a in args if a is not type(None)]
    if get_origin(annotation) is Annotated:
        annotation, *extra = get_args(annotation)
        metadata += extra
    while hasattr(annotation, "__supertype__"):  # a NewType (`CardId`): its runtime type
        annotation = annotation.__supertype__
    if get_origin(annotation) is Literal:
        (tag,) = get_args(annotation)
        return FieldForm(name, ActionType, False, tag=tag)
    low, high = _bounds(metadata)
    return FieldForm(name, annotation, optional, low, high)


@cache
def forms() -> dict[type, tuple[FieldForm, ...]]:
    """Every action class of the engine's union with the forms of its fields."""
    return {
        cls: tuple(_form(name, info) for name, info in cls.model_fields.items())
        for cls in action_classes()
    }


#: The engine's action classes (exact types: a subclass is not an engine action).
ACTION_CLASSES: frozenset[type] = frozenset(action_classes())


def malformed(obj: object) -> str | None:
    """One line saying why `obj` is not a well-formed engine action; None when it is."""
    fields = forms().get(type(obj))
    if fields is None:
        # `type()`, never `isinstance`: an object's `__class__` may lie, or raise.
        hint = " (parse_action reads the text form)" if issubclass(type(obj), str) else ""
        return f"not an action of the engine: {_show(obj)}{hint}"
    values = getattr(obj, "__dict__", None)
    tag = fields[1].tag
    if type(values) is not dict or len(values) != len(fields):
        return f"malformed {tag} action: its fields are not {', '.join(f.name for f in fields)}"
    for form in fields:
        if form.name not in values:
            return f"malformed {tag} action: {form.name} is missing"
        problem = form.problem(values[form.name])
        if problem is not None:
            return f"malformed {tag} action: {problem}"
    extra = getattr(obj, "__pydantic_extra__", None)
    if extra:
        return f"malformed {tag} action: unknown fields {', '.join(map(str, extra))}"
    return None
