"""`voxpopuli host`: its options, and starting the room and the server."""

from __future__ import annotations

import argparse
import contextlib
import sys
from pathlib import Path
from typing import Any

from voxpopuli_tui.i18n import _

#: what `voxpopuli host` says, in one line, without the web extra
INSTALL_HINT = (
    'hosting needs the web extra: from a clone, pip install ".[web]" '
    '(or pipx install --force ".[web]", uv tool install --reinstall ".[web]")'
)


def add_parser(sub: argparse._SubParsersAction[Any], bounded: Any, text: Any,
               max_path: int, players: tuple[int, int]) -> None:
    """The `host` sub-command's options (the CLI's own argument checkers and its bounds on
    the number of players are passed in: the command line sits above this module)."""
    MIN_PLAYERS, MAX_PLAYERS = players
    from voxpopuli_tui.web import DEFAULT_HOST, DEFAULT_PORT

    host = sub.add_parser("host", help=_("the table on a TV, each hand on its own phone "
                                         "(needs the web extra)"))
    host.add_argument("--host", default=DEFAULT_HOST, type=text(1000),
                      help=_("address to listen on (default: this machine only)"))
    host.add_argument("--port", type=bounded(-(2**31), 2**31), default=DEFAULT_PORT)
    host.add_argument("--players", type=bounded(MIN_PLAYERS, MAX_PLAYERS), default=None,
                      help=_("start at once with this many seats, default names (people, unless "
                             "--computers); without it the table page opens on New game"))
    host.add_argument("--computers", type=bounded(0, MAX_PLAYERS - 1), default=0,
                      help=_("how many of the last seats the computer plays"))
    host.add_argument("--seed", type=bounded(0, 2**63 - 1), default=None,
                      help=_("the game's seed (default: a random one)"))
    host.add_argument("--target", type=bounded(1, 30), default=None,
                      help=_("Popularity that ends the game (default 10; lower is shorter)"))
    host.add_argument("--no-cards", action="store_true", help=_("R32: play without event cards"))
    host.add_argument("--links", metavar="FILE", type=text(max_path),
                      help=_("write the table's and each seat's link to FILE, as JSON"))
    host.add_argument("--load", dest="host_load", metavar="PATH", type=text(max_path),
                      help=_("host the saved game at PATH (new links for its seats)"))
    host.add_argument("--save-dir", dest="host_save_dir", metavar="DIR", type=text(max_path),
                      help=_("where the game is saved"))


def cmd_host(args: argparse.Namespace) -> int:
    """Start the game and serve its pages until Ctrl+C."""
    try:
        import aiohttp  # noqa: F401
        import segno  # noqa: F401
    except ImportError:
        return _fail(INSTALL_HINT)
    import secrets

    from voxpopuli_tui.engine import Game, Ruleset
    from voxpopuli_tui.engine.errors import RulesetError
    from voxpopuli_tui.engine.ruleset import MIN_PLAYERS
    from voxpopuli_tui.saves import Autosaver, default_save_dir
    from voxpopuli_tui.ui.table.computer_seats import DEFAULT_LEVEL
    from voxpopuli_tui.web import addresses, exposure_warning

    from .links import write_links
    from .new_table import NewTable
    from .room import Room
    from .server import Host, base_url, run
    from .tokens import Tokens

    if not 1 <= args.port <= 65535:
        return _fail("--port must be between 1 and 65535")
    if args.players is not None and args.computers >= args.players:
        return _fail("--computers: at least one seat must be a person's")
    folder = args.host_save_dir or args.save_dir
    save_dir = Path(folder).expanduser().resolve() if folder else default_save_dir()
    options: dict[str, Any] = {"use_cards": not args.no_cards}
    if args.target is not None:
        options["popularity_target"] = args.target
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    try:  # the options are checked before the server starts, on the smallest table
        Ruleset.default(MIN_PLAYERS, seed=seed, **options)
    except RulesetError as exc:
        return _fail(str(exc))

    def make_room(table: NewTable) -> Room:
        chosen = dict(options)
        if table.target is not None:
            chosen["popularity_target"] = table.target
        if table.cards is not None:
            chosen["use_cards"] = table.cards
        game = Game.new(Ruleset.default(
            table.players, seed=seed if table.seed is None else table.seed, **chosen))
        levels = dict.fromkeys(range(table.players - table.computers, table.players),
                               DEFAULT_LEVEL)
        return Room(game, levels, Autosaver(save_dir, locking=True))

    links = Path(args.links).expanduser() if args.links else None

    def started(host: Host) -> None:
        if links is not None:
            with contextlib.suppress(OSError):  # checked before the server started
                write_links(links, host.base, host.tokens)
        say_links(host, seats_only=True)

    form = NewTable(4, target=args.target, cards=not args.no_cards,
                    seed=args.seed)
    host = Host(Tokens(()), base_url(args.host, args.port), make_room, form=form)
    if args.host_load is not None:
        loaded = resumed(args.host_load)
        if isinstance(loaded, str):
            return _fail(loaded)
        host.make_room = lambda _table: loaded
        host.start(NewTable(loaded.game.n, len(loaded.computers)))
    elif args.players is not None:
        host.start(NewTable(args.players, args.computers))
    if links is not None:
        try:
            write_links(links, host.base, host.tokens)
        except OSError as exc:
            return _fail(_("--links: {error}").format(error=exc.strerror or exc))
    host.started = started
    notice = exposure_warning(args.host, args.port)

    def listening() -> None:
        if notice:
            said = _("voxpopuli: warning: hosting on {host}: anyone on the network who has a "
                     "seat's link can play that seat (the table's link shows them all)")
            print(said.format(host=args.host), file=sys.stderr, flush=True)
        print(_("Vox Populi hosted at {addresses}  (saves in {folder}; Ctrl+C stops)").format(
            addresses=addresses(args.host, args.port), folder=save_dir))
        say_links(host, seats_only=False)

    try:
        run(host, args.host, args.port, listening)
    except OSError as exc:
        reason = str(exc.strerror or exc).rsplit(": ", 1)[-1]
        return _fail(_("cannot serve on {host}:{port}: {reason}").format(
            host=args.host, port=args.port, reason=reason))
    finally:
        if host.room is not None and host.room.saver is not None:
            host.room.saver.close()
    return 0


def resumed(path: str) -> Any:
    """The room of a saved game, under its lock; one line (a str) when it cannot be hosted."""
    from voxpopuli_tui.save_lock import BUSY
    from voxpopuli_tui.saves import Autosaver, SaveError, load_locked
    from voxpopuli_tui.ui.table.computer_seats import LEGACY_LEVEL, Level

    from .room import Room

    if not path.strip():
        return _("--load: the path is empty: give a save file's path")
    try:
        loaded = load_locked(path)
    except SaveError as exc:
        return exc.words()
    if loaded.lock is None:
        return _("{busy}: it is not hosted").format(busy=_(BUSY).lower())
    if loaded.pins:  # the host would write the file without them: they stay the terminal's
        loaded.lock.release()
        return _("this game has seat PINs: play it in the terminal (voxpopuli --load PATH)")
    levels = {s: Level(loaded.levels.get(s, LEGACY_LEVEL)) for s in loaded.computer}
    return Room(loaded.game, levels, Autosaver.resume(loaded, loaded.lock))


def say_links(host: Any, seats_only: bool) -> None:
    """Print the table's link (unless `seats_only`) and each seat's with its QR code."""
    from .links import qr_text
    from .server import describe_links

    for who, url in describe_links(host):
        if who == "table" and seats_only:
            continue
        print("\n" + _("{who}: {url}").format(who=_("table") if who == "table" else who, url=url))
        if who != "table":
            print(qr_text(url), end="")
    sys.stdout.flush()


def _fail(message: str) -> int:
    print(f"voxpopuli: {message}", file=sys.stderr)
    return 2
