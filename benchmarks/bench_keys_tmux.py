"""A whole game played in a real terminal (tmux), keys counted, curtains and reveals checked.

Usage: python benchmarks/bench_keys_tmux.py [--players 4] [--computers 1,3] [--seed 3]
       python benchmarks/bench_keys_tmux.py --guided   (Learn to play's game, resumed as guided)

`voxpopuli` runs in a tmux pane of its own tmux server (its own HOME, computer pace 0.05 s);
the script reads the screen (capture-pane) and the autosave, and answers as a player would: the
first line of any menu by its number, A at a vote, Enter on a curtain, Enter on a reveal unless
the reveal says its keys answer the next decision (then that decision's `1`), Enter at a card
window. It never plays a card. At the end it prints the keys pressed per kind and per turn,
and checks:

* a curtain comes only when the keyboard passes to another human (never for the seat known to
  hold it), and a private screen never comes without a curtain when another human may hold it;
* the reveal of a computer's match never waits for a key (it is never on screen);
* the game reaches its end.

Exit status 0 when every check holds.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path

from voxpopuli_tui.engine import Game, Ruleset, public_view
from voxpopuli_tui.saves import Autosaver, load_game

WIDTH, HEIGHT = 120, 40
CURTAIN = re.compile(r"Press Enter when only (you|they) can see")
REVEAL = "THE VOTES ARE REVEALED"
CARRY = "answer the next decision now"
#: seconds the screen stays still before a key (past the key guard of a screen just drawn)
SETTLE = 0.45
MENU_LINE = re.compile(r"(?:^|│|\s)([0-9])\. \S")


class Pane:
    """`voxpopuli --load SAVE` in a tmux server of its own."""

    def __init__(self, home: Path, save: Path) -> None:
        self.name = f"vox-{uuid.uuid4().hex[:8]}"
        self.save = save
        exe = Path(sys.executable).with_name("voxpopuli")
        command = f"{exe} --save-dir {save.parent} --load {save}"
        env = {**os.environ, "HOME": str(home), "TERM": "xterm-256color",
               "XDG_CONFIG_HOME": str(home / ".config")}
        subprocess.run(["tmux", "-L", self.name, "new-session", "-d", "-s", self.name,
                        "-x", str(WIDTH), "-y", str(HEIGHT), command], check=True, env=env)

    def tmux(self, *args: str) -> str:
        return subprocess.run(["tmux", "-L", self.name, *args], capture_output=True,
                              text=True).stdout

    def text(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", self.name)

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", self.name, *keys)

    def alive(self) -> bool:
        return self.name in self.tmux("list-sessions")

    def close(self) -> None:
        self.tmux("kill-server")


class Run:
    """One game: the keys sent, what they answered, and the checks."""

    def __init__(self, pane: Pane, computer: set[int]) -> None:
        self.pane = pane
        self.computer = computer
        self.keys: Counter[str] = Counter()
        self.per_turn: Counter[int] = Counter()
        self.problems: list[str] = []
        #: the human known to hold the keyboard (None: unknown), as a player would know it
        self.holder: int | None = None
        self.private_for: int | None = None
        self.curtains = 0
        self.reveals_seen = 0
        self.dropped = 0
        #: Learn to play: screens with the lesson panel, and its end ("What you learned")
        self.lesson_screens = 0
        self.learned = False
        self.stuck: tuple[str, str] | None = None

    def game(self) -> Game:
        for _ in range(20):
            try:
                return load_game(self.pane.save)
            except Exception:  # written at this very moment: read again
                time.sleep(0.05)
        return load_game(self.pane.save)

    def settled(self) -> str:
        """The screen once it has not changed for `SETTLE` seconds: a person reads before
        pressing (and a curtain's key guard drops keys typed in its first 0.3 s)."""
        text = self.pane.text()
        since = time.monotonic()
        while time.monotonic() - since < SETTLE:
            time.sleep(0.05)
            now = self.pane.text()
            if now != text:
                text, since = now, time.monotonic()
        return text

    def press(self, key: str, kind: str, turn: int) -> None:
        """One key, counted once the screen shows it did something (a dropped key is not)."""
        before = self.pane.text()
        self.pane.keys(key)
        end = time.monotonic() + 5
        while time.monotonic() < end and self.pane.text() == before:
            time.sleep(0.03)
        if self.pane.text() == before:
            self.dropped += 1
            self.stuck = (key, before)  # the last screen a key did nothing on (printed)
            return
        self.keys[kind] += 1
        self.per_turn[turn] += 1

    def named(self, text: str, game: Game) -> int | None:
        """The seat a curtain or a private screen names."""
        for seat, name in enumerate(game.names):
            if any(w in text for w in (f"{name}: ", f"PRIVATE — {name}", f"keyboard to {name}")):
                return seat
        return None

    def step(self) -> bool:
        """One look at the screen and at most one key; False once the game is over."""
        text = self.settled()
        game = self.game()
        turn = game.state.turn
        self.lesson_screens += "Learn to play · you are" in text
        self.learned = self.learned or "What you learned" in text
        if "THE GAME IS OVER" in text or (game.is_over and REVEAL not in text):
            return False
        humans = [s for s in game.to_act() if s not in self.computer]
        if CURTAIN.search(text):
            seat = self.named(text, game)
            if seat is not None and seat == self.holder:
                self.problems.append(f"turn {turn}: a curtain for {game.names[seat]}, "
                                     "who already held the keyboard")
            self.curtains += 1
            self.holder = seat
            self.press("Enter", "curtain", turn)
            return True
        if REVEAL in text:
            self.reveals_seen += 1
            match = public_view(game).match
            organiser = match.organiser if match is not None else game.state.active
            if organiser in self.computer:
                self.problems.append(f"turn {turn}: the reveal of a computer's match waits")
            if CARRY in text:
                self.press("1", "decision (on the reveal)", turn)
                self.holder = humans[0] if len(humans) == 1 else None
            else:
                self.holder = None  # anyone may have pressed it: the next private screen's
                self.press("Enter", "reveal", turn)  # curtain comes (the Stars' included)
            return True
        if "PRIVATE —" in text or "your secret choice" in text:  # (at a table of one)
            seat = self.named(text, game)
            if seat is not None and self.holder is not None and seat != self.holder:
                self.problems.append(f"turn {turn}: {game.names[seat]}'s private screen with "
                                     f"no curtain after {game.names[self.holder]}")
            self.holder = seat
            if "press A or B" in text:
                self.press("a", "decision", turn)
            else:
                numbers = MENU_LINE.findall(text)
                self.press(numbers[0] if numbers else "Enter", "decision", turn)
            return True
        if "show of hands" in text and "A for" in text:
            self.press("a", "decision", turn)
            return True
        if "'s hand —" in text or "Give a card" in text:
            self.press("Escape", "other", turn)
            return True
        if not humans:
            time.sleep(0.05)  # computers play
            return True
        window = game.state.pending is not None and game.state.pending.kind == "window"
        numbers = MENU_LINE.findall(text.split("Last events")[0])
        if window and ("everyone passes" in text or "Continue" in text) and not (
                "first" in text and numbers):
            self.holder = None  # anyone may have pressed it
            self.press("Enter", "decision (window)", turn)
            return True
        if numbers:
            self.holder = humans[0] if len(humans) == 1 else None
            self.press(numbers[0], "decision", turn)
            return True
        time.sleep(0.1)  # a screen still coming up
        return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--computers", default="1,3", help="computer seats, e.g. 1,3 ('' none)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--minutes", type=float, default=40)
    parser.add_argument("--guided", action="store_true",
                        help="the guided game of Learn to play (its lesson panel checked too)")
    args = parser.parse_args(argv)
    computer = {int(s) for s in args.computers.split(",") if s.strip()}
    if args.guided:
        from voxpopuli_tui.coach import COMPUTERS

        computer, args.players = set(COMPUTERS), 3
    with tempfile.TemporaryDirectory() as tmp:
        home, saves = Path(tmp) / "home", Path(tmp) / "saves"
        (home / ".config" / "voxpopuli").mkdir(parents=True)
        (home / ".config" / "voxpopuli" / "prefs.json").write_text(json.dumps({"pace": 0.05}))
        saves.mkdir()
        game = Game.new(Ruleset.default(args.players, seed=args.seed))
        saver = Autosaver(saves, saves / "game.json", tuple(sorted(computer)),
                          dict.fromkeys(computer, "normal"))
        if args.guided:
            from voxpopuli_tui.coach import LEARNER_NAME, new_guided_game

            names = [p.name for p in new_guided_game().ruleset.players]
            game = new_guided_game(names=(LEARNER_NAME, *names[1:]))
            saver.guided = True
        pane = Pane(home, saver.save(game))
        run = Run(pane, computer)
        start = time.monotonic()
        try:
            while time.monotonic() - start < args.minutes * 60:
                if not pane.alive():
                    run.problems.append("the app stopped")
                    break
                if not run.step():
                    break
            end = time.monotonic() + 30
            while args.guided and not run.learned and time.monotonic() < end:
                run.learned = "What you learned" in pane.text()  # the guided game's end
                time.sleep(0.2)
        finally:
            final = run.game()
            pane.close()
        seconds = time.monotonic() - start
    humans = args.players - len(computer)
    print(f"{args.players} players, {humans} human(s), computers {sorted(computer)}, "
          f"seed {args.seed}: {'ended' if final.is_over else 'NOT ENDED'} after "
          f"{final.state.turn} turns in {seconds:.0f} s")
    total = sum(run.keys.values())
    print(f"keys: {total} ({dict(run.keys)}); curtains {run.curtains}; "
          f"reveals shown {run.reveals_seen}; keys that did nothing (not counted) {run.dropped}")
    human_actions = sum(1 for a in final.history if a.seat not in computer and a.type != "pass")
    print(f"human actions (not passes): {human_actions}; keys per turn: "
          f"{total / max(1, final.state.turn):.1f}")
    if not final.is_over:
        run.problems.append("the game did not end")
    if args.guided:
        print(f"lesson panel seen on {run.lesson_screens} screens; "
              f"'What you learned' shown: {run.learned}")
        if not run.lesson_screens or not run.learned:
            run.problems.append("the guided game's lessons or its end were not shown")
    for problem in run.problems:
        print("PROBLEM:", problem)
    if run.problems and run.stuck is not None:
        print(f"the last screen where {run.stuck[0]!r} did nothing:\n{run.stuck[1]}")
    return 1 if run.problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
