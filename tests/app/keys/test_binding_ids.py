"""Every key of the game is a `Binding` with an id, declared once, in its screen's (or
widget's, or the app's) `BINDINGS`: the ground the player's keymap file stands on
(`look.keymap_file`, Textual's `App.set_keymap` maps ids to keys)."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from pathlib import Path

from textual.binding import Binding
from textual.dom import DOMNode

import voxpopuli_tui.ui


def classes_with_keys() -> list[type[DOMNode]]:
    found: list[type[DOMNode]] = []
    for info in pkgutil.walk_packages(voxpopuli_tui.ui.__path__, "voxpopuli_tui.ui."):
        module = importlib.import_module(info.name)
        for _name, cls in inspect.getmembers(module, inspect.isclass):
            if (issubclass(cls, DOMNode) and cls.__module__ == module.__name__
                    and "BINDINGS" in cls.__dict__):
                found.append(cls)
    return found


def test_every_binding_has_an_id_that_names_one_action() -> None:
    classes = classes_with_keys()
    assert len(classes) >= 15  # the app, the table, the curtains, the private screens…
    actions: dict[str, tuple[str, str]] = {}  # id → (key, action): a subclass may reuse one
    for cls in classes:
        for binding in cls.__dict__["BINDINGS"]:
            assert isinstance(binding, Binding), f"{cls.__name__}: a key given as a tuple"
            assert binding.id, f"{cls.__name__}: {binding.key} → {binding.action} has no id"
            where = (binding.key, binding.action)
            assert actions.setdefault(binding.id, where) == where, (
                f"id {binding.id} names two keys: {actions[binding.id]} and {where}")


def test_keys_are_declared_only_in_bindings() -> None:
    """No key is bound at run time (`bind(...)`): a keymap reaches every key."""
    root = Path(voxpopuli_tui.ui.__path__[0])
    binders = [p.relative_to(root).as_posix() for p in root.rglob("*.py")
               if ".bind(" in p.read_text("utf-8")]
    assert binders == []
