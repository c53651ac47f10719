"""The risk policy's rules for a button that carries out a choice made beside it.

*Apply* beside a bulk action list set to *Cancel orders*, *Save* beside a role list set
to *Owner*, and the same beside a page's own drop-down that shows its choice as text
(*Release to floor ▾*).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import same_row
from handrail.safety.rules.roles import grant
from handrail.safety.rules.view import (
    ALLOW,
    CHOICE_ROLES,
    COMMIT_ROLES,
    Assessment,
    View,
    beside,
    called,
    label_of,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["chosen_commit", "options_for", "sent_out"]

Judge = Callable[[Element, str], Assessment]
"""How the policy judges an element pressed with a label (its name rule)."""

_PICKED = re.compile(r"\s*[▾▼⌄˅]\s*$")
"""The arrow a page's own drop-down draws after its choice (*Release to floor ▾*)."""


def options_for(field: Element, text: str, view: View, *, typed: bool) -> list[Element]:
    """The options of ``field`` that ``text`` set (or typed into it, type-ahead) may pick.

    Its options of that name, else those it begins; when it names none of them, the text
    itself stands for the option (a list whose options the tree does not show). A value
    set may also be an option's value, which the tree does not show (``wire`` for *Send
    wire now*): then each of its options may be the one chosen.
    """
    want = text.strip().casefold()
    options = [e for e in view.descendants(field) if e.role is Role.OPTION]
    exact = [o for o in options if o.name.strip().casefold() == want]
    begun = [o for o in options if o.name.strip().casefold().startswith(want)] if want else []
    picked = exact or (begun[:1] if typed else begun)
    if picked:
        return picked
    itself = Element(id=field.id, role=Role.OPTION, name=text.strip(), source=field.source)
    return [itself] if typed else [itself, *options]


def chosen_commit(element: Element, label: str, view: View, judge: Judge) -> Assessment:
    """*Apply* beside a list set to *Cancel orders* (a bulk action bar) does that.

    And *Save* beside a role list set to *Owner* grants it.
    """
    if element.role not in COMMIT_ROLES - {Role.LINK} and not element.has(State.CLICKABLE):
        return ALLOW
    if not p.BULK_COMMIT.match(label):
        return ALLOW
    lists = [
        f
        for f in view.snapshot.elements
        if f.role in CHOICE_ROLES and not f.has(State.EDITABLE) and f.value
        if beside(element.bounds, f.bounds)
    ]
    # A list on the button's own line is the one it applies; another row's list
    # ("Transfer" two rows down) is not.
    lists = [f for f in lists if same_row(element, f)] or lists
    for field in lists:
        value = field.value or ""
        options = options_for(field, value, view, typed=False)
        found = grant(field, value, view)
        if found.verdict is Verdict.ALLOW:
            found = judge(options[0], label_of(options[0]))
        if found.verdict is not Verdict.ALLOW:
            return _applies(element, f'"{field.value}" chosen in {called(field)}', found)
    return _picked_commit(element, view, judge)


def _applies(element: Element, what: str, found: Assessment) -> Assessment:
    """``found``, said of the button ``element`` that carries out ``what``."""
    return Assessment(
        verdict=found.verdict,
        risk=found.risk,
        reason=f'"{element.name}" applies {what} ({found.reason})',
        rule=found.rule,
    )


def _picked_commit(element: Element, view: View, judge: Judge) -> Assessment:
    """*Apply* beside a page's own drop-down showing *Release to floor ▾* does that.

    A plain clickable element whose name ends in an arrow shows its choice; beside
    a button that carries it out, that choice is judged (*Owner ▾* beside *Save*
    grants).
    """
    pickers = [
        f
        for f in view.snapshot.elements
        if f.has(State.CLICKABLE) and f.role not in INTERACTIVE_ROLES and f.id != element.id
        if _PICKED.search(f.name) and beside(element.bounds, f.bounds)
    ]
    pickers = [f for f in pickers if same_row(element, f)] or pickers
    for picker in pickers:
        chosen = _PICKED.sub("", picker.name).strip()
        folded = p.fold(chosen)
        if p.PRIVILEGED.match(folded):
            found = Assessment(
                verdict=Verdict.APPROVE,
                risk="grant",
                reason=f'"{chosen}" grants those rights',
                rule="builtin:grant",
            )
        elif p.PUBLIC_TOGGLE.search(folded):
            found = Assessment(
                verdict=Verdict.APPROVE,
                risk="publish",
                reason=f'"{chosen}" opens it to anyone',
                rule="builtin:publish",
            )
        else:
            found = judge(picker, folded)
        if found.verdict is not Verdict.ALLOW:
            return _applies(element, f'"{chosen}" shown in {called(picker)}', found)
    return ALLOW


def _shown_choices(element: Element, view: View) -> list[str]:
    """What the lists beside ``element`` show chosen, those on its own line first.

    A list's value, or a page's own drop-down's words before its arrow.
    """
    near = [
        f
        for f in view.snapshot.elements
        if f.id != element.id and beside(element.bounds, f.bounds)
        if (f.role in CHOICE_ROLES and f.value)
        or (
            f.has(State.CLICKABLE)
            and f.role not in INTERACTIVE_ROLES
            and _PICKED.search(f.name) is not None
        )
    ]
    near = [f for f in near if same_row(element, f)] or near
    return [
        f.value if f.role in CHOICE_ROLES and f.value else _PICKED.sub("", f.name) for f in near
    ]


def sent_out(element: Element, label: str, view: View) -> Assessment:
    """A backup made to someone else's server, or a version applied that gets no fixes.

    *Generate backup* beside a destination set to *Remote FTP server (ftp.…)* sends the
    account's data there; *Apply* beside *PHP 7.4 (end of life) ▾* runs the sites on a
    version nobody patches any more.
    """
    if element.role not in COMMIT_ROLES - {Role.LINK} and not element.has(State.CLICKABLE):
        return ALLOW
    backup = p.BACKUP_COMMIT.match(label) is not None
    if not backup and not p.BULK_COMMIT.match(label):
        return ALLOW
    for chosen in _shown_choices(element, view):
        folded = p.fold(chosen)
        if backup and p.OUTSIDE_PLACE.search(folded):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="send",
                reason=f'{called(element)} sends it to "{chosen.strip()[:80]}"',
                rule="builtin:send",
            )
        if not backup and p.UNPATCHED.search(folded):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="security",
                reason=f'{called(element)} applies "{chosen.strip()[:80]}", which gets no'
                " security fixes",
                rule="builtin:security",
            )
    return ALLOW
