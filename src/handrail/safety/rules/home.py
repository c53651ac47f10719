"""The risk policy's rules for a vault's, a drive's and a home's controls read with their place.

A smart home's tile shows a device's state and a press flips it (*Front Door · Locked*
unlocks it); a bare *Open* on a garage's line opens it; *Disarmed* beside *Armed away*
disarms. A password manager's unnamed icon right after a masked password shows it, and
*Never* in a list opened from a vault's timeout keeps it unlocked. A drive's bare *Share*
beside someone's request for access grants it, as *Share* in a *Share …* dialog does; a
bare *Sign out* in the row of a signed-in device ends that session. A switch whose help
line says it stops the cameras recording, or unlocks a door, weakens security turned on.
A bare *Discard* beside the *Save* of a settings bar only drops unsaved edits, and a bare
*Launch* after a vault item's web address opens the site.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.view import (
    ALLOW,
    POPUP_ITEMS,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["drops_edits", "home_press", "home_switch", "opens_site"]

_LOCKED = re.compile(
    r"\b(?:door|lock|deadbolt|gate|entrance|entry|doors)\b.*(?<!un)\blocked$"
    r"|\b(?:garage|gate|shutter|barrier|garage door)\b.*\bclosed$"
)
"""A tile's name that ends with the state of a lock or a garage a press flips."""

_ARMED = re.compile(r"\b(?:alarm|security|security system)\b.*(?<!dis)\barmed\b")
"""A tile's name that says an alarm is armed: a press disarms it."""

_OPENS = re.compile(r"^(?:open|raise|lift|unlatch)(?: now| it)?$")
_OPENED = re.compile(r"\b(?:garage|gate|gates|door|shutter|barrier|lock|deadbolt)\b")
"""A bare *Open* on a line or under a heading that names what it opens."""

_DISARM = re.compile(r"^(?:disarm(?:ed)?|off|alarm off)$")
_ARMED_CHOICE = re.compile(r"^armed\b")

_MASKED = re.compile(r"[•●∙*]{4,}")
"""A value the page keeps hidden: a run of dots or stars."""

_NEVER = re.compile(r"^never(?: lock| time ?out| log ?out| sign ?out)?$")
_TIMEOUT = re.compile(
    r"\b(?:time ?out|auto-?lock|lock (?:after|when|vault)|(?:sign|log) ?out after"
    r"|session (?:length|expir\w*|timeout)|require (?:a )?(?:password|pin|master password)"
    r" after)\b"
)
"""Where *Never* keeps a vault or a session open for good."""

_GRANTS = re.compile(r"^(?:share|allow|grant(?: access)?|give access|let in)$")
_REQUESTS = re.compile(
    r"\b(?:wants?|requests?(?:ed)?|asks? for|asked for|is asking for) (?:\w+ )?access\b"
    r"|\bwants? to (?:view|edit|see|join|open)\b"
)
"""A line saying someone asks for access: a bare *Share* beside it gives it."""

_SHARE = re.compile(r"^share$")
_SHARE_DIALOG = re.compile(r"^share\b")

_SIGN_OUT = re.compile(r"^(?:sign|log) ?out(?: (?:device|session|this device))?$")
_SESSIONS = re.compile(
    r"\b(?:sessions?|where you'?re (?:signed|logged) in|signed-in devices|logged-in devices"
    r"|your devices|devices you'?ve used|active devices)\b"
)
"""A section listing signed-in devices: a bare *Sign out* in a row ends that session."""

_STOPS = re.compile(
    r"\bstops? (?:\w+ )?(?:recording|monitoring|watching)\b"
    r"|\bcameras? (?:stop|pause|turn off|go off|are off)\b"
    r"|\b(?:door|gate|garage)s? (?:unlocks?|opens?)\b"
    r"|\bunlocks? (?:the )?(?:[\w-]+ )?(?:door|gate|lock)s?\b"
    r"|\bdisarms?\b"
)
"""A help line saying a switch turned on stops the cameras, unlocks a door or disarms."""

_VISIT = re.compile(r"^(?:launch|open|visit|go to)(?: (?:the )?(?:site|website|url|page))?$")
_ADDRESS = re.compile(r"^(?:https?://)?(?:[\w-]+\.)+[a-z]{2,}(?:[/:]\S*)?$")
"""A web address a vault's item keeps: *Launch* beside it opens it."""

_DISCARD = re.compile(r"^discard$")
_SAVE = re.compile(r"^save(?: changes| settings)?$")


def home_press(element: Element, label: str, view: View) -> Assessment:
    """Pressing a vault's, a drive's or a home's control, judged with its place."""
    rules = (_tile, _bare_open, _disarm_choice, _masked_eye, _never, _request, _share, _titled)
    for rule in rules:
        found = rule(element, label, view)
        if found.verdict is not Verdict.ALLOW:
            return found
    return _session(element, label, view)


def _held(element: Element, risk: str, doing: str) -> Assessment:
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=risk,
        reason=f"{called(element)} {doing}",
        rule=f"builtin:{risk}",
    )


def _tile(element: Element, label: str, view: View) -> Assessment:
    """A tile named by its device and state (*🔒 Front Door Locked*): a press flips it."""
    if not (element.has(State.CLICKABLE) or element.role is Role.BUTTON):
        return ALLOW
    name = p.fold(element.name).strip(" .·")
    if _LOCKED.search(name):
        return _held(element, "security", f'would unlock or open "{element.name[:60]}"')
    if _ARMED.search(name):
        return _held(element, "security", f'would disarm "{element.name[:60]}"')
    return ALLOW


def _bare_open(element: Element, label: str, view: View) -> Assessment:
    """A bare *Open* on a garage's line or under its heading opens it."""
    if not pressable(element) or not _OPENS.match(label.strip()):
        return ALLOW
    for place in (p.fold(_row_text(element, view)), view.heading_before(element)):
        if place and _OPENED.search(place):
            return _held(element, "security", f'would open "{place[:60]}"')
    return ALLOW


def _disarm_choice(element: Element, label: str, view: View) -> Assessment:
    """*Disarmed* chosen beside *Armed away*: the alarm is turned off."""
    if not _DISARM.match(label.strip()) or not _choice(element):
        return ALLOW
    kin = view.children.get(element.parent or "", [])
    if any(e.id != element.id and _ARMED_CHOICE.match(p.fold(e.name).strip()) for e in kin):
        return _held(element, "security", "would disarm the alarm")
    return ALLOW


def _choice(element: Element) -> bool:
    if element.role in TOGGLE_ROLES or element.role in POPUP_ITEMS:
        return True
    return element.has(State.CLICKABLE) and element.role not in INTERACTIVE_ROLES


def _masked_eye(element: Element, label: str, view: View) -> Assessment:
    """An icon with no name and no hint right after a masked value shows it."""
    if label.strip() or element.hint or any(c.isalnum() for c in element.name):
        return ALLOW
    if not (element.has(State.CLICKABLE) or element.role is Role.BUTTON):
        return ALLOW
    before = _row_text(element, view)
    if before and _MASKED.search(before) and _right_after(element, before, view):
        return _held(element, "security", f'would show "{before[:40]}" unmasked')
    return ALLOW


def _row_text(element: Element, view: View) -> str:
    """The nearest plain text before ``element`` on its row, however wide the row.

    A row's title often fills the space up to its buttons (*Lina Park wants edit access …*
    in a wide flex cell), so only the height is compared, not the distance.
    """
    if element.bounds is None:
        return ""
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), 0)
    for e in reversed(elements[max(0, at - _ROW_LOOKBACK) : at]):
        if e.bounds is None or not _level(element, e):
            return ""
        if e.name and not (e.interactive or e.has(State.CLICKABLE)):
            return e.name
    return ""


def _level(a: Element, b: Element) -> bool:
    """Whether two boxes share a band of height (they stand on one row)."""
    assert a.bounds is not None and b.bounds is not None
    ra, rb = a.bounds, b.bounds
    return ra.y < rb.y + rb.h and rb.y < ra.y + ra.h


_ROW_LOOKBACK = 6
"""How many elements before a control its row's text may lie."""


def _right_after(element: Element, text: str, view: View) -> bool:
    """Whether the nearest text before ``element`` on its line is ``text``."""
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), 0)
    for e in reversed(elements[max(0, at - 4) : at]):
        if e.name:
            return e.name == text and _level(element, e)
    return False


def _never(element: Element, label: str, view: View) -> Assessment:
    """*Never* in a list opened from a vault's or a session's timeout keeps it open."""
    if not _NEVER.match(label.strip()) or not _choice(element):
        return ALLOW
    opener = view.popup_opener(element) or _drop_down_before(element, view)
    places = [view.heading_before(element)]
    if opener is not None:
        places += [p.fold(opener.name), p.fold(_row_text(opener, view))]
    if any(_TIMEOUT.search(place) for place in places if place):
        return _held(element, "security", "would never lock or sign out")
    return ALLOW


def _drop_down_before(item: Element, view: View) -> Element | None:
    """The page's own drop-down (*15 minutes ▾*) right before ``item``'s list.

    A list a page draws wherever it likes (not under its opener) still follows it in the
    document, under the same heading; the tree may hold both in one flat parent.
    """
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == item.id), 0)
    for e in reversed(elements[max(0, at - _LIST_LOOKBACK) : at]):
        if e.role is Role.HEADING:
            return None
        if e.has(State.HASPOPUP) or e.name.rstrip().endswith("▾"):
            return e
    return None


_LIST_LOOKBACK = 12
"""How many elements before a list's item its opener may lie."""


def _request(element: Element, label: str, view: View) -> Assessment:
    """A bare *Share* or *Allow* beside a line saying someone asks for access gives it."""
    if not pressable(element) or not _GRANTS.match(label.strip()):
        return ALLOW
    line = p.fold(_row_text(element, view))
    if line and _REQUESTS.search(line):
        return _held(element, "grant", f'would give the access "{line[:60]}" asks for')
    return ALLOW


def _share(element: Element, label: str, view: View) -> Assessment:
    """A bare *Share* in a *Share …* dialog shares what the dialog names."""
    if not pressable(element) or not _SHARE.match(label.strip()):
        return ALLOW
    dialog = view.dialog_of(element)
    if dialog is None or dialog.id == element.id:
        return ALLOW
    name = p.fold(dialog.name).strip()
    if _SHARE_DIALOG.match(name):
        return _held(element, "grant", f'would carry out the dialog "{dialog.name[:60]}"')
    return ALLOW


def _titled(element: Element, label: str, view: View) -> Assessment:
    """The one button beside a way back in an unnamed dialog carries out its title.

    The page left the dialog unnamed; its first line is its title (*Create guest code*).
    """
    dialog = view.dialog_of(element)
    if dialog is None or dialog.name or not pressable(element) or p.NEGATIVE.match(label):
        return ALLOW
    inside = view.descendants(dialog)
    title = next(
        (e.name for e in inside if e.name and not (e.interactive or e.has(State.CLICKABLE))), ""
    )
    folded = p.fold(title).strip()
    if not folded or not p.begins_with_risk(folded):
        return ALLOW
    buttons = [e for e in inside if pressable(e) and e.name]
    others = [e for e in buttons if not p.NEGATIVE.match(p.fold(e.name))]
    if len(others) != 1 or others[0].id != element.id or len(buttons) < 2:
        return ALLOW
    risk = p.categories(folded)[0]
    return _held(element, risk, f'confirms the dialog "{title[:60]}" ({risk})')


def _session(element: Element, label: str, view: View) -> Assessment:
    """A bare *Sign out* in a signed-in device's row ends that session."""
    if not pressable(element) or not _SIGN_OUT.match(label.strip()):
        return ALLOW
    if not _row_text(element, view):
        return ALLOW  # a page's own sign-out, in no device's row
    if _SESSIONS.search(view.heading_before(element)):
        return _held(element, "revoke", "would sign that device out")
    return ALLOW


def home_switch(element: Element, view: View) -> Assessment:
    """A switch turned on whose help line says it stops the cameras or unlocks a door."""
    if element.has(State.CHECKED) or element.has(State.PRESSED):
        return ALLOW
    lines = [element.description] if element.description else []
    lines += _help_lines(element, view)
    for line in lines:
        if _STOPS.search(p.fold(line)):
            return _held(element, "security", f'turned on: "{line[:60]}"')
    return ALLOW


def _help_lines(element: Element, view: View) -> list[str]:
    """The texts right before a switch that stand beside it: its title and help line.

    A page's rows are often no element of their own in the tree, so the texts are taken
    by their place: before the switch, past no other control, and no further above or
    below it than a line's height.
    """
    if element.bounds is None:
        return []
    box = element.bounds
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), 0)
    found = []
    for e in reversed(elements[max(0, at - _ROW_LOOKBACK) : at]):
        if e.interactive or e.has(State.CLICKABLE) or e.bounds is None:
            break
        if e.bounds.y + e.bounds.h < box.y - _LINE or e.bounds.y > box.y + box.h + _LINE:
            break
        if e.name:
            found.append(e.name)
    return found


_LINE = 24
"""Pixels above or below a switch its title or help line may end or begin."""


def drops_edits(element: Element, label: str, view: View) -> bool:
    """True for a bare *Discard* beside a *Save* on a bar: it drops unsaved edits only."""
    if not _DISCARD.match(label.strip()) or view.dialog_of(element) is not None:
        return False
    return any(
        e.id != element.id
        and pressable(e)
        and _SAVE.match(p.fold(e.name).strip())
        and _level(element, e)
        for e in view.snapshot.elements
    )


def opens_site(element: Element, label: str, view: View) -> bool:
    """True for a bare *Launch* or *Open* right after a web address: it opens the site."""
    if not _VISIT.match(label.strip()):
        return False
    return bool(_ADDRESS.match(_row_text(element, view).strip().lower()))
