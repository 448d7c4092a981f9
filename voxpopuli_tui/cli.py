"""The `voxpopuli` command: the app, and headless tools (sim, cards, replay)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn

from .i18n import N_, _, ngettext

#: argparse's own words (its usage line, headings, refusals), translated through the game's
#: catalogue (`_argparse_words`): argparse asks gettext for them in its own domain.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("unrecognized arguments: %s"),
    N_("the following arguments are required: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    N_("expected at most one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("not allowed with argument %s"),
    N_("ignored explicit argument %r"),
    N_("invalid %(type)s value: %(value)r"),
)


def _argparse_words() -> None:
    """Make argparse speak the interface's language (it reads `argparse._` at each use)."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


class _Version(argparse.Action):
    """`--version`: the version is read only when asked (reading it costs start-up time)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help=_("show the version and exit"))

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from . import __version__

        sys.stdout.write(f"voxpopuli {__version__}\n")
        parser.exit()

#: Bounds of `voxpopuli sim`'s numbers (the rules': 3 to 6 players; a seed the ruleset takes).
MIN_PLAYERS, MAX_PLAYERS = 3, 6
MAX_GAMES = 1_000_000
MAX_SEED = 2**63 - 1


class _Parser(argparse.ArgumentParser):
    """argparse, with every refusal in one line (`voxpopuli: …`, exit 2) and no usage block."""

    def error(self, message: str) -> NoReturn:
        from .engine.quoting import clip, printable

        self.exit(2, f"voxpopuli: {printable(clip(message, 300))}\n")


#: The largest value any whole-number argument takes (more is refused before any use).
MAX_INT_DIGITS = 19


def bounded(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number written in ASCII digits (`٣` or `3_0` are not), from
    `low` to `high`; a 30-digit number is refused, never converted."""

    def parse(text: str) -> int:
        digits = text[1:] if text.startswith("-") else text
        if not (digits.isascii() and digits.isdigit()) or len(digits) > MAX_INT_DIGITS:
            raise argparse.ArgumentTypeError(
                _("{text} is not a whole number (ASCII digits) from {low} to {high}").format(
                    text=_shown(text), low=low, high=high))
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(
                _("{value} is out of range: from {low} to {high}").format(
                    value=value, low=low, high=high))
        return value

    parse.__name__ = "whole number"
    return parse


def seconds(text: str) -> float:
    """An argparse type: a number of seconds in ASCII (`1.5`), finite."""
    import math

    try:
        value = float(text) if text.isascii() and len(text) <= 32 else math.nan
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(
            _("{text} is not a number of seconds").format(text=_shown(text)))
    return value


def _shown(text: str) -> str:
    from .engine.quoting import quote

    return quote(text, 40)


def bounded_text(limit: int) -> Callable[[str], str]:
    """An argparse type: a text of at most `limit` characters, without control characters."""

    def parse(text: str) -> str:
        if len(text) > limit:
            raise argparse.ArgumentTypeError(
                _("{count} characters is too long (at most {limit})").format(
                    count=len(text), limit=limit))
        if "\x00" in text:
            raise argparse.ArgumentTypeError(_("it holds a NUL character"))
        return text

    parse.__name__ = "text"
    return parse


#: Paths and lists given on the command line: longer ones are refused before use.
MAX_PATH = 4096


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="voxpopuli",
        description=_("Vox Populi — the 1998 board game by Francis Pacherie, for 3 to 6 players "
                      "at one keyboard."),
    )
    p.add_argument("--version", action=_Version)
    p.add_argument("--load", metavar="PATH", type=bounded_text(MAX_PATH),
                   help=_("resume the saved game at PATH"))
    p.add_argument("--save-dir", metavar="DIR", type=bounded_text(MAX_PATH),
                   help=_("where games are saved"))
    sub = p.add_subparsers(dest="command")
    sim = sub.add_parser("sim", help=_("play computer players against each other headless"))
    sim.add_argument("--games", type=bounded(1, MAX_GAMES), default=100,
                     help=_("seeds to play"))
    sim.add_argument("--players", type=bounded(MIN_PLAYERS, MAX_PLAYERS), default=4)
    sim.add_argument("--seed", type=bounded(0, MAX_SEED), default=1)
    sim.add_argument(
        "--bots",
        type=bounded_text(200),
        metavar="L1,L2,…",
        help=_("one level per seat: random, easy, normal, hard (default: all random)"),
    )
    sim.add_argument(
        "--rotate", action="store_true",
        help=_("play every seed once per rotation of --bots")
    )
    sim.add_argument("--think", type=seconds, metavar="SECONDS",
                     help=_("Hard's budget per decision"))
    sim.add_argument("--json", action="store_true", help=_("one JSON object"))
    sim.add_argument("--no-cards", action="store_true", help=_("R32: play without event cards"))
    sim.add_argument("--save-dir", dest="sim_save_dir", metavar="DIR",
                     type=bounded_text(MAX_PATH), help=_("save every game"))
    cards = sub.add_parser("cards", help=_("list the 55 event cards"))
    cards.add_argument("--json", action="store_true", help=_("one JSON object"))
    replay = sub.add_parser("replay", help=_("replay a save file and print its public summary"))
    replay.add_argument("path", type=bounded_text(MAX_PATH))
    _add_serve_parser(sub)
    from .host.command import add_parser as add_host_parser

    add_host_parser(sub, bounded, bounded_text, MAX_PATH, (MIN_PLAYERS, MAX_PLAYERS))
    _add_language(p)
    return p


def _add_language(p: argparse.ArgumentParser) -> None:
    """`--lang`: the interface's language, over the saved preference and the locale."""
    from .i18n import LANGUAGES

    p.add_argument("--lang", choices=LANGUAGES,
                   help=_("the language of the game: en or fr (default: the saved choice, "
                          "else the locale's LANGUAGE, LC_ALL, LC_MESSAGES, LANG, else en)"))


def asked_language(argv: Sequence[str]) -> str | None:
    """`--lang X` (or `--lang=X`) as typed, read before the parser is built: its help is in
    the language asked."""
    for i, word in enumerate(argv):
        if word == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if word.startswith("--lang="):
            return word.partition("=")[2]
    return None


def speak(asked: str | None, environ: Mapping[str, str] | None = None) -> str:
    """Set the interface's language (`--lang`, else the saved preference, else the locale);
    the language set."""
    from .i18n import choose_language, set_language
    from .ui.look.prefs import load_prefs

    saved = load_prefs()[0].lang
    return set_language(choose_language(asked, saved, os.environ if environ is None else environ))


def _add_serve_parser(sub: argparse._SubParsersAction[Any]) -> None:
    """`voxpopuli serve`: the `web` extra's options."""
    from .web import DEFAULT_HOST, DEFAULT_PORT

    serve = sub.add_parser("serve", help=_("play in a browser tab (needs the web extra)"))
    serve.add_argument("--host", default=DEFAULT_HOST, type=bounded_text(1000),
                       help=_("default {value}").format(value=DEFAULT_HOST))
    serve.add_argument("--port", type=bounded(-(2**31), 2**31), default=DEFAULT_PORT,
                       help=_("default {value}").format(value=DEFAULT_PORT))
    serve.add_argument(
        "--save-dir", dest="serve_save_dir", metavar="DIR", type=bounded_text(MAX_PATH),
        help=_("where games are saved")
    )
    _add_page_options(serve)


def _add_page_options(serve: argparse.ArgumentParser) -> None:
    """`voxpopuli serve`'s page: its letters and its log."""
    from .web import DEFAULT_FONT_SIZE, MAX_FONT_SIZE, MIN_FONT_SIZE

    serve.add_argument("--font-size", type=bounded(-(2**31), 2**31), default=DEFAULT_FONT_SIZE,
                       metavar="PX",
                       help=_("the page's letters in pixels, {low} to {high} (default "
                              "{default}; larger for a TV)").format(
                           low=MIN_FONT_SIZE, high=MAX_FONT_SIZE, default=DEFAULT_FONT_SIZE))
    serve.add_argument("--access-log", action="store_true",
                       help=_("write one line per request the server answers"))


def _fail(message: str) -> int:
    print(f"voxpopuli: {message}", file=sys.stderr)
    return 2


#: Arguments naming a folder games are saved in (`dest` → the flag as typed).
SAVE_DIR_ARGS = {
    "save_dir": "--save-dir",
    "sim_save_dir": "sim --save-dir",
    "serve_save_dir": "serve --save-dir",
    "host_save_dir": "host --save-dir",
}


def check_arguments(args: argparse.Namespace) -> str | None:
    """What is wrong with the arguments, in one line, before any game starts; None when fine.

    Every sub-command gets the same checks: a save folder must be a writable folder, and a
    server's host must name an address.
    """
    host = getattr(args, "host", None)
    if host is not None:
        from .web import check_host

        if (problem := check_host(host)) is not None:
            return f"{args.command} --host: {problem}"

    for dest, flag in SAVE_DIR_ARGS.items():
        value = getattr(args, dest, None)
        if value is None:
            continue
        # Only when a folder is given: the save module brings pydantic and the engine, which
        # the title must not wait for.
        from .saves import SaveError, check_save_dir

        try:
            check_save_dir(value)
        except SaveError as exc:
            return f"{flag}: {exc.words()}"
    return None


def cmd_sim(args: argparse.Namespace) -> int:
    """`voxpopuli sim`."""
    from .engine.errors import RulesetError
    from .engine.game import Game
    from .engine.sim import simulate

    if args.games < 1:
        return _fail(_("--games must be at least 1"))
    levels, problem = _sim_levels(args.bots, args.players)
    if problem:
        return _fail(problem)
    if args.think is not None and not 0 < args.think <= 60:
        return _fail(_("--think must be more than 0 and at most 60 seconds"))
    on_game = None
    if args.sim_save_dir:
        from .saves import write_save

        def on_game(i: int, game: Game) -> None:
            write_save(args.sim_save_dir, game)

    try:
        report = simulate(
            args.games,
            args.players,
            args.seed,
            not args.no_cards,
            on_game=on_game,
            bots=levels,
            rotate=args.rotate,
            think=args.think,
        )
    except RulesetError as exc:
        return _fail(str(exc))
    data = report.as_dict()
    if args.json:
        print(json.dumps(data))
        return 0
    rows = [
        (_("games"), _("{games} ({players} players, seed {seed})").format(
            games=data["games"], players=args.players, seed=args.seed)),
        (_("cards"), _("on") if data["cards"] else _("off")),
        (_("games/s"), str(data["games_per_second"])),
        (_("actions/s"), str(data["actions_per_second"])),
        (_("mean actions/game"), str(data["mean_actions_per_game"])),
        (_("invariant violations"), str(data["invariant_violations"])),
    ]
    width = max(len(label) for label, _value in rows) + 1
    for label, value in rows:
        print(f"{label:<{width}}{value}")
    for example in data["violation_examples"]:
        print(f"  {example}")
    from .engine.constants import POLITICIANS
    from .ui.words.game_words import politician

    shown = {name: politician(i) for i, name in enumerate(POLITICIANS)}
    emperors = ", ".join(f"{shown.get(k, k)} {v}" for k, v in data["emperors"].items())
    wins = ", ".join(f"{k}: {v}" for k, v in data["wins_by_seat"].items())
    for label, value in ((_("emperors"), emperors), (_("wins by seat"), wins)):
        print(f"{label:<{width}}{value}")
    if data["cards"]:
        plays = data["card_plays"]
        never = [c for c, n in plays.items() if n == 0]
        played = _("{plays} plays; never played: {never}").format(
            plays=sum(plays.values()), never=len(never))
        label = _("cards played")
        print(f"{label:<{width}}{played}")
        for card, n in sorted(plays.items(), key=lambda kv: -kv[1]):
            print(f"  {card:<22} {n}")
    _print_levels(report)
    return 0


def _sim_levels(text: str | None, players: int) -> tuple[list[Any] | None, str]:
    """`--bots`: the levels, or the one-line problem with the list."""
    from .engine.bots import Level

    if text is None:
        return None, ""
    names = [w.strip().lower() for w in text.split(",")]
    known = ", ".join(level.value for level in Level)
    for name in names:
        if name not in {level.value for level in Level}:
            return None, _("--bots: unknown level {name} (choose from {known})").format(
                name=repr(name), known=known)
    if len(names) != players:
        return None, _("--bots lists {count} level(s) for {players} players: give one per "
                       "seat").format(count=len(names), players=players)
    return [Level(name) for name in names], ""


def _print_levels(report: Any) -> None:
    """The per-level table of `voxpopuli sim`, with 95 % intervals."""
    head = (_("level"), _("seats"), _("wins"), _("win rate (interval 95 %)"),
            _("mean score (95 %)"), _("decision s p50/p95/max"))
    print(f"{head[0]:<8} {head[1]:>6} {head[2]:>8} {head[3]:>26} {head[4]:>20} {head[5]:>24}")
    for name, stats in report.levels.items():
        lo, hi = stats.win_interval()
        slo, shi = stats.score_interval()
        d = stats.as_dict()
        t = d["decision_seconds"]
        print(
            f"{name:<8} {stats.seats:>6} {stats.wins:>8.2f} "
            f"{d['win_rate'] * 100:>9.1f} % [{lo * 100:4.1f}–{hi * 100:4.1f} %] "
            f"{d['mean_score']:>7.2f} [{slo:.2f}–{shi:.2f}] "
            f"{t['p50']:>8.4f}/{t['p95']:.4f}/{t['max']:.3f}"
        )


def cmd_cards(args: argparse.Namespace) -> int:
    """`voxpopuli cards`."""
    from .engine.assets import load_cards

    cards = load_cards()
    kinds = {"F": "Forum", "A": "Arena", "R": "Reaction"}
    if args.json:
        print(
            json.dumps(
                [
                    {
                        "id": c.id,
                        "title": c.title,
                        "french": c.french,
                        "kind": kinds[c.kind],
                        "cleopatra": c.cleopatra,
                        "summary": c.summary,
                    }
                    for c in cards
                ],
                ensure_ascii=False,
            )
        )
        return 0
    from .ui.words.card_words import card_summary, card_titles

    words = {"F": _("Forum"), "A": _("Arena"), "R": _("Reaction")}
    for c in cards:
        cleo = " " + _("Cleo") if c.cleopatra else ""
        shown, other = card_titles(c)
        print(f"{shown} ({other}) — {words[c.kind]}{cleo}")
        print(f"    {card_summary(c)}")
    print(ngettext("{count} card", "{count} cards", len(cards)).format(count=len(cards)))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    """`voxpopuli replay PATH`."""
    from .saves import SaveError, load_save
    from .ui.table.wording import summary_words

    if not args.path.strip():
        return _fail(_("replay: the path is empty: give a save file's path"))
    try:
        print(summary_words(load_save(args.path).game))
    except SaveError as exc:
        return _fail(exc.words())
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """`voxpopuli serve`: the game in a browser tab, saving where the terminal game does."""
    from pathlib import Path

    from .saves import default_save_dir
    from .web import MAX_FONT_SIZE, MIN_FONT_SIZE, WebExtraMissing, exposure_warning, serve

    if not 1 <= args.port <= 65535:
        return _fail(_("--port must be between 1 and 65535"))
    folder = args.serve_save_dir or args.save_dir
    save_dir = Path(folder).expanduser().resolve() if folder else default_save_dir()
    if not MIN_FONT_SIZE <= args.font_size <= MAX_FONT_SIZE:

        return _fail(_("--font-size must be from {low} to {high}").format(
            low=MIN_FONT_SIZE, high=MAX_FONT_SIZE))
    try:  # the exposure warning is said once the server listens: a bad host, one line
        serve(args.host, args.port, save_dir, exposure_warning(args.host, args.port),
              font_size=args.font_size, access_log=args.access_log)
    except WebExtraMissing:
        from .web import INSTALL_HINT

        return _fail(INSTALL_HINT)
    except OSError as exc:  # aiohttp's text names the address again: keep the reason
        reason = str(exc.strerror or exc).rsplit(": ", 1)[-1]
        return _fail(_("cannot serve on {host}:{port}: {reason}").format(
            host=args.host, port=args.port, reason=reason))
    return 0


def size_from_the_terminal(environ: dict[str, str] | None = None, tty: bool | None = None) -> None:
    """Let the terminal itself say its size: drop COLUMNS and LINES from the environment.

    Textual asks `shutil.get_terminal_size`, which believes those variables before the
    terminal, on start and on every resize; a stale export (a shell, a test runner) would hold
    the table at 80×24 behind "make the window larger" whatever the window's real size. The
    browser's driver is told its size by these variables, so they stay when not in a terminal.
    """
    env = os.environ if environ is None else environ
    in_terminal = sys.stdout.isatty() if tty is None else tty
    if in_terminal and "TEXTUAL_DRIVER" not in env:
        env.pop("COLUMNS", None)
        env.pop("LINES", None)


def cmd_play(args: argparse.Namespace) -> int:
    """`voxpopuli`: open the app."""
    size_from_the_terminal()
    load = None
    if args.load is not None:  # the save module (pydantic, the engine) only for a file
        from .saves import SaveError, load_locked

        if not args.load.strip():
            return _fail(_("--load: the path is empty: give a save file's path"))
        try:
            # Checked before the screen changes. The lock first, then the reading: no other
            # session writes the file between the two (held: the app shows who plays it).
            load = load_locked(args.load)
        except SaveError as exc:
            return _fail(exc.words())
    try:
        from .ui.app import run_app
    except ImportError:
        return _fail(_("the game's screens are not installed yet; try `voxpopuli sim`"))
    return run_app(load=load, save_dir=args.save_dir) or 0


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the `voxpopuli` command."""
    speak(asked_language(sys.argv[1:] if argv is None else argv))
    _argparse_words()
    args = _parser().parse_args(argv)
    problem = check_arguments(args)
    if problem is not None:
        return _fail(problem)
    try:
        if args.command == "sim":
            return cmd_sim(args)
        if args.command == "cards":
            return cmd_cards(args)
        if args.command == "replay":
            return cmd_replay(args)
        if args.command == "serve":
            return cmd_serve(args)
        if args.command == "host":
            from .host.command import cmd_host

            return cmd_host(args)
        return cmd_play(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
