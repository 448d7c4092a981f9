"""The host's server in this process (aiohttp's test server): a computer thinking does not
hold the pages, a seat's socket acts for its own seat only, a wrong token's socket is closed
with nothing of the game."""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

import pytest

from voxpopuli_tui.engine import Action, Game, Ruleset
from voxpopuli_tui.host.new_table import NewTable
from voxpopuli_tui.host.room import Job, Room
from voxpopuli_tui.host.server import REFUSED, Host
from voxpopuli_tui.host.tokens import Tokens
from voxpopuli_tui.ui.table.computer_seats import Level

pytest.importorskip("aiohttp", reason="aiohttp (the web extra) is not installed")
from aiohttp.test_utils import TestClient, TestServer


class SlowRoom(Room):
    """A room whose computers think until told to stop (as a long search would)."""

    thinking = threading.Event()
    release = threading.Event()

    def think(self, job: Job) -> Action:
        self.thinking.set()
        self.release.wait(30)
        return super().think(job)


def host_of(game: Game, computers: dict[int, Level]) -> Host:
    host = Host(Tokens(()), "http://127.0.0.1", lambda _table: SlowRoom(game, computers))
    host.start(NewTable(game.n, len(computers)))
    return host


async def client_of(host: Host) -> TestClient[Any, Any]:
    client: TestClient[Any, Any] = TestClient(TestServer(host.app()))
    await client.start_server()
    return client


async def test_a_computer_thinking_does_not_hold_the_pages() -> None:
    game = Game.new(Ruleset.default(3, seed=3, use_cards=False))
    first = game.to_act()[0]
    human = (first + 2) % 3
    SlowRoom.thinking.clear()
    SlowRoom.release.clear()
    host = host_of(game, {first: Level.RANDOM, (first + 1) % 3: Level.RANDOM})
    client = await client_of(host)
    try:
        await asyncio.get_running_loop().run_in_executor(None, SlowRoom.thinking.wait, 30)
        assert SlowRoom.thinking.is_set() and not SlowRoom.release.is_set()
        # the computer is still thinking: the pages are answered all the same
        answer = await asyncio.wait_for(client.get(f"/seat/{host.tokens.seats[human]}"), 10)
        assert answer.status == 200
        socket = await asyncio.wait_for(client.ws_connect(f"/ws/{host.tokens.table}"), 10)
        frame = json.loads((await asyncio.wait_for(socket.receive(), 10)).data)
        assert frame["to_act"] == [first] and frame["version"] == game.version
        await socket.close()
    finally:
        SlowRoom.release.set()
        await client.close()


async def test_a_seat_socket_acts_for_its_own_seat_only() -> None:
    game = Game.new(Ruleset.default(3, seed=3, use_cards=False))
    host = host_of(game, {})
    client = await client_of(host)
    try:
        first = game.to_act()[0]
        other = (first + 1) % 3
        move = str(game.moves(first)[0])
        socket = await client.ws_connect(f"/ws/{host.tokens.seats[other]}")
        await socket.receive()
        await socket.send_str(json.dumps({"action": move}))  # another seat's move
        frame = json.loads((await asyncio.wait_for(socket.receive(), 10)).data)
        assert frame["secret"]["seat"] == other and frame["secret"]["notice"]
        assert game.history == []
        mine = await client.ws_connect(f"/ws/{host.tokens.seats[first]}")
        await mine.receive()
        await mine.send_str(json.dumps({"action": move}))
        await asyncio.wait_for(mine.receive(), 10)
        assert [str(a) for a in game.history] == [move]
        await socket.close()
        await mine.close()
    finally:
        await client.close()


async def test_a_wrong_token_socket_is_closed_with_nothing() -> None:
    game = Game.new(Ruleset.default(3, seed=3, use_cards=False))
    host = host_of(game, {})
    client = await client_of(host)
    try:
        socket = await client.ws_connect("/ws/" + "x" * 43)
        message = await asyncio.wait_for(socket.receive(), 10)
        assert socket.close_code == REFUSED and message.data in (REFUSED, None)
        assert host.throttle.delay("127.0.0.1") > 0
    finally:
        await client.close()


class FailingRoom(Room):
    """A room whose computers fail to choose (a bug in a bot)."""

    def think(self, job: Job) -> Action:
        raise RuntimeError("no choice")


async def test_a_computer_that_fails_plays_its_first_legal_move() -> None:
    game = Game.new(Ruleset.default(3, seed=3, use_cards=False))
    first = game.to_act()[0]
    host = Host(Tokens(()), "http://127.0.0.1",
                lambda _table: FailingRoom(game, {first: Level.RANDOM}))
    host.start(NewTable(3, 1))
    expected = str(game.moves(first)[0])
    client = await client_of(host)
    try:
        for _ in range(200):
            if game.history:
                break
            await asyncio.sleep(0.05)
        assert [str(a) for a in game.history][:1] == [expected]
    finally:
        await client.close()


def test_the_new_game_form_starts_the_table_it_asks_for_and_nothing_out_of_bounds() -> None:
    """A page's New game is a message like any other: checked field by field; a table out
    of bounds (or of the wrong type) starts nothing."""
    started: list[NewTable] = []

    def make(table: NewTable) -> Room:
        started.append(table)
        return Room(Game.new(Ruleset.default(table.players, seed=table.seed or 0)))

    host = Host(Tokens(()), "http://127.0.0.1", make)
    for bad in ({"players": 2}, {"players": 7}, {"players": 3, "computers": 3},
                {"players": 3, "target": 11}, {"players": 3, "target": 0},
                {"players": 3, "seed": -1}, {"players": 3, "seed": 2**31},
                {"players": 3, "cards": "no"}, {"players": "3"}, {"players": 3, "seed": 1.5}):
        host.new_game(json.dumps({"new": bad}))
        assert host.room is None and started == [], bad
    host.new_game(json.dumps({"new": {"players": 4, "computers": 1, "target": 3,
                                      "cards": False, "seed": 42}}))
    assert started == [NewTable(4, 1, 3, False, 42)] and host.room is not None
    host.new_game(json.dumps({"new": {"players": 3}}))  # once started, never again
    assert len(started) == 1
