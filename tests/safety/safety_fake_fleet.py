"""Fake pages of a fleet tracker, a field-service dispatch board, an IoT device console and
a plant's HMI panel: what commits there in words of its own, the look-alikes that commit
nothing, and dialogs whose bare answer is said by their heading."""

from __future__ import annotations

from collections.abc import Callable

from handrail.backends.fake import FakeApp
from handrail.vocab import Role

FLEET = [
    # a vehicle stopped, opened or sounded from afar
    (Role.GENERIC, "Immobilize vehicle"), (Role.MENUITEM, "Kill engine"),
    (Role.GENERIC, "Unlock doors"), (Role.MENUITEM, "Sound horn"),
    (Role.MENUITEM, "Unassign driver"),
    # a work order closed, devices configured at once
    (Role.MENUITEM, "Close work order"), (Role.BUTTON, "Push config"),
    (Role.BUTTON, "Apply to all devices"), (Role.BUTTON, "Pause rollout"),
    # a line stopped or moved, an alarm shelved, counters reset
    (Role.GENERIC, "E-STOP"), (Role.BUTTON, "Emergency stop"), (Role.GENERIC, "Stop line"),
    (Role.GENERIC, "Shelve 8 h"), (Role.BUTTON, "Shelve alarm"), (Role.GENERIC, "Reset counters"),
    # look-alikes that commit nothing
    (Role.LINK, "How immobilization works"), (Role.GENERIC, "Immobilized"),
    (Role.LINK, "Trip history"), (Role.LINK, "Work order history"),
    (Role.LINK, "Closed work orders"),
    (Role.LINK, "Config history"), (Role.TAB, "Devices"), (Role.LINK, "Rollout history"),
    (Role.LINK, "Alarm history"), (Role.TAB, "Shelved alarms"),
    (Role.LINK, "Emergency stop test log"),
    (Role.LINK, "Counters"),
]  # fmt: skip
FLEET_ACTING = 15
"""The first this many of :data:`FLEET` commit something."""


def _dialogs() -> dict[str, Callable[[], FakeApp]]:
    """Dialogs whose bare *Yes*, *OK* or *Continue* is said by their heading and text."""
    from safety_fake_dialogs import dialogs

    return {
        "fleet-start": dialogs(
            "Start Line 2?",
            "The conveyor and filler will begin moving. Make sure guards are closed.",
            "Yes", "No", name="fake-fleet-start", default=False,
        ),
        "fleet-write": dialogs(
            "Write setpoint to PLC",
            "Conveyor speed 30 → 45 m/min on Line 2.",
            "OK", "Cancel", name="fake-fleet-write", default=False,
        ),
        "fleet-push": dialogs(
            "Push firmware v4.2.1 to 1,204 devices",
            "Devices reboot to install. Downgrade is not supported.",
            "Continue", "Cancel", name="fake-fleet-push", default=False,
        ),
        "fleet-reassign": dialogs(
            "Reassign WO-4411",
            "Technician: Ken Ito (2.1 mi away). Ken will get the job on his phone now.",
            "Continue", "Back", name="fake-fleet-reassign", default=False,
        ),
        "fleet-filter": dialogs(
            "Filter vehicles",
            "Show only vehicles that stopped for more than 10 minutes.",
            "OK", "Cancel", name="fake-fleet-filter", default=False,
        ),
    }  # fmt: skip


FLEET_DIALOGS = _dialogs()
FLEET_ANSWERS = [
    # (app, action, role, name, irreversible)
    ("fleet-start", "click", Role.BUTTON, "Yes", True),
    ("fleet-start", "click", Role.BUTTON, "No", False),
    ("fleet-write", "click", Role.BUTTON, "OK", True),
    ("fleet-push", "click", Role.BUTTON, "Continue", True),
    ("fleet-reassign", "click", Role.BUTTON, "Continue", True),
    ("fleet-reassign", "click", Role.BUTTON, "Back", False),
    ("fleet-filter", "click", Role.BUTTON, "OK", False),
]
"""A dialog that starts a line, writes a setpoint, pushes firmware or hands a job on."""
