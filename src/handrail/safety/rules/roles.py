"""The risk policy's rules for roles: giving someone rights over more.

A field sets a person's role when its name says so (*Role*, *Access level*) or when its
options are roles (*Viewer*, *Editor*, *Owner*). Setting it to a role that rules
everything (*Owner*, *Admin*) grants those rights, as does raising it to a role that
reaches further (*Viewer* to *Editor*, *Contributor* to *Editor*), and so does choosing
a ruling role among others in a page's own drop-down (saving a form whose role list
beside the button holds one is the policy's rule for lists chosen before a commit).
"""

from __future__ import annotations

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import same_row
from handrail.safety.rules.view import ALLOW, COMMIT_ROLES, Assessment, View
from handrail.vocab import Role, State

__all__ = ["described_role", "grant", "role_pick"]


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
    if ruling >= 2 or (ruling == 1 and any(p.ROLE_NAME.match(n) for n in names)):
        return True
    # Roles of two ranks (*Can view*, *Can edit*): a share row's access, a member's role.
    return len({p.role_rank(n) for n in names} - {None}) >= 2


def _role_part(name: str) -> str:
    """The role an option names before its description (*Owner Has full rights …*).

    ``name`` as shown: the description begins with a capital letter of its own.
    """
    words = name.split()
    for k in range(1, min(3, len(words) - 1) + 1):
        head = p.fold(" ".join(words[:k])).strip()
        if not words[k][:1].isupper():
            continue
        if p.PRIVILEGED.match(head) or p.ROLE_NAME.match(head) or p.role_rank(head) is not None:
            return head
    return p.fold(name).strip()


def grant(field: Element, value: str, view: View) -> Assessment:
    """Setting a role field to a role that rules everything (``Role`` = ``Owner``) grants it.

    So does raising a person's role to one that reaches further (*Viewer* to *Editor*,
    *Guest* to *Member*, *Contributor* to *Editor*, see :func:`patterns.role_rank`); a
    list that only narrows what the page shows (*Filter by role*) grants nothing.
    """
    chosen, was = p.fold(value).strip(), p.fold(field.value or "").strip()
    rank, old = p.role_rank(chosen), p.role_rank(was)
    raised = rank is not None and old is not None and rank > old
    # Taken from a ruling role to a lesser one: the rights over everything are revoked.
    lowered = bool(was) and p.PRIVILEGED.match(was) is not None and not p.PRIVILEGED.match(chosen)
    if not (p.PRIVILEGED.match(chosen) or raised or lowered) or not _is_role_field(field, view):
        return ALLOW
    if p.ROLE_FILTER.search(p.fold(field.name)):
        return ALLOW
    what = f'"{field.name}"' if field.name else "of roles"
    if lowered:
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="revoke",
            reason=f'{field.role} {what} lowered from "{field.value}" to "{value.strip()}"'
            " revokes those rights",
            rule="builtin:revoke",
        )
    if raised and not p.PRIVILEGED.match(chosen):
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="grant",
            reason=f'{field.role} {what} raised from "{field.value}" to "{value.strip()}"'
            " grants those rights",
            rule="builtin:grant",
        )
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="grant",
        reason=f'{field.role} {what} set to "{value.strip()}" grants those rights',
        rule="builtin:grant",
    )


def role_pick(element: Element, view: View) -> Assessment:
    """Choosing *Owner* in a page's own list of roles (*Viewer*, *Editor*, *Owner*).

    Or a role that reaches further than the one its open opener shows (*Editor* in the
    list a person's *Viewer ▾* opened).
    """
    if not element.name:
        return ALLOW
    chosen = _role_part(element.name)
    opener = view.popup_opener(element)
    if opener is not None and _applied_beside(opener, view):
        return ALLOW  # only chosen: the *Apply* beside the list is judged by its choice
    if not p.PRIVILEGED.match(chosen):
        rank = p.role_rank(chosen)
        was = p.fold(opener.name or opener.value or "").rstrip(" ▾▼⌄˅") if opener else ""
        old = p.role_rank(was.strip())
        if p.PRIVILEGED.match(was.strip()) and (rank is not None or _among_roles(element, view)):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="revoke",
                reason=f'"{element.name}" chosen for a role shown as "{was.strip()}" revokes'
                " those rights",
                rule="builtin:revoke",
            )
        if rank is None or old is None or rank <= old:
            return ALLOW
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="grant",
            reason=f'"{element.name}" chosen for a role shown as "{was.strip()}" grants'
            " those rights",
            rule="builtin:grant",
        )
    if not _among_roles(element, view):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="grant",
        reason=f'"{element.name}" chosen among roles grants those rights',
        rule="builtin:grant",
    )


def _applied_beside(opener: Element, view: View) -> bool:
    """Whether a button on ``opener``'s line carries out what its list chose (*Apply*)."""
    return any(
        e.id != opener.id
        and (e.role in COMMIT_ROLES - {Role.LINK} or e.has(State.CLICKABLE))
        and p.BULK_COMMIT.match(p.fold(e.name).strip())
        and same_row(opener, e)
        for e in view.snapshot.elements
    )


def _among_roles(element: Element, view: View) -> bool:
    """Whether ``element`` and the other children of its parent are a list of roles."""
    siblings = [
        e for e in view.snapshot.elements if e.parent == element.parent and e.id != element.id
    ]
    return _roles([_role_part(e.name) for e in [element, *siblings]])


def described_role(element: Element, view: View) -> str:
    """The role an item of a list of roles names before its description, or ``""``.

    *Contributor Writes drafts, cannot publish* is judged as *Contributor*: what it may
    do is no action of its own.
    """
    if not element.name:
        return ""
    part = _role_part(element.name)
    if part == p.fold(element.name).strip() or not _among_roles(element, view):
        return ""
    return part
