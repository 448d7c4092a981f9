"""`voxpopuli serve`: its one-line messages, the command it serves and the save folder it
passes on (the browser game saves where the terminal game does)."""

from __future__ import annotations

import shlex
import socket
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from voxpopuli_tui.cli import main
from voxpopuli_tui.web import addresses

from .browser import ROOT, served_game


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """textual-serve's Servers that `voxpopuli serve` built and started, stopped just before
    they listen (each records the host and port it was to bind as `bound`)."""
    server = pytest.importorskip("textual_serve.server")
    from aiohttp import web

    seen: list[Any] = []
    init = server.Server.__init__

    def record(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        seen.append(self)

    def run_app(app: Any, **kwargs: Any) -> None:
        app.close()  # the coroutine that would build the aiohttp app
        seen[-1].bound = (kwargs["host"], kwargs["port"])
        kwargs["print"]("listening")  # as aiohttp does once the socket is bound

    monkeypatch.setattr(server.Server, "__init__", record)
    monkeypatch.setattr(web, "run_app", run_app)
    return seen


def test_without_the_web_extra_one_line_says_how_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "textual_serve", None)  # `import` now fails
    monkeypatch.setitem(sys.modules, "textual_serve.server", None)
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert 'pip install ".[web]"' in err


def test_serves_this_python_with_the_save_folder(
    started: list[Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--port", "8123", "--save-dir", str(tmp_path)]) == 0
    (server,) = started
    assert server.bound == ("127.0.0.1", 8123)
    assert shlex.split(server.command) == [
        sys.executable, "-m", "voxpopuli_tui", "--save-dir", str(tmp_path.resolve())
    ]
    assert capsys.readouterr().err == ""  # localhost: no warning


def test_the_save_folder_may_be_given_before_serve(started: list[Any], tmp_path: Path) -> None:
    folder = tmp_path / "with space"
    assert main(["--save-dir", str(folder), "serve"]) == 0
    assert shlex.split(started[0].command)[-1] == str(folder.resolve())


def test_default_save_folder_is_the_terminal_games(started: list[Any]) -> None:
    from voxpopuli_tui.saves import default_save_dir

    assert main(["serve"]) == 0
    assert shlex.split(started[0].command)[-1] == str(default_save_dir())


@pytest.mark.parametrize("host", ["0.0.0.0", "192.0.2.7", "::", "tv-laptop.local"])
def test_bound_beyond_this_machine_it_warns_in_one_line(
    started: list[Any], host: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--host", host, "--port", "8124"]) == 0
    assert started[0].bound == (host, 8124)
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "anyone who can reach port 8124 can play and see the screen" in err


@pytest.mark.parametrize("host", ["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"])
def test_loopback_hosts_get_no_warning(
    started: list[Any], host: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--host", host]) == 0
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("port", ["0", "65536", "-1"])
def test_a_port_out_of_range_is_refused(
    started: list[Any], port: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", "--port", port]) == 2
    assert not started
    assert "--port" in capsys.readouterr().err


def test_a_taken_port_gets_one_line_and_status_2(tmp_path: Path) -> None:
    pytest.importorskip("textual_serve")
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "voxpopuli_tui", "serve", "--port", str(port),
             "--save-dir", str(tmp_path)],
            cwd=ROOT, capture_output=True, text=True, timeout=60,
        )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr == f"voxpopuli: cannot serve on 127.0.0.1:{port}: address already in use\n"
    assert "Vox Populi at" not in done.stdout  # said only once it listens


def test_the_page_connects_back_to_the_address_the_browser_used(tmp_path: Path) -> None:
    """A tablet that opened http://tv-laptop.local:8000 gets a socket on that address, not on
    the server's bind address (0.0.0.0 would be unreachable)."""
    pytest.importorskip("textual_serve")
    with served_game(tmp_path, tmp_path) as url:
        ask = urllib.request.Request(url, headers={"Host": "tv-laptop.local:8000"})
        with urllib.request.urlopen(ask, timeout=10) as answer:
            page = answer.read().decode()
    assert 'data-session-websocket-url="ws://tv-laptop.local:8000/ws"' in page
    assert "<div>Vox Populi</div>" in page


@pytest.mark.parametrize(
    ("host", "shown"),
    [("127.0.0.1", "http://127.0.0.1:8000"), ("::1", "http://[::1]:8000"),
     ("tv-laptop.local", "http://tv-laptop.local:8000")],
)
def test_the_address_to_open_is_said(host: str, shown: str) -> None:
    assert addresses(host, 8000) == shown


@pytest.mark.parametrize("host", ["0.0.0.0", "::"])
def test_a_wildcard_bind_names_this_machine_not_the_wildcard(host: str) -> None:
    shown = addresses(host, 8000)
    assert shown.startswith("http://localhost:8000 ")
    assert f"http://{socket.gethostname()}:8000" in shown
    assert "0.0.0.0" not in shown and "[::]" not in shown


@pytest.mark.parametrize("host", ["", "  ", "local host", "\x1b[2J"])
def test_an_empty_or_blank_host_is_refused(
    started: list[Any], host: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--host ''` would serve on every address of the machine."""
    assert main(["serve", "--host", host]) == 2
    assert not started
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("voxpopuli: serve --host: ")
    assert "\x1b" not in err


def test_serve_save_dir_is_checked_like_the_top_level_one(
    started: list[Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("x")
    for value, words in ((str(a_file), "is a file"), ("", "empty"), ("/dev/null", "a device")):
        assert main(["serve", "--save-dir", value]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("voxpopuli: serve --save-dir: ")
        assert words in err
    assert not started
