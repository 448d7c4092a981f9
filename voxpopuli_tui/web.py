"""`voxpopuli serve`: the same hot-seat app in a browser tab, through textual-serve.

textual-serve (the `web` extra) runs one copy of the terminal app per browser tab, in a
subprocess under Textual's web driver, and relays its screen to xterm.js in the page. Nothing
here draws the game: the served command is `python -m voxpopuli_tui --save-dir DIR`, so the
curtains, the autosave and the save folder are exactly the terminal game's.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
#: The page's letters, in CSS pixels (`--font-size`; a page may still ask `?fontsize=N`).
DEFAULT_FONT_SIZE = 16
MIN_FONT_SIZE, MAX_FONT_SIZE = 6, 64
#: The longest host name (RFC 1035).
MAX_HOST = 253
TITLE = "Vox Populi"
#: What `voxpopuli serve` says, in one line, when the `web` extra is not installed.
INSTALL_HINT = (
    'serving in a browser needs the web extra: from a clone, pip install ".[web]" '
    '(or pipx install --force ".[web]", uv tool install --reinstall ".[web]")'
)


class WebExtraMissing(Exception):
    """textual-serve is not installed."""


def check_host(host: str) -> str | None:
    """What is wrong with `--host`, in one line, or None. An empty host would make the server
    listen on every address of the machine: that must be asked for by name (0.0.0.0)."""
    if not host.strip():
        return "the host is empty: give an address (127.0.0.1, or 0.0.0.0 for every address)"
    if not host.isprintable() or any(c.isspace() for c in host):
        return "the host has spaces or control characters: give one address or name"
    if len(host) > MAX_HOST:
        return f"the host is {len(host)} characters long: a host name has at most {MAX_HOST}"
    try:
        ipaddress.ip_address(host.strip("[]"))
        return None
    except ValueError:
        pass
    try:
        host.encode("idna")  # what the bind does with a name: a label over 63 characters…
    except UnicodeError:
        return "the host is not a valid address or host name (each dotted part: 1 to 63 letters)"
    return None


def is_loopback(host: str) -> bool:
    """True when only this machine can reach `host` (localhost, 127.0.0.0/8, ::1)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:  # a host name: it may resolve to any interface
        return False


def exposure_warning(host: str, port: int) -> str | None:
    """The one-line warning for a server that other machines may reach, else None."""
    if is_loopback(host):
        return None
    return (
        f"warning: serving on {host}: anyone who can reach port {port} "
        "can play and see the screen, curtains or not"
    )


def addresses(host: str, port: int) -> str:
    """Where to point a browser: a wildcard bind (0.0.0.0, ::) is reached by this machine's
    own address or name, never by the wildcard itself."""
    try:
        wildcard = ipaddress.ip_address(host.strip("[]")).is_unspecified
    except ValueError:
        wildcard = False
    if wildcard:
        return f"http://localhost:{port} (other machines: http://{socket.gethostname()}:{port})"
    return f"http://[{host.strip('[]')}]:{port}" if ":" in host else f"http://{host}:{port}"


def page_language(asked: str | None, accept_language: str | None) -> str | None:
    """The language a page asks for: `?lang=` first, else the browser's `Accept-Language`
    (its preferred language the game speaks, by q-value); None when it names neither."""
    from .i18n import language_code

    if asked and (code := language_code(asked)) is not None:
        return code
    ranked: list[tuple[float, int, str]] = []
    for place, part in enumerate((accept_language or "").split(",")[:32]):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        code = language_code(tag)
        if code is not None and weight > 0:
            ranked.append((-weight, place, code))
    return min(ranked)[2] if ranked else None


def app_command(save_dir: Path, lang: str | None = None) -> str:
    """The command textual-serve runs for each tab (through a shell): this very Python and
    package, with the terminal game's save folder, so a game continues in either; in the
    page's language when it asked for one."""
    argv = [sys.executable, "-m", "voxpopuli_tui", "--save-dir", str(save_dir)]
    if lang is not None:
        argv += ["--lang", lang]
    if os.name == "nt":  # cmd.exe quoting, not POSIX
        return subprocess.list2cmdline(argv)
    return shlex.join(argv)


def _whole(text: str, default: int) -> int:
    """A page's size in cells (`?width=`), or `default` when it is not a small whole number."""
    return int(text) if text.isdigit() and len(text) <= 4 else default


def web_access_log() -> Any:
    """aiohttp's access logger (one line per request), for `--access-log`."""
    import logging

    return logging.getLogger("aiohttp.access")


def page_words(lang: str | None) -> dict[str, str]:
    """The served page's own words, in the page's language."""
    from .i18n import N_, words_in

    say = words_in(lang or "en").gettext
    return {
        "start": say(N_("Start")),
        "ended": say(N_("The game's page is closed.")),
        "restart": say(N_("Open it again")),
    }


def serve(host: str, port: int, save_dir: Path, notice: str | None = None, *,
          font_size: int = DEFAULT_FONT_SIZE, access_log: bool = False) -> None:
    """Serve the game until Ctrl+C; WebExtraMissing without textual-serve.

    Each page plays in its own language (`page_language`), with letters of `font_size`
    pixels; the access log (one line per request) is written only with `access_log`.
    OSError (the port is taken, the host is not this machine's) comes from the bind; `notice`
    (the exposure warning) goes to stderr once the server listens, so a host that cannot be
    bound gets one line, its error, and no warning before it."""
    try:
        import aiohttp_jinja2
        from aiohttp import web
        from textual_serve.app_service import AppService
        from textual_serve.server import Server
    except ImportError as exc:
        raise WebExtraMissing from exc
    from .i18n import LANGUAGES

    where = addresses(host, port)

    def listening() -> None:
        if notice:
            print(f"voxpopuli: {notice}", file=sys.stderr, flush=True)
        print(f"Vox Populi at {where}  (saves in {save_dir}; Ctrl+C stops)", flush=True)

    class TableServer(Server):
        """textual-serve, with the page's socket address taken from the request itself (so
        a browser on another machine connects back to the address it used) and one line
        once it listens instead of its banner."""

        @aiohttp_jinja2.template("app_index.html")
        async def handle_index(self, request: web.Request) -> dict[str, Any]:
            """The page, with URLs built from the request itself and the page's language in
            its socket's address (the app it starts speaks it)."""
            lang = page_language(request.query.get("lang"),
                                 request.headers.get("Accept-Language"))
            router = request.app.router
            base = f"{request.scheme}://{request.host}"
            socket_path = (router["websocket-lang"].url_for(lang=lang) if lang is not None
                           else router["websocket"].url_for())
            scheme = "wss" if request.scheme == "https" else "ws"
            asked_size = request.query.get("fontsize", "")
            size = int(asked_size) if asked_size.isdigit() else font_size
            words = page_words(lang)
            return {
                "font_size": min(MAX_FONT_SIZE, max(MIN_FONT_SIZE, size)),
                "app_websocket_url": f"{scheme}://{request.host}{socket_path}",
                "config": {"static": {
                    "url": f"{base}{router['static'].url_for(filename='/')}".rstrip("/") + "/"}},
                "application": {"name": TITLE},
                "lang": lang or "en",
                "words": words,
            }

        async def _make_app(self) -> web.Application:
            app = await super()._make_app()
            app.router.add_get("/ws/{lang}", self.handle_websocket, name="websocket-lang")
            return app

        async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
            """textual-serve's socket, starting the app in the language of its address."""
            lang = request.match_info.get("lang")
            if lang is not None and lang not in LANGUAGES:
                raise web.HTTPNotFound()
            websocket = web.WebSocketResponse(heartbeat=15)
            width = _whole(request.query.get("width", ""), 80)
            height = _whole(request.query.get("height", ""), 24)
            service: AppService | None = None

            async def close() -> None:
                await websocket.close()

            try:
                await websocket.prepare(request)
                service = AppService(
                    app_command(save_dir, lang),
                    write_bytes=websocket.send_bytes,
                    write_str=websocket.send_str,
                    close=close,
                    download_manager=self.download_manager,
                    debug=self.debug,
                )
                await service.start(width, height)
                await self._process_messages(websocket, service)
            except asyncio.CancelledError:
                await websocket.close()
            except Exception as error:  # textual-serve's own handler logs and goes on
                web_access_log().getChild("socket").exception(error)
            finally:
                if service is not None:
                    await service.stop()
            return websocket

        async def on_startup(self, app: web.Application) -> None:
            """Before the bind: say nothing yet."""

        def serve(self, debug: bool = False) -> None:
            self.debug = debug
            self.initialize_logging()
            loop = asyncio.new_event_loop()
            try:
                for signum in (signal.SIGINT, signal.SIGTERM):
                    with contextlib.suppress(NotImplementedError):  # Windows
                        loop.add_signal_handler(signum, self.request_exit)
                web.run_app(
                    self._make_app(),
                    host=host,
                    port=port,
                    handle_signals=False,
                    loop=loop,
                    # aiohttp's default logs every request: only when asked (--access-log)
                    access_log=web_access_log() if access_log else None,
                    print=lambda *_: listening(),
                )
            finally:
                loop.close()

    with tempfile.TemporaryDirectory(prefix="voxpopuli-page-") as templates:
        local_page(Path(templates))
        TableServer(app_command(save_dir), host=host, port=port, title=TITLE,
                    templates_path=templates).serve()


#: The page's font (Roboto Mono, which textual-serve's xterm.js asks for by name) served from
#: the font files textual-serve ships beside its page, instead of a font host on the internet.
LOCAL_FONT = """<style>
      @font-face {
        font-family: "Roboto Mono";
        src: url("{{ config.static.url }}fonts/RobotoMono-VariableFont_wght.ttf")
             format("truetype");
        font-weight: 100 700;
      }
    </style>"""
#: The stylesheet link of textual-serve's page that fetches its font from an outside host.
OUTSIDE_FONT = re.compile(r"<link[^>]*href=\"https?://[^\"]*\"[^>]*/?>", re.DOTALL)


#: The game's mark: a gold V on Roman red (the favicon and the page's title card).
MARK_SVG = ("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64' width='48' height='48'>"
            "<rect width='64' height='64' rx='12' fill='#7a1f1f'/>"
            "<path d='M13 13h11l8 27 8-27h11L37 52H27z' fill='#f0c040'/></svg>")
#: The page's head: its language's title, its icon (inline: asked of no host), its letters.
PAGE_HEAD = """<head>
    <meta charset="utf-8" />
    <title>{{ application.name }}</title>
    <link rel="icon" type="image/svg+xml" href="data:image/svg+xml,%s" />"""
#: The terminal takes the keys from the start: without it the first keys go to the page's
#: body until a click (xterm.js listens on its own text area).
FOCUS_TERMINAL = """<script>
      (function () {
        var tries = 0;
        var timer = setInterval(function () {
          var area = document.querySelector(".textual-terminal textarea");
          tries += 1;
          if (area) area.focus();
          if ((area && document.activeElement === area) || tries > 600) clearInterval(timer);
        }, 50);
      })();
    </script>
  </body>"""
#: textual-serve's own logo in the page's first card.
TEXTUAL_LOGO = re.compile(r"<svg\b.*?</svg>", re.DOTALL)
#: (what textual-serve's page says, what the game's page says instead): each found once.
PAGE_CHANGES = (
    ("<html>", '<html lang="{{ lang }}">'),
    ("<head>", None),  # PAGE_HEAD
    (">Start</button>", ">{{ words.start }}</button>"),
    ("Session ended.", "{{ words.ended }}"),
    (">Restart</button>", ">{{ words.restart }}</button>"),
    ("<div>{{ application.name or 'Textual Application' }}</div>",
     "<div>{{ application.name }}</div>"),
    ("</body>", FOCUS_TERMINAL),
)


def local_page(folder: Path) -> None:
    """Write textual-serve's page template into `folder` with every outside request replaced
    (the game plays offline and asks nothing of any other host), and the game's own page:
    its title and icon, its words in the page's language, the terminal focused at once."""
    from urllib.parse import quote

    from textual_serve import server

    page = (Path(server.__file__).parent / "templates" / "app_index.html").read_text("utf-8")
    page, found = OUTSIDE_FONT.subn(LOCAL_FONT, page)
    page, logos = TEXTUAL_LOGO.subn(MARK_SVG.replace("'", '"'), page, count=1)
    expected = found == 1 and logos == 1
    for old, new in PAGE_CHANGES:
        expected = expected and page.count(old) == 1
        page = page.replace(old, new if new is not None else PAGE_HEAD % quote(MARK_SVG))
    if not expected:  # textual-serve is pinned: a changed page is a packaging error
        raise RuntimeError("textual-serve's page template is not the one this version expects")
    (folder / "app_index.html").write_text(page, "utf-8")
