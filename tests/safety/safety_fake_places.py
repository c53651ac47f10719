"""Fake apps whose controls say what they do only where they stand: bare verbs under a
section heading or in a list, a lone *Cancel* in a panel, switches that act by
themselves."""

from __future__ import annotations

from safety_fake_parts import Layout, control, next_pid, press_marks, status_node, window_of
from safety_fake_webapps import select_node

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State


def sections() -> FakeApp:
    """An admin page: services, firmware, a list, appointments, automation, 2FA."""
    status = status_node()
    press = press_marks(status)
    lay = Layout()

    def heading(name: str) -> FakeNode:
        return FakeNode(role=Role.HEADING, name=name, bounds=lay.box())

    def item(role: Role, name: str, states: set[State] | None = None) -> FakeNode:
        return control(role, name, lay.box(), press, states=states)

    def row(*parts: tuple[Role, str]) -> list[FakeNode]:
        # One line: each part 160 px right of the one before.
        box = lay.box()
        out = []
        for i, (role, name) in enumerate(parts):
            bounds = Rect(box.x + 160 * i, box.y, 150, box.h)
            if role is Role.TEXTBOX:
                out.append(
                    FakeNode(
                        role=role,
                        name=name,
                        bounds=bounds,
                        states={State.EDITABLE, State.FOCUSABLE},
                    )
                )
            elif role is Role.TEXT:
                out.append(FakeNode(role=role, name=name, bounds=bounds))
            else:
                out.append(control(role, name, bounds, press))
        return out

    kids = [
        heading("Services"),
        select_node("sshd", "Running", ["Running", "Stop", "Restart"], lay, press),
        heading("Now playing"),
        select_node("Player", "Play", ["Play", "Stop"], lay, press),
        heading("Firmware"),
        FakeNode(role=Role.TEXT, name="Version 1.3.0 is available.", bounds=lay.box()),
        item(Role.BUTTON, "Update now"),
        heading("Reading list"),
        item(Role.BUTTON, "Update"),
        heading("Upcoming appointments"),
        *row((Role.TEXT, "Dr Smith, Tue 10:00"), (Role.BUTTON, "Cancel")),
        heading("Appointment notes"),
        *row((Role.TEXTBOX, "Notes"), (Role.BUTTON, "Save"), (Role.LINK, "Cancel")),
        heading("Upcoming visits"),
        *row((Role.TEXT, "Move to Thursday?"), (Role.BUTTON, "OK"), (Role.GENERIC, "Cancel")),
        heading("Automation"),
        item(Role.SWITCH, "Auto-approve refunds"),
        item(Role.SWITCH, "Auto-approve expense reports", {State.CHECKED}),
        item(Role.SWITCH, "Autoplay videos"),
        heading("Two-factor authentication"),
        item(Role.BUTTON, "Disable"),
    ]
    return FakeApp(name="fake-sections", pid=next_pid(), window=window_of("Admin", kids, status))
