"""Menus built from legal actions: pick one field at a time until one action is left.

Only actions the engine lists in `game.legal_actions(seat)` ever reach a menu, so every choice
offered is legal. Secret inputs (votes, Stars) always show every step, whatever is chosen, so
the number of key presses never tells what was chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from voxpopuli_tui.engine import Action
from voxpopuli_tui.engine.actions import district_name, space_name
from voxpopuli_tui.engine.assets import title
from voxpopuli_tui.engine.constants import MATCH_PRICE, POLITICIANS, MatchType

#: The fields asked, in order, for each action type.
FIELDS: dict[str, tuple[str, ...]] = {
    "coliseum": ("politician", "space"),
    "designate": ("district",),
    "supporter": ("value", "space"),
    "gladiator": ("value", "politician"),
    "match": ("kind", "politician"),
    "no-match": (),
    "pass": (),
    "play": ("card", "politician", "district", "target", "space", "to", "value"),
    "vote": ("side",),
    "eliminate-supporter": ("space",),
    "eliminate-gladiator": ("value",),
    "star": ("value", "politician", "decoy"),
    "gain": ("gain",),
    "hands": ("choice",),
    "pledge": ("amount",),
    "contribute": ("amount",),
    "give-money": ("to", "amount"),
    "give-card": ("card", "to"),
    "buy-decoys": ("count",),
}
#: Types whose every step is shown even with a single option (secret inputs).
ALWAYS_ASK = frozenset({"vote", "star"})

TYPE_LABELS = {
    "match": "Announce a match",
    "no-match": "No match this turn",
    "pass": "Pass",
    "play": "Play a card",
    "give-money": "Give sesterces",
    "give-card": "Give a card",
    "buy-decoys": "Buy decoys (1 each)",
    "contribute": "Contribute to ROTTEN ARENA",
}
STEP_TITLES = {
    "type": "Choose",
    "politician": "Which politician?",
    "space": "Which space?",
    "district": "Which district?",
    "value": "Which piece value?",
    "kind": "Which match?",
    "card": "Which card?",
    "target": "Which player?",
    "to": "To whom?",
    "side": "Your vote",
    "decoy": "Slide a decoy too?",
    "gain": "Phase 3: take",
    "choice": "Your open vote",
    "amount": "How much?",
    "count": "How many?",
}


CONFIRM = "__ok"


def describe(action: Action, names: Sequence[str]) -> str:
    """A short label for a whole action."""
    parts = [default_label("type", action.type, action, names)]
    for field in FIELDS.get(action.type, ()):
        value = getattr(action, field, None)
        if value is not None:
            parts.append(default_label(field, value, action, names))
    return " ".join(parts)


@dataclass(frozen=True)
class Option:
    """One line of a menu."""

    key: str
    label: str
    disabled: bool = False


Labeller = Callable[[str, object, Action], str]


def _value(action: Action, field: str) -> object:
    return action.type if field == "type" else getattr(action, field, None)


def default_label(field: str, value: object, action: Action, names: Sequence[str]) -> str:
    """A readable label for one field value."""
    if field == "type":
        return TYPE_LABELS.get(str(value), str(value).replace("-", " ").capitalize())
    if value is None:
        return "no decoy" if field == "decoy" else "(none)"
    if field in ("politician", "decoy"):
        return POLITICIANS[int(str(value))]
    if field in ("space", "to") and action.type != "give-money" and action.type != "give-card":
        return space_name(int(str(value)))
    if field in ("to", "target"):
        return names[int(str(value))]
    if field == "district":
        return district_name(int(str(value)))
    if field == "kind":
        kind = MatchType(str(value))
        return f"{kind.value.capitalize()} (price {MATCH_PRICE[kind]})"
    if field == "card":
        return title(str(value))
    if field == "value":
        return f"{value}"
    if field == "side":
        return str(value).capitalize()
    return str(value).capitalize() if isinstance(value, str) else str(value)


class Chooser:
    """Narrow a list of actions one field at a time."""

    def __init__(
        self,
        actions: Sequence[Action],
        names: Sequence[str],
        labeller: Labeller | None = None,
    ) -> None:
        self.all = list(actions)
        self.names = names
        self.labeller = labeller
        self.trail: list[tuple[str, str]] = []  # (field, key) chosen so far

    # ------------------------------------------------------------------ state
    def remaining(self) -> list[Action]:
        out = self.all
        for field, key in self.trail:
            out = [a for a in out if repr(_value(a, field)) == key]
        return out

    def _fields(self) -> list[str]:
        rest = self.remaining()
        types = {a.type for a in rest}
        fields = ["type"]
        if len(types) == 1:
            fields += list(FIELDS.get(rest[0].type, ()))
        return fields

    def step(self) -> str | None:
        """The field to ask now, None when one action is determined."""
        rest = self.remaining()
        done = {f for f, _ in self.trail}
        for field in self._fields():
            if field in done:
                continue
            keys = {repr(_value(a, field)) for a in rest}
            if len(keys) > 1 or (rest and rest[0].type in ALWAYS_ASK and field != "type"):
                return field
        return None

    def result(self) -> Action | None:
        """The chosen action once every field is fixed."""
        if self.step() is not None:
            return None
        rest = self.remaining()
        return rest[0] if rest else None

    def title(self) -> str:
        field = self.step()
        return STEP_TITLES.get(field or "", "Choose")

    def options(self) -> list[Option]:
        field = self.step()
        if field is None:
            only = self.result()
            if only is None:
                return []
            return [Option(CONFIRM, f"OK: {describe(only, self.names)}")]
        seen: dict[str, Option] = {}
        for a in self.remaining():
            value = _value(a, field)
            key = repr(value)
            if key in seen:
                continue
            label = default_label(field, value, a, self.names)
            if self.labeller is not None:
                label = self.labeller(field, value, a) or label
            seen[key] = Option(key, label)
        return list(seen.values())

    def choose(self, key: str) -> Action | None:
        """Fix the current field; return the action once determined."""
        field = self.step()
        if field is not None:
            self.trail.append((field, key))
        return self.result()

    def back(self) -> bool:
        """Undo the last choice; False when nothing was chosen yet."""
        if not self.trail:
            return False
        self.trail.pop()
        return True

    def key_for(self, action: Action) -> str | None:
        """The option key that leads towards `action` at this step (test helper)."""
        field = self.step()
        return CONFIRM if field is None else repr(_value(action, field))
