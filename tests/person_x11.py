"""A person on the test desktop, simulated as honestly as Xvfb allows.

A person's keyboard and mouse are X input devices other than the XTEST devices
Handrail sends through. Xvfb has two such devices of its own, ``Xvfb keyboard`` and
``Xvfb mouse`` (what a physical keyboard and mouse are on a real server), and nothing
drives them; here an XTEST request names one of them as its device (an XInput 1
device event, the form XTEST takes for extension devices), so the server reports the
event as coming from that device, exactly as it reports a keypress on real hardware.
A second X client taking the focus is a plain X client doing just that.
"""

from __future__ import annotations

import os
from typing import Any

from Xlib import XK, X, Xatom, display
from Xlib.ext import xinput
from Xlib.protocol import event, rq


class _FakeDeviceInput(rq.Request):
    # XTEST FakeInput with the device id in its last byte (python-xlib leaves it 0).
    _request = rq.Struct(
        rq.Card8("opcode"),
        rq.Opcode(2),
        rq.RequestLength(),
        rq.Card8("event_type"),
        rq.Card8("detail"),
        rq.Pad(2),
        rq.Card32("time"),
        rq.Window("root", (X.NONE,)),
        rq.Pad(8),
        rq.Int16("x"),
        rq.Int16("y"),
        rq.Pad(7),
        rq.Card8("deviceid"),
    )


def _device(d: Any, name: str) -> int:
    for dev in d.xinput_query_device(xinput.AllDevices).devices:
        if dev.name == name:
            return int(dev.deviceid)
    raise AssertionError(f"no input device {name!r} on this display")


def person_presses(display_name: str, key: str = "Shift_L", device: str = "Xvfb keyboard") -> int:
    """Press and release ``key`` on ``device`` (not an XTEST device); its id."""
    d = display.Display(display_name)
    try:
        dev = _device(d, device)
        first = d.query_extension("XInputExtension").first_event
        code = d.keysym_to_keycode(XK.string_to_keysym(key))
        opcode = d.display.get_extension_major("XTEST")
        for offset in (1, 2):  # DeviceKeyPress, DeviceKeyRelease
            _FakeDeviceInput(
                display=d.display,
                opcode=opcode,
                event_type=first + offset,
                detail=code,
                time=0,
                root=0,
                x=0,
                y=0,
                deviceid=dev,
            )
        d.sync()
        return dev
    finally:
        d.close()


class OtherClient:
    """A second X client with a window of its own, which takes the input focus."""

    def __init__(self, display_name: str, title: str = "Another program") -> None:
        self.d = display.Display(display_name)
        screen = self.d.screen()
        self.window = screen.root.create_window(
            0,
            0,
            400,
            300,
            0,
            screen.root_depth,
            X.InputOutput,
            X.CopyFromParent,
            background_pixel=screen.white_pixel,
            event_mask=X.StructureNotifyMask,
        )
        self.window.set_wm_name(title)
        self.window.change_property(
            self.d.intern_atom("_NET_WM_PID"), Xatom.CARDINAL, 32, [os.getpid()]
        )

    def take_focus(self) -> None:
        """Map the window on top, wait until it is mapped, and give it the focus."""
        self.window.map()
        self.window.configure(stack_mode=X.Above)
        while True:
            ev = self.d.next_event()
            if isinstance(ev, event.MapNotify) and ev.window.id == self.window.id:
                break
        self.window.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.d.sync()

    def close(self) -> None:
        self.window.destroy()
        self.d.close()
