"""The risk policy's rules for confirm dialogs and pop-overs drawn by component libraries.

SweetAlert2, Ant Design, MUI, Element Plus, jQuery UI, Fomantic-UI, Shoelace and Ionic
draw a confirm the same few ways. Its bare *Continue* or *Done* is said by the title or
text above it (*Everyone with the link and all 12,400 subscribers will see it.*), and a
web component's dialog may show the tree no dialog at all, only that text and its buttons.
And the box that holds a confirm's buttons (an Ant Design confirm's body, a jQuery UI
dialog's title bar that drags it, an Element Plus pop-over) listens for clicks itself, so
it is found clickable and named by the dialog's question; pressing a way back inside it
presses that box too, and the box is no button.
"""

from __future__ import annotations

import handrail.safety.patterns as p
from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.view import (
    ALLOW,
    DIALOG_ROLES,
    Assessment,
    View,
    label_of,
    pressable,
)
from handrail.safety.words.confirms import CONSEQUENCES, GOES_ON
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["buttons_box", "confirm_said"]

_OVERLAYS = DIALOG_ROLES | {Role.TOOLTIP}
"""What a library's confirm or pop-over is drawn as."""
_REACH = 4
"""How many containers up from a box its dialog or pop-over may stand."""
_BACK = 8
"""How many elements before a bare button its confirm's text may stand, at most."""


def confirm_said(element: Element, label: str, view: View) -> Assessment:
    """A bare *Continue*, *Done* or *OK* judged by what its confirm's title and text say.

    *Continue* under *Make "Q3 results" public?*, *Done* after *Bob can no longer sign in
    and his drafts are deleted.* A tour's *Continue* or an import's *Done* says nothing.
    """
    if not GOES_ON.match(label.strip()) or not pressable(element):
        return ALLOW
    texts = texts_around(element, view) + _told_before(element, view)
    dialog = view.dialog_of(element)
    if dialog is not None:
        texts += [p.fold(dialog.name)]
        texts += [p.fold(e.name) for e in view.descendants(dialog) if e.name and not e.interactive]
    return said_by(element, texts, CONSEQUENCES, "confirms:confirm-said")


def buttons_box(element: Element, label: str, view: View) -> bool:
    """Whether ``element`` is a confirm's clickable box holding its way back, no button.

    A box (no control's role) found clickable inside a dialog or pop-over, holding a
    control that backs out (*Cancel*, *No*, *Close*): a press on it lands on what it
    holds, judged by itself.
    """
    if element.role in INTERACTIVE_ROLES or not element.has(State.CLICKABLE):
        return False
    if not any(a.role in _OVERLAYS for a in list(view.ancestors(element))[:_REACH]):
        return False
    return any(
        e.id != element.id
        and (e.role in INTERACTIVE_ROLES or e.has(State.CLICKABLE))
        and p.NEGATIVE.match(label_of(e))
        and not p.ANYWAY.search(label_of(e))
        for e in view.descendants(element)
    )


def _told_before(element: Element, view: View) -> list[str]:
    """The texts right before ``element``, past the confirm's ways back beside it.

    A web component's dialog the tree shows as no dialog puts its text, its *Keep Bob*
    and its *Done* one after another; a heading or another control ends the search.
    """
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), 0)
    out: list[str] = []
    for e in reversed(elements[max(0, at - _BACK) : at]):
        name = label_of(e)
        if e.role is Role.HEADING:
            break
        if e.interactive or e.has(State.CLICKABLE):
            if p.NEGATIVE.match(name) and not p.ANYWAY.search(name):
                continue  # the confirm's way back, beside its button
            break
        if name:
            out.append(name)
    return out
