"""Save files: written atomically after every action, loaded by replaying, listed for menus.

A save holds the ruleset (with its seed), the action log in text form and a public summary (the
format is in `save_format`). Loading replays the log through the engine, which checks every
action; every problem with a file raises `SaveError` with a one-line message, and reading never
changes a file. Saves live in the user data folder (`platformdirs`) unless a folder is given.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import stat
import time
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .engine import Game, VoxPopuliError, parse_action
from .engine.quoting import clip, quote
from .i18n import N_
from .paths import default_save_dir
from .save_format import (
    FORMAT,
    MAX_WRITE,
    SUFFIX,
    VERSION,
    LevelName,
    PinNote,
    PinRecord,
    SaveError,
    SavePayload,
    SaveSummary,
    Stamp,
    Term,
    canonical,
    checksum,
    decode,
    encode,
    now_iso,
    read_stamped,
    stamp_of,
    summarise,
)
from .save_lock import SaveLock, real_path

__all__ = [
    "FORMAT",
    "SUFFIX",
    "VERSION",
    "Autosaver",
    "LoadedSave",
    "SaveError",
    "SaveInfo",
    "SavePayload",
    "SaveSummary",
    "atomic_write",
    "canonical",
    "check_save_dir",
    "checksum",
    "clean_temp_files",
    "default_save_dir",
    "delete_save",
    "encode",
    "latest_unfinished",
    "list_saves",
    "load_game",
    "load_locked",
    "load_save",
    "save_info",
    "summarise",
    "verify_info",
    "write_save",
]


@dataclass(frozen=True, slots=True)
class SaveInfo:
    """One entry of the saves list; `error` is set (and `summary` None) for a damaged file."""

    path: Path
    summary: SaveSummary | None
    error: str | None = None
    #: the summary was recomputed from the replayed game (False: the file's own, unchecked)
    verified: bool = False
    #: what is wrong with a damaged file, for a menu to word in its language (`error` is it)
    problem: SaveError | None = None

    @classmethod
    def damaged(cls, path: Path, problem: SaveError, verified: bool = False) -> SaveInfo:
        """The entry of a file that cannot be read (its error in English, and typed)."""
        return cls(path, None, str(problem), verified, problem)

    @property
    def last_played(self) -> str:
        """Sort key: the last time the game was played (or the file changed)."""
        if self.summary is not None:
            return self.summary.last_played
        try:
            mtime = self.path.stat().st_mtime
        except OSError:
            mtime = 0.0
        return datetime.fromtimestamp(mtime, UTC).isoformat()


@dataclass(slots=True)
class LoadedSave:
    """A game rebuilt from a file."""

    path: Path
    game: Game
    created: str
    summary: SaveSummary
    #: the seats the computer plays (empty in files written before this was saved)
    computer: tuple[int, ...] = ()
    #: how each computer seat plays (files written before levels: all `LEGACY_LEVEL`)
    levels: Mapping[int, LevelName] = field(default_factory=dict)
    #: seat PINs and their lock-outs (version 1 files: none)
    pins: Mapping[int, PinRecord] = field(default_factory=dict)
    #: the public lines wrong PINs wrote at the table
    pin_log: tuple[PinNote, ...] = ()
    #: the guided game of Learn to play (older files: False, an ordinary game)
    guided: bool = False
    #: the version of the file read (a later write checks the file is still that one)
    stamp: Stamp | None = None
    #: the file's lock, when it was taken before the file was read (`load_locked`)
    lock: SaveLock | None = None


def _dir(save_dir: str | os.PathLike[str] | None) -> Path:
    return default_save_dir() if save_dir is None else Path(save_dir)


def check_save_dir(value: str | os.PathLike[str]) -> Path:
    """The folder `value` made ready for saves (created if missing, a test file written and
    removed); `SaveError` with one line when it is empty, a file, a device or not writable."""
    text = os.fspath(value)
    if not text.strip():
        raise SaveError(N_("the save folder is empty: give a folder's path"))
    folder = Path(text)
    shown = quote(text)
    if folder.exists() and not folder.is_dir():
        kind = Term(N_("a file") if folder.is_file() else N_("a device or other special file"))
        raise SaveError(N_("the save folder {folder} is {kind}, not a folder"), folder=shown,
                        kind=kind)
    probe = folder / f".voxpopuli-write-test.{os.getpid()}.{secrets.token_hex(4)}.tmp"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        os.close(fd)
        probe.unlink()
    except OSError as exc:
        raise SaveError(N_("cannot save in {folder}: {error}"), folder=shown,
                        error=exc.strerror or exc) from None
    return folder


def atomic_write(path: Path, data: bytes) -> None:
    """Write durably: temp file in the same folder, flush, fsync, replace, fsync the folder.

    A path through a symbolic link writes the file the link points to (the link stays a link:
    one game, one file). On any failure the temp file is removed, the old file is untouched,
    and SaveError is raised.
    """
    shown, path = path, real_path(path)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
        _fsync_dir(path.parent)
    except OSError as exc:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise SaveError(N_("could not save: {error}"), shown, error=exc.strerror or exc) from None


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def new_save_path(game: Game, save_dir: str | os.PathLike[str] | None = None) -> Path:
    """A fresh, unique file name in the saves folder for a new game."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    first = "".join(c for c in game.names[0].lower() if c.isalnum())[:12] or "game"
    return _dir(save_dir) / f"{stamp}-{first}-{secrets.token_hex(3)}{SUFFIX}"


class Autosaver:
    """Saves one game session to one file after every action (cheap: texts are cached).

    `Autosaver(save_dir)` starts a new file on the first save; `Autosaver.resume(loaded)`
    continues a loaded save. `save(game)` accepts the game after undo too (a new `Game`).
    `computer`: the seats the computer plays and `levels` how each plays, written with every
    save. `locking`: the session holds the file's lock (`save_lock`, one live session per
    save) and checks it still does before every write.
    """

    def __init__(
        self,
        save_dir: str | os.PathLike[str] | None = None,
        path: Path | None = None,
        computer: Iterable[int] = (),
        levels: Mapping[int, LevelName] | None = None,
        locking: bool = False,
    ) -> None:
        self.save_dir = _dir(save_dir)
        self.locking = locking
        self.lock: SaveLock | None = None
        #: the seat PINs to write with every save (the app's; None: no PINs)
        self.pin_state: PinState | None = None
        self.path = path
        self.created = now_iso()
        self.computer: tuple[int, ...] = tuple(sorted(set(computer)))
        self.levels: dict[int, LevelName] = dict(levels or {})
        #: the guided game of Learn to play (written with every save)
        self.guided = False
        self._texts: list[str] = []
        self._source: list[Any] = []
        #: the actions the file holds since the last write that succeeded
        self.on_disk: tuple[Any, ...] = ()
        #: the version of the file this session read or wrote last: a file changed since
        #: (another window wrote it) is never overwritten with an older game
        self.stamp: Stamp | None = None

    @classmethod
    def resume(cls, loaded: LoadedSave, lock: SaveLock | None = None) -> Autosaver:
        """Continue writing the file a game was loaded from (under its `lock`, if given)."""
        saver = cls(loaded.path.parent, loaded.path, loaded.computer, loaded.levels,
                    locking=lock is not None)
        saver.created = loaded.created
        saver.guided = loaded.guided
        saver.lock = lock
        saver.on_disk = tuple(loaded.game.history)  # what the file holds: nothing unsaved yet
        saver.stamp = loaded.stamp
        return saver

    def _check_lock(self, path: Path) -> None:
        """Never two writers: the lock of `path` is taken (a new file) or still held."""
        if not self.locking:
            return
        if self.lock is not None and self.lock.save == real_path(path):
            if not self.lock.holds():
                raise SaveError(N_("not saved: this session no longer holds the game's lock"),
                                path)
            return
        lock = SaveLock(path)
        try:
            # The lock file lives beside the save: on a first run its folder is not made yet.
            path.parent.mkdir(parents=True, exist_ok=True)
            taken = lock.acquire()
        except OSError as exc:
            raise SaveError(N_("could not save: {error}"), path,
                            error=exc.strerror or exc) from None
        if not taken:
            raise SaveError(N_("not saved: this game is open in another window"), path)
        self.close()
        self.lock = lock

    def close(self) -> None:
        """Let go of the file's lock (the session ends or moves to another file)."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def _texts_for(self, game: Game) -> list[str]:
        hist = game.history
        keep = 0
        limit = min(len(hist), len(self._source))
        while keep < limit and hist[keep] is self._source[keep]:
            keep += 1
        if keep < len(self._source):  # an undo, or another game: find the common prefix
            keep = 0
            while keep < limit and hist[keep] == self._source[keep]:
                keep += 1
            del self._texts[keep:], self._source[keep:]
        for action in hist[keep:]:
            self._texts.append(str(action))
            self._source.append(action)
        return self._texts

    def save(self, game: Game) -> Path:
        """Write the game now; SaveError on failure (the previous save stays)."""
        if self.path is None:
            self.path = new_save_path(game, self.save_dir)
        self._check_lock(self.path)
        pins, pin_log = self.pin_state() if self.pin_state is not None else ({}, ())
        try:
            data = encode(game, self.created, self._texts_for(game), self.computer, self.levels,
                          pins, pin_log, self.guided)
        except Exception as exc:  # nothing is written: the previous save stays
            self._texts, self._source = [], []
            raise SaveError(N_("could not save ({error})"), self.path,
                            error=type(exc).__name__) from None
        if len(data) > MAX_WRITE:  # a file the game would refuse to read: keep the last good one
            raise SaveError(N_("not saved: the game's save would be {size:,} bytes, over the "
                               "{limit} MB a save may hold"), self.path, size=len(data),
                            limit=MAX_WRITE // 2**20)
        self._check_unchanged(self.path)
        atomic_write(self.path, data)
        self.on_disk = tuple(game.history)
        self.stamp = _stamp(self.path)
        return self.path

    def _check_unchanged(self, path: Path) -> None:
        """Never write a game older than the file: the file is still the version this session
        read or wrote last (a file another window wrote since is kept)."""
        if self.stamp is None:
            return
        now = _stamp(path)
        # Gone, or no longer a file (the write then says why it fails): no newer game to keep.
        if now is not None and now != self.stamp:
            raise SaveError(N_("not saved: the file changed on disk since this session read it "
                               "(another window played it); the file is kept"), path)

    def unsaved(self, game: Game) -> int:
        """How many of `game`'s actions the file does not hold (after a failed write)."""
        hist, disk = game.history, self.on_disk
        keep = 0
        while keep < min(len(hist), len(disk)) and (
            hist[keep] is disk[keep] or hist[keep] == disk[keep]
        ):
            keep += 1
        return len(hist) - keep

    def copy_to(self, folder: Path) -> Autosaver:
        """A saver for a new file in `folder` for the same game (same seats, same start)."""
        other = Autosaver(folder, None, self.computer, self.levels, locking=self.locking)
        other.created = self.created
        other.guided = self.guided
        other.pin_state = self.pin_state
        return other


#: what an Autosaver asks for the seat PINs at each save: records by seat, the public lines
PinState = Callable[[], tuple[Mapping[int, PinRecord], Sequence[PinNote]]]

_WRITTEN: weakref.WeakKeyDictionary[Game, Autosaver] = weakref.WeakKeyDictionary()


def write_save(path_or_dir: str | os.PathLike[str], game: Game) -> Path:
    """Save `game` durably and return the file's path.

    A path ending in ``.json`` is the file; anything else is a folder (created if missing) that
    gets a new file for this game, and the same file on later calls with the same `Game`.
    """
    target = Path(path_or_dir)
    saver = _WRITTEN.get(game)
    if target.is_dir() or not target.name.endswith(".json"):
        if saver is None or saver.save_dir != target:
            saver = _WRITTEN[game] = Autosaver(target)
    elif saver is None or saver.path != target:
        saver = _WRITTEN[game] = Autosaver(target.parent, target)
    return saver.save(game)


def _stamp(path: Path) -> Stamp | None:
    """The stamp of the regular file at `path` (through links); None for anything else."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return stamp_of(info) if stat.S_ISREG(info.st_mode) else None


def load_locked(path: str | os.PathLike[str]) -> LoadedSave:
    """Take the save's lock (on its real file), then load it: read under the lock, so no other
    session writes it between the reading and the playing. The lock is the loaded save's
    `lock`; None when another session holds it or it cannot be taken (the app then says so
    and does not play the file). SaveError as `load_save`; the lock is let go then."""
    lock = SaveLock(Path(path))
    try:
        taken = lock.acquire()
    except OSError:
        taken = False
    if not taken:
        return load_save(path)
    try:
        loaded = load_save(path)
    except SaveError:
        lock.release()
        raise
    loaded.lock = lock
    return loaded


def load_save(path: str | os.PathLike[str]) -> LoadedSave:
    """Load a save and rebuild its game by replaying the log (each action checked).

    Raises `SaveError` (one line) and nothing else; the file is only read.
    """
    path = Path(path)
    try:
        return _load(path)
    except SaveError:
        raise
    except Exception as exc:  # an engine failure must not escape as something else
        raise SaveError(N_("the game could not be rebuilt ({error})"), path,
                        error=type(exc).__name__) from None


def _load(path: Path) -> LoadedSave:
    raw, stamp = read_stamped(path)
    payload, ruleset = decode(path, raw)
    try:
        game = Game.new(ruleset)
    except VoxPopuliError as exc:
        raise SaveError(N_("bad ruleset: {problem}"), path, problem=exc) from None
    for i, text in enumerate(payload.actions, 1):
        try:
            action = parse_action(text)
        except VoxPopuliError as exc:
            raise SaveError(N_("action {number} does not parse: {problem}"), path, number=i,
                            problem=clip(str(exc), 120)) from None
        try:
            game.apply(action)
        except VoxPopuliError as exc:
            raise SaveError(N_("action {number} {action} is illegal: {problem}"), path, number=i,
                            action=quote(text), problem=exc) from None
        except Exception as exc:
            name = type(exc).__name__
            raise SaveError(N_("action {number} {action} could not be replayed ({error})"), path,
                            number=i, action=quote(text), error=name) from None
    summary = summarise(game, payload.summary.last_played)
    return LoadedSave(path, game, payload.created, summary, tuple(payload.computer),
                      payload.computer_levels(), dict(payload.pins), tuple(payload.pin_log),
                      payload.guided, stamp)


def load_game(path: str | os.PathLike[str]) -> Game:
    """Just the game of a save."""
    return load_save(path).game


def save_info(path: str | os.PathLike[str]) -> SaveInfo:
    """The summary of one file (checked, not replayed); `error` set when damaged."""
    path = Path(path)
    try:
        payload, ruleset = decode(path)
    except SaveError as exc:
        return SaveInfo.damaged(path, exc)
    except Exception as exc:  # never let one odd file break the menu
        return SaveInfo.damaged(path, SaveError(N_("unreadable ({error})"), path,
                                                error=type(exc).__name__))
    # The names menus show are the checked ones of the ruleset (`engine.names`), not the
    # summary's copy, which nothing checks.
    names = tuple(p.name for p in ruleset.players)
    return SaveInfo(path, payload.summary.model_copy(update={"players": names}))


#: Seconds of replaying one listing may spend verifying summaries (the title waits that long at
#: most, once: replayed files are remembered); the rest stay unverified, and are shown so.
#: Measured on a shared 2-core machine: 20 finished 4-player games (14,417 actions) replay in
#: 0.4-0.6 s of CPU, 0.6-0.75 s wall when idle, 1.3-2.1 s wall under a load of 11; cached, 0.01 s.
VERIFY_SECONDS = 1.0

#: path → (size, mtime_ns) and the verified entry: a file is replayed again only when it changed
_VERIFIED: dict[Path, tuple[tuple[int, int], SaveInfo]] = {}


def verify_info(info: SaveInfo) -> SaveInfo:
    """`info` with its summary recomputed from the replayed game (the summary in a file is
    unchecked: a forged "over" must not hide a game); a file that does not replay is damaged."""
    if info.error is not None or info.verified:
        return info
    try:
        st = info.path.stat()
    except OSError as exc:
        return SaveInfo.damaged(info.path, SaveError(N_("cannot read the file: {error}"),
                                                     info.path, error=exc.strerror or exc))
    key = (st.st_size, st.st_mtime_ns)
    cached = _VERIFIED.get(info.path)
    if cached is not None and cached[0] == key:
        return cached[1]
    try:
        loaded = load_save(info.path)
    except SaveError as exc:
        checked = SaveInfo.damaged(info.path, exc, verified=True)
    else:
        checked = SaveInfo(info.path, loaded.summary, verified=True)
    _VERIFIED[info.path] = (key, checked)
    return checked


def _is_cached(path: Path) -> bool:
    cached = _VERIFIED.get(path)
    if cached is None:
        return False
    try:
        st = path.stat()
    except OSError:
        return False
    return cached[0] == (st.st_size, st.st_mtime_ns)


def list_saves(
    save_dir: str | os.PathLike[str] | None = None,
    include_damaged: bool = False,
    verify: bool = False,
    budget: float = VERIFY_SECONDS,
) -> list[SaveInfo]:
    """The saves in a folder, most recently played first.

    `verify`: each summary is recomputed by replaying its file (most recent first, files
    already replayed and unchanged for free) until `budget` seconds are spent; the rest keep
    their file's summary with `verified` False."""
    folder = _dir(save_dir)
    try:
        files = [p for p in folder.iterdir() if p.name.endswith(SUFFIX) and p.is_file()]
    except OSError:
        return []
    infos = sorted((save_info(p) for p in files), key=_recent, reverse=True)
    if verify:
        deadline = time.monotonic() + budget
        infos = [
            verify_info(i) if time.monotonic() < deadline or _is_cached(i.path) else i
            for i in infos
        ]
    if not include_damaged:
        infos = [i for i in infos if i.error is None]
    return sorted(infos, key=_recent, reverse=True)


def _recent(info: SaveInfo) -> tuple[str, str]:
    return (info.last_played, info.path.name)


def latest_unfinished(
    save_dir: str | os.PathLike[str] | None = None, budget: float = VERIFY_SECONDS
) -> SaveInfo | None:
    """The most recently played save whose replayed game is not over (for "Continue"); a file
    left unverified (out of `budget`) counts as unfinished whatever its summary says."""
    for info in list_saves(save_dir, verify=True, budget=budget):
        if info.summary is not None and not (info.verified and info.summary.over):
            return info
    return None


def delete_save(path: str | os.PathLike[str]) -> None:
    """Remove a save file (missing is fine)."""
    with contextlib.suppress(FileNotFoundError):
        Path(path).unlink()


def clean_temp_files(save_dir: str | os.PathLike[str] | None = None, age: float = 600.0) -> int:
    """Remove temp files left by interrupted saves older than `age` seconds; return the count."""
    folder = _dir(save_dir)
    count = 0
    with contextlib.suppress(OSError):
        for p in folder.glob(f".*{SUFFIX}.*.tmp"):
            with contextlib.suppress(OSError):
                if time.time() - p.stat().st_mtime > age:
                    p.unlink()
                    count += 1
    return count
