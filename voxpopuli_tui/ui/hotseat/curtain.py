"""The curtain: a full, opaque screen that names the next player large, in their club's colour,
says what they are about to do, and shows nothing else (nothing private exists yet).

With seat PINs on, the curtain of a seat that chose a PIN before the game opens only with it;
after three wrong tries it stays locked for a while (`ui.pins`: the count and the lock-out
outlive the curtain, and the game).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar, Protocol

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Static

from voxpopuli_tui.i18n import N_, _, ngettext
from voxpopuli_tui.ui.hotseat.handoff import HandOffScreen
from voxpopuli_tui.ui.hotseat.pin_digits import PIN_LENGTH, with_digit
from voxpopuli_tui.ui.table.pins import say_duration
from voxpopuli_tui.ui.table.since_last_turn import FULL_HISTORY, TITLE

if TYPE_CHECKING:
    from textual.events import Key

#: Widest large name drawn (wider names are drawn in plain bold).
BIG_WIDTH = 92


class PinLock(Protocol):
    """One seat's PIN, as the curtain sees it (never shown): checked, each wrong try counted
    and said at the table by the lock itself."""

    def is_set(self) -> bool: ...
    def check(self, pin: str) -> bool: ...
    def locked_for(self) -> float:
        """Seconds the curtain stays locked after too many wrong tries (0: open to a PIN)."""
    def tries_left(self) -> int: ...


#: Letters that Unicode does not decompose, with the ASCII they are drawn as.
UNDECOMPOSED = {"ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
                "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D",
                "ı": "i"}


def ascii_letters(name: str) -> str | None:
    """The name in ASCII for the large letters ("Zoé" → "Zoe", "Hélène" → "Helene", "Œdipe" →
    "OEdipe"), or None when a letter has no ASCII form (a name in another script).

    The standard library's NFKD decomposition drops the accents; the few Latin letters it does
    not split are spelled out. No transliteration library: a name in Greek or Cyrillic
    letters keeps its plain line rather than being respelled.
    """
    out = []
    for char in unicodedata.normalize("NFKD", name):
        if unicodedata.combining(char):
            continue
        char = UNDECOMPOSED.get(char, char)
        if not char.isascii():
            return None
        out.append(char)
    return "".join(out)


def big_name(name: str, width: int = BIG_WIDTH) -> str | None:
    """The name in large FIGlet letters, or None when it cannot be drawn large (width, glyphs).

    An accented name is drawn in its letters without the accents (`ascii_letters`): the
    curtain writes the exact name beneath. pyfiglet is a maintained, pure-Python FIGlet;
    Textual's `Digits` draws digits only.
    """
    if not name.isprintable():
        return None
    folded = ascii_letters(name)
    if folded is None:
        return None
    name = folded
    try:
        from pyfiglet import Figlet
    except ImportError:  # pragma: no cover - a build without the dependency
        return None
    for font in ("standard", "small"):
        art = Figlet(font=font, width=1000).renderText(name).rstrip("\n")
        lines = [line.rstrip() for line in art.splitlines()]
        while lines and not lines[-1].strip():
            lines.pop()
        widest = max((len(line) for line in lines), default=0)
        if lines and widest <= width:
            # Padded to one width: a centred block of ragged lines would shift each line apart.
            return "\n".join(line.ljust(widest) for line in lines)
    return None


class CurtainScreen(HandOffScreen, Screen[bool]):
    """Dismissed with True when the named player confirms (with their PIN if PINs are on),
    False if cancelled (when cancellable) or after three wrong PINs (`wrong_pin` is then set).
    """

    #: beside this module, wherever a subclass lives

    CSS_PATH = Path(__file__).with_name("curtain.tcss")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "confirm", N_("I am the one"), id="curtain.confirm"),
        Binding("escape", "cancel", N_("Back"), show=False, id="curtain.cancel"),
        Binding("backspace", "rub_out", N_("Rub out"), show=False, id="curtain.rub_out"),
    ]

    def __init__(
        self,
        name: str,
        purpose: str,
        cancellable: bool = False,
        back: str = "",
        *,
        club: tuple[str, str, str] | None = None,
        pin: PinLock | None = None,
        since: Sequence[str] = (),
    ) -> None:
        super().__init__()
        #: public log lines since the seat last acted ("since your last turn")
        self.since = tuple(since)
        self.player = name
        self.purpose = purpose
        self.cancellable = cancellable
        #: where Esc goes back to, a message of the catalogue (said on the curtain when it is
        #: cancellable; "": the table)
        self.back = _(back) if back else _("the table")
        #: (mark, colour, club name) of the player's club
        self.club = club
        self.pin = pin
        self.typed = ""
        self.wrong_pin = False

    @property
    def asks_pin(self) -> bool:
        return self.pin is not None and self.pin.is_set()

    def on_mount(self) -> None:
        if self.asks_pin:  # a locked curtain counts down
            self.set_interval(1.0, self._tick)

    def _tick(self) -> None:
        if self.pin is not None and self.pin.locked_for() > 0:
            self._say()

    def compose(self) -> ComposeResult:
        colour = self.club[1] if self.club else ""
        with Middle(), Center(), Vertical(id="curtain-box"):
            if self.club is not None:
                mark, _hue, club = self.club
                yield Static(Text(f"[{mark}] {club}", style=f"bold {colour}"), id="curtain-club")
            art = big_name(self.player)
            yield Static(
                Text(art if art is not None else self.player, style=f"bold {colour}"),
                id="curtain-name",
                classes="big" if art is not None else "plain",
            )
            said = _("{name}: {purpose}.").format(name=self.player, purpose=self.purpose)
            yield Static(Text(said), id="curtain-text")
            yield Static(Text(self._hint()), id="curtain-hint")
            if self.since:
                lines = "\n".join(f"  {line}" for line in self.since)
                title = _("{title}:").format(title=_(TITLE))
                yield Static(Text(f"{title}\n{lines}\n{_(FULL_HISTORY)}", style="dim"),
                             id="curtain-since")

    # ------------------------------------------------------------------ PIN
    def _hint(self, problem: str = "") -> str:
        lines = [problem] if problem else []
        locked = self.pin.locked_for() if self.pin is not None else 0.0
        if self.pin is None or not self.pin.is_set():
            lines.append(_("Press Enter when only you can see the screen."))
        elif locked > 0:
            lines.append(_("Locked after wrong PINs: try again in {duration}.").format(
                duration=say_duration(locked)))
        else:
            dots = "•" * len(self.typed) + "_" * (PIN_LENGTH - len(self.typed))
            lines.append(_("Your PIN: {dots}  then Enter").format(dots=dots))
        if self.cancellable:
            lines.append(_("(Esc: back to {place})").format(place=self.back))
        return "\n".join(lines)

    def _say(self, problem: str = "") -> None:
        self.query_one("#curtain-hint", Static).update(Text(self._hint(problem)))

    def on_key(self, event: Key) -> None:
        typed = with_digit(self.typed, event.character) if self.asks_pin else None
        if typed is not None:
            event.stop()
            self.typed = typed
            self._say()

    def action_rub_out(self) -> None:
        self.typed = self.typed[:-1]
        self._say()

    def action_confirm(self) -> None:
        pin = self.pin
        if pin is None or not pin.is_set():
            self.hand_back(True)
            return
        typed, self.typed = self.typed, ""
        if pin.locked_for() > 0:
            self._say()
        elif len(typed) != PIN_LENGTH:
            self._say(_("A PIN has {count} digits.").format(count=PIN_LENGTH))
        elif pin.check(typed):
            self.hand_back(True)
        elif pin.locked_for() > 0:  # that was the last try: the table says the curtain locked
            self.wrong_pin = True
            self.hand_back(False)
        else:
            left = pin.tries_left()
            self._say(ngettext("Wrong PIN ({count} try left).", "Wrong PIN ({count} tries left).",
                               left).format(count=left))

    def action_cancel(self) -> None:
        if self.cancellable:
            self.hand_back(False)
