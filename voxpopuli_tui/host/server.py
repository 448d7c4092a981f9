"""`voxpopuli host`'s server (aiohttp): the pages, their sockets, and the room's computers.

Routes: `/table/{token}` the TV's page, `/seat/{token}` a seat's page, `/ws/{token}` the
socket either page opens; anything else, or a wrong token, gets a refusal page and nothing
of the game. Each wrong token makes the next answer to that client wait longer (`Throttle`).
Every change is sent to every page as its own snapshot (`wire`); computers think in a
thread, so the pages never wait on them.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import sys
from collections.abc import Callable

from aiohttp import WSMsgType, web

from .drawing import draw_table
from .links import qr_svg, seat_url, table_url
from .new_table import NewTable, from_form
from .pages import refusal_page, seat_page, table_page
from .room import Room
from .tokens import TABLE, Role, Throttle, Tokens
from .wire import Frame, public_part, secret_part

#: the socket's close code for a refused token (the page then stops reconnecting)
REFUSED = 4403
#: the longest message a page may send, in bytes
MAX_MESSAGE = 4096


#: starts the room's game for a table
RoomMaker = Callable[[NewTable], Room]
#: the app's task that lets the computers act
COMPUTERS = web.AppKey("computers", asyncio.Task[None])


class Host:
    """The pages of one room; before its game starts, the table page's New game form."""

    def __init__(self, tokens: Tokens, base: str, make_room: RoomMaker,
                 started: Callable[[Host], None] | None = None,
                 form: NewTable | None = None) -> None:
        self.room: Room | None = None
        self.make_room = make_room
        #: what the New game form shows first (the command line's options)
        self.form = form or NewTable(4)
        self.started = started
        self.tokens = tokens
        self.base = base
        self.throttle = Throttle()
        self.sockets: dict[Role, set[web.WebSocketResponse]] = {}
        self.wake = asyncio.Event()

    # ---------------------------------------------------------------- frames
    def start(self, table: NewTable) -> Room:
        """Start the game: the room, a token for each person's seat, the links said."""
        room = self.make_room(table)
        self.room = room
        self.tokens.add_seats(room.humans)
        if self.started is not None:
            self.started(self)
        self.wake.set()
        return room

    def frame(self, role: Role) -> Frame:
        """The snapshot `role`'s page receives now."""
        if self.room is None:
            return {"version": -1, "new_game": True}
        frame = public_part(self.room.view(None), draw_table if role == TABLE else None,
                            self.room.folded())
        frame["version"] = self.room.version
        # who has a page open (public: the table shows whose phone still has to join)
        frame["present"] = [bool(self.sockets.get(s)) for s in range(self.room.game.n)]
        if self.room.save_warning:
            frame["status"] += " — " + self.room.save_warning
        if role != TABLE:
            assert isinstance(role, int)
            frame["secret"] = secret_part(self.room.view(role), self.room.menu(role),
                                          self.room.notices.get(role, ""))
        return frame

    async def broadcast(self) -> None:
        """Every page its own snapshot."""
        for role, sockets in list(self.sockets.items()):
            if sockets:
                text = json.dumps(self.frame(role))
                for socket in list(sockets):
                    with contextlib.suppress(ConnectionError, RuntimeError):
                        await socket.send_str(text)

    # ---------------------------------------------------------------- tokens
    async def role(self, request: web.Request) -> Role | None:
        """The page the request's token opens, after this client's delay; None if wrong."""
        client = request.remote or "?"
        wait = self.throttle.delay(client)
        if wait:
            await asyncio.sleep(wait)
        role = self.tokens.role(request.match_info.get("token"))
        if role is None:
            self.throttle.missed(client)
        return role

    @staticmethod
    def refused() -> web.Response:
        return web.Response(text=refusal_page(), status=403, content_type="text/html",
                            headers=NO_STORE)

    async def handle_table(self, request: web.Request) -> web.Response:
        if await self.role(request) != TABLE:
            return self.refused()
        if self.room is None:
            return web.Response(text=table_page([], new_game=self.form),
                                content_type="text/html", headers=NO_STORE)
        names = self.room.game.names
        seats = [(names[s], url, qr_svg(url)) for s in self.room.humans
                 for url in (seat_url(self.base, self.tokens, s),)]
        return web.Response(text=table_page(seats), content_type="text/html", headers=NO_STORE)

    async def handle_seat(self, request: web.Request) -> web.Response:
        role = await self.role(request)
        if role is None or role == TABLE or self.room is None:
            return self.refused()
        assert isinstance(role, int)
        return web.Response(text=seat_page(self.room.game.names[role]),
                            content_type="text/html", headers=NO_STORE)

    async def handle_other(self, request: web.Request) -> web.Response:
        return self.refused()

    async def handle_socket(self, request: web.Request) -> web.WebSocketResponse:
        role = await self.role(request)
        socket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE)
        await socket.prepare(request)
        if role is None:
            await socket.close(code=REFUSED)
            return socket
        self.sockets.setdefault(role, set()).add(socket)
        try:
            await self.broadcast()
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    continue
                if role == TABLE:
                    self.new_game(message.data)
                else:
                    assert isinstance(role, int)
                    self.intent(role, message.data)
                await self.broadcast()
                self.wake.set()
        finally:
            self.sockets[role].discard(socket)
            await self.broadcast()
        return socket

    def new_game(self, text: str) -> None:
        """The table page's New game form: `{"new": {"players": N, "computers": K,
        "target": T, "cards": bool, "seed": S or null}}`, taken only before the game starts;
        anything out of bounds starts nothing."""
        data = _json(text)
        asked = data.get("new") if self.room is None else None
        if isinstance(asked, dict) and (table := from_form(asked)) is not None:
            self.start(table)

    def intent(self, seat: int, text: str) -> None:
        """One message from a seat's page: a pick, a step back or an action's text."""
        data = _json(text)
        if self.room is None:
            return
        if "pick" in data:
            self.room.pick(seat, data["pick"])
        elif data.get("back") is True:
            self.room.back(seat)
        elif "action" in data:
            self.room.act(seat, data["action"])

    # ------------------------------------------------------------- computers
    async def computers(self) -> None:
        """Let the computer seats act whenever one is to act; they think in a thread."""
        loop = asyncio.get_running_loop()
        while True:
            room = self.room
            job = room.computer_job() if room is not None else None
            if room is None or job is None:
                self.wake.clear()
                await self.wake.wait()
                continue
            try:
                action = await loop.run_in_executor(None, room.think, job)
            except Exception:  # a computer that fails plays its first legal move
                logging.getLogger("voxpopuli.host").exception("a computer failed to choose")
                action = job.moves[0]
            if room.computer_moved(action):
                await self.broadcast()

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/table/{token}", self.handle_table)
        app.router.add_get("/seat/{token}", self.handle_seat)
        app.router.add_get("/ws/{token}", self.handle_socket)
        app.router.add_get("/{tail:.*}", self.handle_other)

        async def start(_app: web.Application) -> None:
            task = asyncio.get_running_loop().create_task(self.computers())
            _app[COMPUTERS] = task

        async def stop(_app: web.Application) -> None:
            _app[COMPUTERS].cancel()
            for sockets in self.sockets.values():
                for socket in list(sockets):
                    await socket.close()

        app.on_startup.append(start)
        app.on_shutdown.append(stop)
        return app


def _json(text: str) -> dict[str, object]:
    """A page's message as a JSON object ({} when it is not one)."""
    try:
        data = json.loads(text)
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


#: the pages hold links with tokens: no cache keeps them
NO_STORE = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer"}


def run(host: Host, bind: str, port: int, listening: Callable[[], None]) -> None:
    """Serve until Ctrl+C; OSError from the bind."""
    loop = asyncio.new_event_loop()
    stop = asyncio.Event()

    async def main() -> None:
        host.wake = asyncio.Event()
        runner = web.AppRunner(host.app(), access_log=None, handle_signals=False)
        await runner.setup()
        try:
            await web.TCPSite(runner, bind, port).start()
            listening()
            for signum in (signal.SIGINT, signal.SIGTERM):
                with contextlib.suppress(NotImplementedError):
                    loop.add_signal_handler(signum, stop.set)
            await stop.wait()
        finally:
            await runner.cleanup()

    try:
        loop.run_until_complete(main())
    finally:
        loop.close()
        sys.stdout.flush()


def describe_links(host: Host) -> list[tuple[str, str]]:
    """(who, link) for the table and each human seat, for the terminal."""
    out = [("table", table_url(host.base, host.tokens))]
    if host.room is not None:
        names = host.room.game.names
        out += [(names[s], seat_url(host.base, host.tokens, s)) for s in host.room.humans]
    return out


def base_url(bind: str, port: int) -> str:
    """The address the links are made of: the bound one, or this machine's name for a
    wildcard bind (a phone must be able to reach it)."""
    import ipaddress
    import socket

    try:
        wildcard = ipaddress.ip_address(bind.strip("[]")).is_unspecified
    except ValueError:
        wildcard = False
    name = socket.gethostname() if wildcard else bind.strip("[]")
    return f"http://[{name}]:{port}" if ":" in name else f"http://{name}:{port}"


