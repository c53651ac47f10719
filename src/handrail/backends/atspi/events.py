"""Listening to the applications' accessibility events, to know when an action took effect.

Toolkits announce every change of their tree as a D-Bus signal (``org.a11y.atspi.Event.*``:
a state, a text, a property, a child list changed). After an action, the first such
signal from the application says it reacted, and a short silence after it says it has
finished redrawing its tree: one read then sees the result. That replaces reading the
whole tree again and again until two reads agree.

GTK 3's bridge emits only the kinds of events some client registered for with the
registry, so :meth:`EventWatch.start` registers the kinds it listens to; GTK 4 emits
them all the time. Bounds changes are ignored: animations (a spinner, a progress bar)
send them continuously and an action's real effect always comes with another kind.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field

from dbus_fast import Message, MessageType

from handrail.backends.atspi.bus import REGISTRY, AtspiBus, CallError

__all__ = ["EVENT_KINDS", "EventWatch", "Mark"]

EVENT_KINDS = (
    "object:children-changed",
    "object:state-changed",
    "object:property-change",
    "object:text-changed",
    "object:selection-changed",
    "object:active-descendant-changed",
    "window:create",
    "window:destroy",
)
"""Event kinds registered with the registry (what GTK 3's bridge then emits)."""

_INTERFACES = ("org.a11y.atspi.Event.Object", "org.a11y.atspi.Event.Window")
_IGNORED = frozenset({"BoundsChanged"})


@dataclass(slots=True)
class _Sender:
    count: int = 0
    last: float = 0.0
    changed: asyncio.Event = field(default_factory=asyncio.Event)


@dataclass(frozen=True, slots=True)
class Mark:
    """How many events an application had sent at one moment (see :meth:`EventWatch.mark`)."""

    sender: str
    count: int


class EventWatch:
    """Counts the events each application sends on one AT-SPI bus connection.

    Args:
        bus: the connection to listen on.

    """

    def __init__(self, bus: AtspiBus) -> None:
        self.bus = bus
        self._senders: dict[str, _Sender] = {}

    async def start(self) -> None:
        """Register the event kinds with the registry and route their signals here.

        Registrations end with the connection. A registry that refuses one kind only
        means fewer events from GTK 3 (settling then falls back to reading).

        Raises:
            OperationTimeout, BackendUnavailable: when the bus fails.

        """
        self.bus.bus.add_message_handler(self._on_message)
        calls = [
            self.bus.call(
                "org.freedesktop.DBus",
                "/org/freedesktop/DBus",
                "org.freedesktop.DBus",
                "AddMatch",
                "s",
                [f"type='signal',interface='{iface}'"],
            )
            for iface in _INTERFACES
        ] + [
            self.bus.call(
                REGISTRY,
                "/org/a11y/atspi/registry",
                REGISTRY,
                "RegisterEvent",
                "sass",
                [kind, [], ""],
            )
            for kind in EVENT_KINDS
        ]
        for done in await asyncio.gather(*calls, return_exceptions=True):
            if isinstance(done, BaseException) and not isinstance(done, CallError):
                raise done

    def _on_message(self, msg: Message) -> None:
        if (
            msg.message_type is not MessageType.SIGNAL
            or msg.interface not in _INTERFACES
            or msg.member in _IGNORED
            or not msg.sender
        ):
            return
        seen = self._senders.get(msg.sender)
        if seen is None:
            seen = self._senders[msg.sender] = _Sender()
        seen.count += 1
        seen.last = asyncio.get_running_loop().time()
        seen.changed.set()

    def mark(self, sender: str) -> Mark:
        """The number of events ``sender`` (a unique bus name) has sent so far."""
        return Mark(sender, self._sender(sender).count)

    def _sender(self, sender: str) -> _Sender:
        seen = self._senders.get(sender)
        if seen is None:
            seen = self._senders[sender] = _Sender()
        return seen

    async def first_after(self, mark: Mark, deadline: float) -> bool:
        """Wait until the application sends an event after ``mark``, or ``deadline``.

        ``deadline`` is in the event loop's clock. Returns True when an event came.
        """
        seen = self._sender(mark.sender)
        loop = asyncio.get_running_loop()
        while seen.count <= mark.count:
            left = deadline - loop.time()
            if left <= 0:
                return False
            seen.changed.clear()
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(left):
                    await seen.changed.wait()
        return True

    async def quiet(self, sender: str, gap: float, deadline: float) -> bool:
        """Wait until ``sender`` has sent nothing for ``gap`` seconds, or ``deadline``.

        Returns True when the silence came before the deadline.
        """
        seen = self._sender(sender)
        loop = asyncio.get_running_loop()
        while True:
            now = loop.time()
            wake = seen.last + gap
            if wake <= now:
                return True
            if now >= deadline:
                return False
            await asyncio.sleep(min(wake, deadline) - now)
