"""A tiny, independent AT-SPI reader for checking what XTEST input did to a real app.

It talks D-Bus directly (dbus-fast), so the input tests do not depend on the backend
they will later serve.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

from dbus_fast.aio import MessageBus

from handrail.desktop.a11y import call, connect
from handrail.geometry import Rect

T = 5.0


@dataclass(frozen=True)
class Obj:
    bus_name: str
    path: str
    role: str
    name: str


async def _acc(bus: MessageBus, o: tuple[str, str], member: str, sig: str = "", body=None):
    return await call(
        bus,
        destination=o[0],
        path=o[1],
        interface="org.a11y.atspi.Accessible",
        member=member,
        signature=sig,
        body=body or [],
        timeout=T,
    )


async def _name(bus: MessageBus, o: tuple[str, str]) -> str:
    body = await call(
        bus,
        destination=o[0],
        path=o[1],
        interface="org.freedesktop.DBus.Properties",
        member="Get",
        signature="ss",
        body=["org.a11y.atspi.Accessible", "Name"],
        timeout=T,
    )
    return str(body[0].value)


async def walk(a11y_bus: str, bus_name: str) -> list[Obj]:
    """Every object of one application, breadth first."""
    bus = await connect(a11y_bus, timeout=T, what="AT-SPI bus")
    try:
        out: list[Obj] = []
        todo = [(bus_name, "/org/a11y/atspi/accessible/root")]
        while todo and len(out) < 3000:
            o = todo.pop(0)
            role, name, kids = await asyncio.gather(
                _acc(bus, o, "GetRoleName"), _name(bus, o), _acc(bus, o, "GetChildren")
            )
            out.append(Obj(o[0], o[1], str(role[0]), name))
            todo.extend((str(c[0]), str(c[1])) for c in kids[0])
        return out
    finally:
        bus.disconnect()


async def find(
    a11y_bus: str, bus_name: str, pred: Callable[[Obj], bool], *, timeout: float = 10.0
) -> Obj:
    """The first object matching ``pred``, waiting for it to appear."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        for o in await walk(a11y_bus, bus_name):
            if pred(o):
                return o
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("no matching accessible object appeared")
        await asyncio.sleep(0.1)


async def text(a11y_bus: str, o: Obj) -> str:
    bus = await connect(a11y_bus, timeout=T, what="AT-SPI bus")
    try:
        body = await call(
            bus,
            destination=o.bus_name,
            path=o.path,
            interface="org.a11y.atspi.Text",
            member="GetText",
            signature="ii",
            body=[0, -1],
            timeout=T,
        )
        return str(body[0])
    finally:
        bus.disconnect()


async def extents(a11y_bus: str, o: Obj) -> Rect:
    bus = await connect(a11y_bus, timeout=T, what="AT-SPI bus")
    try:
        body = await call(
            bus,
            destination=o.bus_name,
            path=o.path,
            interface="org.a11y.atspi.Component",
            member="GetExtents",
            signature="u",
            body=[0],
            timeout=T,
        )
        x, y, w, h = body[0]
        return Rect(int(x), int(y), int(w), int(h))
    finally:
        bus.disconnect()


async def wait_text(a11y_bus: str, o: Obj, want: str, *, timeout: float = 5.0) -> str:
    """Poll the object's text until it equals ``want`` or the time runs out; return it."""
    deadline = asyncio.get_running_loop().time() + timeout
    got = await text(a11y_bus, o)
    while got != want and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.05)
        got = await text(a11y_bus, o)
    return got


async def value(a11y_bus: str, o: Obj) -> float:
    bus = await connect(a11y_bus, timeout=T, what="AT-SPI bus")
    try:
        body = await call(
            bus,
            destination=o.bus_name,
            path=o.path,
            interface="org.freedesktop.DBus.Properties",
            member="Get",
            signature="ss",
            body=["org.a11y.atspi.Value", "CurrentValue"],
            timeout=T,
        )
        return float(body[0].value)
    finally:
        bus.disconnect()
