"""The import graph: no circle (imports for type checking and inside functions included), and
dependencies run one way: core ← rules ← cards ← assembly ← views/undo/bots/sim ← app ← ui.
Also: no UI module reads `game.state`, and the builders of a seat's view, of a position and of
the players table stay short."""

from __future__ import annotations

import ast
from dataclasses import fields
from functools import cache
from pathlib import Path

import voxpopuli_tui
from voxpopuli_tui.engine.cards.slots import CardSlots

ROOT = Path(voxpopuli_tui.__file__).parent
PKG = "voxpopuli_tui"

#: Engine modules by layer; a module may import only its own layer or lower ones.
LAYERS: tuple[frozenset[str], ...] = (
    frozenset(
        [
            "constants",
            "errors",
            "assets",
            "kinds",
            "prompts",
            "coins",
            "actions",
            "state",
            "ruleset",
            "names",
            "quoting",
            "refusal",
            "core",
            "ledger",
            "wellformed",
            "events",
            "said",
            "steps",
            "cards.slots",  # each card's state, held by the turn's state: a leaf
        ]
    ),
    frozenset(
        [
            "board",
            "spaces",
            "in_force",
            "setup",
            "turn",
            "match",
            "votes",
            "stars",
            "windows",
            "free",
            "scoring",
        ]
    ),
    frozenset({"cards", "explain"}),
    frozenset({"rulebook", "game"}),
    frozenset(["views", "secrecy", "undo", "bots", "sim", "invariants", "position", "clone"]),
)
APP = len(LAYERS)  # modules of the package outside engine/ and ui/ (saves, history…)
UI = APP + 1
ENTRY = UI + 1  # the command line starts the app


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    return {module_name(p): p for p in ROOT.rglob("*.py")}


def layer(name: str) -> int:
    parts = name.split(".")
    if parts[1:2] in (["ui"], ["host"]):  # the terminal's interface, and the pages' host
        return UI
    if parts[1:2] in (["cli"], ["__main__"]):
        return ENTRY
    if parts[1:2] != ["engine"]:
        return APP
    if len(parts) == 2:  # the engine package itself: lazy re-exports of the upper layers
        return len(LAYERS) - 1
    for i, names in enumerate(LAYERS):  # a submodule named on its own first (cards.slots)
        if ".".join(parts[2:4]) in names:
            return i
    for i, names in enumerate(LAYERS):
        if parts[2] in names:
            return i
    raise AssertionError(f"{name} has no layer: add it to LAYERS")


def imports(name: str) -> set[str]:
    """Every package module `name` imports, anywhere in its text."""
    path = modules()[name]
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in modules():
                    found.add(sub)
                elif target in modules():
                    found.add(target)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name in modules())
    found.discard(name)
    return found


def test_every_engine_module_has_a_layer() -> None:
    for name in modules():
        layer(name)


def test_dependencies_run_one_way() -> None:
    wrong = [
        f"{name} (layer {layer(name)}) imports {other} (layer {layer(other)})"
        for name in modules()
        for other in imports(name)
        if layer(other) > layer(name)
    ]
    assert wrong == []


def test_no_import_circle() -> None:
    graph = {name: imports(name) for name in modules()}
    state: dict[str, int] = {}  # 1: on the path, 2: done

    def visit(name: str, path: list[str]) -> list[str] | None:
        state[name] = 1
        for other in sorted(graph[name]):
            if state.get(other) == 1:
                return [*path[path.index(other) :], other] if other in path else [name, other]
            if other not in state:
                found = visit(other, [*path, other])
                if found:
                    return found
        state[name] = 2
        return None

    for name in sorted(graph):
        if name not in state:
            circle = visit(name, [name])
            assert circle is None, " -> ".join(circle)


def _reads_game_state(node: ast.AST) -> bool:
    if not (isinstance(node, ast.Attribute) and node.attr == "state"):
        return False
    base = node.value
    return (isinstance(base, ast.Name) and base.id == "game") or (
        isinstance(base, ast.Attribute) and base.attr == "game"
    )


def test_no_ui_module_reads_game_state() -> None:
    found = [
        f"{name}:{node.lineno}"
        for name, path in modules().items()
        if layer(name) == UI
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if _reads_game_state(node)
    ]
    assert found == [], "the UI reads views, never game.state: " + ", ".join(found)


def test_the_checks_see_a_circle_and_a_state_read() -> None:
    # The scanners themselves: a known import and a known `game.state` read are seen.
    assert f"{PKG}.engine.rulebook" in imports(f"{PKG}.engine.game")
    assert _reads_game_state(ast.parse("self.game.state.turn").body[0].value.value)  # type: ignore[attr-defined]


#: Functions built from named builders, by module: each, and every function of its module it
#: calls (the builders, and theirs), stays under `BUILDER_LINES` lines, signature and docstring
#: included.
BUILT = {
    "engine/views.py": ("view_for",),
    "engine/position.py": ("position",),
    "ui/widgets/players_panel.py": ("render_players", "render_cards"),
}
BUILDER_LINES = 60


def _builders(tree: ast.Module, roots: tuple[str, ...]) -> dict[str, int]:
    """Each root function and every module function it calls, transitively: its length."""
    defs = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    lengths: dict[str, int] = {}
    todo = list(roots)
    while todo:
        node = defs[todo.pop()]
        if node.name in lengths:
            continue
        lengths[node.name] = (node.end_lineno or node.lineno) - node.lineno + 1
        todo += [c.func.id for c in ast.walk(node)
                 if isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id in defs]
    return lengths


def test_the_view_position_and_players_table_builders_are_short() -> None:
    long = {}
    for where, roots in BUILT.items():
        lengths = _builders(ast.parse((ROOT / where).read_text(encoding="utf-8")), roots)
        assert set(roots) < set(lengths)  # each root calls named builders
        long.update({f"{where}::{n}": k for n, k in lengths.items() if k >= BUILDER_LINES})
    assert long == {}


#: Each card slot of `cards.slots.CardSlots` and the one module that writes and reads it.
SLOT_OWNERS = {
    "free_district": "voxpopuli_tui.engine.cards.forum",
    "bad_organiser": "voxpopuli_tui.engine.cards.forum",
    "hooligans": "voxpopuli_tui.engine.cards.forum",
    "sports_first": "voxpopuli_tui.engine.cards.arena",
    "free_arena": "voxpopuli_tui.engine.cards.arena",
    "vox_populi": "voxpopuli_tui.engine.cards.arena",
    "epic_cancel": "voxpopuli_tui.engine.cards.arena_rolls",
}


def test_each_card_slot_is_touched_only_by_its_card_module() -> None:
    """`x.cards.<slot>` appears only in the slot's card module and in `cards.slots` (its
    questions); every other step asks through those questions."""
    assert set(SLOT_OWNERS) == {f.name for f in fields(CardSlots)}
    wrong = []
    for name, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr in SLOT_OWNERS
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "cards"
                and name not in (SLOT_OWNERS[node.attr], "voxpopuli_tui.engine.cards.slots")
            ):
                wrong.append(f"{name}:{node.lineno} touches cards.{node.attr}")
    assert wrong == []
    seen = {
        node.attr
        for name in set(SLOT_OWNERS.values())
        for node in ast.walk(ast.parse(modules()[name].read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute) and node.attr in SLOT_OWNERS
        and isinstance(node.value, ast.Attribute) and node.value.attr == "cards"
        and SLOT_OWNERS[node.attr] == name
    }
    assert seen == set(SLOT_OWNERS)  # each owner does write its slot
