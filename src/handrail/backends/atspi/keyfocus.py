"""The toolkit's side of keyboard targeting: its window active, its element focused.

The X side (:class:`handrail.x11.InputTargeting`) makes the target's X window the focus
window and checks it. Keys then reach the application, but inside it they go to the
widget that has its keyboard focus, in the window its toolkit considers active; a
window manager that refuses the focus, a focus taken back between the check and the
keys, or a widget that accepted ``GrabFocus`` without taking the focus (GTK 3 answers
yes for a disabled one) would send them elsewhere. So before any key, the
application's accessibility states are checked as well, waiting a bounded time for
the toolkit to catch up with the X focus:

- the window holding the element has the ``active`` state (for an element in a popup
  or menu, which toolkits do not mark active, some window of the application has it;
  for keys without an element, some window of the application);
- an element that can take the focus (``focusable``) has ``focused``.

Otherwise :class:`~handrail.errors.ActionFailed` says what holds the focus instead, and
no key is sent.
"""

from __future__ import annotations

import asyncio

from handrail.backends.atspi.apps import AppInfo, list_apps
from handrail.backends.atspi.bus import ACCESSIBLE, ROOT_PATH, AtspiBus, CallError, Ref
from handrail.backends.atspi.roles import ACTIVE, state_bits
from handrail.backends.atspi.walk import Info
from handrail.errors import ActionFailed, HandrailError

__all__ = ["FOCUS_WAIT", "KeyFocus"]

FOCUS_WAIT = 2.0
"""Seconds the toolkit may take to report the focus the X server already gave it."""
_POLL = 0.02
_FOCUSABLE, _FOCUSED = 11, 12
# Top-level roles a toolkit marks active when they have the focus: frame, dialog,
# alert, file/colour/font chooser. A popup window or menu is never marked.
_ACTIVATABLE = frozenset({23, 16, 2, 19, 9, 22})
_MAX_DEPTH = 64


def _has(bits: int, bit: int) -> bool:
    return bool(bits >> bit & 1)


class KeyFocus:
    """Checks, for one application, that keys will reach it (and the element meant).

    Args:
        bus: the AT-SPI bus connection.
        app: the application keys are for.
        wait: seconds to wait for the toolkit to report the focus.

    """

    def __init__(self, bus: AtspiBus, app: AppInfo, *, wait: float = FOCUS_WAIT) -> None:
        self.bus = bus
        self.app = app
        self.wait = wait

    async def _state(self, ref: Ref) -> int | None:
        try:
            body = await self.bus.call(*ref, ACCESSIBLE, "GetState")
        except CallError:
            return None
        return state_bits(body[0])

    async def _windows(self) -> list[Ref]:
        try:
            body = await self.bus.call(self.app.bus_name, ROOT_PATH, ACCESSIBLE, "GetChildren")
        except CallError:
            return []
        return [(str(b), str(p)) for b, p in body[0]]

    async def _toplevel(self, info: Info) -> tuple[Ref, int] | None:
        """The application's window holding ``info``, and its role."""
        ref, role = info.ref, info.role
        for _ in range(_MAX_DEPTH):
            try:
                parent = await self.bus.prop(ref, ACCESSIBLE, "Parent")
            except CallError:
                return None
            pref = (str(parent[0]), str(parent[1]))
            if pref[1] == ROOT_PATH or not pref[0]:
                return ref, role
            ref = pref
            try:
                role = int((await self.bus.call(*ref, ACCESSIBLE, "GetRole"))[0])
            except CallError:
                return None
        return None

    async def _problem(self, info: Info | None, top: tuple[Ref, int] | None) -> str:
        """What keeps keys from the target now; ``""`` when nothing does."""
        windows = await self._windows()
        states = await asyncio.gather(*(self._state(w) for w in windows))
        any_active = any(s is not None and _has(s, ACTIVE) for s in states)
        if info is None:
            return "" if any_active else "no window of it is active"
        if top is not None and top[1] in _ACTIVATABLE:
            top_bits = await self._state(top[0])
            if top_bits is None or not _has(top_bits, ACTIVE):
                return "the window holding the element is not active"
        elif not any_active:
            return "no window of it is active"
        if _has(info.bits, _FOCUSABLE):
            bits = await self._state(info.ref)
            if bits is None or not _has(bits, _FOCUSED):
                return "the element does not have the keyboard focus"
        return ""

    async def check(self, info: Info | None = None) -> None:
        """Wait until keys typed now reach the application (and ``info``, when given).

        Raises:
            ActionFailed: when the toolkit does not report the focus within
                :attr:`wait` seconds; the message says what holds it instead.

        """
        top = await self._toplevel(info) if info is not None else None
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.wait
        while True:
            why = await self._problem(info, top)
            if not why:
                return
            if loop.time() >= deadline:
                raise ActionFailed(
                    f"keys for {self.app.describe()} would go astray: {why}"
                    f"{await self._holder()}; nothing was sent"
                )
            await asyncio.sleep(_POLL)

    async def _holder(self) -> str:
        """`` (the active window is "X" of app (pid N))``, when AT-SPI shows one."""
        try:
            apps = await list_apps(self.bus, timeout=self.wait)
        except HandrailError:
            return ""
        for app in apps:
            if app.bus_name == self.app.bus_name:
                continue
            for win in app.windows:
                if win.active:
                    return f" (the active window is {win.title!r} of {app.describe()})"
        return ""
