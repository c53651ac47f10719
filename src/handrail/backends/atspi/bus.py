"""The AT-SPI bus connection: method calls with timeouts, many in flight at once.

Every call goes through :meth:`AtspiBus.call`, which bounds the time it may take
(``OperationTimeout``), bounds how many calls are in flight (so a huge tree cannot
flood the application's main loop), and turns D-Bus failures into Handrail errors or
into :class:`CallError` for the caller to judge (an object that vanished mid-read is
not a broken backend).
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from functools import partial
from typing import Any

from dbus_fast import Message, MessageType, Variant
from dbus_fast.aio import MessageBus

from handrail.errors import BackendUnavailable, OperationTimeout

__all__ = [
    "ACCESSIBLE",
    "ACTION",
    "APPLICATION",
    "COMPONENT",
    "EDITABLE_TEXT",
    "GONE_ERRORS",
    "NULL_PATH",
    "REGISTRY",
    "ROOT_PATH",
    "SELECTION",
    "TEXT",
    "VALUE",
    "AtspiBus",
    "Call",
    "CallError",
    "Ref",
]

ACCESSIBLE = "org.a11y.atspi.Accessible"
ACTION = "org.a11y.atspi.Action"
APPLICATION = "org.a11y.atspi.Application"
COMPONENT = "org.a11y.atspi.Component"
EDITABLE_TEXT = "org.a11y.atspi.EditableText"
SELECTION = "org.a11y.atspi.Selection"
TEXT = "org.a11y.atspi.Text"
VALUE = "org.a11y.atspi.Value"
CACHE = "org.a11y.atspi.Cache"
PROPERTIES = "org.freedesktop.DBus.Properties"
REGISTRY = "org.a11y.atspi.Registry"
ROOT_PATH = "/org/a11y/atspi/accessible/root"
NULL_PATH = "/org/a11y/atspi/null"
CACHE_PATH = "/org/a11y/atspi/cache"

GONE_ERRORS = frozenset(
    {
        "org.freedesktop.DBus.Error.ServiceUnknown",
        "org.freedesktop.DBus.Error.UnknownObject",
        "org.freedesktop.DBus.Error.NameHasNoOwner",
        "org.freedesktop.DBus.Error.NoReply",
    }
)
"""Error names that mean the object or its application has gone."""

Ref = tuple[str, str]
"""An accessible object: ``(bus name, object path)``."""

Call = tuple[str, str, str, str, str, list[Any]]
"""One method call for :meth:`AtspiBus.calls`: bus name, path, interface, member,
signature, body."""

_MAX_IN_FLIGHT = 256
_BATCH_WINDOW = 64
"""Calls of one batch in flight at once. dbus-fast drops the connection when a write
finds the socket full (EAGAIN), and each small message takes about a kilobyte of the
socket's send buffer: a few hundred written in one go can fill it."""


class CallError(Exception):
    """A D-Bus error reply: ``name`` is the D-Bus error name, ``text`` its message."""

    def __init__(self, name: str, text: str) -> None:
        super().__init__(f"{name}: {text}")
        self.name = name
        self.text = text

    @property
    def gone(self) -> bool:
        """True when the error means the object or its application no longer exists."""
        return self.name in GONE_ERRORS


class AtspiBus:
    """A connection to the AT-SPI bus.

    Args:
        bus: a connected dbus-fast bus.
        timeout: seconds each call may take.

    """

    def __init__(self, bus: MessageBus, *, timeout: float) -> None:
        self.bus = bus
        self.timeout = timeout
        self._slots = asyncio.Semaphore(_MAX_IN_FLIGHT)

    @classmethod
    async def connect(cls, address: str, *, timeout: float) -> AtspiBus:
        """Connect to the AT-SPI bus at ``address``.

        Raises:
            BackendUnavailable: when the bus cannot be reached.
            OperationTimeout: when connecting takes longer than ``timeout``.

        """
        bus = MessageBus(bus_address=address)
        try:
            await asyncio.wait_for(bus.connect(), timeout)
        except TimeoutError as exc:
            raise OperationTimeout(
                f"connecting to the AT-SPI bus timed out after {timeout:g}s"
            ) from exc
        except Exception as exc:
            # dbus-fast raises unrelated types for a bad address, a refused auth, a dead socket.
            raise BackendUnavailable(
                f"cannot connect to the AT-SPI bus at {address}: {exc}"
            ) from exc
        return cls(bus, timeout=timeout)

    @property
    def connected(self) -> bool:
        """True while the connection is up."""
        return bool(self.bus.connected)

    def close(self) -> None:
        """Disconnect (idempotent)."""
        if self.bus.connected:
            self.bus.disconnect()

    async def call(
        self,
        dest: str,
        path: str,
        interface: str,
        member: str,
        signature: str = "",
        body: list[Any] | None = None,
        *,
        timeout: float | None = None,
    ) -> list[Any]:
        """Call ``interface.member`` on ``dest`` at ``path``.

        ``timeout`` (seconds) shortens the connection's timeout for this call.

        Returns:
            The reply's body.

        Raises:
            CallError: for a D-Bus error reply.
            OperationTimeout: when no reply arrives within the timeout.
            BackendUnavailable: when the bus connection is gone.

        """
        limit = self.timeout if timeout is None else min(timeout, self.timeout)
        msg = Message(
            destination=dest,
            path=path,
            interface=interface,
            member=member,
            signature=signature,
            body=body or [],
        )
        async with self._slots:
            if not self.bus.connected:
                raise BackendUnavailable("the AT-SPI bus connection has closed")
            try:
                # asyncio.timeout, not wait_for: no extra task per call on a hot path.
                async with asyncio.timeout(limit):
                    reply = await self.bus.call(msg)
            except TimeoutError as exc:
                raise OperationTimeout(
                    f"{interface.rsplit('.', 1)[-1]}.{member} on {dest} took longer than {limit:g}s"
                ) from exc
            except (EOFError, ConnectionError, OSError) as exc:
                raise BackendUnavailable(f"the AT-SPI bus went away: {exc}") from exc
        if reply is None:
            raise BackendUnavailable(f"{member} on {dest} got no reply")
        if reply.message_type == MessageType.ERROR:
            text = str(reply.body[0]) if reply.body else ""
            raise CallError(reply.error_name or "unknown", text)
        return list(reply.body)

    async def calls(
        self, requests: Sequence[Call], *, timeout: float | None = None
    ) -> list[list[Any] | CallError]:
        """Many calls at once, each reply's body (or its :class:`CallError`) in order.

        Reading a tree is thousands of small calls; a task and a timeout per call cost
        more of our time than the application spends answering. So the calls go out
        through one callback each, at most :data:`_BATCH_WINDOW` in flight (the next
        one leaves as a reply arrives), and ``timeout`` (the connection's
        by default) bounds the wait for each next reply.

        Raises:
            OperationTimeout: when no reply arrives within the timeout.
            BackendUnavailable: when the bus connection is gone.

        """
        if not requests:
            return []
        if not self.bus.connected:
            raise BackendUnavailable("the AT-SPI bus connection has closed")
        limit = self.timeout if timeout is None else min(timeout, self.timeout)
        loop = asyncio.get_running_loop()
        out: list[list[Any] | CallError] = [[] for _ in requests]
        progress = loop.create_future()
        sent = 0
        left = len(requests)

        def send() -> None:
            nonlocal sent
            dest, path, interface, member, signature, body = requests[sent]
            msg = Message(
                destination=dest,
                path=path,
                interface=interface,
                member=member,
                signature=signature,
                body=body,
            )
            # dbus-fast's callback form of a call: no coroutine, no task per call.
            self.bus._call(msg, partial(on_reply, sent))
            sent += 1

        def on_reply(index: int, reply: Message | None, err: Exception | None) -> None:
            nonlocal left
            if given_up:
                return
            if err is not None or reply is None:
                if not progress.done():
                    progress.set_exception(
                        BackendUnavailable(f"the AT-SPI bus went away: {err or 'no reply'}")
                    )
                return
            if reply.message_type == MessageType.ERROR:
                text = str(reply.body[0]) if reply.body else ""
                out[index] = CallError(reply.error_name or "unknown", text)
            else:
                out[index] = list(reply.body)
            left -= 1
            if sent < len(requests):
                send()
            if not progress.done():
                progress.set_result(None)

        given_up = False
        try:
            while sent < min(len(requests), _BATCH_WINDOW):
                send()
            while left:
                try:
                    async with asyncio.timeout(limit):
                        await progress
                except TimeoutError as exc:
                    dest, _, interface, member, _, _ = requests[0]
                    raise OperationTimeout(
                        f"{len(requests)} calls to {dest} ({interface.rsplit('.', 1)[-1]}."
                        f"{member}, …): no reply within {limit:g}s"
                    ) from exc
                progress = loop.create_future()
        finally:
            # Replies still on their way are dropped.
            given_up = left > 0
        return out

    async def prop(
        self, ref: Ref, interface: str, name: str, *, timeout: float | None = None
    ) -> Any:
        """One property's value (unwrapped from its variant).

        Raises:
            CallError, OperationTimeout, BackendUnavailable: as :meth:`call`.

        """
        body = await self.call(
            ref[0], ref[1], PROPERTIES, "Get", "ss", [interface, name], timeout=timeout
        )
        value = body[0]
        return value.value if isinstance(value, Variant) else value

    async def props(
        self, ref: Ref, interface: str, names: Sequence[str], *, timeout: float | None = None
    ) -> dict[str, Any]:
        """The properties ``names`` of ``interface`` (values unwrapped), one ``Get`` each.

        ``GetAll`` is never sent: Qt 5's bridge crashes on it. A property the object
        does not answer is left out.

        Raises:
            OperationTimeout, BackendUnavailable: as :meth:`call`.

        """
        bodies = await asyncio.gather(
            *(self.prop(ref, interface, n, timeout=timeout) for n in names),
            return_exceptions=True,
        )
        out: dict[str, Any] = {}
        for name, value in zip(names, bodies, strict=True):
            if isinstance(value, CallError):
                continue
            if isinstance(value, BaseException):
                raise value
            out[name] = value
        return out

    async def pid(self, bus_name: str) -> int | None:
        """The process id behind ``bus_name``, or ``None`` when the bus will not say."""
        try:
            body = await self.call(
                "org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus",
                "GetConnectionUnixProcessID",
                "s",
                [bus_name],
            )
        except CallError:
            return None
        return int(body[0])

    async def cache_items(self, bus_name: str) -> list[Any] | None:
        """The application's ``Cache.GetItems`` answer, or ``None`` when it has no cache.

        Raises:
            OperationTimeout, BackendUnavailable: as :meth:`call`.

        """
        try:
            body = await self.call(bus_name, CACHE_PATH, CACHE, "GetItems")
        except CallError:
            return None
        return list(body[0])
