"""The risk policy's rules for what a form's commit carries out with what is chosen in it.

A *Comment* beside typed text posts it; a *Save* with a priced plan, a permission over
everything or a radio choice the page warns against ticked does what the choice says; a
notice of a charge beside a commit pays; an unnamed tick in a section of things waiting
for approval approves.
"""

from __future__ import annotations

import dataclasses
import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.geometry import Rect
from handrail.model import Element
from handrail.safety.rules.place import line_words, same_section
from handrail.safety.rules.sections import section_charge
from handrail.safety.rules.view import (
    ALLOW,
    COMMIT_ROLES,
    EDITABLE_ROLES,
    TOGGLE_ROLES,
    Assessment,
    View,
    beside,
    called,
    holds_text,
    label_of,
    pressable,
)
from handrail.vocab import Role, State

__all__ = ["approving_tick", "charged", "posts_typed"]


def posts_typed(element: Element, label: str, view: View) -> Assessment:
    """A Comment or Reply button beside a field holding typed text posts that text."""
    if not pressable(element) or not p.COMPOSE_VERB.match(label):
        return ALLOW
    typed = next(
        (
            e
            for e in view.snapshot.elements
            if holds_text(e)
            and beside(element.bounds, e.bounds)
            and not _other_post(element, e, view)
        ),
        None,
    )
    if typed is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="post",
        reason=f'{called(element)} beside typed text in {typed.role} "{typed.name}" posts it',
        rule="builtin:post",
    )


def _other_post(element: Element, field: Element, view: View) -> bool:
    """Whether ``element`` stands in a post (an article) that ``field`` is not in.

    A timeline's post right under the composer has a Reply icon of its own: it opens a
    reply to that post, and posts nothing the composer holds.
    """
    post = next((a for a in view.ancestors(element) if a.role is Role.ARTICLE), None)
    return post is not None and all(a.id != post.id for a in view.ancestors(field))


def charged(element: Element, label: str, view: View) -> Assessment:
    """*Save new dates* under *Rate difference will be charged to your card* pays."""
    if not pressable(element) or not p.FORM_COMMIT.match(label) or p.NEGATIVE.match(label):
        return ALLOW  # "Go back" commits nothing
    if _DRAFT.match(label.strip()):
        return ALLOW  # a draft saved is filed, sent or paid by a press of its own
    form = view.form_of(element)
    for e in view.snapshot.elements:
        if e.role in COMMIT_ROLES or e.role in EDITABLE_ROLES or e is element:
            continue
        if e.role in TOGGLE_ROLES and e.has(State.CHECKED):
            # "Save licenses" with "Microsoft 365 E5 ($57/user/month)" ticked buys it; a
            # "Continue" with "Keep this device's save (cloud save will be replaced)".
            # An unnamed box is named by the words on its line (*GRANT OPTION*), in the
            # button's own section.
            shown = e.name or (line_words(e, view) if same_section(element, e, view) else "")
            chosen = p.fold(shown)
            priced = p.PERIOD_PRICE.search(chosen) or p.PRICED_PLEDGE.search(chosen)
            losing = p.DESTRUCTIVE_HINT.search(chosen) or (
                e.role is Role.RADIO and p.WARNED_CHOICE.search(chosen)
            )
            # A radio choice that names a risk (*Disable billing (shuts down all services)*),
            # a ticked permission over everything (*AdministratorAccess*).
            named = p.categories(chosen) if e.role is Role.RADIO else []
            # A ticked box that begins with a destructive verb (*Stop all instances when
            # the budget is exceeded*) is done by the commit that saves it.
            if e.role is not Role.RADIO and p.begins_with_risk(chosen):
                named = [c for c in p.categories(chosen) if c in _TICKED_RISKS]
            ruling = p.ADMIN_GRANT.search(chosen)
            # Its own form's choice; one in no form counts beside the button.
            # A switch applies itself: one in no form counts only in the button's section
            # (*Block all public access* under *Permissions* is no choice of *Create folder*).
            own = view.form_of(e)
            apart = e.role is Role.SWITCH and not same_section(element, e, view)
            near = (
                form in view.ancestors(e)
                if form is not None
                else (own is None and not apart and beside(element.bounds, e.bounds))
            )
            if near and (named or ruling) and not priced:
                risk = named[0] if named else "grant"
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=risk,
                    reason=f'{called(element)} with "{shown[:80]}" chosen would {p.doing(risk)}',
                    rule=f"builtin:{risk}",
                )
            if near and (priced or losing):
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk="pay" if priced else "confirm",
                    reason=f'{called(element)} with "{shown[:80]}" chosen'
                    + (" pays for it" if priced else " does what it says"),
                    rule="builtin:charge-notice",
                )
            continue
        if (
            beside(element.bounds, e.bounds)
            and p.CHARGE_NOTICE.search(p.fold(e.name))
            and _nearest_commit(e, view) in (None, element)
        ):
            return _applying(
                element,
                label,
                Assessment(
                    verdict=Verdict.APPROVE,
                    risk="pay",
                    reason=f"{called(element)} is under the notice {e.name[:120]!r}",
                    rule="builtin:charge-notice",
                ),
            )
    return _applying(element, label, section_charge(element, view))


def _nearest_commit(notice: Element, view: View) -> Element | None:
    """The commit nearest a notice, which the notice is about, or ``None`` when unknown.

    *By placing your order … will be charged* right under *Place order* is that button's;
    a menu's *Add* a little farther off commits nothing it speaks of.
    """
    if notice.bounds is None:
        return None
    best: tuple[float, Element] | None = None
    for e in view.snapshot.elements:
        if e is notice or e.bounds is None or not pressable(e):
            continue
        label = label_of(e)
        if p.NEGATIVE.match(label) or not (p.FORM_COMMIT.match(label) or p.begins_with_risk(label)):
            continue
        gap = _gap(notice.bounds, e.bounds)
        if best is None or gap < best[0]:
            best = (gap, e)
    return best[1] if best is not None else None


def _gap(a: Rect, b: Rect) -> float:
    """The distance between two boxes (0 when they touch or overlap)."""
    dx = max(0, max(a.x, b.x) - min(a.x + a.w, b.x + b.w))
    dy = max(0, max(a.y, b.y) - min(a.y + a.h, b.y + b.h))
    return float((dx * dx + dy * dy) ** 0.5)


def _applying(element: Element, label: str, found: Assessment) -> Assessment:
    """*Apply to vary licence* beside a fee's notice submits an application.

    It pays nothing by itself: the fee has a button of its own.
    """
    if found.verdict is Verdict.ALLOW or not _APPLIES.match(label) or p.PRICE.search(label):
        return found
    return dataclasses.replace(
        found,
        risk="submit",
        reason=f"{called(element)} would submit an application (a fee is mentioned beside it)",
        rule="builtin:submit",
    )


_APPLIES = re.compile(r"apply (?:to|for)\b")
"""A label that applies for something (*Apply to vary licence*, *Apply for a permit*)."""
_DRAFT = re.compile(r"^save (?:as |the |a |this )?draft$")
"""A commit that keeps a form as a draft: whatever the form would pay, it pays nothing yet."""


_TICKED_RISKS = frozenset({"delete", "destroy", "remove", "reset", "restart", "revoke"})
"""What a ticked box's own verb does that its form's commit carries out."""


def approving_tick(element: Element, view: View) -> Assessment:
    """An unnamed tick in a row of a section of things waiting for approval approves it.

    *Bills awaiting approval*, *Pending requests*: a ✓ there is the row's *Approve*.
    """
    named = element.name and any(c.isalnum() for c in element.name)
    if named or not pressable(element) or element.has(State.HASPOPUP):
        return ALLOW
    words = p.fold(element.hint).replace("-", " ").replace("_", " ").split()
    if p.TICK_ICON.isdisjoint(words):
        return ALLOW
    place = view.heading_before(element)
    if not p.APPROVAL_PLACE.search(place):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="submit",
        reason=f'unnamed {element.spoken_role} with icon {element.hint!r} under "{place[:80]}"'
        " would approve",
        rule="builtin:icon",
    )
