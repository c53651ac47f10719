"""The risk policy's rules for clinicians' health records, lab systems and telehealth visits.

A clinician's bare buttons say little: *Yes* under *Transmit oxycodone 5 mg #20 to CVS
Pharmacy?*, *End* over *The patient will be disconnected and the visit submitted for
billing*, *Continue* beside *Once signed, the note is locked*, *Save* in a critical
value's call log. What stands around them says what they do. A lab's *Verify* on a row
that holds a specimen's result releases it to the chart; and a switch that records a
visit, or lets results verify themselves, commits once it is turned on.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.view import ALLOW, TOGGLE_ROLES, Assessment, View, called, pressable
from handrail.vocab import Role, State

__all__ = ["clinic_plain", "clinic_said", "clinic_switch", "doses_given", "verifies_result"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|continue|confirm|done|end|finish|proceed|save|submit|sign|accept"
    r"|send|release)$"
)
"""Buttons whose label alone does not say what they do to a patient's record."""

_AROUND: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\btransmit\b.*\b(?:prescriptions?|rx|pharmacy|mg|tablets?)\b"), "send",
     "transmits a prescription to the pharmacy"),
    (re.compile(r"^transmit (?:the |this )?(?:prescriptions?|rx|e-?rx)\b"), "send",
     "transmits a prescription to the pharmacy"),
    (re.compile(r"\b(?:submitted|sent) for billing\b|\bpatient will be disconnected\b"), "submit",
     "ends the visit and bills it"),
    (re.compile(r"\bonce signed\b|\bpart of the (?:patient's )?(?:legal|permanent|medical)"
                r" record\b|\bnote (?:is|will be) locked\b"), "submit",
     "signs the note into the record"),
    (re.compile(r"^critical (?:value|result)s?\b|\bnotification of (?:the |a )?critical"
                r" (?:value|result)\b"), "submit", "records a critical result's notification"),
    (re.compile(r"\b(?:released?|sent) to (?:the )?(?:chart|ehr|emr|patient portal)\b"
                r"|\breplaces? the final (?:result|report)\b"), "publish",
     "releases results to the chart"),
)  # fmt: skip
"""What a heading or a dialog's line near a bare button says it does, its risk and a reason."""

_VERIFY = re.compile(r"^(?:verify|release|accept|finali[sz]e|approve)$")
"""A lab worklist's bare verbs for a result."""
_RESULT = re.compile(
    r"\bspecimens?\b|\baccession\b|\b\d+(?:\.\d+)? ?(?:mmol/l|mg/dl|g/dl|meq/l|u/l|iu/l"
    r"|ng/ml|pg/ml|µmol/l|umol/l|x?10\^?\d+/l|cells/µl)\b"
)
"""A row's text naming a specimen or a measured result with its unit."""
_LAB = re.compile(r"\blis\b|\blaborator(?:y|ies)\b|\blab\b|\bworklists?\b|\bspecimens?\b")
"""A page title of a lab information system, whose rows are results to release."""

_GIVEN = re.compile(
    r"^(?:given|not given|administered|held|refused|mark (?:as )?given|(?:document|chart) dose)$"
)
"""A medication administration record's bare verbs for a dose."""
_DOSE = re.compile(
    r"\b\d[\d,.]* ?(?:mg|mcg|µg|g|ml|units?|iu|meq|tabs?|tablets?|puffs?|drops?)\b"
    r"|\bmedication administration\b|^mar\b"
)
"""A row's or heading's text naming a dose, or a medication administration record."""

_LIST = re.compile(
    r"^(?:co-?sign(?:ing|ed)?|co-?signatures?|notes? (?:to|awaiting) co-?sign)"
    r" (?:queue|inbox|list|requests?|history|policy|settings|log)s?$"
)
"""A link or tab that lists what awaits a cosignature (*Cosign queue*)."""

_RECORDS = re.compile(
    r"^(?:record|recording)(?: (?:this|the))? (?:visit|call|session|consult(?:ation)?"
    r"|appointment|encounter)s?$|^start recording\b"
)
"""A switch that records a patient's visit."""
_AUTO = re.compile(r"^auto-?(?:verify|verification|release)\b.*\bresults?\b|^auto-?verif")
"""A switch that lets a lab's results verify and release themselves."""


def clinic_said(element: Element, label: str, view: View) -> Assessment:
    """A bare button judged by the heading or dialog line that stands with it.

    *Yes* under *Transmit prescription*, *End* over *… submitted for billing*,
    *Continue* beside *Once signed, the note is locked …*.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    return said_by(element, texts_around(element, view), _AROUND, "builtin:ehr-said-around")


def verifies_result(element: Element, label: str, view: View) -> Assessment:
    """A lab's bare *Verify* on a row that holds a specimen's result: it goes to the chart.

    On a lab system's page any worklist row's *Verify* does so, its result's unit or not.
    The same word beside *Check the patient's coverage with the payer* only checks.
    """
    if not _VERIFY.match(label.strip()) or not pressable(element):
        return ALLOW
    said = next((t for t in texts_around(element, view) if _RESULT.search(t)), None)
    if said is None and _LAB.search(view.top_titles()):
        row = next((a for a in view.ancestors(element) if a.role is Role.ROW), None)
        if row is not None:
            parts = [row, *view.descendants(row)]
            said = next((p.fold(e.name) for e in parts if e.name and not e.interactive), None)
    if said is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f"{called(element)} verifies a result into the chart: {said[:80]!r}",
        rule="builtin:ehr-verify-result",
    )


def clinic_switch(element: Element, label: str, view: View) -> Assessment:
    """A switch turned on that records a visit or lets results verify themselves."""
    if element.role not in TOGGLE_ROLES or element.has(State.CHECKED):
        return ALLOW
    said = p.fold(f"{label} {element.description}").strip()
    if _RECORDS.search(said):
        risk, what = "security", "starts recording the patient's visit"
    elif _AUTO.search(said):
        risk, what = "publish", "releases results without a person's review"
    else:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=risk,
        reason=f"{called(element)} turned on {what}",
        rule="builtin:ehr-switch",
    )


def doses_given(element: Element, label: str, view: View) -> Assessment:
    """A bare *Given* or *Not given* on a row naming a dose: the administration is charted.

    *08:00 · heparin 5,000 units SC* — the nurse's mark enters the legal record and the
    next dose is timed from it.
    """
    if not _GIVEN.match(label.strip()) or not pressable(element):
        return ALLOW
    said = next((t for t in texts_around(element, view) if _DOSE.search(t)), None)
    if said is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="submit",
        reason=f"{called(element)} charts a dose's administration: {said[:80]!r}",
        rule="builtin:ehr-dose-given",
    )


def clinic_plain(element: Element, label: str, view: View) -> bool:
    """Whether ``element`` only lists what awaits a cosignature (*Cosign queue*)."""
    return bool(_LIST.match(label.strip()))
