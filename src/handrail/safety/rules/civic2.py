"""The risk policy's rules for listing managers, applicant trackers and tax e-filing.

Their bare buttons say little: *Save* under *Reduce price* beside *Buyers who saved this
home will be notified*, *Continue* under *Sign and file your return* beside *you are signing
… and transmitting it to the IRS*. The texts a button stands with say what it does. A switch
*Show on market* whose help line says that turned off the listing is removed from every
portal unlists the home. And what only opens something: a candidate's menu item *Schedule
interview* opens the scheduler, where the invitations are sent.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.devops import said_by
from handrail.safety.rules.view import (
    ALLOW,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import Role, State

__all__ = ["opens_scheduler", "told_around", "unlists_switch"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|done|next|continue|confirm|submit|save|save changes|update|apply|finish)$"
)
"""Buttons whose label alone does not say what they commit, or to whom."""

_TOLD: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"(?<!\byou )(?<!\bwe )(?<!\bi )will be (?:notified|emailed|informed|told)\b"),
     "send", "tells others"),
    (re.compile(r"\bunder penalt(?:y|ies) of perjury\b"), "submit", "signs a sworn return"),
    (re.compile(r"\btransmit(?:s|ting|ted)? (?:it |them |this |your [\w ]{0,30})?to the\b"),
     "submit", "transmits a filing"),
    (re.compile(r"^(?:sign and |e-?)?file (?:your |my |the |this )?(?:\d{4} )?(?:federal |state )?"
                r"(?:tax )?return\b"), "submit", "files a return"),
)  # fmt: skip
"""What a heading or help line beside a bare button says it does, its risk and a reason."""

_BACK = 8
"""How many elements before a control its texts may stand, at most."""
_ON = 4
"""How many elements after a control its texts may stand, at most."""

_UNLISTS = re.compile(
    r"\bwhen (?:turned |switched )?off\b.{0,40}\b(?:removed from|hidden from|taken off"
    r"|no longer (?:shown|visible|listed|appears?|searchable))"
)
"""A switch's help line saying that turned off it takes something off public view."""
_LISTS = re.compile(
    r"\bwhen (?:turned |switched )?on\b.{0,40}\b(?:visible to (?:everyone|anyone|the public"
    r"|all)|listed on|published to|shown on (?:all )?(?:portals|the (?:public )?site))"
)
"""A switch's help line saying that turned on it puts something in public view."""

_SCHEDULE = re.compile(r"^schedule (?:an? |the )?(?:[\w-]+ )?interview$")
"""A candidate's menu item that opens the interview scheduler."""


def _segment(element: Element, view: View, *, controls_stop: bool) -> list[str]:
    """The folded texts standing with ``element`` in document order.

    Back to its section's heading (at most :data:`_BACK` elements) and on to the next
    heading or control (at most :data:`_ON`). A page's boxes are often dropped from its
    tree, so the order of its texts is what says which go with a control. With
    ``controls_stop`` the texts before it past another control are kept only on its own
    row: a switch's own label and help line, not the help line of the switch above.
    """
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), None)
    if at is None:
        return []
    found: list[str] = []
    before: list[Element] = []
    for e in reversed(elements[max(0, at - _BACK) : at]):
        control = e.interactive or e.has(State.CLICKABLE)
        if control and controls_stop:
            # Past another control only the switch's own row is its own: the lines
            # between are that control's help.
            before = [t for t in before if _same_row(t, element)]
            break
        if e.name and not control:
            before.append(e)
        if e.role is Role.HEADING:
            break
    found += [p.fold(e.name) for e in before]
    inside = {d.id for d in view.descendants(element)}
    for e in elements[at + 1 : at + 1 + _ON]:
        if e.id in inside:
            continue
        if e.role is Role.HEADING or e.interactive or e.has(State.CLICKABLE):
            break
        if e.name:
            found.append(p.fold(e.name))
    return [t for t in found if t]


def _same_row(text: Element, element: Element) -> bool:
    """Whether ``text`` stands on ``element``'s row (or where either is, is unknown)."""
    if text.bounds is None or element.bounds is None:
        return True
    t, e = text.bounds, element.bounds
    return t.y < e.y + e.h and e.y < t.y + t.h


def told_around(element: Element, label: str, view: View) -> Assessment:
    """A bare button judged by the texts it stands with: *Save* beside *Buyers … will be notified*.

    *Continue* under *Sign and file your return* files it; the same *Continue* under
    *Income* moves to the next step, and *Done* beside *You will be notified of new
    homes* only saves a search.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    texts = list(_segment(element, view, controls_stop=False))
    return said_by(element, texts, _TOLD, "builtin:civic2-told-around")


def unlists_switch(element: Element, label: str, view: View) -> Assessment:
    """A switch whose help line says it takes something off (or puts it on) public view.

    *Show on market*, on, beside *When off, the listing is removed from all portals*.
    """
    if element.role not in TOGGLE_ROLES:
        return ALLOW
    on = element.has(State.CHECKED)
    said = [p.fold(element.description), *_segment(element, view, controls_stop=True)]
    pattern = _UNLISTS if on else _LISTS
    text = next((t for t in said if pattern.search(t)), None)
    if text is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f"{called(element)} would {'unpublish' if on else 'publish'}: {text[:100]!r}",
        rule="builtin:civic2-unlists-switch",
    )


def opens_scheduler(element: Element, label: str, view: View) -> bool:
    """A menu item *Schedule interview* outside a dialog: it opens the scheduler."""
    return (
        element.role is Role.MENUITEM
        and bool(_SCHEDULE.match(label.strip()))
        and view.dialog_of(element) is None
    )
