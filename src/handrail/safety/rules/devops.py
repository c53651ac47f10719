"""The risk policy's rules for CI/CD, GitOps, feature-flag and incident consoles.

A deployer's bare buttons say little: *Synchronize* under the panel *Synchronize
guestbook*, *Abort* and *Retry* under *Rollout: guestbook-ui (canary)*, *Lock* beside
*Prevent any deployments to production until unlocked*, *OK* under *Disable Auto-Sync?*.
What stands around them says what they do. A flag's switch on a console set to
*Production* serves the flag to every user at once. And what only shows something: a
tab *History and rollback*, a resource's row that begins with its kind's badge
(*deploy guestbook-ui*).
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import same_row, section_of
from handrail.safety.rules.view import (
    ALLOW,
    EDITABLE_ROLES,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = [
    "deploy_plain",
    "escalation_pick",
    "flag_switch",
    "incident_verb",
    "pager_switch",
    "said_around",
    "said_by",
    "sets_revision",
    "texts_around",
]

_BARE = re.compile(
    r"^(?:ok|okay|yes|continue|confirm|synchroni[sz]e|sync|lock|start|abort|retry|restart"
    r"|promote|resume|approve|decline|reject|apply|apply changes|kill|copy settings|save changes"
    r"|schedule)$"
)
"""Buttons whose label alone does not say what they do to a deployment or an alert."""

_AROUND: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"^synchroni[sz]e \S"), "publish", "synchronizes the application"),
    (re.compile(r"^rollout\b|\bcanary\b"), "publish", "moves a rollout on"),
    (re.compile(r"\bprevents? (?:any )?deployments?\b"), "security", "locks deployments"),
    (re.compile(r"\bdisable (?:automated|auto-?sync)"), "security", "disables auto-sync"),
    (re.compile(r"\broll ?back (?:the )?application\b"), "publish", "rolls back the application"),
    (re.compile(r"\bwill stop working\b"), "revoke", "revokes a credential"),
    (re.compile(r"\bno one will be notified\b|\bno incidents will be created\b"), "security",
     "silences the service's alerts"),
    (re.compile(r"\brequested changes to (?:production|prod)\b"), "submit",
     "decides a change to production"),
    (re.compile(r"\bserve the off variation to everyone\b"), "publish",
     "turns a flag off for everyone"),
    (re.compile(r"\bwill be overwritten\b"), "delete", "overwrites what is there"),
    (re.compile(r"^save changes to (?:production|prod)\b"), "publish", "saves to production"),
    (re.compile(r"^copy (?:flag )?settings from\b"), "delete", "overwrites an environment's"),
    (re.compile(r"^(?:deploy|release|roll ?out|promote) \S.* to (?:production|prod)\b"), "publish",
     "deploys to production"),
    (re.compile(r"\bapplied immediately to all users\b"), "publish",
     "applies the changes to every user"),
)  # fmt: skip
"""What a heading or help line near a bare button says it does, its risk and a reason."""

_REACH = 3
"""How many containers up from a button the texts that explain it may lie."""
_WHOLE = frozenset({Role.WINDOW, Role.DOCUMENT, Role.APPLICATION})
"""Containers that are the whole page, not the box a button stands in."""
_NEAR = 30
"""How many texts of those containers are read, at most."""

_INCIDENT_VERB = re.compile(r"^(?:resolve|snooze|merge)$")
"""An incident manager's bare verbs for the incidents picked."""
_INCIDENTS = re.compile(r"\bincidents?\b|\balerts?\b|\bon-?call\b")
"""A page title of an incident manager."""

_ESCALATES = re.compile(r"^escalate(?: (?:the |this )?incidents?)?\s*[▾▼⌄⌵]$")
"""An incident's drop-down of the levels to escalate to."""
_ARROWS = "▾▼⌄⌵"
"""The arrows a drop-down's opener draws."""
_ITEMS = 6
"""How many elements before an item its drop-down's opener may stand, at most."""

_PAGES = re.compile(
    r"^(?:notify|page|alert) (?:the )?on-?call\b|\bsend notifications to the escalation policy\b"
)
"""A switch that pages a service's on-call when an incident triggers."""

_PLAIN = re.compile(r"^(?:deployment |release )?history (?:and|&) roll ?back$")
"""A tab or button that opens a deployer's history, from which a rollback is chosen."""

_KIND = re.compile(r"^(?:deploy|rs|sts|ds|svc|pod|po|cm|ing|pvc|job|cj|hpa)$")
"""The badge of a Kubernetes resource's kind (*deploy*, *svc*, *rs*) on a resource's row."""

_KIND_ROW = re.compile(
    r"^(?:deploy|rs|sts|ds|svc|pod|po|cm|ing|pvc|job|cj|hpa) [a-z0-9][a-z0-9.]*-[a-z0-9.-]+(.*)$"
)
"""A resource's row whose name begins with its kind's badge and a hyphenated name."""
_AIMED = re.compile(r"\b(?:to|now|into|on|for|all)\b")
"""Words after a resource's name that make *deploy …* a command (*… to production*)."""

_SAVE = re.compile(r"^(?:save|save changes|update|apply)$")
"""A form's bare commit."""
_REVISION = re.compile(
    r"^(?:target revision|target rev|revision to deploy|image tag|(?:helm )?chart version)$"
)
"""A deployer's field naming what an application runs (*Target revision*)."""

_FLAGS = re.compile(r"\b(?:feature )?flags?\b")
"""A page or heading about feature flags."""
_LIVE = re.compile(r"\b(?:production|prod)\b")
"""The environment whose users a flag's switch serves at once."""


def texts_around(element: Element, view: View) -> list[str]:
    """The folded heading before ``element`` and the texts standing with it."""
    found = [view.heading_before(element)]
    seen = {element.id}
    boxes = [a for a in list(view.ancestors(element))[:_REACH] if a.role not in _WHOLE]
    pool = [*boxes, *(e for box in boxes for e in view.descendants(box))]
    pool += [e for e in view.snapshot.elements if same_row(element, e)]
    pool += _lines_before(element, view)
    for e in pool:
        if e.id in seen or not e.name:
            continue
        if (e.interactive or e.has(State.CLICKABLE)) and e not in boxes:
            continue  # another control; the row a button stands in still tells
        seen.add(e.id)
        found.append(p.fold(e.name))
        if len(found) > _NEAR:
            break
    return [t for t in found if t]


def _lines_before(element: Element, view: View) -> list[Element]:
    """The texts right before ``element``, back to the heading or control before them.

    A page's ``<section>`` is no container in the tree: *Deploy … to production at 02:00
    UTC* between *Schedule a change* and its *Schedule* is found by where it stands. A
    line before another control is that control's, not this one's.
    """
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e is element or e.id == element.id), 0)
    out: list[Element] = []
    for e in reversed(elements[max(0, at - _NEAR) : at]):
        if e.role is Role.HEADING or e.interactive or e.has(State.CLICKABLE):
            break
        if e.name and e not in view.ancestors(element):
            out.append(e)
    return out


def said_around(element: Element, label: str, view: View) -> Assessment:
    """A bare button judged by the heading or help line that stands with it.

    *Abort* under *Rollout: guestbook-ui (canary)*, *Lock* beside *Prevent any
    deployments to production until unlocked*, *OK* under *Disable Auto-Sync?*.
    """
    word = label.strip()
    if not _BARE.match(word) or not pressable(element):
        return ALLOW
    return said_by(element, texts_around(element, view), _AROUND, "builtin:devops-said-around")


Said = tuple[tuple[re.Pattern[str], str, str], ...]
"""What texts say a press does: a pattern, the risk it names and the reason's words."""


def said_by(
    element: Element,
    texts: list[str],
    table: Said,
    rule: str,
    skip: re.Pattern[str] | None = None,
) -> Assessment:
    """The press held by the first of ``texts`` a pattern of ``table`` finds, or allowed.

    A text ``skip`` finds says nothing (*nothing is charged until …*).
    """
    for text in texts:
        if skip is not None and skip.search(text):
            continue
        for pattern, risk, what in table:
            if pattern.search(text):
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=risk,
                    reason=f"{called(element)} {what}: {text[:100]!r}",
                    rule=rule,
                )
    return ALLOW


def incident_verb(element: Element, label: str, view: View) -> Assessment:
    """A bare *Resolve* or *Snooze* on an incident manager's page: it closes or quiets.

    What it closes or quiets are the incidents picked (and it tells their responders).

    The same words elsewhere (a code review's *Resolve*, a mail's *Snooze*) commit nothing.
    """
    if not _INCIDENT_VERB.match(label.strip()) or not pressable(element):
        return ALLOW
    titles = view.top_titles()
    if not _INCIDENTS.search(titles):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="submit",
        reason=f"{called(element)} changes the incidents on {titles[:60]!r}",
        rule="builtin:devops-incident",
    )


def escalation_pick(element: Element, label: str, view: View) -> Assessment:
    """An item of an incident's *Escalate ▾* (*Level 2: SRE Secondary*): it pages that level.

    The page's own drop-down draws its items right after its opener in the document.
    """
    if not label or not pressable(element) or p.NEGATIVE.match(label) or label[-1] in _ARROWS:
        return ALLOW
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), None)
    if at is None:
        return ALLOW
    for e in reversed(elements[max(0, at - _ITEMS) : at]):
        name = p.fold(e.name).strip()
        if not _ESCALATES.match(name):
            if name[-1:] in _ARROWS or e.role is Role.HEADING:
                break  # another drop-down's item, or another section's
            continue
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="send",
            reason=f'{called(element)} under "{e.name}" pages that escalation level',
            rule="builtin:devops-escalation",
        )
    return ALLOW


def deploy_plain(element: Element, label: str, view: View) -> bool:
    """A press that only shows something on a deployer's page.

    A tab *History and rollback* lists past deployments; a resource's row that begins with
    its kind's badge (*deploy* in *deploy guestbook-ui rev:14*) opens the resource.
    """
    if _PLAIN.match(label.strip()):
        return True
    if not element.has(State.CLICKABLE) or element.role in INTERACTIVE_ROLES:
        return False
    parts = [e for e in view.descendants(element) if e.name and not e.interactive]
    if parts:
        return len(parts) > 1 and bool(_KIND.match(p.fold(parts[0].name).strip()))
    # The badge's text merged into the row's name: the kind, then a resource's name.
    row = _KIND_ROW.match(p.fold(element.name))
    return row is not None and not _AIMED.search(row.group(1))


def flag_switch(element: Element, label: str, view: View) -> Assessment:
    """A feature flag's switch on a console set to production: it serves every user at once.

    Either way is live: turning a flag on ships its feature, turning it off takes it away.
    """
    if element.role is not Role.SWITCH:
        return ALLOW  # a radio or a box picks an option; a switch serves the flag
    titles = view.top_titles()
    if not (_FLAGS.search(titles) and _LIVE.search(titles)):
        return ALLOW
    state = "off" if element.has(State.CHECKED) else "on"
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f"{called(element)} turns a feature flag {state} in production",
        rule="builtin:devops-flag-switch",
    )


def pager_switch(element: Element, label: str, view: View) -> Assessment:
    """A service's switch that pages its on-call, turned off: incidents then wake no one."""
    if element.role not in TOGGLE_ROLES or not element.has(State.CHECKED):
        return ALLOW
    said = p.fold(f"{label} {element.description}")
    if not _PAGES.search(said):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="security",
        reason=f"{called(element)} turned off stops paging the on-call: {said[:80]!r}",
        rule="builtin:devops-pager-switch",
    )


def sets_revision(element: Element, label: str, view: View) -> Assessment:
    """A bare *Save* under a deployer's *Target revision* field deploys that revision.

    The application is synchronized to what the field says (at once, when it syncs by
    itself); a *Revision note* saved the same way changes no running service.
    """
    if not _SAVE.match(label.strip()) or not pressable(element):
        return ALLOW
    form = view.form_of(element)
    pool = [*section_of(element, view), *(view.descendants(form) if form is not None else ())]
    field = next(
        (e for e in pool if e.role in EDITABLE_ROLES and _REVISION.match(p.fold(e.name))), None
    )
    if field is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f'{called(element)} saves the "{field.name}" the application deploys',
        rule="devops:revision",
    )
