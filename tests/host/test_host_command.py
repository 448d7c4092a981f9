"""`voxpopuli host`'s command line: its one-line messages, where it listens, the warning off
this machine, the links it prints (text and QR code) and writes (`--links FILE`)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from voxpopuli_tui.cli import main

pytest.importorskip("aiohttp", reason="aiohttp (the web extra) is not installed")
pytest.importorskip("segno", reason="segno (the web extra) is not installed")


@pytest.fixture
def bound(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The hosts `voxpopuli host` built, stopped just before they listen: each entry is
    (the Host, the address, the port) it was to bind."""
    from voxpopuli_tui.host import server

    seen: list[Any] = []

    def run(host: Any, bind: str, port: int, listening: Callable[[], None]) -> None:
        seen.append((host, bind, port))
        listening()

    monkeypatch.setattr(server, "run", run)
    return seen


def test_without_the_web_extra_one_line_says_how_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "segno", None)  # `import` now fails
    assert main(["host", "--players", "3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert 'pip install ".[web]"' in err


def test_this_machine_only_by_default_with_every_link_and_its_qr_code(
    bound: list[Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    links = tmp_path / "links.json"
    assert main(["--lang", "en", "host", "--players", "3", "--seed", "5", "--port", "8125",
                 "--save-dir", str(tmp_path), "--links", str(links)]) == 0
    ((host, bind, port),) = bound
    assert (bind, port) == ("127.0.0.1", 8125)
    out, err = capsys.readouterr()
    assert err == ""  # this machine only: no warning
    written = json.loads(links.read_text("utf-8"))
    assert written["table"].startswith("http://127.0.0.1:8125/table/")
    assert sorted(written["seats"]) == ["1", "2", "3"]
    assert written["table"] in out
    for number, url in written["seats"].items():
        assert url in out and host.room.game.names[int(number) - 1] in out
    assert out.count("▀") > 30  # the QR codes, drawn in half blocks
    assert host.room.game.ruleset.seed == 5 and host.room.humans == (0, 1, 2)


@pytest.mark.parametrize("where", ["0.0.0.0", "192.0.2.7", "tv-laptop.local"])
def test_off_this_machine_it_warns_that_a_link_plays_its_seat(
    bound: list[Any], where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["host", "--host", where, "--players", "4", "--computers", "1",
                 "--save-dir", str(tmp_path)]) == 0
    ((host, bind, _port),) = bound
    assert bind == where and host.room.humans == (0, 1, 2)
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "anyone on the network who has a seat's link can play that seat" in err
    assert "0.0.0.0" not in host.base  # a phone reaches this machine by its name


def test_without_players_the_table_opens_on_new_game(
    bound: list[Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    links = tmp_path / "links.json"
    assert main(["host", "--save-dir", str(tmp_path), "--links", str(links)]) == 0
    ((host, _bind, _port),) = bound
    assert host.room is None  # no game yet: the table page's form starts it
    written = json.loads(links.read_text("utf-8"))
    assert written["seats"] == {} and written["table"] in capsys.readouterr().out


@pytest.mark.parametrize(("argv", "words"), [
    (["host", "--players", "3", "--computers", "3"], "at least one seat"),
    (["host", "--players", "3", "--port", "0"], "--port"),
    (["host", "--players", "3", "--host", " "], "host --host"),
])
def test_wrong_arguments_get_one_line(
    bound: list[Any], argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and "Traceback" not in err
    assert bound == []


def test_a_saved_game_is_hosted_where_it_stopped(
    bound: list[Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--load PATH`: the save's game, its computers, written back to the same file."""
    from voxpopuli_tui.engine import Game, Ruleset
    from voxpopuli_tui.saves import Autosaver, load_game

    game = Game.new(Ruleset.default(4, seed=9, use_cards=False))
    saver = Autosaver(tmp_path, computer=(3,), levels={3: "random"})
    for _ in range(3):
        game.apply(game.moves(game.to_act()[0])[0])
    path = saver.save(game)
    assert main(["host", "--load", str(path), "--save-dir", str(tmp_path)]) == 0
    ((host, _bind, _port),) = bound
    assert host.room.game.history == game.history
    assert host.room.humans == (0, 1, 2) and sorted(host.tokens.seats) == [0, 1, 2]
    seat = host.room.game.to_act()[0]
    if seat in host.room.humans:
        assert host.room.act(seat, str(host.room.game.moves(seat)[0]))
    else:
        assert host.room.computer_moved(host.room.think(host.room.computer_job()))
    assert len(load_game(path).history) == 4  # the same file, one move further
    out = capsys.readouterr().out
    assert all(url in out for url in (host.tokens.seats[s] for s in (0, 1, 2)))


def test_a_damaged_save_gets_one_line(
    bound: list[Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.vox.json"
    broken.write_text("{", "utf-8")
    assert main(["host", "--load", str(broken)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert bound == []
