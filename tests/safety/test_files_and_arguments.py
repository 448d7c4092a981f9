"""Files and arguments: every bad one gives one line, exit status 2, at once.

The command runs in a subprocess with a timeout, so a hang (a FIFO, /dev/zero) fails the test
instead of blocking it. The timeout tells a hang from a slow start on a busy machine: it is
generous (a hang never ends), scaled by how long `voxpopuli --version` takes to start here.
How quickly a refusal comes is a speed question, for benchmarks, not for this test.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from voxpopuli_tui.engine import Game, Ruleset
from voxpopuli_tui.save_format import MAX_BYTES, checksum
from voxpopuli_tui.saves import write_save

#: A hang is told from a slow start by this much time beyond a few plain start-ups.
ALLOWANCE = 20.0
STARTS = 5


def _command() -> list[str]:
    script = Path(sys.executable).with_name("voxpopuli")
    if script.exists():
        return [str(script)]
    found = shutil.which("voxpopuli")
    return [found] if found else [sys.executable, "-m", "voxpopuli_tui"]


@pytest.fixture(scope="module")
def startup() -> float:
    began = time.monotonic()
    subprocess.run([*_command(), "--version"], capture_output=True, timeout=60, check=True)
    return time.monotonic() - began


def refused(startup: float, *args: str, cwd: Path | None = None) -> str:
    """Run `voxpopuli *args`; assert one line on stderr, nothing on stdout, status 2, quick."""
    began = time.monotonic()
    done = subprocess.run(
        [*_command(), *args], capture_output=True, text=True, stdin=subprocess.DEVNULL,
        timeout=STARTS * startup + ALLOWANCE, cwd=cwd,
    )
    elapsed = time.monotonic() - began
    assert done.returncode == 2, (done.returncode, done.stderr[-500:])
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr[-2000:]
    assert done.stdout == ""
    assert lines[0].startswith("voxpopuli: ")
    assert "Traceback" not in done.stderr
    assert elapsed < STARTS * startup + ALLOWANCE
    return lines[0]


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "game.vox.json"
    os.mkfifo(path)
    return path


def _unwritable(tmp_path: Path) -> str:
    """A folder nobody can save in (as root, chmod does not stop writes: use /proc)."""
    if os.geteuid() == 0:
        return "/proc/self/voxpopuli-saves"
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    return str(folder)


@pytest.mark.parametrize("verb", [("replay",), ("--load",)])
def test_a_fifo_is_refused_not_waited_on(startup: float, fifo: Path, verb: tuple[str]) -> None:
    line = refused(startup, *verb, str(fifo))
    assert "FIFO" in line and "not a regular file" in line


@pytest.mark.parametrize("verb", [("replay",), ("--load",)])
def test_dev_zero_is_refused_before_reading(startup: float, verb: tuple[str]) -> None:
    assert "a device" in refused(startup, *verb, "/dev/zero")


def test_a_folder_is_not_a_save(startup: float, tmp_path: Path) -> None:
    assert "a folder" in refused(startup, "replay", str(tmp_path))


def test_a_file_over_the_size_cap_is_refused_unread(startup: float, tmp_path: Path) -> None:
    big = tmp_path / "huge.vox.json"
    with big.open("wb") as f:
        f.truncate(MAX_BYTES + 1)  # sparse: nothing is written, nothing would be worth reading
    assert "over the 8 MB limit" in refused(startup, "replay", str(big))


def test_a_one_megabyte_action_is_quoted_briefly(startup: float, tmp_path: Path) -> None:
    path = write_save(tmp_path, Game.new(Ruleset.default(3, seed=4)))
    data = json.loads(path.read_text())
    data["payload"]["actions"].append("0 play " + "X" * 1_000_000)
    data["checksum"] = checksum(data["payload"])
    path.write_text(json.dumps(data))
    line = refused(startup, "replay", str(path))
    assert "XXXXXXXXXX" in line and len(line) < 300
    assert line.count("X") <= 80
    assert "(1000007 characters)" in line


@pytest.mark.parametrize(
    "sub", [(), ("sim", "--games", "1"), ("serve",)], ids=["app", "sim", "serve"]
)
def test_bad_save_folders_are_refused_before_any_game(
    startup: float, tmp_path: Path, sub: tuple[str, ...]
) -> None:
    a_file = tmp_path / "not-a-folder"
    a_file.write_text("x")
    cases = {
        str(a_file): "is a file",
        "/dev/null": "a device",
        "": "empty",
        _unwritable(tmp_path): "cannot save in",
    }
    for value, words in cases.items():
        # The app's flag comes before the sub-command; sim's own flag after it.
        args = [*sub, "--save-dir", value] if sub else ["--save-dir", value]
        line = refused(startup, *args, cwd=tmp_path)
        assert words in line, (value, line)
        assert "--save-dir" in line
    assert sorted(p.name for p in tmp_path.iterdir()) == ["not-a-folder"] + (
        ["locked"] if os.geteuid() != 0 else []
    )


def test_a_good_save_folder_is_made_and_used(startup: float, tmp_path: Path) -> None:
    folder = tmp_path / "new" / "saves"
    done = subprocess.run(
        [*_command(), "sim", "--games", "1", "--players", "3", "--save-dir", str(folder)],
        capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 0, done.stderr
    assert len(list(folder.glob("*.vox.json"))) == 1
    assert not list(folder.glob(".voxpopuli-write-test*"))


def test_the_engine_quotes_at_most_80_characters_of_a_bad_action() -> None:
    from voxpopuli_tui.engine import parse_action
    from voxpopuli_tui.engine.errors import ActionParseError

    for text in ("0 " + "v" * 1_000_000, "0 play X " + "k" * 500_000 + "=1", "Z" * 1_000_000):
        with pytest.raises(ActionParseError) as info:
            parse_action(text)
        assert len(str(info.value)) < 200, str(info.value)[:300]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("sim", "--players", "999999999999999999999", "--games", "1"), "--players"),
        (("sim", "--games", "99999999999999999999999999"), "--games"),
        (("sim", "--seed", "\u0663", "--games", "1"), "ASCII digits"),  # an Arabic-Indic 3
        (("sim", "--games", "1_0"), "ASCII digits"),
        (("sim", "--think", "nan", "--games", "1"), "--think"),
        (("sim", "--games", "x"), "--games"),
        (("serve", "--host", "a" * 300), "at most 253"),
        (("serve", "--host", "a" * 70 + ".example"), "not a valid address or host name"),
        (("serve", "--port", "9" * 40), "--port"),
        (("replay", ""), "the path is empty"),
        (("--load", ""), "the path is empty"),
        (("--load", "x" * 5000), "too long"),
        (("--no-such-flag",), "unrecognized arguments"),
    ],
    ids=lambda v: v if isinstance(v, str) else " ".join(a[:12] for a in v),
)
def test_every_argument_is_bounded_and_checked_in_one_line(
    startup: float, args: tuple[str, ...], words: str
) -> None:
    line = refused(startup, *args)
    assert words in line and "warning" not in line  # a bad host: its error, not the warning
    assert line.isprintable() and len(line) < 300
