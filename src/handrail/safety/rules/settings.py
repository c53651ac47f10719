"""The risk policy's rules for a repository's or a service's settings, read with their place.

A page's own drop-down on the line *Required number of approvals before merging* set to
*0* lifts a protection; one under the column *Allowed to merge* set from *Maintainers*
to *Developers + Maintainers* lets more people merge (the page saves it at once); a
dialog titled *Add bypass* lets whoever is picked there past a branch's protections.
And what only shows or picks something: a merge button's method chosen in its menu, a
namespace named *checkout* chosen in a *Namespace: payments ▾* filter, a workflow named
*Deploy to production* in a list of workflows headed *All workflows*.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import line_before, same_row
from handrail.safety.rules.view import (
    ALLOW,
    COMMIT_ROLES,
    POPUP_ITEMS,
    Assessment,
    View,
    beside,
    called,
    label_of,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["bypass_commit", "filter_commit", "only_shows", "settings_pick"]

_REQUIRED_COUNT = re.compile(
    r"\b(?:required|minimum) (?:number of |count of )?(?:approv\w*|reviews?|reviewers?"
    r"|approving reviews?|sign-?offs?|code owner reviews?)\b"
)
"""A line that says how many approvals a change needs before it is merged."""

_NONE_REQUIRED = re.compile(r"^(?:0|zero|none|no (?:approvals?|reviews?|reviewers?))$")
"""Choices of such a count that require nobody."""

_WHO_MAY = re.compile(
    r"\b(?:allowed to|who (?:can|may)) (?:push|merge|force push|deploy|approve|delete|bypass"
    r"|unprotect|push and merge)\b"
)
"""A column or line that says who may change a protected branch or environment."""

_NOBODY = re.compile(r"^(?:no one|nobody|none)$")
"""A choice of such a list that lets nobody."""

_BYPASS_TITLE = re.compile(r"\bbypass(?:es|ing)?\b|\bexempt(?:ions?)?\b")
"""A dialog's title that picks who may pass a protection by (*Add bypass*)."""

_AFFIRM = re.compile(r"^(?:add|add selected|save|save changes|apply|confirm|done|ok|grant)\b")
"""The button of such a dialog that carries out what was picked there."""

_DROP = re.compile(r"\s*[▾▼⌄˅]\s*$")
"""The arrow a page's own drop-down draws after its choice (*2 ▾*)."""

_HANG = 16
"""Pixels between a page's own drop-down and the list it draws under it."""


def _found(risk: str, why: str) -> Assessment:
    return Assessment(verdict=Verdict.APPROVE, risk=risk, reason=why, rule=f"builtin:{risk}")


def settings_pick(element: Element, view: View) -> Assessment:
    """An item chosen in a page's own drop-down that weakens a branch's protection.

    *0* under *Required number of approvals before merging: 2 ▾* requires nobody's
    review; *Developers + Maintainers* from the *Maintainers ▾* under the column *Allowed
    to merge* lets more people merge. Choosing a higher count, or fewer people, passes.
    """
    if element.role not in POPUP_ITEMS and not (
        element.has(State.CLICKABLE) and element.role not in INTERACTIVE_ROLES
    ):
        return ALLOW
    opener = view.popup_opener(element, hang=_HANG)
    if opener is None or not (opener.has(State.HASPOPUP) or _DROP.search(opener.name)):
        return ALLOW
    chosen = p.fold(element.name).strip()
    was = p.fold(_DROP.sub("", opener.name)).strip()
    place = " | ".join(w for w in (line_before(opener, view), _column_head(opener, view)) if w)
    if _REQUIRED_COUNT.search(place) and _NONE_REQUIRED.match(chosen) and chosen != was:
        return _found(
            "security",
            f'choosing "{element.name}" under "{place[:80]}" lifts a protection: nobody need'
            " approve a change before it is merged",
        )
    if _WHO_MAY.search(place) and not _NOBODY.match(chosen) and _wider(chosen, was):
        return _found(
            "grant",
            f'choosing "{element.name}" under "{place[:80]}" (was "{was}") lets more people do it',
        )
    return ALLOW


def _wider(chosen: str, was: str) -> bool:
    """Whether ``chosen`` names someone ``was`` does not (*Developers + Maintainers*)."""
    if _NOBODY.match(was):
        return bool(chosen)
    words = set(re.findall(r"[a-z]+", was)) - {"and", "only"}
    new = set(re.findall(r"[a-z]+", chosen)) - {"and", "only"}
    return bool(new - words)


def _column_head(element: Element, view: View) -> str:
    """The folded header over ``element``'s column (a table's *Allowed to merge*), or ``""``."""
    box = element.bounds
    table = next((a for a in view.ancestors(element) if a.role in _TABLES), None)
    if box is None or table is None:
        return ""
    mid = box.x + box.w // 2
    heads = [
        e
        for e in view.descendants(table)
        if e.bounds is not None and e.name and e.role is Role.COLUMNHEADER
        and e.bounds.bottom <= box.y and e.bounds.x <= mid <= e.bounds.right
    ]  # fmt: skip
    if not heads:
        return ""
    return p.fold(max(heads, key=lambda e: e.bounds.y if e.bounds else 0).name)


_TABLES = frozenset({Role.TABLE})
"""Roles of a table whose header names its columns."""


def bypass_commit(element: Element, label: str, dialog: Element) -> Assessment:
    """*Add selected* in a dialog titled *Add bypass* lets those picked past a protection.

    The opener (*+ Add bypass*) only opens the dialog; its own commit grants.
    """
    if not _BYPASS_TITLE.search(p.fold(dialog.name)):
        return ALLOW
    if element.role not in COMMIT_ROLES - {Role.LINK} and not element.has(State.CLICKABLE):
        return ALLOW
    if not _AFFIRM.match(label or p.fold(label_of(element))):
        return ALLOW
    return _found(
        "grant",
        f'{called(element)} in "{dialog.name}" lets those picked bypass the protections',
    )


_METHOD = re.compile(
    r"^(?:create a merge commit|squash and merge|rebase and merge|merge commit|squash merge"
    r"|fast-forward merge)\b(?=.*\b(?:will|are|is)\b)"
)
"""A merge button's method, chosen in its menu with the words that describe it."""

_FILTER = re.compile(
    r"^(?:namespace|namespaces|project|projects|cluster|clusters|context|environment|region"
    r"|owner|status|team|workspace|organization|org|label|kind|node|workflow|branch|tag"
    r"|repository|repo|service|app|application)s?: "
)
"""A page's own drop-down that filters what a list shows (*Namespace: payments ▾*)."""

_ALL = re.compile(
    r"^all (?:workflows|runs|pipelines|jobs|namespaces|projects|deployments|environments"
    r"|services|apps|applications|clusters|repositories|branches|tags|releases|videos|domains"
    r"|sites|databases|workloads)$"
)
"""The first item of a list that filters (*All workflows*)."""


def only_shows(element: Element, label: str, view: View) -> bool:
    """Whether pressing ``element`` only picks what a page shows, or how it will act.

    *Squash and merge — The 3 commits … will be combined …* in a merge button's menu
    picks the method (the button then says it, and pressing it merges); *checkout* in
    the list of *Namespace: payments ▾* shows that namespace; *Deploy to production*
    among *All workflows*, *CI* … shows that workflow's runs.
    """
    if element.role in INTERACTIVE_ROLES - POPUP_ITEMS or not (
        element.role in POPUP_ITEMS or element.has(State.CLICKABLE)
    ):
        return False
    opener = view.popup_opener(element, hang=_HANG)
    if opener is not None:
        if _METHOD.search(label) and len(label.split()) > _METHOD_WORDS:
            return True
        if _FILTER.search(p.fold(opener.name)) and _DROP.search(opener.name):
            return True
    return _filter_row(element, view) or _toolbar_opener(element, label, view)


_INVITE = re.compile(
    r"^(?:\+ )?(?:invite|add) (?:a |new )?(?:members?|people|collaborators?|users?|teammates?)$"
)
"""A toolbar's button that opens the form of an invitation (*Invite member*)."""

_SEARCH = re.compile(r"^(?:find|search|filter)\b")
"""The name of a list's search box (*Find a member…*)."""


def _toolbar_opener(element: Element, label: str, view: View) -> bool:
    """*Invite member* on the line of an empty *Find a member…* box opens the invite form.

    A list's toolbar holds it with the list's search box; the form it opens has its
    own commit, judged in turn.
    """
    if not _INVITE.match(label) or element.bounds is None:
        return False
    if view.form_of(element) is not None or view.dialog_of(element) is not None:
        return False
    return any(
        e.role in (Role.TEXTBOX, Role.SEARCHBOX) and not (e.value or "").strip()
        and _SEARCH.match(p.fold(e.name)) and same_row(element, e)
        for e in view.snapshot.elements
    )  # fmt: skip


_METHOD_WORDS = 4
"""How many words a method's own name has at most: more are its description."""


def _filter_row(element: Element, view: View) -> bool:
    """Whether ``element`` is a plain item of a stacked list headed *All …* (a side menu)."""
    if element.role in INTERACTIVE_ROLES or element.bounds is None:
        return False
    kin = view.children.get(element.parent or "", [])
    stacked = [
        e
        for e in kin
        if e.bounds is not None and e.has(State.CLICKABLE) and e.role not in INTERACTIVE_ROLES
        and abs(e.bounds.x - element.bounds.x) <= _EDGE
    ]  # fmt: skip
    if not any(e.id == element.id for e in stacked):
        return False
    if not set(p.categories(label_of(element))) <= _NAMED_LIKE:
        return False  # a command among them (*Delete all logs*) still does what it says
    return any(e.id != element.id and _ALL.match(p.fold(e.name)) for e in stacked)


_NAMED_LIKE = frozenset({"publish", "submit", "restart", "security"})
"""Risks a workflow's or a job's own name may name (*Deploy to production*)."""


_EDGE = 4
"""Pixels within which the items of one list line up."""


_RULE_COMMIT = re.compile(r"^(?:create|save|add|update) (?:the |this |a )?(?:filter|rule)s?$")
"""A mail filter's or a rule's own commit (*Create filter*)."""

_LOSES = frozenset({"delete", "destroy", "remove"})
"""What a rule's chosen action must not do unasked (*Discard message*)."""


def filter_commit(element: Element, label: str, view: View) -> Assessment:
    """*Create filter* beside *Then Discard message ▾* drops every matching mail.

    A filter whose action, shown in its page's own drop-down, keeps mail (*Deliver to
    folder ▾*) passes.
    """
    if not _RULE_COMMIT.match(label):
        return ALLOW
    if element.role not in COMMIT_ROLES - {Role.LINK} and not element.has(State.CLICKABLE):
        return ALLOW
    for e in view.snapshot.elements:
        if e.id == element.id or not _DROP.search(e.name) or not beside(element.bounds, e.bounds):
            continue
        if e.role in INTERACTIVE_ROLES or not e.has(State.CLICKABLE):
            continue
        chosen = _DROP.sub("", e.name).strip()
        cats = [c for c in p.categories(p.fold(chosen)) if c in _LOSES]
        if cats:
            return _found(cats[0], f'{called(element)} makes a rule that does "{chosen}" by itself')
    return ALLOW
