"""The road of one key: which modules of the package run between a decision key and its
redrawn table (docs/ARCHITECTURE.md, "The road a key takes").

A table of three humans at the first Forum window of turn 2, which folds into the designation
(one key answers both); `1` is pressed and every Python function call until the table has
settled is recorded (`sys.setprofile`, the UI thread). Prints the modules of `voxpopuli_tui`
that ran, by layer, and their count. Run from the repository's root:
`python -m benchmarks.key_road`.
"""

from __future__ import annotations

import asyncio
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

import voxpopuli_tui
from tests.support.flow import SIZE, app_for, game_at
from tests.support.games import pending_kind

ROOT = Path(voxpopuli_tui.__file__).resolve().parent
#: the package's modules in the order they first ran, and how many had run when the engine
#: was first asked to apply an action (the road up; the rest is the road back down)
ORDER: list[str] = []
APPLIED: list[int] = []


def module_of(filename: str) -> str | None:
    """`ui/table/controller` for a file of the package, None for any other."""
    path = Path(filename)
    try:
        return path.resolve().relative_to(ROOT).with_suffix("").as_posix()
    except ValueError:
        return None


async def road() -> Counter[str]:
    window = pending_kind("window", "forum-start")
    game = game_at(lambda g: g.state.turn >= 2 and window(g))
    app = app_for(game)
    seen: Counter[str] = Counter()

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        if event == "call":
            name = module_of(frame.f_code.co_filename)
            if name is not None:
                if name not in seen:
                    ORDER.append(name)
                if name == "engine/core" and frame.f_code.co_name == "apply" and not APPLIED:
                    APPLIED.append(len(ORDER))
                seen[name] += 1

    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        sys.setprofile(profile)
        try:
            await pilot.press("1")
            await pilot.pause()
            await pilot.pause()
        finally:
            sys.setprofile(None)
    return seen


def main() -> None:
    seen = asyncio.run(road())
    ui = sorted(m for m in seen if m.startswith("ui/"))
    other = sorted(m for m in seen if not m.startswith("ui/"))
    print(f"ui modules on the road: {len(ui)}")
    for name in ui:
        print(f"  {name}  ({seen[name]} calls)")
    print(f"other modules of the package: {len(other)}: {', '.join(other)}")
    print(f"in all: {len(seen)}")
    if APPLIED:
        up = [m for m in ORDER[: APPLIED[0]] if m.startswith("ui/")]
        print(f"ui modules before the engine applies the action (the road up): {len(up)}: "
              f"{', '.join(up)}")


if __name__ == "__main__":
    main()
