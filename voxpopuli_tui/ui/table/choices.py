"""Menus built from legal actions: pick one field at a time until one action is left.

Only actions the engine lists in `game.legal_actions(seat)` ever reach a menu, so every choice
offered is legal. Secret inputs (votes, Stars) always show every step, whatever is chosen, so
the number of key presses never tells what was chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from voxpopuli_tui.engine import Action
from voxpopuli_tui.engine.actions import (
    ActionType,
    AnnounceMatch,
    GiveCard,
    GiveMoney,
    PlaceStar,
    space_name,
)
from voxpopuli_tui.engine.assets import title
from voxpopuli_tui.engine.constants import MATCH_PRICE, MatchType
from voxpopuli_tui.i18n import N_, _
from voxpopuli_tui.ui.table.fold import NO_MATCH_GAIN, NoMatchGain
from voxpopuli_tui.ui.words.game_words import arena, district, match_name, politician, side_name

#: The fields asked, in order, for each action type (the engine's, and the fold's).
FIELDS: dict[str, tuple[str, ...]] = {
    ActionType.COLISEUM: ("politician", "space"),
    ActionType.DESIGNATE: ("district",),
    ActionType.SUPPORTER: ("value", "space"),
    ActionType.GLADIATOR: ("value", "politician"),
    ActionType.MATCH: ("kind", "politician"),
    ActionType.NO_MATCH: (),
    ActionType.PASS: (),
    ActionType.PLAY: ("card", "politician", "district", "target", "space", "to", "value"),
    ActionType.VOTE: ("side",),
    ActionType.ELIMINATE_SUPPORTER: ("space",),
    ActionType.ELIMINATE_GLADIATOR: ("value",),
    ActionType.STAR: ("value", "politician", "decoy"),
    ActionType.GAIN: ("gain",),
    ActionType.HANDS: ("choice",),
    ActionType.PLEDGE: ("amount",),
    ActionType.CONTRIBUTE: ("amount",),
    ActionType.GIVE_MONEY: ("to", "amount"),
    ActionType.GIVE_CARD: ("card", "to"),
    ActionType.BUY_DECOYS: ("count",),
    NO_MATCH_GAIN: ("gain",),
}
#: Steps of secret inputs asked even with a single option, so the keys pressed never tell what
#: was chosen: the vote (INTERVIEW locks it, same keys as any vote). A Star's value and decoy are
#: asked only when there is a choice: both depend on public facts (RULES_NOTES N9).
ALWAYS_ASK: dict[str, frozenset[str]] = {ActionType.VOTE: frozenset({"side"})}
#: Types whose first field is asked together with the type: one key for "Cup match", one for
#: "No match: take 1 sestertius".
MERGED: dict[str, str] = {ActionType.MATCH: "kind", NO_MATCH_GAIN: "gain"}
#: Fields whose menu lines are numbered by the value itself (`4` means the 4).
BY_VALUE = frozenset({"value"})
#: A Star's fields numbered by the politician's own number, the same in both menus (a
#: decoy went to the wrong politician when "no decoy" shifted them by one).
BY_POLITICIAN = frozenset({"politician", "decoy"})
SEP = "\x1f"


def politician_number(value: object) -> int:
    """A politician's number in every Star menu: Pompey 1 … Brutus 6; 0 for "no decoy"."""
    return 0 if value is None else int(str(value)) + 1

TYPE_LABELS: dict[str, str] = {
    ActionType.MATCH: N_("Announce a match"),
    ActionType.NO_MATCH: N_("No match this turn"),
    NO_MATCH_GAIN: N_("No match"),
    ActionType.PASS: N_("Pass"),
    ActionType.PLAY: N_("Play a card"),
    ActionType.GIVE_MONEY: N_("Give sesterces"),
    ActionType.GIVE_CARD: N_("Give a card"),
    ActionType.BUY_DECOYS: N_("Buy decoys (1 each)"),
    ActionType.CONTRIBUTE: N_("Contribute to ROTTEN ARENA"),
}
STEP_TITLES = {
    "type": N_("Choose"),
    "politician": N_("Which politician?"),
    "space": N_("Which space?"),
    "district": N_("Which district?"),
    "value": N_("Which piece value?"),
    "kind": N_("Which match?"),
    "card": N_("Which card?"),
    "target": N_("Which player?"),
    "to": N_("To whom?"),
    "side": N_("Your vote"),
    "decoy": N_("Slide a decoy too?"),
    "gain": N_("Phase 3: take"),
    "choice": N_("Your open vote"),
    "amount": N_("How much?"),
    "count": N_("How many?"),
}


class Choosable(Protocol):
    """An engine action, or a UI fold of two (`fold.NoMatchGain`)."""

    @property
    def type(self) -> str: ...


CONFIRM = "__ok"


def describe(action: Choosable, names: Sequence[str]) -> str:
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
    #: the number key that picks it (None: its place in the menu)
    number: int | None = None


C = TypeVar("C", bound=Choosable)
Labeller = Callable[[str, object, Choosable], str]


def _value(action: Choosable, field: str) -> object:
    """A field's value; the type as its plain text (`"match"`), so a menu key is the same for
    the engine's `ActionType` and the menu's own folds."""
    return str(action.type) if field == "type" else getattr(action, field, None)


def default_label(field: str, value: object, action: Choosable, names: Sequence[str]) -> str:
    """A readable label for one field value."""
    if field == "type":
        known = TYPE_LABELS.get(str(value))
        return _(known) if known else str(value).replace("-", " ").capitalize()
    if value is None:
        return _("no decoy") if field == "decoy" else _("(none)")
    if field in ("politician", "decoy"):
        return politician(int(str(value)))
    if field in ("space", "to") and not isinstance(action, GiveMoney | GiveCard):
        return space_name(int(str(value)))
    if field in ("to", "target"):
        return names[int(str(value))]
    if field == "district":
        return district(int(str(value)))
    if field == "kind":
        kind = MatchType(str(value))
        return _("{match} (price {price})").format(match=match_name(kind),
                                                   price=MATCH_PRICE[kind])
    if field == "card":
        return title(str(value))
    if field == "value":
        return f"{value}"
    if field == "gain":
        gain = _("take 1 sestertius") if str(value) == "money" else _("draw a card")
        return _("No match: {gain}").format(gain=gain) if isinstance(action, NoMatchGain) else gain
    if field == "side":
        return side_name(str(value))
    return str(value).capitalize() if isinstance(value, str) else str(value)


class BaseChooser(Generic[C]):
    """Narrow a list of actions one field at a time."""

    def __init__(
        self,
        actions: Sequence[C],
        names: Sequence[str],
        labeller: Labeller | None = None,
    ) -> None:
        self.all = list(actions)
        self.names = names
        self.labeller = labeller
        self.trail: list[tuple[str, str]] = []  # (field, key) chosen so far

    # ------------------------------------------------------------------ state
    def remaining(self) -> list[C]:
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
            always = rest and field in ALWAYS_ASK.get(rest[0].type, frozenset())
            if len(keys) > 1 or always:
                return field
        return None

    def _merged(self, action: Choosable) -> str | None:
        """The field asked together with the type step for this action (None: just the type)."""
        merged = MERGED.get(action.type)
        return merged if merged and getattr(action, merged, None) is not None else None

    def result(self) -> C | None:
        """The chosen action once every field is fixed."""
        if self.step() is not None:
            return None
        rest = self.remaining()
        return rest[0] if rest else None

    def title(self) -> str:
        field = self.step()
        arenas = {a.politician for a in self.remaining() if isinstance(a, AnnounceMatch)}
        if field == "type" and len(arenas) == 1:  # say which arena was picked, and why
            return _("Choose — only {arena} can host a match").format(
                arena=arena(int(str(arenas.pop()))))
        if field == "value" and any(isinstance(a, PlaceStar) for a in self.remaining()):
            return _("Which Star? (by its value)")
        return _(STEP_TITLES.get(field or "", N_("Choose")))

    def options(self) -> list[Option]:
        field = self.step()
        if field is None:
            only = self.result()
            if only is None:
                return []
            return [Option(CONFIRM, _("OK: {action}").format(action=describe(only, self.names)))]
        rest = self.remaining()
        seen: dict[str, Option] = {}
        for a in rest:
            value = _value(a, field)
            key = repr(value)
            label = default_label(field, value, a, self.names)
            merged = self._merged(a) if field == "type" else None
            if merged is not None:
                inner = getattr(a, merged)
                key += SEP + repr(inner)
                label = self._merged_label(a, merged, inner, rest)
            if key in seen:
                continue
            if self.labeller is not None and merged is None:
                label = self.labeller(field, value, a) or label
            number = value if field in BY_VALUE and isinstance(value, int) else None
            if isinstance(a, PlaceStar) and field in BY_POLITICIAN:
                number = politician_number(value)
            seen[key] = Option(key, label, number=number)
        return list(seen.values())

    def _merged_label(self, action: Choosable, merged: str, inner: object,
                      rest: Sequence[Choosable]) -> str:
        """"Cup (price 1)", with the arena when only one can host it; "No match: draw a card"."""
        if isinstance(action, AnnounceMatch):
            kind = MatchType(str(inner))
            arenas = {a.politician for a in rest
                      if isinstance(a, AnnounceMatch) and getattr(a, merged) == inner}
            if len(arenas) == 1:
                return _("{match} match (price {price}) in {arena}").format(
                    match=match_name(kind), price=MATCH_PRICE[kind],
                    arena=arena(int(str(arenas.pop()))))
            return _("{match} match (price {price})").format(match=match_name(kind),
                                                             price=MATCH_PRICE[kind])
        return default_label(merged, inner, action, self.names)

    def choose(self, key: str) -> C | None:
        """Fix the current field (and a merged one); return the action once determined."""
        field = self.step()
        if field is not None:
            head, _, inner = key.partition(SEP)
            self.trail.append((field, head))
            if inner:
                merged = self._merged(self.remaining()[0])
                if merged is not None:
                    self.trail.append((merged, inner))
        return self.result()

    def back(self) -> bool:
        """Undo the last choice; False when nothing was chosen yet."""
        if not self.trail:
            return False
        field, _picked = self.trail.pop()
        if self.trail and self.trail[-1][0] == "type" and field in MERGED.values():
            self.trail.pop()  # a merged step is one step back
        return True

    def key_for(self, action: C) -> str | None:
        """The option key that leads towards `action` at this step (test helper)."""
        field = self.step()
        if field is None:
            return CONFIRM
        key = repr(_value(action, field))
        merged = self._merged(action) if field == "type" else None
        return key + SEP + repr(getattr(action, merged)) if merged else key


class Chooser(BaseChooser[Action]):
    """A chooser of engine actions."""
