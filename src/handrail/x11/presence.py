"""A person's input on an X display: XInput2 raw events by source device, and focus.

Handrail sends every key, button and pointer event through XTEST, so the X server
reports them as coming from its XTEST slave devices (``Virtual core XTEST keyboard``
and ``... pointer``). :class:`X11PresenceWatch` selects raw key, button and motion
events on the root window for all devices (raw events reach a client whatever the
focus and grabs) and counts those whose source device is not an XTEST device: a
keyboard or mouse a person holds. It also compares the focus window and the window on
top of the target's with what they were when Handrail last acted, and reports a move
to another program's window.

What it cannot see: input that another client sends through XTEST too (``xdotool``,
a VNC server injecting a remote person's input) comes from the same devices as
Handrail's; only the focus or stacking change it causes is noticed.
"""

from __future__ import annotations

import struct
from collections import Counter
from collections.abc import Iterable
from typing import Any

from Xlib.ext import xinput

from handrail.errors import BackendUnavailable
from handrail.presence import Interference, PresenceWatch
from handrail.x11.connection import XConnection
from handrail.x11.windows import XWindow, describe_toplevel, stacked_windows, toplevel_of

__all__ = ["X11PresenceWatch", "is_xtest_device"]

_RAW = {
    xinput.RawKeyPress: "key press",
    xinput.RawButtonPress: "button press",
    xinput.RawMotion: "pointer move",
}
GENERIC_EVENT = 35
"""The X protocol's GenericEvent type, which carries XInput2 events."""
_MASK = xinput.RawKeyPressMask | xinput.RawButtonPressMask | xinput.RawMotionMask


def is_xtest_device(name: str) -> bool:
    """Whether a slave device is an XTEST device (``<master> XTEST keyboard|pointer``)."""
    return name.endswith((" XTEST keyboard", " XTEST pointer"))


class X11PresenceWatch(PresenceWatch):
    """Raw input from other devices and focus changes on one display, for some pids.

    Args:
        display: the X display name.
        pids: the target's processes (focus on their windows is the target's own).
        timeout: seconds each X round trip may take.

    """

    def __init__(self, display: str, pids: Iterable[int], *, timeout: float = 5.0) -> None:
        self.conn = XConnection(display, timeout=timeout)
        self.pids = frozenset(pids)
        self._selected: Any = None
        self._major = 0
        self._names: dict[int, str] = {}
        self._foreign: Counter[tuple[int, str]] = Counter()
        self._focus: int | None = None
        self._over: int | None = None

    # -- X side (worker thread) ----------------------------------------------------------

    def _ensure(self, d: Any) -> None:
        if self._selected is d:
            return
        ext = d.query_extension("XInputExtension")
        if (
            ext is None
            or not getattr(ext, "present", False)
            or not hasattr(d, "xinput_query_device")
        ):
            raise BackendUnavailable(f"X display {self.conn.display!r} has no XInput extension")
        self._major = ext.major_opcode
        d.xinput_query_version()
        for dev in d.xinput_query_device(xinput.AllDevices).devices:
            self._names[int(dev.deviceid)] = str(dev.name)
        d.screen().root.xinput_select_events([(xinput.AllDevices, _MASK)])
        d.sync()
        self._selected = d

    def _name(self, d: Any, device: int) -> str:
        if device not in self._names:
            try:
                found = d.xinput_query_device(device).devices
                self._names[device] = str(found[0].name) if found else f"device {device}"
            except Exception:  # a device unplugged meanwhile
                self._names[device] = f"device {device}"
        return self._names[device]

    def _drain(self, d: Any) -> None:
        self._ensure(d)
        while d.pending_events():
            event = d.next_event()
            if event.type != GENERIC_EVENT or getattr(event, "extension", None) != self._major:
                continue
            what = _RAW.get(getattr(event, "evtype", -1))
            data = getattr(event, "data", b"")
            if what is None or not isinstance(data, bytes) or len(data) < 12:
                continue
            device, _time, _detail, source = struct.unpack_from("<HIIH", data)
            if device != source:
                continue  # the master's copy of a slave's event
            if not is_xtest_device(self._name(d, source)):
                self._foreign[(source, what)] += 1

    def _state(self, d: Any) -> tuple[int, XWindow | None, XWindow | None]:
        focus = d.get_input_focus().focus
        focus_id = focus if isinstance(focus, int) else int(focus.id)
        top = toplevel_of(d, focus_id)
        focused = describe_toplevel(d, top) if top else None
        windows = stacked_windows(d)
        ours = [w for w in windows if w.pid in self.pids and not w.override_redirect]
        over = None
        if ours:
            x, y = ours[0].bounds.center
            for w in windows:
                if w.bounds.contains_point(x, y) and not w.override_redirect:
                    over = w
                    break
        return top, focused, over

    def _mark(self, d: Any) -> None:
        self._drain(d)
        top, _focused, over = self._state(d)
        self._focus = top
        self._over = over.id if over is not None else None

    def _check(self, d: Any) -> Interference | None:
        self._drain(d)
        if self._foreign:
            seen = self._foreign
            self._foreign = Counter()
            parts = []
            devices = []
            for (source, what), n in sorted(seen.items()):
                name = self._name(d, source)
                parts.append(f"{n} {what}{'s' if n > 1 else ''} from device {name!r} (id {source})")
                devices.append(name)
            return Interference(
                kind="input",
                detail="; ".join(parts) + ", not Handrail's XTEST devices",
                device=devices[0],
            )
        top, focused, over = self._state(d)
        if (
            self._focus is not None
            and top
            and top != self._focus
            and focused is not None
            and focused.pid not in self.pids
        ):
            return Interference(
                kind="focus",
                detail=f"the focus moved to {focused.describe()}, which Handrail did not do",
            )
        if (
            self._over is not None
            and over is not None
            and over.id != self._over
            and over.pid not in self.pids
        ):
            return Interference(
                kind="raised", detail=f"{over.describe()} was raised over the application"
            )
        return None

    # -- the watch -----------------------------------------------------------------------

    async def mark(self) -> None:
        """See :meth:`PresenceWatch.mark`."""
        await self.conn.call(self._mark)

    async def check(self) -> Interference | None:
        """See :meth:`PresenceWatch.check`."""
        return await self.conn.call(self._check)

    async def close(self) -> None:
        """Close the watch's X connection."""
        self.conn.close()
