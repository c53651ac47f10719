"""The risk policy's rules for fleet trackers, dispatch boards, device consoles and HMIs.

A plant's panel says little on its buttons: a bare *STOP* under *Line 2 · Running*, an
*Apply* beside a setpoint's field under *Setpoints*, a *Yes* under *Start Line 2?*, an
*OK* under *Write setpoint to PLC*, a *Continue* under *Reassign WO-4411* that hands the
job to a technician's phone. What stands around them says they move machines or people.
A switch that bypasses a guard's interlock or puts a line in manual mode is no preference.
"""

from __future__ import annotations

import re

from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.view import ALLOW, TOGGLE_ROLES, Assessment, View, called, pressable

__all__ = ["fleet_answer", "plant_command", "plant_switch"]

_ANSWER = re.compile(r"^(?:ok|okay|yes|continue|confirm|done|apply|write|send|save|set)$")
"""Bare answers whose meaning is said by the dialog, heading or row around them."""

_SAID: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"^(?:start|stop|restart|jog) (?:the )?(?:line|conveyor|machine|pump|motor"
                r"|filler|press)\b|\bwill (?:begin|start|stop) (?:moving|running)\b"),
     "restart", "starts or stops machinery"),
    (re.compile(r"^setpoints?$|\bwrite (?:the )?setpoints?\b|\bsetpoints? to (?:the )?plc\b"),
     "publish", "writes a setpoint to the controller"),
    (re.compile(r"^reassign \S|\bwill get the job\b|^dispatch \S"), "send",
     "hands a job to a technician"),
)  # fmt: skip
"""What a dialog's title, a heading or a help line says a bare answer does."""

_COMMAND = re.compile(r"^(?:start|stop|e-?stop|emergency stop|jog|halt|pause|resume|run)$")
"""A panel's bare command to a machine or a rollout."""
_PLANT = re.compile(
    r"\bline \d+\b|\b(?:production|packaging|assembly|bottling|filling) line\b|\bconveyor\b"
    r"|\bhmi\b|\bplc\b|\b(?:firmware )?rollouts?\b"
)
"""A page, heading or row that is a machine's panel or a firmware rollout."""

_PLANT_SWITCH = re.compile(
    r"\binterlocks?\b|\b(?:manual|maintenance|hand|local) mode\b|\bengine shutdown\b"
    r"|\bremote (?:engine )?(?:shutdown|immobili[sz]\w*|kill)\b|\bssh from anywhere\b"
)
"""A switch that bypasses a machine's safeguard, takes it out of automatic or stops a
vehicle, or opens every device to the internet."""


def fleet_answer(element: Element, label: str, view: View) -> Assessment:
    """A bare *Yes*, *OK*, *Continue* or *Apply* told by what stands around it.

    *Yes* under *Start Line 2?*, *OK* under *Write setpoint to PLC*, *Apply* in a row of
    the *Setpoints* section, *Continue* under *Reassign WO-4411*.
    """
    if not _ANSWER.match(label.strip()) or not pressable(element):
        return ALLOW
    return said_by(element, texts_around(element, view), _SAID, "fleet:answer")


def plant_command(element: Element, label: str, view: View) -> Assessment:
    """A bare *STOP*, *E-STOP*, *Jog* or *Pause* on a machine's panel or a rollout's row.

    The same words elsewhere (a timer's *Start*, a video's *Pause*) commit nothing.
    """
    if not _COMMAND.match(label.strip()) or not pressable(element):
        return ALLOW
    texts = [view.top_titles(), *texts_around(element, view)]
    said = next((t for t in texts if _PLANT.search(t)), None)
    if said is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="restart",
        reason=f"{called(element)} commands a machine or a rollout: {said[:80]!r}",
        rule="fleet:command",
    )


def plant_switch(element: Element, label: str, view: View) -> Assessment:
    """A switch that bypasses an interlock, sets a manual mode or cuts a vehicle's engine.

    Either way moves something real: on lifts a safeguard, off puts one back mid-run.
    """
    if element.role not in TOGGLE_ROLES or not _PLANT_SWITCH.search(label):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="security",
        reason=f"{called(element)} changes how a machine, vehicle or device is guarded",
        rule="fleet:switch",
    )
