"""Small, bounded probes of the session bus and the AT-SPI bus (dbus-fast, no GLib).

These answer "is the accessibility stack up, and who is on it?" for the desktop
manager, ``handrail doctor`` and test fixtures. Reading trees is the AT-SPI backend's
job, not this module's.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from dbus_fast import Message, MessageType, Variant
from dbus_fast.aio import MessageBus

from handrail.errors import BackendUnavailable, OperationTimeout

__all__ = [
    "SHOWN_TIMEOUT",
    "A11yApp",
    "a11y_bus_address",
    "call",
    "connect",
    "enable_accessibility",
    "list_a11y_apps",
    "name_owner_pid",
    "window_shown",
]

_REGISTRY = "org.a11y.atspi.Registry"
_ROOT = "/org/a11y/atspi/accessible/root"
_ACCESSIBLE = "org.a11y.atspi.Accessible"
_PROPS = "org.freedesktop.DBus.Properties"
_COMPONENT = "org.a11y.atspi.Component"
_SHOWING = 25
"""The ``showing`` bit of an AT-SPI state set (mapped, with its ancestors)."""
_SCREEN_COORDS = 0

SHOWN_TIMEOUT = 3.0
"""Seconds a launch waits at most, once its application is on the bus, for a window of it
to be shown with a steady size (:func:`window_shown`); it goes on without after that."""


@dataclass(frozen=True, slots=True, kw_only=True)
class A11yApp:
    """An application registered on the AT-SPI bus.

    Attributes:
        name: the accessible name of the application object (often the program name).
        bus_name: its unique connection name on the AT-SPI bus.
        path: the object path of its application object.
        pid: its process id, or ``None`` when the bus would not say.
        children: how many top-level children (windows) it exposes; 0 means no tree.

    """

    name: str
    bus_name: str
    path: str
    pid: int | None
    children: int


async def connect(address: str, *, timeout: float, what: str) -> MessageBus:
    """Connect to the bus at ``address``.

    Returns:
        The connected bus; the caller disconnects it.

    Raises:
        BackendUnavailable: when the bus cannot be reached (``what`` names it).
        OperationTimeout: when connecting takes longer than ``timeout`` seconds.

    """
    bus = MessageBus(bus_address=address, auth_timeout=timeout)
    try:
        return await asyncio.wait_for(bus.connect(), timeout)
    except TimeoutError as exc:
        raise OperationTimeout(f"connecting to the {what} timed out after {timeout:g}s") from exc
    except (OSError, ValueError, Exception) as exc:
        # dbus-fast raises several unrelated types for a bad address or a dead socket.
        raise BackendUnavailable(f"cannot connect to the {what} at {address}: {exc}") from exc


async def call(
    bus: MessageBus,
    *,
    destination: str,
    path: str,
    interface: str,
    member: str,
    signature: str = "",
    body: list[Any] | None = None,
    timeout: float,
) -> list[Any]:
    """One method call with a timeout.

    Returns:
        The reply's body.

    Raises:
        OperationTimeout: when no reply arrives within ``timeout`` seconds.
        BackendUnavailable: when the reply is a D-Bus error (its name and text included).

    """
    msg = Message(
        destination=destination,
        path=path,
        interface=interface,
        member=member,
        signature=signature,
        body=body or [],
    )
    try:
        reply = await asyncio.wait_for(bus.call(msg), timeout)
    except TimeoutError as exc:
        raise OperationTimeout(f"{interface}.{member} on {destination} timed out") from exc
    if reply is None:
        raise BackendUnavailable(f"{interface}.{member} on {destination} got no reply")
    if reply.message_type == MessageType.ERROR:
        detail = reply.body[0] if reply.body else ""
        raise BackendUnavailable(f"{interface}.{member} failed: {reply.error_name} {detail}")
    return list(reply.body)


async def a11y_bus_address(session_bus: str, *, timeout: float = 5.0) -> str:
    """Ask the session bus's ``org.a11y.Bus`` for the AT-SPI bus address.

    Returns:
        The AT-SPI bus address.

    Raises:
        BackendUnavailable: when the session bus is unreachable or has no AT-SPI bus.
        OperationTimeout: when a call runs out of time.

    """
    bus = await connect(session_bus, timeout=timeout, what="session bus")
    try:
        body = await call(
            bus,
            destination="org.a11y.Bus",
            path="/org/a11y/bus",
            interface="org.a11y.Bus",
            member="GetAddress",
            timeout=timeout,
        )
    finally:
        bus.disconnect()
    address = str(body[0]) if body else ""
    if not address:
        raise BackendUnavailable("org.a11y.Bus.GetAddress returned no address")
    return address


async def a11y_settings(session_bus: str, *, timeout: float = 5.0) -> tuple[tuple[str, str], ...]:
    """The desktop's accessibility switches (``org.a11y.Status``) as ``(name, "on"|"off")``.

    ``accessibility`` is ``IsEnabled`` (toolkits expose their trees when it is on),
    ``screen_reader`` is ``ScreenReaderEnabled`` (some applications behave differently
    for a screen reader).

    Raises:
        BackendUnavailable: when the session bus or the AT-SPI bus launcher is missing.
        OperationTimeout: when a call runs out of time.

    """
    bus = await connect(session_bus, timeout=timeout, what="session bus")
    try:
        (props,) = await call(
            bus,
            destination="org.a11y.Bus",
            path="/org/a11y/bus",
            interface="org.freedesktop.DBus.Properties",
            member="GetAll",
            signature="s",
            body=["org.a11y.Status"],
            timeout=timeout,
        )
    finally:
        bus.disconnect()
    out = []
    for key, name in (("IsEnabled", "accessibility"), ("ScreenReaderEnabled", "screen_reader")):
        value = props.get(key) if isinstance(props, dict) else None
        if value is not None:
            out.append((name, "on" if getattr(value, "value", value) else "off"))
    return tuple(out)


async def name_owner_pid(session_bus: str, name: str, *, timeout: float = 5.0) -> int | None:
    """The pid of the process that owns ``name`` on the bus, or ``None`` when nobody does.

    Raises:
        BackendUnavailable: when the bus is unreachable.
        OperationTimeout: when a call runs out of time.

    """
    bus = await connect(session_bus, timeout=timeout, what="session bus")
    try:
        kw: dict[str, Any] = {
            "destination": "org.freedesktop.DBus",
            "path": "/org/freedesktop/DBus",
            "interface": "org.freedesktop.DBus",
            "signature": "s",
            "body": [name],
            "timeout": timeout,
        }
        try:
            (owner,) = await call(bus, member="GetNameOwner", **kw)
        except BackendUnavailable:
            return None  # no owner (NameHasNoOwner)
        kw["body"] = [str(owner)]
        (pid,) = await call(bus, member="GetConnectionUnixProcessID", **kw)
        return int(pid)
    finally:
        bus.disconnect()


async def enable_accessibility(session_bus: str, *, timeout: float = 5.0) -> None:
    """Set ``org.a11y.Status.IsEnabled``, which Qt and Chromium read before exposing a tree.

    Raises:
        BackendUnavailable: when the session bus or the AT-SPI bus launcher is missing.
        OperationTimeout: when a call runs out of time.

    """
    bus = await connect(session_bus, timeout=timeout, what="session bus")
    try:
        await call(
            bus,
            destination="org.a11y.Bus",
            path="/org/a11y/bus",
            interface=_PROPS,
            member="Set",
            signature="ssv",
            body=["org.a11y.Status", "IsEnabled", Variant("b", True)],
            timeout=timeout,
        )
    finally:
        bus.disconnect()


async def _prop(bus: MessageBus, dest: str, path: str, name: str, timeout: float) -> Any:
    body = await call(
        bus,
        destination=dest,
        path=path,
        interface=_PROPS,
        member="Get",
        signature="ss",
        body=[_ACCESSIBLE, name],
        timeout=timeout,
    )
    value = body[0]
    return value.value if isinstance(value, Variant) else value


async def _describe(bus: MessageBus, bus_name: str, path: str, timeout: float) -> A11yApp:
    async def pid() -> int | None:
        try:
            body = await call(
                bus,
                destination="org.freedesktop.DBus",
                path="/org/freedesktop/DBus",
                interface="org.freedesktop.DBus",
                member="GetConnectionUnixProcessID",
                signature="s",
                body=[bus_name],
                timeout=timeout,
            )
        except BackendUnavailable:
            return None
        return int(body[0])

    async def prop(name: str, default: Any) -> Any:
        try:
            return await _prop(bus, bus_name, path, name, timeout)
        except BackendUnavailable:
            # An app that is exiting or hung answers nothing useful; describe what we can.
            return default

    name, count, app_pid = await asyncio.gather(prop("Name", ""), prop("ChildCount", 0), pid())
    return A11yApp(name=str(name), bus_name=bus_name, path=path, pid=app_pid, children=int(count))


async def list_a11y_apps(a11y_bus: str, *, timeout: float = 5.0) -> list[A11yApp]:
    """Every application registered with the AT-SPI registry, described in parallel.

    Returns:
        The applications, in the registry's order.

    Raises:
        BackendUnavailable: when the AT-SPI bus or its registry does not answer.
        OperationTimeout: when the registry call runs out of time.

    """
    bus = await connect(a11y_bus, timeout=timeout, what="AT-SPI bus")
    try:
        body = await call(
            bus,
            destination=_REGISTRY,
            path=_ROOT,
            interface=_ACCESSIBLE,
            member="GetChildren",
            timeout=timeout,
        )
        children = [(str(c[0]), str(c[1])) for c in body[0]]
        return list(await asyncio.gather(*(_describe(bus, n, p, timeout) for n, p in children)))
    finally:
        bus.disconnect()


async def window_shown(
    a11y_bus: str, app: A11yApp, *, timeout: float, steady: float = 0.1, poll: float = 0.05
) -> bool:
    """Wait until one of ``app``'s windows is showing with a size that held ``steady`` s.

    A toolkit registers a window before it is mapped and laid out: a tree read then
    finds it unshown, or still at its first size with most of its content outside it.
    What the windows show (state and extents) is asked every ``poll`` seconds.

    Returns:
        True when a window was shown and steady within ``timeout`` seconds; False when
        not (an application that keeps its windows hidden), or when the bus failed.

    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    try:
        bus = await connect(a11y_bus, timeout=timeout, what="AT-SPI bus")
    except (BackendUnavailable, OperationTimeout):
        return False
    try:
        last: object = None
        since = loop.time()
        while True:
            left = deadline - loop.time()
            if left <= 0:
                return False
            now = await _windows_shown(bus, app, max(0.2, left))
            if now != last:
                last, since = now, loop.time()
            elif now and loop.time() - since >= steady:
                return True
            await asyncio.sleep(poll)
    except (BackendUnavailable, OperationTimeout):
        return False
    finally:
        bus.disconnect()


async def _windows_shown(
    bus: MessageBus, app: A11yApp, timeout: float
) -> tuple[tuple[int, int, int, int], ...]:
    """The extents of ``app``'s windows that are showing with a size, in its order."""
    body = await call(
        bus,
        destination=app.bus_name,
        path=app.path,
        interface=_ACCESSIBLE,
        member="GetChildren",
        timeout=timeout,
    )
    refs = [(str(c[0]), str(c[1])) for c in body[0]]

    async def shown(name: str, path: str) -> tuple[int, int, int, int] | None:
        state = await call(
            bus,
            destination=name,
            path=path,
            interface=_ACCESSIBLE,
            member="GetState",
            timeout=timeout,
        )
        words = list(state[0])
        if not words or not words[0] >> _SHOWING & 1:
            return None
        box = await call(
            bus,
            destination=name,
            path=path,
            interface=_COMPONENT,
            member="GetExtents",
            signature="u",
            body=[_SCREEN_COORDS],
            timeout=timeout,
        )
        x, y, w, h = (int(v) for v in box[0])
        return (x, y, w, h) if w > 0 and h > 0 else None

    found = await asyncio.gather(*(shown(n, p) for n, p in refs))
    return tuple(b for b in found if b is not None)
