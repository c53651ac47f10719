"""Running the site: uvicorn in a thread of its own, for as long as a ``with`` block lasts."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import quote

import uvicorn

from handrail.errors import BackendUnavailable, UsageError
from handrail.evaluation.site.app import STATES, create_app

__all__ = ["Site", "start_site"]

_START_TIMEOUT = 15.0


@dataclass(frozen=True, kw_only=True)
class Site:
    """A running site: where it listens, and URLs of its pages under a state."""

    host: str
    port: int
    _server: uvicorn.Server = field(repr=False, compare=False)

    @property
    def base_url(self) -> str:
        """``http://HOST:PORT`` (no trailing slash)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    def url(self, path: str, state: str = "none") -> str:
        """The URL of the page ``path`` (e.g. ``/form.html``) served under ``state``.

        Raises:
            UsageError: for a state that is not one of :data:`~handrail.evaluation.site.app.STATES`.

        """
        if state not in STATES:
            raise UsageError(f"unknown state {state!r}: one of {', '.join(STATES)}")
        rel = path.lstrip("/")
        return f"{self.base_url}/s/{state}/{quote(rel, safe='/?=&.-_')}"


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host.strip("[]"), port))
    except OSError as exc:
        sock.close()
        raise UsageError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    return sock


@contextlib.contextmanager
def start_site(host: str = "127.0.0.1", port: int = 0) -> Iterator[Site]:
    """Serve the site on ``host:port`` (``0``: a free port) until the block ends.

    Raises:
        UsageError: when the address cannot be bound.
        BackendUnavailable: when the server does not start within 15 s.

    """
    sock = _bind(host, port)
    bound = int(sock.getsockname()[1])
    server = uvicorn.Server(
        uvicorn.Config(
            create_app(),
            log_level="warning",
            access_log=False,
            lifespan="off",
            timeout_keep_alive=30,
        )
    )
    thread = threading.Thread(
        target=server.run, kwargs={"sockets": [sock]}, name="handrail-eval-site", daemon=True
    )
    thread.start()
    try:
        # uvicorn says it has started only through a flag: look at it until the deadline.
        deadline = time.monotonic() + _START_TIMEOUT
        while not server.started and thread.is_alive() and time.monotonic() < deadline:
            time.sleep(0.02)
        if not server.started:
            raise BackendUnavailable(f"the evaluation site did not start on {host}:{bound}")
        yield Site(host=host, port=bound, _server=server)
    finally:
        server.should_exit = True
        thread.join(_START_TIMEOUT)
        sock.close()
