"""Running the console: pick a port, make a token, serve with uvicorn, leave a state file."""

from __future__ import annotations

import contextlib
import ipaddress
import json
import os
import socket
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import uvicorn

from handrail.config import Settings
from handrail.console.app import ConsoleConfig, create_app
from handrail.console.auth import new_token
from handrail.errors import UsageError
from handrail.safety.secrets import SecretVault
from handrail.safety.wiring import console_state_path

__all__ = ["ConsoleServer", "free_port", "is_loopback"]


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port free on ``host`` right now."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


@dataclass
class ConsoleServer:
    """One console server.

    Args:
        settings: where the state (runs, approvals, stop flag) lives.
        host: the address to listen on (loopback by default).
        port: the port (``0``: a free one).
        token: the access token (a random one by default).

    """

    settings: Settings
    host: str = "127.0.0.1"
    port: int = 0
    token: str = ""

    def __post_init__(self) -> None:
        if not self.token:
            self.token = new_token()
        if self.port == 0:
            self.port = free_port(self.host)
        if not 0 < self.port < 65536:
            raise UsageError(f"--port {self.port}: not a port number")
        hosts = ["127.0.0.1", "localhost", "::1"]
        if not is_loopback(self.host):
            hosts.append(self.host)
            with contextlib.suppress(OSError):
                hosts.append(socket.gethostname())
        self.app = create_app(
            ConsoleConfig(
                settings=self.settings,
                token=self.token,
                port=self.port,
                hosts=tuple(hosts),
                # Secrets in this environment are shown as placeholders, even where a
                # run forgot to redact them.
                vault=SecretVault.from_args((), self.settings),
            )
        )
        self.server = uvicorn.Server(
            uvicorn.Config(
                self.app,
                host=self.host,
                port=self.port,
                log_level="warning",
                access_log=False,
                lifespan="off",
            )
        )

    @property
    def url(self) -> str:
        """The base URL (without the token)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    @property
    def login_url(self) -> str:
        """The URL to open first: it carries the token."""
        return f"{self.url}?token={self.token}"

    @property
    def state_path(self) -> Path:
        """The file that tells other processes a console is running."""
        return console_state_path(self.settings)

    def _check_free(self) -> None:
        # Checked before uvicorn binds, so a busy port is one clear line and the running
        # console's state file is left alone.
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                s.bind((self.host, self.port))
            except OSError as exc:
                raise UsageError(
                    f"cannot listen on {self.host}:{self.port}: {exc.strerror or exc}"
                ) from None

    def _write_state(self) -> None:
        path = self.state_path
        path.parent.mkdir(parents=True, exist_ok=True)
        # The token is not written: only the person who started the console gets it.
        data = {"pid": os.getpid(), "url": self.url, "host": self.host, "port": self.port}
        path.write_text(json.dumps(data) + "\n", encoding="utf-8")

    def _remove_state(self) -> None:
        try:
            data = json.loads(self.state_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        if data.get("pid") == os.getpid() and data.get("port") == self.port:
            self.state_path.unlink(missing_ok=True)

    async def serve(self, on_ready: Callable[[], None] | None = None) -> None:
        """Serve until :meth:`shutdown` (or a signal); the state file lives meanwhile.

        Raises:
            UsageError: when the address cannot be bound.

        """
        self._check_free()
        self._write_state()
        try:
            config = self.server.config
            if not config.loaded:
                config.load()
            self.server.lifespan = config.lifespan_class(config)
            try:
                await self.server.startup()
            except SystemExit:
                raise UsageError(f"cannot listen on {self.host}:{self.port}") from None
            if self.server.should_exit:
                raise UsageError(f"cannot listen on {self.host}:{self.port}")
            if on_ready is not None:
                on_ready()
            await self.server.main_loop()
            await self.server.shutdown()
        finally:
            self._remove_state()

    def shutdown(self) -> None:
        """Ask the server to stop."""
        self.server.should_exit = True
