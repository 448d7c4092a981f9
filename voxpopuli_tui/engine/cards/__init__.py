"""The 55 event cards: generic playability in `registry`, effects in themed modules.

Every module of this package is imported here so that its cards register themselves.
"""

import importlib
import pkgutil

from . import registry  # noqa: F401

for _info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
    importlib.import_module(f"{__name__}.{_info.name}")
