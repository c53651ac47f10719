"""The risk policy's rules for roles: giving someone the rights over everything.

A field sets a person's role when its name says so (*Role*, *Access level*) or when its
options are roles (*Viewer*, *Editor*, *Owner*). Setting it to a role that rules
everything (*Owner*, *Admin*) grants those rights, and so does choosing such a role among
others in a page's own drop-down (saving a form whose role list beside the button holds
one is the policy's rule for lists chosen before a commit).
"""

from __future__ import annotations

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.policy_view import ALLOW, Assessment, View
from handrail.vocab import Role

__all__ = ["grant", "role_pick"]


def _is_role_field(field: Element, view: View) -> bool:
    if p.ROLE_FIELD.search(p.fold(field.name)):
        return True
    names = [p.fold(o.name) for o in view.descendants(field) if o.role is Role.OPTION]
    return _roles(names)


def _roles(names: list[str]) -> bool:
    """Whether ``names`` (folded) are a list of roles.

    A lesser role and a ruling one, or two ruling ones (*Helpdesk Administrator*, *Global
    Administrator*).
    """
    ruling = sum(1 for n in names if p.PRIVILEGED.match(n))
    return ruling >= 2 or (ruling == 1 and any(p.ROLE_NAME.match(n) for n in names))


def grant(field: Element, value: str, view: View) -> Assessment:
    """Setting a role field to a role that rules everything (``Role`` = ``Owner``) grants it."""
    if not p.PRIVILEGED.match(p.fold(value)) or not _is_role_field(field, view):
        return ALLOW
    what = f'"{field.name}"' if field.name else "of roles"
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="grant",
        reason=f'{field.role} {what} set to "{value.strip()}" grants those rights',
        rule="builtin:grant",
    )


def role_pick(element: Element, view: View) -> Assessment:
    """Choosing *Owner* in a page's own list of roles (*Viewer*, *Editor*, *Owner*)."""
    if not element.name or not p.PRIVILEGED.match(p.fold(element.name)):
        return ALLOW
    siblings = [
        e for e in view.snapshot.elements if e.parent == element.parent and e.id != element.id
    ]
    if not _roles([p.fold(e.name) for e in [element, *siblings]]):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="grant",
        reason=f'"{element.name}" chosen among roles grants those rights',
        rule="builtin:grant",
    )
