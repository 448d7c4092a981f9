"""The curtain discipline: one mechanism for every hand-off of the keyboard (R27 in the hot seat).

A hand-off is: an opaque cover, the seat's curtain on it, then (once the seat confirms) the
seat's private screen; when that closes the cover is drawn alone for a frame, and only then is
the table rebuilt. Keys are filtered in one place (`KeyGate`, consulted by the app's
`on_event` before Textual routes a key anywhere).

The gate shuts the moment a hand-off is *decided* (the table's pending decision became a
secret input, a hand-off was asked for, a hand-off screen is dismissed), not when its screen
starts to move, and opens only a guard time after the next hand-off screen has been drawn.
A key counts by the time it was *typed* (`events.Key.time`), so keys typed ahead and still
queued are dropped too; every dropped key extends the guard, so a held key never reaches the
next screen. A private screen that asks a new question re-arms the gate (`ask`): each choice
needs a key pressed after the question was drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from time import monotonic
from typing import TYPE_CHECKING, Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

if TYPE_CHECKING:
    from textual.app import App

#: The one setting: how long after a hand-off screen is drawn keys stay shut (seconds).
GUARD_SECONDS = 0.3

#: The CSS class every hand-off screen carries (notifications are hidden under it).
HANDOFF_CLASS = "handoff"


class KeyGate:
    """Decides, by the time a key was typed, whether it may reach a screen."""

    def __init__(self, guard: float | None = None) -> None:
        self.guard = GUARD_SECONDS if guard is None else guard
        self._open_at = 0.0
        # Each `shut` starts a new generation: a `settle` scheduled for an older one (a screen
        # drawn before a newer hand-off was decided) does not open the gate.
        self._generation = 0
        self.dropped = 0  # keys dropped so far (tests and the curious read it)

    @property
    def is_shut(self) -> bool:
        return self._open_at == math.inf

    def shut(self) -> int:
        """A hand-off is due or a hand-off screen is appearing or going: nothing passes until
        `settle` (a guard time of 0 turns the gate off). Returns the generation to settle."""
        self._generation += 1
        if self.guard > 0:
            self._open_at = math.inf
        return self._generation

    def settle(self, generation: int | None = None) -> None:
        """The screen has been drawn: keys typed from `guard` seconds on may pass (unless the
        gate was shut again since `generation`)."""
        if generation is not None and generation != self._generation:
            return
        if self.guard > 0:
            self._open_at = monotonic() + self.guard

    def shut_until_drawn(self, app: App[Any]) -> None:
        """Shut now; open a guard time after the next frame has been drawn."""
        app.call_after_refresh(self.settle, self.shut())

    def admits(self, typed_at: float) -> bool:
        if typed_at >= self._open_at:
            return True
        self.dropped += 1
        if self._open_at != math.inf:
            # A held or bursting key keeps the gate shut: only a fresh press gets through.
            self._open_at = max(self._open_at, typed_at + self.guard)
        return False


if TYPE_CHECKING:
    _ScreenBase = Screen[Any]  # the mixin is type-checked as the screen it is mixed into
else:
    _ScreenBase = object


def gate_of(app: App[Any]) -> KeyGate | None:
    gate = getattr(app, "gate", None)
    return gate if isinstance(gate, KeyGate) else None


class HandOffScreen(_ScreenBase):
    """Mixed into every curtain and private screen (before the Textual screen class).

    Appearing or going shuts the app's key gate until the next frame is drawn, and a screen
    is dismissed at most once, so no burst can pop the stack twice.
    """

    _handed_back = False

    def _shut_until_drawn(self) -> None:
        gate = gate_of(self.app)
        if gate is not None:
            gate.shut_until_drawn(self.app)

    def ask(self) -> None:
        """A new question is drawn on this screen: keys typed before it was drawn (a held
        key's repeats) do not answer it."""
        self._shut_until_drawn()

    def on_mount(self) -> None:
        self.add_class(HANDOFF_CLASS)

    def on_screen_resume(self) -> None:
        self._handed_back = False
        self._shut_until_drawn()

    def on_screen_suspend(self) -> None:
        self._shut_until_drawn()

    def hand_back(self, result: Any = None) -> None:
        """Dismiss with `result`, once: later calls (a second key of a burst) do nothing."""
        if self._handed_back or not self.is_current:
            return
        self._handed_back = True
        gate = gate_of(self.app)
        if gate is not None:
            gate.shut()  # now, not when the next screen moves: queued keys stay out
        self.dismiss(result)


class CoverScreen(HandOffScreen, Screen[None]):
    """Opaque and empty: what the terminal shows between a private screen and the table."""

    DEFAULT_CSS = "CoverScreen { background: $background; align: center middle; }"

    def compose(self) -> ComposeResult:
        yield Static("·")


class HandOff:
    """One seat's hand-off: cover → curtain → private screen → cover → `done(result)`.

    `curtain()` builds the seat's curtain (dismissed True to go on, False to go back);
    `private()` builds the private screen, only once the curtain is lifted, so nothing
    private exists before. `interrupt()` takes the private screen away and puts the curtain
    back (a resize, help over it).
    """

    def __init__(
        self,
        app: App[Any],
        curtain: Callable[[], Screen[Any]] | None,
        private: Callable[[], Screen[Any]],
        done: Callable[[Any], None],
    ) -> None:
        """`curtain` None: the keyboard stays with the seat (`ui.keyboard`), no curtain."""
        self.app = app
        self.make_curtain = curtain
        self.make_private = private
        self.done = done
        self.cover = CoverScreen()
        self.private: Screen[Any] | None = None
        self.finished = False

    def start(self) -> None:
        self.app.push_screen(self.cover)
        self._raise_curtain()

    def _raise_curtain(self) -> None:
        if self.make_curtain is None:
            self._lifted(True)
            return
        self.app.push_screen(self.make_curtain(), self._lifted)

    def _lifted(self, ok: bool | None) -> None:
        if not ok:
            self._finish(None)
            return
        self.private = self.make_private()
        self.app.push_screen(self.private, self._closed)

    def _closed(self, result: Any) -> None:
        self.private = None
        self._finish(result)

    def _finish(self, result: Any) -> None:
        # The cover is on top now: let it be drawn alone before the table is rebuilt.
        self.app.call_after_refresh(self._uncover, result)

    def _uncover(self, result: Any) -> None:
        if self.finished:
            return
        self.finished = True
        app = self.app
        if self.cover in app.screen_stack:
            # Only a "too small" notice can stand above the cover by now; it comes back.
            while app.screen is not self.cover:
                app.pop_screen()
            app.pop_screen()
        self.done(result)

    @property
    def showing_private(self) -> bool:
        return self.private is not None and self.app.screen is self.private

    def interrupt(self) -> bool:
        """The private screen goes (its result is dropped) and the curtain comes back."""
        if not self.showing_private:
            return False
        self.private = None
        self.app.pop_screen()
        self._raise_curtain()
        return True


class HandOffs:
    """The app's hand-offs in progress (a hand-off can start another: the innermost is last)."""

    def __init__(self) -> None:
        self.stack: list[HandOff] = []

    def start(self, hand_off: HandOff) -> bool:
        """Start `hand_off`, unless a curtain is already up or coming (False): a burst of keys
        queued behind the one that asked produces at most one hand-off."""
        if any(h.private is None and not h.finished for h in self.stack):
            return False
        gate = gate_of(hand_off.app)
        if gate is not None:
            gate.shut()  # decided: keys queued behind the one that asked stay out
        done = hand_off.done

        def finished(result: Any) -> None:
            if hand_off in self.stack:
                self.stack.remove(hand_off)
            done(result)

        hand_off.done = finished
        self.stack.append(hand_off)
        hand_off.start()
        return True

    def interrupt(self) -> bool:
        return any(h.interrupt() for h in self.stack)

    def showing_private(self) -> bool:
        return any(h.showing_private for h in self.stack)
