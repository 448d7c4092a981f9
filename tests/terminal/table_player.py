"""A whole game played in a real terminal (tmux) as a player reading the screen would, in the
language the table speaks and on the keyboard they have: the first line of any menu by its
number (typed on the digit row of QWERTY, or of AZERTY: `& é " ' ( - è _ ç à`), A at a vote,
Enter on a curtain and a reveal, Enter at a card window, Escape out of a hand or a gift. It
never plays a card. Every screen it read is kept (`screens`) for the tests to check.

The words it looks for are the catalogue's own (`voxpopuli_tui.i18n.words_in`), so the driver
follows the translations rather than copies of them.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

from voxpopuli_tui.engine import Game
from voxpopuli_tui.i18n import words_in
from voxpopuli_tui.saves import load_game

from .pane import Pane

#: seconds the screen stays still before a key (past the key guard of a screen just drawn)
SETTLE = 0.45
#: a menu line ("│ 1. Pompée"): at a box's edge or a line's start, never inside a wrapped log
#: line ("    0. Les Huées l'emportent.")
MENU_LINE = re.compile(r"(?:│ ?|^ ?)([0-9])\. \S", re.M)
#: AZERTY's digit row, unshifted: the characters it types where QWERTY types 1 … 0
AZERTY = {"1": "&", "2": "é", "3": '"', "4": "'", "5": "(", "6": "-", "7": "è", "8": "_",
          "9": "ç", "0": "à"}


def _before(text: str, field: str) -> str:
    """The words of `text` before `{field}`."""
    return text.split("{" + field + "}")[0].strip()


@dataclass(frozen=True)
class Words:
    """The screen's words the player reads, in one language (from its catalogue)."""

    curtains: tuple[str, ...]
    reveal: str
    carry: str
    private: str
    secret: str
    press_a_or_b: str
    hands_keys: str
    hand: str
    gift: str
    passes: str
    go_on: str
    first: str
    last_events: str
    over: str
    resumed: str

    @classmethod
    def of(cls, language: str) -> Words:
        t = words_in(language).gettext
        return cls(
            curtains=(t("Press Enter when only you can see the screen."),
                      t("Press Enter when only they can see the screen.")),
            reveal=t(" THE VOTES ARE REVEALED ").strip(),
            carry=t("Enter: back to the table — or answer the next decision now: its keys "
                    "work here").split("—")[1].split(t(":").strip() or ":")[0].strip()[:20],
            private=_before(t("PRIVATE — {name} [{mark}] {club}. Others look away."), "name"),
            secret=t("{name} [{mark}] {club} — your secret choice").split("—")[-1].strip(),
            press_a_or_b=t("Your vote: press A or B").split(":")[-1].strip(),
            hands_keys=_before(t("A for · B against (as in a match's vote) · {keys}"), "keys")
            .split("·")[0].strip(),
            hand=t("{name}'s hand — {cards} · {coins}").split("—")[0].replace("{name}", "")
            .strip(),
            gift=t("{name}: give a card (R26)").split("{name}")[-1].strip(" :\u00a0"),
            passes=t("Continue (everyone passes)").split("(")[-1].rstrip(")"),
            go_on=t("Continue"),
            first=t("{decision} · {window} first; Enter alone: everyone passes the window")
            .split("·")[1].split(";")[0].replace("{window}", "").strip(" :\u00a0"),
            last_events=t("Last events · l: the full history").split("·")[0].strip(),
            over=t("THE GAME IS OVER"),
            resumed=_before(t("Game resumed — pass the keyboard to {player}"), "player"),
        )


class TablePlayer:
    """One game in `pane`: the keys it sends, the screens it read, what went wrong."""

    def __init__(self, pane: Pane, computer: set[int], language: str = "en",
                 azerty: bool = False) -> None:
        self.pane = pane
        self.computer = computer
        self.words = Words.of(language)
        self.azerty = azerty
        self.screens: list[str] = []
        self.keys = 0
        self.dropped = 0
        self.digits_typed = 0

    def game(self) -> Game:
        for _ in range(20):
            try:
                return load_game(self.pane.save)
            except Exception:  # written at this very moment: read again
                time.sleep(0.05)
        return load_game(self.pane.save)

    def settled(self) -> str:
        """The screen once it has not changed for `SETTLE` seconds."""
        text = self.pane.text()
        since = time.monotonic()
        while time.monotonic() - since < SETTLE:
            time.sleep(0.05)
            now = self.pane.text()
            if now != text:
                text, since = now, time.monotonic()
        if not self.screens or self.screens[-1] != text:
            self.screens.append(text)
        return text

    def press(self, key: str) -> None:
        """One key (a digit on this keyboard's digit row), waited on until the screen moves."""
        before = self.pane.text()
        if key.isdigit():
            self.digits_typed += 1
            self.pane.type(AZERTY[key] if self.azerty else key)
        else:
            self.pane.keys(key)
        end = time.monotonic() + 5
        while time.monotonic() < end and self.pane.text() == before:
            time.sleep(0.03)
        if self.pane.text() == before:
            self.dropped += 1
        else:
            self.keys += 1

    def step(self) -> bool:
        """One look at the screen and at most one key; False once the game is over."""
        w = self.words
        text = self.settled()
        game = self.game()
        if w.over in text or (game.is_over and w.reveal not in text):
            return False
        humans = [s for s in game.to_act() if s not in self.computer]
        if any(c in text for c in w.curtains):
            self.press("Enter")
            return True
        if w.reveal in text:
            self.press("1" if w.carry in text else "Enter")
            return True
        if w.private in text or w.secret in text:
            if w.press_a_or_b in text:
                self.press("a")
            else:
                numbers = MENU_LINE.findall(text)
                self.press(numbers[0] if numbers else "Enter")
            return True
        if w.hands_keys in text:
            self.press("a")
            return True
        if w.hand in text or w.gift in text:
            self.press("Escape")
            return True
        if not humans:
            time.sleep(0.05)  # computers play
            return True
        window = game.state.pending is not None and game.state.pending.kind == "window"
        numbers = MENU_LINE.findall(text.split(w.last_events)[0])
        if window and (w.passes in text or w.go_on in text) and not (w.first in text
                                                                      and numbers):
            self.press("Enter")
            return True
        if numbers:
            self.press(numbers[0])
            return True
        time.sleep(0.1)  # a screen still coming up
        return True

    def play(self, minutes: float) -> Game:
        """Play until the end screen (or `minutes`); the game as last saved."""
        start = time.monotonic()
        while time.monotonic() - start < minutes * 60 and self.pane.alive():
            if not self.step():
                break
        end = time.monotonic() + 15
        while time.monotonic() < end:  # the end screen itself
            text = self.settled()
            if self.words.over in text:
                break
            time.sleep(0.2)
        return self.game()


def start_game(tmp: Path, players: int, seed: int, computer: set[int], language: str,
               ) -> Pane:
    """A new seeded game saved in `tmp`, opened in tmux with `LANG` of `language`."""
    import json

    from voxpopuli_tui.engine import Ruleset
    from voxpopuli_tui.saves import Autosaver

    home, saves = tmp / "home", tmp / "saves"
    (home / ".config" / "voxpopuli").mkdir(parents=True)
    (home / ".config" / "voxpopuli" / "prefs.json").write_text(json.dumps({"pace": 0.05}))
    saves.mkdir()
    game = Game.new(Ruleset.default(players, seed=seed))
    saver = Autosaver(saves, saves / "game.json", tuple(sorted(computer)),
                      dict.fromkeys(computer, "normal"))
    save = saver.save(game)
    locale = {"fr": "fr_FR.UTF-8", "en": "en_GB.UTF-8"}[language]
    env = {"LANG": locale, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "",
           "XDG_CONFIG_HOME": str(home / ".config")}
    return Pane(home, save, env=env)
