"""A disclosure button with no ``aria-expanded`` says its state by the element it controls.

Flowbite's accordion and collapse buttons (``data-accordion-target="#body-1"``,
``data-collapse-toggle="menu"``, with ``aria-controls``) get ``aria-expanded`` only once
first pressed: until then they read as plain buttons, and an agent could not tell the
section shut from open. The element the button names is drawn or not, and that says
it: a button whose target is not laid out (``display: none``) or is hidden from the tree
(``aria-hidden="true"``) reads ``collapsed``. It reads ``expanded`` when its target is
shown and the button or the target says it discloses (a ``data-`` attribute naming a
collapse or an accordion, ``data-bs-toggle="collapse"``, the button saying it opens a
popup (``aria-haspopup``: Bulma's drop-down trigger), or the target's class word
``collapse``, ``accordion``, ``collapsible``, or the target being a dialog now: a
drawer opened as one): a carousel's ``Next`` button
``aria-controls`` its slides, which are shown, and is no disclosure. Only a button
without ``aria-expanded`` of its own and outside its target (a drawer's close button is
inside the drawer) is read so.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["controlled_states"]

_DISCLOSING = re.compile(r"collapse|accordion", re.I)
"""A ``data-`` attribute's name (or a toggle's value) that names a disclosure."""
_TARGET_CLASS = re.compile(r"^(?:[a-z0-9]+[-_])*(?:collapse|collapsible|accordion)(?:[-_].*)?$")
"""A class word of a target that is a collapsible section."""
_SAID = frozenset({State.EXPANDED, State.COLLAPSED})


def controlled_states(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Give ``collapsed``/``expanded`` to the buttons the element they control says it of."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.bid is not None and d.role is Role.BUTTON and not d.states & _SAID:
            wanted.setdefault(d.sid, {})[d.bid] = d
    if not wanted:
        return
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        ids: dict[str, int] | None = None
        laid: set[int] | None = None
        for i in hits:
            attrs = _attrs(doc, i, s)
            if "aria-expanded" in attrs:
                continue
            target, disclosing = _target(attrs)
            if not target:
                continue
            if ids is None:
                ids = _ids(doc, s)
                laid = set(doc.doc.get("layout", {}).get("nodeIndex", []))
            t = ids.get(target)
            if t is None or _inside(doc.parents, i, t):
                continue
            t_attrs = _attrs(doc, t, s)
            if laid is None or t not in laid or t_attrs.get("aria-hidden") == "true":
                found[doc.bids[i]].states.add(State.COLLAPSED)
            elif (
                disclosing
                or _opened(t_attrs)
                or State.HASPOPUP in found[doc.bids[i]].states
                or any(_TARGET_CLASS.match(w) for w in t_attrs.get("class", "").lower().split())
            ):
                found[doc.bids[i]].states.add(State.EXPANDED)


def _attrs(doc: DocNodes, i: int, at: Callable[[int], str]) -> dict[str, str]:
    """Node ``i``'s attributes by name (``at`` reads the snapshot's strings)."""
    pairs = doc.attrs[i] if i < len(doc.attrs) else []
    return {at(pairs[k]): at(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2)}


def _opened(attrs: dict[str, str]) -> bool:
    """Whether a shown target is a dialog (a drawer opened as one): its button opened it."""
    return attrs.get("role") in ("dialog", "alertdialog") or attrs.get("aria-modal") == "true"


def _target(attrs: dict[str, str]) -> tuple[str, bool]:
    """The id the button controls, and whether an attribute says it is a disclosure."""
    toggle = attrs.get("data-bs-toggle") or attrs.get("data-toggle") or ""
    for key, value in attrs.items():
        if key.startswith("data-") and _DISCLOSING.search(key) and value.strip():
            return value.strip().lstrip("#").split()[0], True
    if _DISCLOSING.search(toggle):
        value = attrs.get("data-bs-target") or attrs.get("data-target") or ""
        if value.startswith("#") and len(value) > 1:
            return value[1:].split()[0], True
    controls = attrs.get("aria-controls", "").split()
    return (controls[0], False) if len(controls) == 1 else ("", False)


def _ids(doc: DocNodes, s: Callable[[int], str]) -> dict[str, int]:
    """Element id -> node index, the first of each."""
    out: dict[str, int] = {}
    for i in range(len(doc.attrs)):
        v = _attrs(doc, i, s).get("id")
        if v:
            out.setdefault(v, i)
    return out


def _inside(parents: list[int], i: int, t: int) -> bool:
    """Whether node ``i`` lies inside node ``t``."""
    at = i
    for _ in range(256):
        if at < 0 or at >= len(parents):
            return False
        if at == t:
            return True
        at = parents[at]
    return False
