"""Fake pages of a clinician's health record, a lab information system, a telehealth
visit and a clinic's front desk: what commits there in words of its own, the look-alikes
that commit nothing, and a page whose headings, dialog lines and rows say what a bare
button or switch does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

EHR = [
    # what commits: a medication stopped, a prescription transmitted, results released
    (Role.BUTTON, "Stop medication"), (Role.MENUITEM, "Discontinue order"),
    (Role.GENERIC, "Request recollection"), (Role.BUTTON, "Transmit prescription"),
    (Role.GENERIC, "Release to chart"), (Role.BUTTON, "Release results to portal"),
    # a restricted chart opened, a code status changed, a death recorded
    (Role.GENERIC, "Break the glass"), (Role.GENERIC, "Change to DNR"),
    (Role.BUTTON, "Mark as deceased"),
    # look-alikes that commit nothing
    (Role.LINK, "Stopped medications"), (Role.TAB, "Discontinued orders"),
    (Role.LINK, "Recollection requests"), (Role.LINK, "Transmission log"),
    (Role.LINK, "Chart release policy"), (Role.LINK, "Medication history"),
    (Role.LINK, "Cosign queue"), (Role.TAB, "Co-sign requests"),
    (Role.LINK, "Break-the-glass audit log"), (Role.LINK, "Code status history"),
]  # fmt: skip
EHR_ACTING = 9
"""The first this many of :data:`EHR` commit something."""


def ehr_page() -> FakeApp:
    """A lab worklist's row, dialogs drawn of plain boxes and a visit's switches."""
    from safety_fake_parts import Page, control, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    lay = page.lay

    def result_row(line: str, button: str) -> FakeNode:
        """A worklist's row: a specimen and its result, and a bare button."""
        y = lay.box().y
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 600, 28), children=[
            FakeNode(role=Role.CELL, name=line, bounds=Rect(20, y, 400, 28)),
            control(Role.GENERIC, button, Rect(500, y, 80, 28), page.press),
        ])  # fmt: skip

    kids: list[FakeNode] = [
        page.panel("Transmit prescription",
                   "Transmit oxycodone 5 mg #20 to CVS Pharmacy #1234? EPCS two-factor required.",
                   "Yes", "No"),
        page.panel("End visit?", "The patient will be disconnected and the visit submitted "
                   "for billing.", "End", "Stay"),
        page.panel("Sign visit note",
                   "Once signed, the note is locked and becomes part of the legal record.",
                   "Continue"),
        page.panel("Test your setup", "Check your camera and speakers before the visit.",
                   "Continue"),
        page.panel("Critical value: Potassium 6.1",
                   "Document notification of the critical result to the ordering provider.",
                   "Save"),
        page.panel("Label printer", "Print specimen labels on the front desk printer.", "Save"),
        result_row("S-2288 · Doe, Jane · Potassium 6.1 mmol/L", "Verify"),
        result_row("S-2290 · Roe, Sam · Sodium 128", "Verify"),
        result_row("08:00 · heparin 5,000 units SC", "Given"),
        result_row("09:00 · metoprolol 25 mg PO", "Not given"),
        page.panel("Insurance eligibility", "Check the patient's coverage with the payer.",
                   "Verify"),
        page.control(Role.SWITCH, "Auto-verify results within limits"),
        page.control(Role.SWITCH, "Record visit"),
        page.control(Role.SWITCH, "Show only abnormal"),
        page.control(Role.SWITCH, "Record visit", states={State.CHECKED}),
    ]  # fmt: skip
    window = window_of("Worklist · Chemistry · LabTrak LIS", kids, page.status)
    return FakeApp(name="fake-ehr", pid=pid(), window=window)


EHR_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Yes", True),
    ("click", Role.GENERIC, "No", False),
    ("click", Role.GENERIC, "End", True),
    ("click", Role.GENERIC, "Stay", False),
    ("click", Role.GENERIC, "Continue@1", True),
    ("click", Role.GENERIC, "Continue@2", False),
    ("click", Role.GENERIC, "Save@1", True),
    ("click", Role.GENERIC, "Save@2", False),
    ("click", Role.GENERIC, "Verify@1", True),
    ("click", Role.GENERIC, "Verify@2", True),
    ("click", Role.GENERIC, "Verify@3", False),
    ("click", Role.GENERIC, "Given", True),
    ("click", Role.GENERIC, "Not given", True),
    ("click", Role.SWITCH, "Auto-verify results within limits", True),
    ("click", Role.SWITCH, "Record visit@1", True),
    ("click", Role.SWITCH, "Show only abnormal", False),
    ("click", Role.SWITCH, "Record visit@2", False),
]
