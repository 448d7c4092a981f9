"""One live session per save: the session that plays a save holds an
exclusive lock on it, and checks it still holds it before every write.

The lock is the operating system's advisory lock on a small file beside the save
(`.NAME.lock`): `flock` on POSIX, `msvcrt.locking` on Windows. The system releases it when the
process ends, however it ends, so a session killed with SIGKILL leaves a lock file but no lock,
and the next session takes it over at once; nothing has to guess whether a process is alive.
The lock file is never deleted (deleting it would let a second process lock a new file while
the first still holds the old one).

The lock is that of the real file: a save opened through a symbolic link (or `..`) locks the
file the link points to, beside it, so two paths to one game are one lock. A lock file that
cannot be made or opened (its path is a folder, it belongs to another user) is an `OSError`:
the app then says so and does not play the file (`ui.one_writer`).
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from .i18n import N_

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        with contextlib.suppress(OSError):
            fcntl.flock(fd, fcntl.LOCK_UN)


#: What a second session is told (the app and the tests use the same words).
BUSY = N_("This game is open in another window")


def real_path(save: str | os.PathLike[str]) -> Path:
    """The file a path names once every symbolic link is followed (the file itself, when none)."""
    return Path(os.path.realpath(save))


def lock_path(save: Path) -> Path:
    """The lock file of a save: hidden, beside the real file, never listed as a save."""
    real = real_path(save)
    return real.with_name(f".{real.name}.lock")


class SaveLock:
    """The exclusive lock of one save file, for one session."""

    def __init__(self, save: Path) -> None:
        self.save = real_path(save)
        self.path = lock_path(self.save)
        self._fd: int | None = None

    def acquire(self) -> bool:
        """Take the lock now (never waits): False when another live session holds it.

        OSError when the lock file cannot be made (a read-only folder)."""
        if self._fd is not None:
            return self.holds()
        for _ in range(3):
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            if not _try_lock(fd):
                os.close(fd)
                return False
            if self._same_file(fd):
                self._fd = fd
                with contextlib.suppress(OSError):  # who holds it, for a curious human
                    os.ftruncate(fd, 0)
                    os.write(fd, f"{os.getpid()}\n".encode())
                return True
            os.close(fd)  # the file was replaced between open and lock: lock the new one
        return False

    def _same_file(self, fd: int) -> bool:
        try:
            on_disk = os.stat(self.path)
        except OSError:
            return False
        mine = os.fstat(fd)
        return (on_disk.st_dev, on_disk.st_ino) == (mine.st_dev, mine.st_ino)

    def holds(self) -> bool:
        """This session still holds the lock of the file at `path` (checked before a write:
        a lock file deleted and made anew by someone else no longer counts)."""
        return self._fd is not None and self._same_file(self._fd)

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is not None:
            _unlock(fd)
            os.close(fd)

    def __del__(self) -> None:
        self.release()


def is_busy(save: Path) -> bool:
    """Another session holds the save's lock now (a look, not a take)."""
    probe = SaveLock(save)
    try:
        return not probe.acquire()
    except OSError:
        return False
    finally:
        probe.release()
