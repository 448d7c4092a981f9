"""The save file format: a versioned payload (ruleset, action log in text form, public summary,
computer seats) wrapped with a SHA-256 of its canonical JSON, so any damage is detected; its
typed error.

Compatibility rule (version 1): `computer` (the seats played by the computer, sorted) is optional
and written only when not empty, so a file without it (older, or an all-human game) loads with
every seat human, and an all-human save is byte-for-byte what older versions wrote. `levels`
(how each of those seats plays, in the same order) is written with `computer`; a file that has
computer seats but no levels was written before levels existed, when computers played at random:
it loads with every computer seat at `LEGACY_LEVEL`.

Version 2 (seat PINs): `pins` (per seat: the salted scrypt hash of its PIN, and its wrong tries
and lock-out) and `pin_log` (the public lines those tries wrote at the table). A file with
neither is written as version 1, byte for byte as before; version 1 files (which have neither)
load as games without PINs. An older program refuses a version 2 file ("unknown save version")
rather than drop its PINs.

Version 3 (Learn to play): `guided: true` marks the guided game, resumed with
its lesson panel and its guided computers. Only a guided game is written as version 3; files
without the field (every older file) load as ordinary games, and an older program refuses a
guided save ("unknown save version") rather than resume it without its guide.

`voxpopuli_tui.saves` writes, reads and lists these files.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .engine import Game, Ruleset, VoxPopuliError
from .engine.quoting import clip, printable, quote
from .engine.ruleset import describe_validation_error
from .engine.scoring import compute_outcome
from .i18n import N_, _

FORMAT = "voxpopuli-save"
#: the newest version this program writes (and the versions it reads)
VERSION = 3
VERSIONS = (1, 2, 3)
SUFFIX = ".vox.json"
APP_NAME = "voxpopuli"
#: Larger files are refused before reading: a long game's save is well under 1 MB.
MAX_BYTES = 8 * 1024 * 1024
#: The largest save the game writes: half of what it reads, so whatever it writes loads again
#: (with room for a file pretty-printed or edited by hand). A game past it (a long game of
#: gifts: the rules bound no game's length) keeps its last good save and says so.
MAX_WRITE = MAX_BYTES // 2

#: how a computer seat plays, as stored (the app's `Level` enum has the same values)
LevelName = Literal["random", "easy", "normal", "hard"]
#: the level of computer seats in files written before levels were saved
LEGACY_LEVEL: LevelName = "random"


class Term(str):
    """A word of the catalogue that fills a `SaveError`'s message ("a folder"): translated
    with it, where a value from outside (an OS error, a file's name) is drawn as it is."""

    __slots__ = ()


class SaveError(VoxPopuliError):
    """A save that cannot be read or written; the message is one line, printable (whatever a
    file held: a key or a value with control bytes is quoted, and `printable` is the net).

    `message` is a template marked for the catalogue (`N_`) and `values` what fills it (an OS
    error's words, a number, a quoted name), so `words()` says it in the player's language;
    `str()` is the English."""

    def __init__(self, message: str, path: Path | None = None, **values: object) -> None:
        self.template = message
        self.values = values
        self.path = path
        super().__init__(self._line(message))

    def _line(self, template: str, translated: bool = False, named: bool = True) -> str:
        values = {key: _(value) if translated and isinstance(value, Term) else value
                  for key, value in self.values.items()}
        line = printable(clip(template.format(**values)))
        name = None if self.path is None or not named else shown_name(self.path)
        if name is None:
            return line
        said = _("{name}: {error}") if translated else "{name}: {error}"
        return said.format(name=name, error=line)

    def words(self, named: bool = True) -> str:
        """The message in the language spoken; `named`: after the file's name (a list that
        shows the name already says only what is wrong)."""
        return self._line(_(self.template), translated=True, named=named)


def shown_name(path: Path) -> str:
    """A file's name as a message shows it: as it is, or quoted when it holds a character that
    is not printable (or is empty: `voxpopuli replay ''`)."""
    name = path.name
    return name if name and name.isprintable() and len(name) <= 80 else quote(name)


class SaveSummary(BaseModel):
    """Public facts for menus, readable without replaying."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    players: tuple[str, ...]
    turn: int
    actions: int
    last_played: str  # ISO 8601, UTC
    over: bool
    winners: tuple[str, ...] = ()
    emperor: str | None = None


#: A stored PIN: "scrypt$N$r$p$salt$hash" (hex), with scrypt's cost bounded (a file cannot
#: make the check take minutes or gigabytes).
PIN_HASH = (
    r"^scrypt\$(1024|2048|4096|8192|16384|32768)\$([1-9]|1[0-6])\$[1-4]"
    r"\$[0-9a-f]{32}\$[0-9a-f]{64}$"
)


class PinRecord(BaseModel):
    """One seat's PIN and its wrong tries (the lock-out survives quit and resume)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    hash: str | None = Field(default=None, pattern=PIN_HASH)
    #: wrong tries since the last lock-out or right PIN
    fails: int = Field(default=0, ge=0, le=1000)
    #: lock-outs so far (each longer than the last)
    lockouts: int = Field(default=0, ge=0, le=1000)
    #: seconds since the epoch until which the seat's curtain stays locked
    locked_until: float = Field(default=0.0, ge=0.0, le=1e11)


class PinNote(BaseModel):
    """A public line of the table's log about a PIN (never the PIN): after `after` engine log
    events, in turn `turn`."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    after: int = Field(ge=0)
    turn: int = Field(ge=0)
    text: str = Field(max_length=200)


class SavePayload(BaseModel):
    """What the checksum covers."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    version: Literal[1, 2, 3] = 1
    created: str
    ruleset: dict[str, Any]  # validated separately, for a precise message
    actions: list[str]
    summary: SaveSummary
    computer: list[int] = []  # computer seats, sorted; absent in older files (all human)
    levels: list[LevelName] = []  # per computer seat, same order; absent in older files
    pins: dict[int, PinRecord] = {}  # version 2: seat PINs and their lock-outs
    pin_log: list[PinNote] = []  # version 2: the public lines of wrong PINs
    guided: bool = False  # version 3: the guided game of Learn to play

    def computer_levels(self) -> dict[int, LevelName]:
        """Each computer seat's level (older files: `LEGACY_LEVEL`, how they played then)."""
        levels = self.levels or [LEGACY_LEVEL] * len(self.computer)
        return dict(zip(self.computer, levels, strict=True))


class SaveFile(BaseModel):
    """The file: format tag, version, checksum of the payload, payload."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["voxpopuli-save"]
    version: int
    checksum: str = Field(pattern=r"^sha256:[0-9a-f]{64}$")
    payload: dict[str, Any]


def now_iso() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def canonical(data: Any) -> bytes:
    """The canonical JSON the checksum is computed on."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def checksum(payload: dict[str, Any]) -> str:
    """`sha256:<hex>` of the payload's canonical JSON."""
    return _digest(canonical(payload))


def _digest(body: bytes) -> str:
    return "sha256:" + hashlib.sha256(body).hexdigest()


def summarise(game: Game, last_played: str | None = None) -> SaveSummary:
    """The public summary of a game."""
    st = game.state
    winners: tuple[str, ...] = ()
    emperor = None
    if st.over:
        out = compute_outcome(st)
        winners = tuple(game.names[s] for s in out.winners)
        emperor = out.emperor_name
    return SaveSummary(
        players=tuple(game.names),
        turn=st.turn,
        actions=len(game.history),
        last_played=last_played or now_iso(),
        over=st.over,
        winners=winners,
        emperor=emperor,
    )


def encode(
    game: Game,
    created: str,
    texts: list[str] | None = None,
    computer: Iterable[int] = (),
    levels: Mapping[int, LevelName] | None = None,
    pins: Mapping[int, PinRecord] | None = None,
    pin_log: Sequence[PinNote] = (),
    guided: bool = False,
) -> bytes:
    """The bytes of a save of `game` (`texts`: the text form of its history, if known;
    `computer`: the seats the computer plays; `levels`: how each plays, `LEGACY_LEVEL` if not
    given; `pins`, `pin_log`: seat PINs, written as version 2 when there are any; `guided`:
    the guided game, written as version 3)."""
    records = {s: r for s, r in sorted((pins or {}).items()) if r != PinRecord()}
    version = 3 if guided else 2 if records or pin_log else 1
    payload: dict[str, Any] = {
        "version": version,
        "created": created,
        "ruleset": game.ruleset.model_dump(mode="json"),
        "actions": texts if texts is not None else [str(a) for a in game.history],
        "summary": summarise(game).model_dump(mode="json"),
    }
    seats = sorted(set(computer))
    if seats:
        payload["computer"] = seats
        payload["levels"] = [(levels or {}).get(s, LEGACY_LEVEL) for s in seats]
    if records:
        payload["pins"] = {
            str(s): r.model_dump(mode="json", exclude_defaults=True) for s, r in records.items()
        }
    if pin_log:
        payload["pin_log"] = [note.model_dump(mode="json") for note in pin_log]
    if guided:
        payload["guided"] = True
    body = canonical(payload)
    head = {"format": FORMAT, "version": version, "checksum": _digest(body)}
    return canonical(head)[:-1] + b',"payload":' + body + b"}"


_KINDS = (
    (stat.S_ISDIR, Term(N_("a folder"))),
    (stat.S_ISFIFO, Term(N_("a pipe (FIFO)"))),
    (stat.S_ISCHR, Term(N_("a device"))),
    (stat.S_ISBLK, Term(N_("a device"))),
    (stat.S_ISSOCK, Term(N_("a socket"))),
)


#: What identifies one version of a file on disk: (device, inode, size, mtime in ns).
Stamp = tuple[int, int, int, int]


def stamp_of(info: os.stat_result) -> Stamp:
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns)


def read_regular(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; SaveError for anything else."""
    return read_stamped(path, limit)[0]


def read_stamped(path: Path, limit: int = MAX_BYTES) -> tuple[bytes, Stamp]:
    """The bytes of a regular file of at most `limit` bytes and the stamp of the very file
    read; SaveError for anything else.

    Opened without blocking and checked with fstat before a byte is read, so a FIFO, a device
    or /dev/zero is refused at once instead of hanging or filling memory.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise SaveError(N_("cannot read the file: {error}"), path,
                        error=exc.strerror or exc) from None
    try:
        info = os.fstat(fd)
        for test, kind in _KINDS:
            if test(info.st_mode):
                raise SaveError(N_("not a save file: this is {kind}, not a regular file"), path,
                                kind=kind)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(N_("not a save file: not a regular file"), path)
        if info.st_size > limit:
            raise SaveError(N_("not a save file: {size} bytes is over the {limit} MB limit"),
                            path, size=info.st_size, limit=limit // 2**20)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks, size = [], 0
        while chunk := os.read(fd, 1 << 16):
            chunks.append(chunk)
            size += len(chunk)
            if size > limit:  # the file grew while being read
                raise SaveError(N_("not a save file: over the {limit} MB limit"), path,
                                limit=limit // 2**20)
        return b"".join(chunks), stamp_of(info)
    except OSError as exc:
        raise SaveError(N_("cannot read the file: {error}"), path,
                        error=exc.strerror or exc) from None
    finally:
        os.close(fd)


def _with_fit_names(ruleset: Any) -> Any:
    """The saved ruleset with its names made fit for today's checks (`migrate_names`): a game
    saved before them, with a control character or two look-alike names, still loads."""
    from .engine.names import migrate_names

    players = ruleset.get("players") if isinstance(ruleset, dict) else None
    if not isinstance(players, list) or not all(
        isinstance(p, dict) and isinstance(p.get("name"), str) for p in players
    ):
        return ruleset  # not this migration's business: validation says what is wrong
    names = migrate_names([p["name"] for p in players])
    return {**ruleset, "players": [{**p, "name": n} for p, n in zip(players, names, strict=True)]}


def decode(path: Path, raw: bytes | None = None) -> tuple[SavePayload, Ruleset]:
    """Read and check a file without replaying it (`raw`: its bytes, already read)."""
    raw = read_regular(path) if raw is None else raw
    if not raw.strip():
        raise SaveError(N_("the file is empty"), path)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveError(N_("not a save file: the JSON is damaged or truncated"), path) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(N_("not a Vox Populi save file"), path)
    version = data.get("version")
    if version not in VERSIONS or isinstance(version, bool):
        known = ", ".join(map(str, VERSIONS[:-1])) + f" and {VERSIONS[-1]}"
        raise SaveError(N_("unknown save version {version} (this program reads {known})"),
                        path, version=quote(version), known=known)
    try:
        doc = SaveFile.model_validate(data)
    except ValidationError:
        raise SaveError(N_("damaged save: the file layout is wrong"), path) from None
    try:
        digest = checksum(doc.payload)
    except (UnicodeError, ValueError):
        raise SaveError(N_("damaged save: the text is not valid"), path) from None
    if digest != doc.checksum:
        raise SaveError(N_("damaged save: the checksum does not match"), path)
    try:
        payload = SavePayload.model_validate(doc.payload)
    except ValidationError as exc:
        raise SaveError(N_("bad save contents: {problem}"), path,
                        problem=describe_validation_error(exc)) from None
    try:
        ruleset = Ruleset.model_validate(_with_fit_names(payload.ruleset))
    except ValidationError as exc:
        raise SaveError(N_("bad ruleset: {problem}"), path,
                        problem=describe_validation_error(exc)) from None
    n = len(ruleset.players)
    if any(not 0 <= s < n for s in payload.computer) or len(set(payload.computer)) != len(
        payload.computer
    ):
        raise SaveError(N_("bad save contents: computer seats {seats} for {players} players"),
                        path, seats=quote(payload.computer), players=n)
    if (payload.version != version or (version == 1 and (payload.pins or payload.pin_log))
            or (version < 3 and payload.guided)):
        raise SaveError(N_("bad save contents: the versions of the file and its payload differ"),
                        path)
    if any(not 0 <= s < n for s in payload.pins):
        raise SaveError(N_("bad save contents: PINs for seats {seats} of {players} players"),
                        path, seats=quote(sorted(payload.pins)), players=n)
    if payload.levels and len(payload.levels) != len(payload.computer):
        raise SaveError(N_("bad save contents: {levels} levels for {seats} computer seats"),
                        path, levels=len(payload.levels), seats=len(payload.computer))
    return payload, ruleset
