"""Record every frame the app writes: each update is replayed in a virtual terminal (pyte), and
the whole terminal is scanned after each one, so a half-drawn frame is seen as a player would."""

from __future__ import annotations

from typing import Any

import pyte
from textual.screen import Screen

from tests.support.dump import find_leaks, screen_owner
from voxpopuli_tui.ui.app import VoxPopuliApp


class FrameRecorder:
    """Wraps the app's display step: what Textual would write to the terminal goes to pyte."""

    def __init__(self, app: VoxPopuliApp, width: int, height: int) -> None:
        self.app = app
        self.screen = pyte.Screen(width, height)
        self.stream = pyte.Stream(self.screen)
        self.frames = 0
        self.leaks: list[str] = []
        self.private_seen = 0  # frames that showed their owner's own cards (the scan sees them)
        display = app._display

        def recorded(screen: Screen[Any], renderable: Any) -> None:
            display(screen, renderable)
            self._write(screen, renderable)

        app._display = recorded  # type: ignore[method-assign]

    def _write(self, screen: Screen[Any], renderable: Any) -> None:
        from textual._compositor import CompositorUpdate

        if not isinstance(renderable, CompositorUpdate):
            return
        self.stream.feed(renderable.render_segments(self.app.console))
        self.frames += 1
        table = self.app.table
        if table is None:
            return
        text = "\n".join(self.screen.display)
        owner = screen_owner(screen)
        if owner is not None:
            from voxpopuli_tui.engine.assets import title

            hand = table.game.state.players[owner].hand
            self.private_seen += any(title(c) in text for c in hand)
        for leak in find_leaks(table.game, text, owner):
            self.leaks.append(f"frame {self.frames} on {type(screen).__name__} "
                              f"(owner {owner}): {leak}\n{text}")
