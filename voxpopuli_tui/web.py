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

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
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


def app_command(save_dir: Path) -> str:
    """The command textual-serve runs for each tab (through a shell): this very Python and
    package, with the terminal game's save folder, so a game continues in either."""
    argv = [sys.executable, "-m", "voxpopuli_tui", "--save-dir", str(save_dir)]
    if os.name == "nt":  # cmd.exe quoting, not POSIX
        return subprocess.list2cmdline(argv)
    return shlex.join(argv)


def serve(host: str, port: int, save_dir: Path, notice: str | None = None) -> None:
    """Serve the game until Ctrl+C; WebExtraMissing without textual-serve.

    OSError (the port is taken, the host is not this machine's) comes from the bind; `notice`
    (the exposure warning) goes to stderr once the server listens, so a host that cannot be
    bound gets one line, its error, and no warning before it."""
    try:
        from aiohttp import web
        from textual_serve.server import Server
    except ImportError as exc:
        raise WebExtraMissing from exc

    where = addresses(host, port)

    def listening() -> None:
        if notice:
            print(f"voxpopuli: {notice}", file=sys.stderr, flush=True)
        print(f"Vox Populi at {where}  (saves in {save_dir}; Ctrl+C stops)", flush=True)

    class TableServer(Server):
        """textual-serve, with the page's socket address taken from the request itself (so
        a browser on another machine connects back to the address it used) and one line
        once it listens instead of its banner."""

        async def handle_index(self, request: web.Request) -> web.StreamResponse:
            # The template builds absolute URLs from `public_url`; the rendering that
            # follows has no await, so no other request sees this value.
            self.public_url = f"{request.scheme}://{request.host}"
            return await super().handle_index(request)

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


def local_page(folder: Path) -> None:
    """Write textual-serve's page template into `folder` with every outside request replaced:
    the game plays offline and asks nothing of any other host."""
    from textual_serve import server

    page = (Path(server.__file__).parent / "templates" / "app_index.html").read_text("utf-8")
    page, found = OUTSIDE_FONT.subn(LOCAL_FONT, page)
    if found != 1:  # textual-serve is pinned: a changed page is a packaging error, not a guess
        raise RuntimeError("textual-serve's page template is not the one this version expects")
    (folder / "app_index.html").write_text(page, "utf-8")
